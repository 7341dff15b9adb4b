// Reading the translation sources (.ts) and the glossaries (docs/glossary-<lang>.md), and the
// rules each translation keeps: shared by the translation tests.
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QXmlStreamReader>

namespace i18n {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type; // "unfinished", "vanished", "obsolete", or empty when done
    QStringList forms; // one, or one per plural form
};

struct TsFile {
    QString language;
    QList<Message> messages;
    QString error;
};

inline TsFile readTs(const QString &path)
{
    TsFile out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        out.error = path + QStringLiteral(": ") + f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            out.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message {
                context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}
            };
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) {
                m.forms << xml.readElementText();
            } else {
                while (xml.readNextStartElement())
                    m.forms << xml.readElementText();
            }
            out.messages << m;
        }
    }
    if (xml.hasError())
        out.error = QStringLiteral("%1: line %2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

struct Term {
    QString english;
    QString checked;
    QStringList notThisSense;
};

struct Glossary {
    QList<Term> terms;
    QSet<QString> kept; // sources whose translation may equal them
    QString error;
};

// "## Terms": a table | English | <language> | Checked | Not this sense |; "## Kept as in
// English": a list of `source` items.
inline Glossary readGlossary(const QString &path)
{
    Glossary g;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        g.error = path + QStringLiteral(": ") + f.errorString();
        return g;
    }
    QString section;
    static const QRegularExpression kept(QStringLiteral("^- `(.*)`\\s*$"));
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## "))) {
            section = line.mid(3).trimmed().toLower();
            continue;
        }
        if (section.startsWith(QLatin1String("terms")) && line.startsWith(QLatin1Char('|'))) {
            QStringList cells = line.trimmed().mid(1).chopped(1).split(QLatin1Char('|'));
            for (QString &c : cells)
                c = c.trimmed();
            if (cells.size() < 3 || cells[0].startsWith(QLatin1Char('-'))
                || cells[0].compare(QLatin1String("English"), Qt::CaseInsensitive) == 0)
                continue;
            Term t { cells[0], cells[2], {} };
            for (const QString &p : cells.value(3).split(QLatin1Char(';'), Qt::SkipEmptyParts))
                if (!p.trimmed().isEmpty())
                    t.notThisSense << p.trimmed();
            g.terms << t;
        } else if (section.startsWith(QLatin1String("kept"))) {
            if (const auto m = kept.match(line); m.hasMatch())
                g.kept.insert(m.captured(1));
        }
    }
    return g;
}

// The placeholders (%1 … %99, %n), sorted: a translation keeps every one.
inline QStringList placeholders(const QString &s, bool withN = true)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();) {
        const QString p = it.next().captured(0);
        if (withN || p != QLatin1String("%n"))
            out << p;
    }
    out.sort();
    return out;
}

inline QStringList tags(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(0).section(QLatin1Char(' '), 0, 0).remove(QLatin1Char('>')).toLower();
    out.sort();
    return out;
}

// Keyboard mnemonics: & before a letter, && being a literal ampersand.
inline int mnemonics(QString s)
{
    s.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(?=\\S)"));
    return int(s.count(re));
}

// The problems of one message against its language's plural count and glossary; none when
// it is finished and keeps its source's placeholders, markup and mnemonic, differs from its
// source where that has words (or is kept on purpose), and uses every glossary term it meets.
inline QStringList problems(const Message &m, int pluralForms, const Glossary &g)
{
    QStringList out;
    const QString where = QStringLiteral("[%1] \"%2\"").arg(m.context, m.source.left(70));
    if (!m.type.isEmpty()) {
        out << QStringLiteral("%1 is %2").arg(where, m.type);
        return out;
    }
    if (m.numerus && m.forms.size() != pluralForms)
        out << QStringLiteral("%1 has %2 plural forms, not %3")
                   .arg(where)
                   .arg(m.forms.size())
                   .arg(pluralForms);
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{2}"));
    for (const QString &t : m.forms) {
        const QString said = QStringLiteral("%1 → \"%2\"").arg(where, t.left(70));
        if (t.trimmed().isEmpty()) {
            out << where + QStringLiteral(" is empty");
            continue;
        }
        // A plural form may leave %n out ("einen Schritt"); every other placeholder stays.
        if (placeholders(t, !m.numerus) != placeholders(m.source, !m.numerus))
            out << said + QStringLiteral(": placeholders differ");
        if (tags(t) != tags(m.source))
            out << said + QStringLiteral(": markup differs");
        if (mnemonics(t) != mnemonics(m.source))
            out << said + QStringLiteral(": keyboard mnemonic (&) differs");
        QString letters = m.source;
        letters.remove(QRegularExpression(QStringLiteral("%(\\d+|n)|<[^>]*>")));
        if (t == m.source && letters.contains(words) && !g.kept.contains(m.source))
            out << said + QStringLiteral(": same as the English");
        for (const Term &term : g.terms) {
            QString s = m.source;
            for (const QString &other : term.notThisSense)
                s.replace(other, QStringLiteral(" "), Qt::CaseInsensitive);
            const QRegularExpression use(QStringLiteral("\\b") + QRegularExpression::escape(term.english)
                                             + QStringLiteral("(s|es)?\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
            if (s.contains(use) && !t.contains(term.checked, Qt::CaseInsensitive))
                out << said + QStringLiteral(": “%1” is not said as “%2”").arg(term.english, term.checked);
        }
    }
    return out;
}

} // namespace i18n
