// The installed tree: `cmake --install` into a temporary prefix, then read the way a desktop
// reads it. The menu entry and the AppStream metadata go through their validators, the icons
// are opened at their sizes, the files agree on the names they share, and the session file
// type is asked of Qt and of GLib, by content, in the two databases an install can end up in.
#include "../common/cross_checks.h"
#include "../common/run_program.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString kAppId = QStringLiteral("io.github.attentionlab.AttentionLab");
const QString kSessionType = QStringLiteral("application/x-attention-lab-session+json");
const QList<int> kIconSizes = { 16, 22, 24, 32, 48, 64, 128, 256 };

using testing::ProgramRun;
using testing::runProgram;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The [Desktop Entry] group of a desktop file as key → value (no locales, no other groups).
QMap<QString, QString> desktopEntry(const QString &path)
{
    QMap<QString, QString> entry;
    bool inGroup = false;
    for (const QByteArray &raw : readAll(path).split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(QLatin1Char('[')))
            inGroup = line == QLatin1String("[Desktop Entry]");
        else if (inGroup && line.contains(QLatin1Char('=')) && !line.startsWith(QLatin1Char('#')))
            entry.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return entry;
}

// What the metainfo says about the names other files use.
struct Metainfo {
    QString id, launchable, binary, mediatype, newestRelease;
};

Metainfo readMetainfo(const QString &path)
{
    Metainfo m;
    QXmlStreamReader xml(readAll(path));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        if (name == u"id")
            m.id = xml.readElementText();
        else if (name == u"launchable")
            m.launchable = xml.readElementText();
        else if (name == u"binary")
            m.binary = xml.readElementText();
        else if (name == u"mediatype")
            m.mediatype = xml.readElementText();
        else if (name == u"release" && m.newestRelease.isEmpty()) // AppStream lists newest first
            m.newestRelease = xml.attributes().value(QLatin1String("version")).toString();
    }
    return m;
}

