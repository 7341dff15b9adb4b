// The layers' rule on every file the compiler actually opened (cmake/layers.cmake). The include
// roots decide what an include by name finds, but a quoted include is looked for beside the
// including file first: "../ui/x.h" written in render/ (or an absolute path) would reach a header
// that no root of render holds. Ninja keeps the compiler's own record of every header each object
// read (`ninja -t deps`); here every object of every layer target and of the two programs is held
// to its target's include folders: a header of ours or of Qt's that lies outside them fails. Two
// probes that escape that way (tests/layers/CMakeLists.txt) must be caught, so the check can fail.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QTest>

#include <algorithm>

namespace {

struct LayerTarget {
    QString name;
    QString objects; // its objects' folder, relative to the build tree, ending in '/'
    QStringList allowed; // canonical folders, each ending in '/'
};

QString canonicalFolder(const QString &path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QString() : c + QLatin1Char('/');
}

// The folders an include folder stands for: itself and, for one of the include roots, every
// folder its links lead to (include-roots/ui-heatmap/ui/heatmap → ui/heatmap/).
QStringList foldersOf(const QString &includeDir)
{
    QStringList out;
    const QString self = canonicalFolder(includeDir);
    if (self.isEmpty())
        return out;
    out << self;
    QDirIterator it(includeDir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo f(it.next());
        if (f.isSymLink())
            if (const QString target = canonicalFolder(f.absoluteFilePath()); !target.isEmpty())
                out << target;
    }
    return out;
}

QList<LayerTarget> readTable(QString *error)
{
    QFile f(QStringLiteral(LAYER_TABLE));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.fileName() + QStringLiteral(": ") + f.errorString();
        return {};
    }
    QList<LayerTarget> out;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.isEmpty())
            continue;
        const QList<QByteArray> cols = line.split('\t');
        if (cols.size() != 3) {
            *error = QStringLiteral("a line of the table without three columns: ") + QString::fromUtf8(line);
            return {};
        }
        LayerTarget t { QString::fromUtf8(cols[0]), QString::fromUtf8(cols[1]), {} };
        for (const QByteArray &dir : cols[2].split(';'))
            if (!dir.isEmpty())
                t.allowed << foldersOf(QString::fromUtf8(dir));
        // The programs (app/main.cpp, bench/) have no root of their own: their folder is theirs.
        if (t.name == QLatin1String("attention-lab"))
            t.allowed << canonicalFolder(QStringLiteral(SOURCE_DIR "/app"));
        if (t.name == QLatin1String("attention-bench"))
            t.allowed << canonicalFolder(QStringLiteral(SOURCE_DIR "/bench"));
        t.allowed.removeDuplicates();
        out << t;
    }
    return out;
}

// ninja -t deps: "OBJECT: #deps N, …" then one indented line per file it read.
QHash<QString, QStringList> readDeps(QString *error)
{
    QProcess ninja;
    ninja.setWorkingDirectory(QStringLiteral(BUILD_DIR));
    ninja.start(QStringLiteral(MAKE_PROGRAM), { QStringLiteral("-t"), QStringLiteral("deps") });
    if (!ninja.waitForFinished(120000) || ninja.exitCode() != 0) {
        *error = QStringLiteral("ninja -t deps failed: ") + QString::fromUtf8(ninja.readAllStandardError());
        return {};
    }
    QHash<QString, QStringList> deps;
    QString object;
    for (const QByteArray &line : ninja.readAllStandardOutput().split('\n')) {
        if (line.startsWith("    "))
            deps[object] << QString::fromUtf8(line.trimmed());
        else if (const qsizetype colon = line.indexOf(": #deps"); colon > 0)
            object = QString::fromUtf8(line.left(colon));
    }
    return deps;
}

class Checker {
public:
    Checker()
        : m_build(canonicalFolder(QStringLiteral(BUILD_DIR)))
        , m_source(canonicalFolder(QStringLiteral(SOURCE_DIR)))
        , m_qt(canonicalFolder(QStringLiteral(QT_INCLUDE_ROOT)))
    {
    }

