// The size rule, checked so that it cannot lapse: no source file over 700 lines and no function
// over 120, in every .cpp and .h under app/ core/ io/ render/ ui/ bench/ tests/ (generated tables
// are .inc files and not counted). A function is counted from the line its body opens on to the
// line it closes on; lambdas and local classes count with the function around them. A line that
// is only a translator's note, in a file or a function, (`//: …`, read by lupdate for the translations) is
// not counted: it belongs to the string below it, and a message explained to its translators should not cost
// its function room.
// Also: no product file includes a path that leaves the include roots (the layers' rule), and no
// two product headers define a class of the same name in the same namespace (one definition rule:
// the linker keeps one of the two silently, and the program calls the wrong class's functions).
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

namespace {

constexpr int kMaxFileLines = 700;
constexpr int kMaxFunctionLines = 120;

struct Body {
    int firstLine = 0, lastLine = 0;
    QString name; // the text before the brace, shortened
};

// The source with comments, string and character literals blanked (newlines kept), so that the
// braces left are the code's.
QString codeOnly(const QString &text)
{
    QString out = text;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = text[i];
        const QChar next = i + 1 < n ? text[i + 1] : QChar();
        auto blank = [&](qsizetype from, qsizetype to) {
            for (qsizetype k = from; k < to && k < n; ++k)
                if (out[k] != QLatin1Char('\n'))
                    out[k] = QLatin1Char(' ');
        };
        if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
            const qsizetype end = text.indexOf(QLatin1Char('\n'), i);
            blank(i, end < 0 ? n : end);
            i = end < 0 ? n : end;
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            const qsizetype end = text.indexOf(QStringLiteral("*/"), i + 2);
            blank(i, end < 0 ? n : end + 2);
            i = end < 0 ? n : end + 2;
        } else if (c == QLatin1Char('R') && next == QLatin1Char('"')
                   && (i == 0 || !(text[i - 1].isLetterOrNumber() || text[i - 1] == QLatin1Char('_')))) {
            // R"delim( … )delim"
            const qsizetype open = text.indexOf(QLatin1Char('('), i + 2);
            const QString delim = text.mid(i + 2, open - i - 2);
            const qsizetype end = text.indexOf(QLatin1Char(')') + delim + QLatin1Char('"'), open);
            const qsizetype stop = end < 0 ? n : end + delim.size() + 2;
            blank(i, stop);
            i = stop;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            // A literal; a ' between digits is a digit separator (1'000), not a character.
            if (c == QLatin1Char('\'') && i > 0 && text[i - 1].isDigit() && next.isDigit()) {
                ++i;
                continue;
            }
            qsizetype k = i + 1;
            while (k < n && text[k] != c && text[k] != QLatin1Char('\n'))
                k += text[k] == QLatin1Char('\\') ? 2 : 1;
            blank(i, k + 1);
            i = k + 1;
        } else if (c == QLatin1Char('#')) { // a preprocessor line (its braces are not code's)
            qsizetype end = i;
            do {
                end = text.indexOf(QLatin1Char('\n'), end + 1);
            } while (end > 0 && text[end - 1] == QLatin1Char('\\'));
            blank(i, end < 0 ? n : end);
            i = end < 0 ? n : end;
        } else {
            ++i;
        }
    }
    return out;
}