QString outputOf(const ProgramRun &r)
{
    return QString::fromUtf8(r.out + r.err);
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_prefix;
    QString m_home; // an empty XDG_DATA_HOME: the user's own MIME types stay out
    QString m_systemDirs; // the machine's XDG_DATA_DIRS
    QString m_merged; // a database holding the system's types and ours, like a DEB install
    QString m_mimeSkip; // why the MIME databases could not be built, if they could not

    QString installed(const QString &relative) const { return m_prefix + QLatin1Char('/') + relative; }
    QString file(const QString &name) const { return m_dir.filePath(QStringLiteral("files/") + name); }

    QProcessEnvironment environment(const QString &dataDirs) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home);
        env.insert(QStringLiteral("XDG_DATA_DIRS"), dataDirs);
        return env;
    }

    // The shared MIME database's two shapes: the prefix's own, searched before the system's (a
    // `cmake --install` to /usr/local or ~/.local), and one database with everything (the DEB
    // in /usr, where update-mime-database merges every package's types).
    QString dataDirs(const QString &database) const
    {
        return database == QLatin1String("own prefix") ? m_prefix + QStringLiteral("/share:") + m_systemDirs
                                                       : m_merged;
    }

    QString buildMimeDatabases()
    {
        const QString update = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        if (update.isEmpty())
            return QStringLiteral("update-mime-database is not installed (Debian: shared-mime-info)");
        ProgramRun r = runProgram(update, { installed(QStringLiteral("share/mime")) });
        if (r.code != 0)
            return QStringLiteral("update-mime-database on the prefix failed: ") + outputOf(r);

        const QString packages = m_merged + QStringLiteral("/mime/packages");
        QDir().mkpath(packages);
        int systemFiles = 0;
        for (const QString &dir : m_systemDirs.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
            const QDir source(dir + QStringLiteral("/mime/packages"));
            for (const QString &name : source.entryList({ QStringLiteral("*.xml") }, QDir::Files)) {
                if (QFile::copy(source.filePath(name), packages + QLatin1Char('/') + name))
                    ++systemFiles;
            }
        }
        if (systemFiles == 0)
            return QStringLiteral("no system MIME definitions under %1").arg(m_systemDirs);
        QFile::copy(installed(QStringLiteral("share/mime/packages/") + kAppId + QStringLiteral(".xml")),
                    packages + QLatin1Char('/') + kAppId + QStringLiteral(".xml"));
        r = runProgram(update, { m_merged + QStringLiteral("/mime") });
        if (r.code != 0)
            return QStringLiteral("update-mime-database on the merged database failed: ") + outputOf(r);
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_prefix = m_dir.filePath(QStringLiteral("prefix"));
        m_home = m_dir.filePath(QStringLiteral("home"));
        m_merged = m_dir.filePath(QStringLiteral("merged"));
        QVERIFY(QDir().mkpath(m_home));
        m_systemDirs = qEnvironmentVariable("XDG_DATA_DIRS");
        if (m_systemDirs.isEmpty())
            m_systemDirs = QStringLiteral("/usr/local/share:/usr/share"); // the XDG default

        const ProgramRun r = runProgram(
            QStringLiteral(CMAKE_COMMAND_BIN),
            { QStringLiteral("--install"), QStringLiteral(BUILD_DIR), QStringLiteral("--prefix"), m_prefix });
        QVERIFY2(r.code == 0, qPrintable(outputOf(r)));

        // The files to classify: sessions as the app and other writers save them, JSON that is
        // not a session (among it what the app itself prints), and names that decide alone.
        QVERIFY(QDir().mkpath(file({})));
        const QByteArray lesson = readAll(QStringLiteral(TEST_DATA_DIR "/lesson.session.json"));
        QVERIFY(lesson.contains("\"format\": \"attention-lab-session\""));
        QVERIFY(writeFile(file(QStringLiteral("lesson.json")), lesson));
        QVERIFY(writeFile(file(QStringLiteral("lesson")), lesson));
        QVERIFY(writeFile(file(QStringLiteral("lesson.txt")), lesson));
        QVERIFY(writeFile(file(QStringLiteral("compact.json")),
                          "{\"format\":\"attention-lab-session\",\"version\":1,\"tokens\":[\"a\"],"
                          "\"embeddings\":[[1]],\"num_heads\":1,\"W_Q\":[[1]],\"W_K\":[[1]],\"W_V\":[[1]]}"));
        QVERIFY(writeFile(file(QStringLiteral("notes.json")),
                          "{\n  \"format\": \"notes\",\n  \"text\": \"not a session\"\n}\n"));
        const ProgramRun computed
            = runProgram(installed(QStringLiteral("bin/attention-lab")),
                         { QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson") });
        QCOMPARE(computed.code, 0);
        QVERIFY(writeFile(file(QStringLiteral("computed.json")), computed.out));

        m_mimeSkip = buildMimeDatabases();
    }

    void installedFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("program") << QStringLiteral("bin/attention-lab");
        QTest::newRow("menu entry") << QStringLiteral("share/applications/%1.desktop").arg(kAppId);
        QTest::newRow("AppStream metainfo") << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId);
        QTest::newRow("session file type") << QStringLiteral("share/mime/packages/%1.xml").arg(kAppId);
        QTest::newRow("scalable icon")
            << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId);
        QTest::newRow("manual page") << QStringLiteral("share/man/man1/attention-lab.1.gz");
        QTest::newRow("copyright") << QStringLiteral("share/doc/attention-lab/copyright");
        QTest::newRow("changelog") << QStringLiteral("share/doc/attention-lab/changelog.gz");
        for (const char *file : { "config.json", "model.safetensors", "vocab.json", "merges.txt" })
            QTest::newRow(qPrintable(QStringLiteral("induction model: %1").arg(QLatin1String(file))))
                << QStringLiteral("share/attention-lab/models/induction/%1").arg(QLatin1String(file));
    }
    void installedFiles()
    {
        QFETCH(QString, path);
        const QFileInfo info(installed(path));
        QVERIFY2(info.isFile(), qPrintable(path + QStringLiteral(" is not installed")));
        QVERIFY(info.size() > 0);
    }

    void iconSizes_data()
    {
        QTest::addColumn<int>("size");
        for (int size : kIconSizes)
            QTest::newRow(qPrintable(QStringLiteral("%1x%1").arg(size))) << size;
    }
    void iconSizes()
    {
        QFETCH(int, size);
        const QString path
            = installed(QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId));
        const QImage icon(path);
        QVERIFY2(!icon.isNull(), qPrintable(path));
        QCOMPARE(icon.size(), QSize(size, size)); // desktops trust the directory name
        // A drawn picture: rounded corners show through, the middle is solid.
        QVERIFY(qAlpha(icon.pixel(0, 0)) < 128);
        QCOMPARE(qAlpha(icon.pixel(size / 2, size / 2)), 255);
    }

    void installedProgramRuns()
    {
        const ProgramRun r
            = runProgram(installed(QStringLiteral("bin/attention-lab")), { QStringLiteral("--version") });
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.value(0), QByteArray("attention-lab " PROJECT_VERSION_STRING));
        // the second line: the BLAS library and its kernel (core/blas.h), or Eigen
        QVERIFY2(lines.size() == 2 && (lines[1].startsWith("OpenBLAS ") || lines[1] == "Eigen"), r.out.constData());
    }

    // The installed program runs the installed built-in model: the repeated sentence is continued
    // with the copied word.
    void installedModelRuns()
    {
        const ProgramRun r = runProgram(
            installed(QStringLiteral("bin/attention-lab")),
            { QStringLiteral("model"), installed(QStringLiteral("share/attention-lab/models/induction")),
              QStringLiteral("--text"), QStringLiteral("one two three four one two three") });
        QVERIFY2(r.code == 0, qPrintable(outputOf(r)));
        const QJsonArray next
            = QJsonDocument::fromJson(r.out).object().value(QLatin1String("next_token")).toArray();
        QVERIFY(!next.isEmpty());
        QCOMPARE(next.first().toObject().value(QLatin1String("token")).toString(), QStringLiteral(" four"));
    }

    void desktopFileValidates()
    {
        const QString validator = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (validator.isEmpty())
            SKIP_CROSS_CHECK("desktop-file-validate is not installed (Debian: desktop-file-utils)");
        const ProgramRun r = runProgram(
            validator, { installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId)) });
        QVERIFY2(r.code == 0, qPrintable(outputOf(r)));
        // Not even a hint: it prints nothing for a file it has nothing to say about.
        QVERIFY2(outputOf(r).trimmed().isEmpty(), qPrintable(outputOf(r)));
    }

    void metainfoValidates()
    {
        const QString validator = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (validator.isEmpty())
            SKIP_CROSS_CHECK("appstreamcli is not installed (Debian: appstream)");
        const ProgramRun r
            = runProgram(validator,
                         { QStringLiteral("validate"), QStringLiteral("--no-net"),
                           installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)) });
        QVERIFY2(r.code == 0, qPrintable(outputOf(r)));
        // Errors and warnings fail; info and pedantic remarks (the id's capitals) do not.
        const QRegularExpression issue(QStringLiteral("^[EW]: "), QRegularExpression::MultilineOption);
        QVERIFY2(!outputOf(r).contains(issue), qPrintable(outputOf(r)));
    }

    // The menu entry, the metadata, the type and the icon name each other; a rename in one file
    // that the others miss breaks the desktop quietly, so it breaks here.
    void filesAgreeOnNames()
    {
        const QMap<QString, QString> entry
            = desktopEntry(installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId)));
        const QString program = entry.value(QStringLiteral("Exec")).section(QLatin1Char(' '), 0, 0);
        QCOMPARE(program, QStringLiteral("attention-lab"));
        QVERIFY(QFileInfo(installed(QStringLiteral("bin/") + program)).isExecutable());
        QCOMPARE(entry.value(QStringLiteral("Icon")), kAppId);
        // Its own type only: never all of application/json.
        QCOMPARE(entry.value(QStringLiteral("MimeType")), kSessionType + QLatin1Char(';'));

        const Metainfo meta
            = readMetainfo(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
        QCOMPARE(meta.id, kAppId);
        QCOMPARE(meta.launchable, kAppId + QStringLiteral(".desktop"));
        QCOMPARE(meta.binary, program);
        QCOMPARE(meta.mediatype, kSessionType);

        const QByteArray types = readAll(installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId)));
        QVERIFY(types.contains("<mime-type type=\"" + kSessionType.toUtf8() + "\">"));
        QVERIFY(types.contains("<icon name=\"" + kAppId.toUtf8() + "\"/>"));
    }

    // The release notes of the metadata and of the package name the version being built.
    void releaseNotesNameThisVersion()
    {
        const Metainfo meta
            = readMetainfo(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
        QCOMPARE(meta.newestRelease, QStringLiteral(PROJECT_VERSION_STRING));

        const QString gzip = QStandardPaths::findExecutable(QStringLiteral("gzip"));
        QVERIFY2(!gzip.isEmpty(), "gzip is part of every Debian system");
        const ProgramRun r = runProgram(
            gzip,
            { QStringLiteral("-dc"), installed(QStringLiteral("share/doc/attention-lab/changelog.gz")) });
        QCOMPARE(r.code, 0);
        const QByteArray firstLine = r.out.left(r.out.indexOf('\n'));
        QCOMPARE(firstLine.left(firstLine.indexOf(')') + 1),
                 QByteArray("attention-lab (" PROJECT_VERSION_STRING ")"));
    }

    void sessionTypeByContent_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        const QList<std::pair<QString, QString>> files = {
            { QStringLiteral("lesson.json"), kSessionType }, // as saved, key first
            { QStringLiteral("compact.json"), kSessionType }, // one line, no spaces
            { QStringLiteral("lesson"), kSessionType }, // no name to go by
            { QStringLiteral("notes.json"), QStringLiteral("application/json") }, // another "format"
            { QStringLiteral("computed.json"), QStringLiteral("application/json") }, // the app's own output
            { QStringLiteral("lesson.txt"), QStringLiteral("text/plain") }, // the name decides
        };
        for (const QString &reader : { QStringLiteral("Qt"), QStringLiteral("GLib") }) {
            for (const QString &database :
                 { QStringLiteral("own prefix"), QStringLiteral("system database") }) {
                for (const auto &[name, expected] : files)
                    QTest::addRow("%s, %s: %s", qPrintable(reader), qPrintable(database), qPrintable(name))
                        << reader << database << name << expected;
            }
        }
    }
    void sessionTypeByContent()
    {
        QFETCH(QString, reader);
        QFETCH(QString, database);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        if (!m_mimeSkip.isEmpty())
            SKIP_CROSS_CHECK(qPrintable(m_mimeSkip));

        QString type;
        if (reader == QLatin1String("Qt")) {
            const ProgramRun r = runProgram(QStringLiteral(MIMETYPE_PROBE_BIN), { file(name) },
                                            environment(dataDirs(database)));
            QVERIFY2(r.code == 0, qPrintable(outputOf(r)));
            type = QString::fromUtf8(r.out).trimmed();
        } else {
            const QString gio = QStandardPaths::findExecutable(QStringLiteral("gio"));
            if (gio.isEmpty())
                SKIP_CROSS_CHECK("gio is not installed (Debian: libglib2.0-bin)");
            const ProgramRun r = runProgram(gio,
                                            { QStringLiteral("info"), QStringLiteral("-a"),
                                              QStringLiteral("standard::content-type"), file(name) },
                                            environment(dataDirs(database)));
            QVERIFY2(r.code == 0, qPrintable(outputOf(r)));
            const QRegularExpressionMatch m
                = QRegularExpression(QStringLiteral("standard::content-type: (\\S+)"))
                      .match(QString::fromUtf8(r.out));
            QVERIFY2(m.hasMatch(), r.out.constData());
            type = m.captured(1);
        }
        QCOMPARE(type, expected);
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