    // The headers of ours or of Qt's that `t`'s objects read from outside its folders.
    QStringList escapes(const LayerTarget &t, const QHash<QString, QStringList> &deps, int *objects)
    {
        QStringList out;
        *objects = 0;
        for (auto it = deps.begin(); it != deps.end(); ++it) {
            if (!it.key().startsWith(t.objects))
                continue;
            ++*objects;
            for (const QString &dep : it.value()) {
                const QString c = canonical(dep);
                if (c.startsWith(m_build) || !(c.startsWith(m_source) || (!m_qt.isEmpty() && c.startsWith(m_qt))))
                    continue; // generated, or the system's
                bool inside = false;
                for (const QString &folder : t.allowed)
                    inside = inside || c.startsWith(folder);
                if (!inside && !out.contains(c))
                    out << c;
            }
        }
        return out;
    }

private:
    QString canonical(const QString &dep)
    {
        auto found = m_cache.constFind(dep);
        if (found != m_cache.constEnd())
            return *found;
        const QString absolute = QDir(QStringLiteral(BUILD_DIR)).absoluteFilePath(dep);
        QString c = QFileInfo(absolute).canonicalFilePath();
        if (c.isEmpty()) // gone since: judge it by its name
            c = QDir::cleanPath(absolute);
        m_cache.insert(dep, c);
        return c;
    }

    QString m_build, m_source, m_qt;
    QHash<QString, QString> m_cache;
};

} // namespace

class TestLayerIncludes : public QObject {
    Q_OBJECT

    QList<LayerTarget> m_targets;
    QHash<QString, QStringList> m_deps;
    QStringList m_probes;

private slots:
    void initTestCase()
    {
        if (QStringLiteral(GENERATOR) != QLatin1String("Ninja"))
            QSKIP("the compiler's records are read from ninja's log; this tree is built by another tool");
        m_probes = QStringLiteral(ESCAPE_PROBES).split(QLatin1Char(','), Qt::SkipEmptyParts);
        QCOMPARE(m_probes.size(), 2);
        QProcess build;
        build.start(QStringLiteral(CMAKE_COMMAND),
                    QStringList { QStringLiteral("--build"), QStringLiteral(BUILD_DIR), QStringLiteral("--target") }
                        + m_probes);
        QVERIFY(build.waitForFinished(300000));
        QVERIFY2(build.exitCode() == 0, build.readAllStandardOutput().constData());
        QString error;
        m_targets = readTable(&error);
        QVERIFY2(!m_targets.isEmpty(), qPrintable(error));
        m_deps = readDeps(&error);
        QVERIFY2(!m_deps.isEmpty(), qPrintable(error));
    }

    void everyLayerKeepsToItsFolders_data()
    {
        QTest::addColumn<int>("index");
        int layers = 0;
        for (int i = 0; i < m_targets.size(); ++i)
            if (!m_probes.contains(m_targets[i].name)) {
                QTest::newRow(qPrintable(m_targets[i].name)) << i;
                ++layers;
            }
        // core, io, render, the command line, the window's features, the two programs
        QVERIFY2(layers >= 15, qPrintable(QString::number(layers)));
        for (const char *program : { "attention-lab", "attention-bench" })
            QVERIFY2(std::any_of(m_targets.begin(), m_targets.end(),
                                 [&](const LayerTarget &t) { return t.name == QLatin1String(program); }),
                     program);
    }
    void everyLayerKeepsToItsFolders()
    {
        QFETCH(int, index);
        const LayerTarget &t = m_targets[index];
        QVERIFY2(t.allowed.size() >= 2, qPrintable(t.allowed.join(QLatin1Char(' '))));
        Checker check;
        int objects = 0;
        const QStringList escapes = check.escapes(t, m_deps, &objects);
        QVERIFY2(objects > 0, qPrintable(QStringLiteral("no object of %1 in ninja's log").arg(t.objects)));
        QVERIFY2(escapes.isEmpty(), qPrintable(QStringLiteral("%1 read headers outside its layer:\n  %2")
                                                   .arg(t.name, escapes.join(QStringLiteral("\n  ")))));
    }

    // The check can fail: each probe reached one header outside its layer, and that is the one named.
    void escapesAreCaught_data()
    {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("header");
        QTest::newRow("io reaches app/") << QStringLiteral("layer_escape_io_app") << QStringLiteral("app/lessoncommand.h");
        QTest::newRow("render reaches ui/")
            << QStringLiteral("layer_escape_render_ui") << QStringLiteral("ui/compare/comparesetup.h");
    }
    void escapesAreCaught()
    {
        QFETCH(QString, probe);
        QFETCH(QString, header);
        const auto t = std::find_if(m_targets.begin(), m_targets.end(),
                                    [&](const LayerTarget &x) { return x.name == probe; });
        QVERIFY(t != m_targets.end());
        Checker check;
        int objects = 0;
        const QStringList escapes = check.escapes(*t, m_deps, &objects);
        QCOMPARE(objects, 1);
        QCOMPARE(escapes, QStringList { QFileInfo(QStringLiteral(SOURCE_DIR "/") + header).canonicalFilePath() });
    }
};

QTEST_GUILESS_MAIN(TestLayerIncludes)
#include "tst_layer_includes.moc"