// The outermost function bodies: braces opened where only namespaces, classes, structs, unions,
// enums or extern blocks are around, after a ")" (a parameter list, maybe followed by const,
// override, noexcept, a trailing return type or a constructor's initialisers).
std::vector<Body> functionBodies(const QString &code)
{
    enum class Kind { Scope, Function, Other };
    std::vector<Kind> open;
    std::vector<Body> bodies;
    int line = 1;
    qsizetype statementStart = 0; // where the text before the next brace starts
    int functionDepth = 0;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar c = code[i];
        if (c == QLatin1Char('\n')) {
            ++line;
        } else if (c == QLatin1Char('{')) {
            Kind kind = Kind::Other;
            if (functionDepth == 0) {
                const QString head = code.mid(statementStart, i - statementStart).simplified();
                static const QRegularExpression scope(
                    QStringLiteral("(^|\\s)(namespace|class|struct|union|enum)(\\s|$)|^extern\\b"));
                if (head.contains(scope) && !head.contains(QLatin1Char('(')))
                    kind = Kind::Scope;
                else if (head.contains(QLatin1Char(')')) && !head.endsWith(QLatin1Char('=')))
                    kind = Kind::Function;
                else if (head.contains(scope))
                    kind = Kind::Scope;
                if (kind == Kind::Function) {
                    Body b;
                    b.firstLine = line;
                    b.name = head.left(90);
                    bodies.push_back(b);
                }
            }
            if (kind == Kind::Function || functionDepth > 0)
                ++functionDepth;
            open.push_back(kind);
            statementStart = i + 1;
        } else if (c == QLatin1Char('}')) {
            if (!open.empty())
                open.pop_back();
            if (functionDepth > 0 && --functionDepth == 0)
                bodies.back().lastLine = line;
            statementStart = i + 1;
        } else if (c == QLatin1Char(';')) {
            if (functionDepth == 0)
                statementStart = i + 1;
        } else if (c == QLatin1Char(':') && functionDepth == 0 && i + 1 < code.size()
                   && code[i + 1] != QLatin1Char(':') && (i == 0 || code[i - 1] != QLatin1Char(':'))) {
            // "public:" and friends end what came before; a constructor's ") :" keeps its ")".
            const QString before = code.mid(statementStart, i - statementStart).simplified();
            if (before == QLatin1String("public") || before == QLatin1String("private")
                || before == QLatin1String("protected") || before.endsWith(QLatin1String(" slots"))
                || before == QLatin1String("signals"))
                statementStart = i + 1;
        }
    }
    return bodies;
}

QStringList sourceFiles()
{
    QStringList files;
    for (const char *folder : { "app", "core", "io", "render", "ui", "bench", "tests" }) {
        QDirIterator it(QStringLiteral(SOURCE_DIR "/") + QLatin1String(folder), { "*.cpp", "*.h" }, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

// The classes and structs a header defines at namespace scope (the project's style writes them at
// the start of a line), each as "namespace::Name".
QStringList definedClasses(const QString &code)
{
    static const QRegularExpression space(QStringLiteral("^namespace\\s+([\\w:]+)\\s*\\{"));
    static const QRegularExpression type(
        QStringLiteral("^(?:class|struct)\\s+(\\w+)(?:\\s+final)?\\s*(?::[^;{]*)?\\{?\\s*$"));
    QStringList out;
    QString ns;
    for (const QString &line : code.split(QLatin1Char('\n'))) {
        if (const auto m = space.match(line); m.hasMatch())
            ns = m.captured(1);
        else if (const auto t = type.match(line); t.hasMatch())
            out << ns + QStringLiteral("::") + t.captured(1);
    }
    return out;
}

} // namespace

class TestSizes : public QObject {
    Q_OBJECT

private slots:
    // The scanner itself, on code whose sizes are known.
    void countsFunctionsAndSkipsWhatIsNotCode()
    {
        const QString code = codeOnly(QStringLiteral("namespace a {\n"
                                                     "struct S {\n"
                                                     "    int f() const { return 1; }\n"
                                                     "};\n"
                                                     "// } a brace in a comment\n"
                                                     "S::S(int x)\n"
                                                     "    : m(x)\n"
                                                     "{\n"
                                                     "    auto l = [] { return '}'; };\n"
                                                     "    const char *s = \"{{\";\n"
                                                     "    const char *r = R\"x({)x\";\n"
                                                     "}\n"
                                                     "int table[] = { 1, 2 };\n"
                                                     "}\n"));
        const std::vector<Body> bodies = functionBodies(code);
        QCOMPARE(bodies.size(), std::size_t(2));
        QCOMPARE(bodies[0].firstLine, 3);
        QCOMPARE(bodies[0].lastLine, 3);
        QCOMPARE(bodies[1].firstLine, 8);
        QCOMPARE(bodies[1].lastLine, 12);
    }

    // The layers' include rules (cmake/layers.cmake, tests/layers) hold for names the include roots
    // resolve; a quoted include that climbs out of its folder ("../ui/…") or names an absolute path
    // would reach any header without them. No product file has one (the tests' own helpers may).
    void noIncludeLeavesTheIncludeRoots()
    {
        const QRegularExpression escape(QStringLiteral("^\\s*#\\s*include\\s*\"(\\.\\.?/|/)[^\"]*\""),
                                        QRegularExpression::MultilineOption);
        QVERIFY(escape.match(QStringLiteral("#include \"../ui/window/mainwindow.h\"")).hasMatch());
        QVERIFY(escape.match(QStringLiteral("  #  include \"/abs/x.h\"")).hasMatch());
        QVERIFY(escape.match(QStringLiteral("#include \"./x.h\"")).hasMatch());
        QVERIFY(!escape.match(QStringLiteral("#include \"render/theme.h\"")).hasMatch());
        QStringList found;
        for (const QString &path : sourceFiles()) {
            const QString shown = path.mid(qsizetype(sizeof(SOURCE_DIR)));
            if (shown.startsWith(QLatin1String("tests/")))
                continue;
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            auto it = escape.globalMatch(QString::fromUtf8(f.readAll()));
            while (it.hasNext())
                found << shown + QStringLiteral(": ") + it.next().captured(0).trimmed();
        }
        QVERIFY2(found.isEmpty(), qPrintable(QLatin1Char('\n') + found.join(QLatin1Char('\n'))));
    }

    // A struct named like another header's class (a PatchingSetup once called CompareSetup, beside
    // ui/compare's QObject of that name) links without a word and crashes on the first virtual call.
    void noTwoHeadersDefineOneClass()
    {
        QCOMPARE(definedClasses(QStringLiteral("namespace attn {\nstruct A {\nclass B final : public C {\n"
                                                "class D;\nnamespace attn::gpt2 {\nstruct A\n")),
                 (QStringList { "attn::A", "attn::B", "attn::gpt2::A" }));
        QHash<QString, QString> seen;
        QStringList twice;
        for (const QString &path : sourceFiles()) {
            const QString shown = path.mid(qsizetype(sizeof(SOURCE_DIR)));
            if (shown.startsWith(QLatin1String("tests/")) || !shown.endsWith(QLatin1String(".h")))
                continue;
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            for (const QString &name : definedClasses(codeOnly(QString::fromUtf8(f.readAll())))) {
                if (seen.contains(name))
                    twice << QStringLiteral("%1 in %2 and %3").arg(name, seen.value(name), shown);
                seen.insert(name, shown);
            }
        }
        QVERIFY2(seen.size() > 50, "no classes found");
        QVERIFY2(twice.isEmpty(), qPrintable(QLatin1Char('\n') + twice.join(QLatin1Char('\n'))));
    }

    // tests/lsan.supp keeps third-party leaks out of the sanitizer runs' verdict: every entry a
    // shared library's file name, none of the project's code (its files and namespace).
    void leakSuppressionsNameOnlyOtherLibraries()
    {
        QFile f(QStringLiteral(SOURCE_DIR "/tests/lsan.supp"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        int entries = 0;
        for (const QByteArray &raw : f.readAll().split('\n')) {
            const QByteArray line = raw.trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            ++entries;
            QVERIFY2(line.startsWith("leak:lib") && line.contains(".so"), line.constData());
            for (const char *ours : { "attn", "attention", "tst_", "Attention" })
                QVERIFY2(!line.contains(ours), line.constData());
        }
        QVERIFY(entries >= 1);
    }

    void filesAndFunctionsKeepToTheirSizes()
    {
        const QStringList files = sourceFiles();
        QVERIFY2(files.size() > 100, "the source tree was not found");
        QStringList over;
        for (const QString &path : files) {
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(f.readAll());
            const QString shown = path.mid(qsizetype(sizeof(SOURCE_DIR)));
            static const QRegularExpression note(QStringLiteral("^\\s*//:"));
            const QStringList sourceLines = text.split(QLatin1Char('\n'));
            const int lines = int(text.count(QLatin1Char('\n'))) - int(sourceLines.filter(note).size());
            if (lines > kMaxFileLines)
                over << QStringLiteral("%1: %2 lines (at most %3)").arg(shown).arg(lines).arg(kMaxFileLines);
            for (const Body &b : functionBodies(codeOnly(text))) {
                int length = b.lastLine - b.firstLine + 1;
                for (int k = b.firstLine; k <= b.lastLine && k <= sourceLines.size(); ++k)
                    length -= sourceLines.at(k - 1).contains(note) ? 1 : 0;
                if (b.lastLine > 0 && length > kMaxFunctionLines)
                    over << QStringLiteral("%1:%2: a function of %3 lines (at most %4): %5")
                                .arg(shown)
                                .arg(b.firstLine)
                                .arg(length)
                                .arg(kMaxFunctionLines)
                                .arg(b.name);
            }
        }
        QVERIFY2(over.isEmpty(), qPrintable(QLatin1Char('\n') + over.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestSizes)
#include "tst_sizes.moc"
