// Reading Hugging Face's tokenizer.json (and tokenizer_config.json's add_bos_token /
// add_eos_token) into a Tokenizer. What cannot name tokens (not JSON, no BPE vocabulary, a bad
// added token) refuses the file; a step that is not built, or is written wrongly, leaves the
// tokens named and refuses text with one line naming the field: never other ids than the
// library's.
#include "tokenizer.h"

#include "io/fileio.h"
#include "io/iotext.h"
#include "io/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace attn::io {

namespace {
    QString typeOf(const QJsonValue &v)
    {
        return v.toObject().value(QLatin1String("type")).toString();
    }

    constexpr int kMaxSteps = 64; // normalizers or pre-tokenizers: real files have a handful
} // namespace

class TokenizerJsonReader {
public:
    TokenizerJsonReader(Tokenizer &t, const QString &label)
        : m_t(t)
        , m_label(label)
    {
    }

    // The first step that cannot be honoured; text is refused with it.
    QString problem;

    // The model's own settings: ignore_merges, byte_fallback, fuse_unk, unk_token; dropout and the
    // word affixes refused.
    void readModelSettings(const QJsonObject &model)
    {
        Tokenizer &t = m_t;
        t.m_ignoreMerges = model.value(QLatin1String("ignore_merges")).toBool(false);
        t.m_byteFallback = model.value(QLatin1String("byte_fallback")).toBool(false);
        t.m_fuseUnknown = model.value(QLatin1String("fuse_unk")).toBool(false);
        const QJsonValue unk = model.value(QLatin1String("unk_token"));
        if (unk.isString()) {
            if (t.vocabularyId(unk.toString()) < 0)
                refuse(QStringLiteral("model.unk_token"),
                       //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                       //: "normalizer"); %1 the unknown token; model.vocab kept
                       IoText::tr("\"%1\" is not in model.vocab").arg(tok::shownInMessage(unk.toString())));
            else
                t.m_unknownSymbol = t.symbolOf(unk.toString());
        }
        const double dropout = model.value(QLatin1String("dropout")).toDouble(0);
        if (dropout != 0)
            refuse(QStringLiteral("model.dropout"),
                   //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                   //: "normalizer"); %1 the dropout; BPE kept
                   IoText::tr("is %1: BPE dropout gives random ids").arg(dropout));
        for (const char *key : { "continuing_subword_prefix", "end_of_word_suffix" })
            if (!model.value(QLatin1String(key)).toString().isEmpty())
                refuse(QStringLiteral("model.%1").arg(QLatin1String(key)),
                       //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                       //: "normalizer")
                       IoText::tr("is not supported"));
    }

    void refuse(const QString &where, const QString &why)
    {
        refuseIn(m_label, where + QLatin1Char(' ') + why);
    }
    void refuseIn(const QString &label, const QString &why)
    {
        if (problem.isEmpty())
            //: %1 the tokenizer file, %2 the place in it and what is wrong there ("model.dropout is 0.1: …")
            problem = IoText::tr("%1: %2; give token ids").arg(label, why);
    }
    void refuseType(const QString &where, const QString &type)
    {
        refuse(where,
               //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
               //: "normalizer"); %1 the step's type ("Precompiled")
               IoText::tr("\"%1\" is not supported")
                   .arg(tok::shownInMessage(type.isEmpty() ? QStringLiteral("?") : type)));
    }

    void readNormalizer(const QJsonValue &v, const QString &where)
    {
        if (v.isNull() || v.isUndefined())
            return;
        const QJsonObject o = v.toObject();
        const QString type = typeOf(v);
        using K = tok::Normalizer::Kind;
        tok::Normalizer n;
        if (type == QLatin1String("Sequence")) {
            const QJsonArray list = o.value(QLatin1String("normalizers")).toArray();
            for (qsizetype i = 0; i < list.size(); ++i)
                readNormalizer(list.at(i), QStringLiteral("%1.normalizers[%2]").arg(where).arg(i));
            return;
        }
        if (type == QLatin1String("NFC"))
            n.kind = K::Nfc;
        else if (type == QLatin1String("NFD"))
            n.kind = K::Nfd;
        else if (type == QLatin1String("NFKC"))
            n.kind = K::Nfkc;
        else if (type == QLatin1String("NFKD"))
            n.kind = K::Nfkd;
        else if (type == QLatin1String("Lowercase"))
            n.kind = K::Lowercase;
        else if (type == QLatin1String("Prepend")) {
            n.kind = K::Prepend;
            if (!o.value(QLatin1String("prepend")).isString())
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer"); Prepend and prepend kept
                return refuse(where, IoText::tr("(Prepend) has no \"prepend\" string"));
            n.text = o.value(QLatin1String("prepend")).toString();
        } else if (type == QLatin1String("Replace")) {
            if (!readPattern(o, where, &n.text, &n.pattern))
                return;
            n.kind = n.pattern.pattern().isEmpty() ? K::ReplaceString : K::ReplaceRegex;
            if (!o.value(QLatin1String("content")).isString())
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer"); Replace and content kept
                return refuse(where, IoText::tr("(Replace) has no \"content\" string"));
            n.with = o.value(QLatin1String("content")).toString();
        } else if (type == QLatin1String("Strip")) {
            n.kind = K::Strip;
            n.left = o.value(QLatin1String("strip_left")).toBool(false);
            n.right = o.value(QLatin1String("strip_right")).toBool(false);
        } else {
            return refuseType(where, type);
        }
        if (m_t.m_normalizers.size() >= kMaxSteps)
            return refuse(where,
                          //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                          //: "normalizer"); %1 the most normalizers
                          IoText::tr("is one normalizer more than the %1 supported").arg(kMaxSteps));
        m_t.m_normalizers.push_back(std::move(n));
    }

    void readPreTokenizer(const QJsonValue &v, const QString &where)
    {
        if (v.isNull() || v.isUndefined())
            return;
        const QJsonObject o = v.toObject();
        const QString type = typeOf(v);
        using K = tok::PreStep::Kind;
        tok::PreStep s;
        if (type == QLatin1String("Sequence")) {
            const QJsonArray list = o.value(QLatin1String("pretokenizers")).toArray();
            for (qsizetype i = 0; i < list.size(); ++i)
                readPreTokenizer(list.at(i), QStringLiteral("%1.pretokenizers[%2]").arg(where).arg(i));
            return;
        }
        if (type == QLatin1String("ByteLevel")) {
            s.kind = K::ByteLevel;
            s.addPrefixSpace = o.value(QLatin1String("add_prefix_space")).toBool(true);
            s.useRegex = o.value(QLatin1String("use_regex")).toBool(true);
            if (m_byteLevelSteps++ > 0)
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer"); ByteLevel kept
                return refuse(where, IoText::tr("is a second ByteLevel step"));
        } else if (type == QLatin1String("Split")) {
            if (!readPattern(o, where, &s.literal, &s.pattern))
                return;
            s.kind = s.pattern.pattern().isEmpty() ? K::SplitString : K::SplitRegex;
            const QString behavior = o.value(QLatin1String("behavior")).toString();
            static const QStringList names
                = { "Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous" };
            if (!names.contains(behavior))
                return refuse(
                    where,
                    //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                    //: "normalizer"); Split and behavior kept; %1 the value found, %2 the values allowed
                    IoText::tr("(Split) has behavior \"%1\", expected one of %2")
                        .arg(tok::shownInMessage(behavior), names.join(QStringLiteral(", "))));
            s.behavior = static_cast<tok::Behavior>(names.indexOf(behavior));
            s.invert = o.value(QLatin1String("invert")).toBool(false);
        } else if (type == QLatin1String("Digits")) {
            s.kind = K::Digits;
            s.individualDigits = o.value(QLatin1String("individual_digits")).toBool(false);
        } else if (type == QLatin1String("Metaspace")) {
            s.kind = K::Metaspace;
            const QString replacement = o.value(QLatin1String("replacement")).toString();
            if (replacement.size() != 1)
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer"); Metaspace and replacement kept
                return refuse(where, IoText::tr("(Metaspace) needs a one-character \"replacement\""));
            s.replacement = replacement.at(0);
            m_t.m_metaspace = s.replacement;
            const QString scheme
                = o.value(QLatin1String("prepend_scheme")).toString(QStringLiteral("always"));
            if (scheme == QLatin1String("always"))
                s.prepend = tok::PreStep::Prepend::Always;
            else if (scheme == QLatin1String("first"))
                s.prepend = tok::PreStep::Prepend::First;
            else if (scheme == QLatin1String("never"))
                s.prepend = tok::PreStep::Prepend::Never;
            else
                return refuse(
                    where,
                    //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                    //: "normalizer"); Metaspace, prepend_scheme and the values kept; %1 the value found
                    IoText::tr("(Metaspace) has prepend_scheme \"%1\", expected always, "
                               "first or never")
                        .arg(tok::shownInMessage(scheme)));
            if (o.value(QLatin1String("add_prefix_space")) == QJsonValue(false))
                s.prepend = tok::PreStep::Prepend::Never; // the older files' way of saying it
            s.split = o.value(QLatin1String("split")).toBool(true);
        } else {
            return refuseType(where, type);
        }
        if (m_t.m_preSteps.size() >= kMaxSteps)
            return refuse(where,
                          //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                          //: "normalizer"); %1 the most pre-tokenizers
                          IoText::tr("is one pre-tokenizer more than the %1 supported").arg(kMaxSteps));
        m_t.m_preSteps.push_back(std::move(s));
    }

    // A post-processor as the tokens it puts before and after the text's.
    void readPostProcessor(const QJsonValue &v, const QString &where)
    {
        if (v.isNull() || v.isUndefined())
            return;
        const QJsonObject o = v.toObject();
        const QString type = typeOf(v);
        if (type == QLatin1String("Sequence")) {
            const QJsonArray list = o.value(QLatin1String("processors")).toArray();
            for (qsizetype i = 0; i < list.size(); ++i)
                readPostProcessor(list.at(i), QStringLiteral("%1.processors[%2]").arg(where).arg(i));
            return;
        }
        if (type == QLatin1String("ByteLevel"))
            return; // offsets only
        if (type != QLatin1String("TemplateProcessing"))
            return refuseType(where, type);
        const QJsonObject specials = o.value(QLatin1String("special_tokens")).toObject();
        const QJsonArray single = o.value(QLatin1String("single")).toArray();
        std::vector<int> before, after;
        bool sawText = false;
        for (qsizetype i = 0; i < single.size(); ++i) {
            const QJsonObject item = single.at(i).toObject();
            const QString at = QStringLiteral("%1.single[%2]").arg(where).arg(i);
            if (item.contains(QLatin1String("Sequence"))) {
                if (sawText
                    || item.value(QLatin1String("Sequence")).toObject().value(QLatin1String("id"))
                        != QJsonValue(QStringLiteral("A")))
                    //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                    //: "normalizer"); $A (the text) kept
                    return refuse(at, IoText::tr("is not the one text $A a single text has"));
                sawText = true;
                continue;
            }
            const QString name
                = item.value(QLatin1String("SpecialToken")).toObject().value(QLatin1String("id")).toString();
            const QJsonArray ids = specials.value(name).toObject().value(QLatin1String("ids")).toArray();
            if (name.isEmpty() || ids.isEmpty())
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer"); special_tokens kept
                return refuse(at, IoText::tr("names no token of special_tokens"));
            for (const QJsonValue &id : ids) {
                const double d = id.toDouble(-1);
                if (!(d >= 0) || d >= m_t.m_end || d != std::floor(d))
                    return refuse(at,
                                  //: said of a part of tokenizer.json, after its place in the file
                                  //: ("model.dropout", "normalizer"); %1 the id
                                  IoText::tr("gives id %1, which is not a token").arg(id.toDouble(-1)));
                (sawText ? after : before).push_back(int(d));
            }
        }
        if (!sawText)
            //: said of a part of tokenizer.json, after its place in the file ("model.dropout", "normalizer");
            //: TemplateProcessing, $A and single kept
            return refuse(where, IoText::tr("(TemplateProcessing) has no $A in \"single\""));
        m_t.m_prefix.insert(m_t.m_prefix.begin(), before.begin(), before.end());
        m_t.m_suffix.insert(m_t.m_suffix.end(), after.begin(), after.end());
    }

    // added_tokens: refused when an entry cannot be read (it names a token).
    bool readAddedTokens(const QJsonValue &v, QString *error)
    {
        const QJsonArray list = v.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QJsonObject o = list.at(i).toObject();
            const double id = o.value(QLatin1String("id")).toDouble(-1);
            if (!o.value(QLatin1String("content")).isString() || !(id >= 0) || id >= (1 << 24)
                || id != std::floor(id)) {
                //: %1 the tokenizer file, %2 the entry's number, %3 the highest id; added_tokens, content and
                //: id kept
                *error = IoText::tr("%1: added_tokens[%2] needs a \"content\" string and a whole \"id\" "
                                    "in 0…%3")
                             .arg(m_label)
                             .arg(i)
                             .arg((1 << 24) - 1);
                return false;
            }
            tok::AddedToken t;
            t.content = o.value(QLatin1String("content")).toString();
            t.id = int(id);
            t.normalized = o.value(QLatin1String("normalized"))
                               .toBool(!o.value(QLatin1String("special")).toBool(false));
            // The library gives an added token the vocabulary's id for its text, else the next one
            // after the vocabulary (and after the added tokens before it), whatever "id" says.
            if (const int expected = libraryId(t.content); expected != t.id)
                refuse(QStringLiteral("added_tokens[%1].id").arg(i),
                       //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                       //: "normalizer"); %1 the id the file gives, %2 the token, %3 the id the library gives
                       IoText::tr("is %1, but the tokenizers library gives \"%2\" id %3")
                           .arg(t.id)
                           .arg(tok::shownInMessage(t.content))
                           .arg(expected));
            t.lstrip = o.value(QLatin1String("lstrip")).toBool(false);
            t.rstrip = o.value(QLatin1String("rstrip")).toBool(false);
            t.singleWord = o.value(QLatin1String("single_word")).toBool(false);
            m_t.m_end = std::max(m_t.m_end, t.id + 1);
            m_t.m_addedIndex[t.id] = m_t.m_added.size();
            if (!m_addedIds.contains(t.content)) // a later token with the same text: the first's id
                m_addedIds.insert(t.content, t.id);
            m_t.m_added.push_back(std::move(t));
        }
        return true;
    }

    // The id the library gives the next added token with this text: the one an added token
    // with the same text has, the vocabulary's, or the next after the vocabulary.
    int libraryId(const QString &content)
    {
        if (const auto it = m_addedIds.constFind(content); it != m_addedIds.constEnd())
            return *it;
        if (const int id = m_t.vocabularyId(content); id >= 0)
            return id;
        return static_cast<int>(m_t.m_textById.size()) + m_newAdded++;
    }

    // The id of a token named by its text: an added token, else the vocabulary's; -1 if none.
    int idOf(const QString &text) const { return m_addedIds.value(text, m_t.vocabularyId(text)); }

    // tokenizer_config.json's add_bos_token / add_eos_token, where it gives them, replace the
    // post-processor by [bos_token] text [eos_token] (transformers' rule); a key it leaves out
    // keeps what the post-processor does at that end.
    void readConfig(const QByteArray &json, const QString &label)
    {
        if (json.isNull())
            return;
        auto refuseConfig = [&](const QString &why) { refuseIn(label, why); };
        QString parseProblem;
        const auto parsed = parseStrictJson(json, &parseProblem);
        if (!parsed || !parsed->isObject())
            //: what is wrong in tokenizer_config.json
            return refuseConfig(parsed ? IoText::tr("expected an object") : parseProblem);
        const QJsonObject o = parsed->object();
        readTokenizerClass(o, label);
        bool given = false;
        bool add[2] = { !m_t.m_prefix.empty(), !m_t.m_suffix.empty() };
        const char *keys[2] = { "add_bos_token", "add_eos_token" };
        const char *tokens[2] = { "bos_token", "eos_token" };
        int ids[2] = { -1, -1 };
        for (int end = 0; end < 2; ++end) {
            const QJsonValue flag = o.value(QLatin1String(keys[end]));
            if (flag.isUndefined() || flag.isNull())
                continue;
            if (!flag.isBool())
                //: what is wrong in tokenizer_config.json; %1 a key (add_bos_token…); true and false kept
                return refuseConfig(IoText::tr("%1 is not true or false").arg(QLatin1String(keys[end])));
            given = true;
            add[end] = flag.toBool();
            if (!add[end])
                continue;
            QJsonValue token = o.value(QLatin1String(tokens[end]));
            if (token.isObject())
                token = token.toObject().value(QLatin1String("content"));
            ids[end] = token.isString() ? idOf(token.toString()) : -1;
            if (ids[end] < 0)
                //: what is wrong in tokenizer_config.json; %1 add_bos_token or add_eos_token, %2 bos_token or
                //: eos_token
                return refuseConfig(IoText::tr("%1 is true but %2 names no token of the tokenizer")
                                        .arg(QLatin1String(keys[end]), QLatin1String(tokens[end])));
        }
        if (!given)
            return;
        if (ids[0] >= 0 || !add[0])
            m_t.m_prefix = add[0] ? std::vector<int> { ids[0] } : std::vector<int> {};
        if (ids[1] >= 0 || !add[1])
            m_t.m_suffix = add[1] ? std::vector<int> { ids[1] } : std::vector<int> {};
    }

    // transformers (5) builds a LlamaTokenizer's steps itself and takes only the vocabulary, the
    // merges and the added tokens from tokenizer.json: no normalizer; Metaspace ("▁", prepend
    // "first", or "always" where the config says legacy, "never" where it says no prefix
    // space; not split); byte fallback and fused unknown tokens. Llama 2's own file says
    // Prepend("▁") + Replace(" ", "▁") instead, which gives other ids where the text starts with
    // a space ("   " is "▁▁▁" in transformers, "▁▁▁▁" by the file) and after a special token
    // ("a <s> b": " b" is "▁b", not "▁▁b"). The ids follow transformers. Only a SentencePiece-
    // style file is rebuilt so (its steps write "▁"); another one's are kept.
    void readTokenizerClass(const QJsonObject &config, const QString &label)
    {
        const QString cls = config.value(QLatin1String("tokenizer_class")).toString();
        if (cls != QLatin1String("LlamaTokenizer") && cls != QLatin1String("LlamaTokenizerFast"))
            return;
        const QString space(QChar(0x2581));
        const bool sentencePiece
            = std::any_of(m_t.m_normalizers.begin(), m_t.m_normalizers.end(),
                          [&](const tok::Normalizer &n) {
                              return (n.kind == tok::Normalizer::Kind::Prepend && n.text == space)
                                  || (n.kind == tok::Normalizer::Kind::ReplaceString && n.with == space);
                          })
            || std::any_of(m_t.m_preSteps.begin(), m_t.m_preSteps.end(), [](const tok::PreStep &p) {
                   return p.kind == tok::PreStep::Kind::Metaspace;
               });
        if (!sentencePiece)
            return;
        auto flag = [&](const char *key, bool otherwise) {
            const QJsonValue v = config.value(QLatin1String(key));
            if (v.isUndefined() || v.isNull())
                return otherwise;
            if (!v.isBool())
                //: what is wrong in tokenizer_config.json; %1 a key (legacy…); true and false kept
                refuseIn(label, IoText::tr("%1 is not true or false").arg(QLatin1String(key)));
            return v.toBool(otherwise);
        };
        const bool legacy = flag("legacy", false), prefixSpace = flag("add_prefix_space", true);
        tok::PreStep metaspace;
        metaspace.kind = tok::PreStep::Kind::Metaspace;
        metaspace.replacement = QChar(0x2581);
        metaspace.prepend = !prefixSpace ? tok::PreStep::Prepend::Never
            : legacy                     ? tok::PreStep::Prepend::Always
                                         : tok::PreStep::Prepend::First;
        metaspace.split = false;
        m_t.m_normalizers.clear();
        m_t.m_preSteps = { metaspace };
        m_t.m_metaspace = metaspace.replacement; // shown as a space
        m_t.m_byteFallback = true;
        m_t.m_fuseUnknown = true;
    }

    bool byteLevelSplit() const { return m_byteLevelSteps == 1; }

private:
    // A Split's or Replace's "pattern": {"String": s} (kept in *literal) or {"Regex": r}.
    bool readPattern(const QJsonObject &o, const QString &where, QString *literal, QRegularExpression *re)
    {
        const QJsonObject p = o.value(QLatin1String("pattern")).toObject();
        if (p.value(QLatin1String("String")).isString()) {
            *literal = p.value(QLatin1String("String")).toString();
            if (literal->isEmpty())
                //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                //: "normalizer")
                refuse(where, IoText::tr("has an empty pattern"));
            return !literal->isEmpty();
        }
        if (!p.value(QLatin1String("Regex")).isString()) {
            //: said of a part of tokenizer.json, after its place in the file ("model.dropout", "normalizer");
            //: String and Regex kept
            refuse(where, IoText::tr("has no pattern {\"String\": …} or {\"Regex\": …}"));
            return false;
        }
        QString why;
        *re = tok::translatePattern(p.value(QLatin1String("Regex")).toString(), &why);
        if (!re->isValid()) {
            //: said of a part of tokenizer.json, after its place in the file ("model.dropout", "normalizer");
            //: %1 what is wrong with the pattern ("can match the empty string")
            refuse(where, IoText::tr("has a pattern that %1").arg(why));
            return false;
        }
        return true;
    }

    Tokenizer &m_t;
    QString m_label;
    int m_byteLevelSteps = 0;
    int m_newAdded = 0; // added tokens not in the vocabulary so far
    QHash<QString, int> m_addedIds; // added tokens by their text, as read (the first one's id)
};

std::optional<Tokenizer> Tokenizer::fromTokenizerJson(const QByteArray &json, const QString &label,
                                                      QString *error, const JsonOptions &options)
{
    QString ignored;
    if (!error)
        error = &ignored;
    auto fail = [&](const QString &message) {
        *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    QString problem;
    const auto parsed = parseStrictJson(json, &problem);
    if (!parsed)
        return fail(problem);
    const QJsonObject root = parsed->object();
    const QJsonObject model = root.value(QLatin1String("model")).toObject();
    if (model.isEmpty())
        //: model is a key of tokenizer.json, kept
        return fail(IoText::tr("no \"model\" object"));
    const QString type = model.value(QLatin1String("type")).toString(QStringLiteral("BPE"));
    if (type != QLatin1String("BPE"))
        //: BPE kept; %1 the model type found
        return fail(IoText::tr("model type \"%1\" is not BPE, the only tokenizer model supported")
                        .arg(tok::shownInMessage(type)));
    const QJsonObject vocab = model.value(QLatin1String("vocab")).toObject();
    if (vocab.isEmpty())
        //: model.vocab is a key of tokenizer.json, kept
        return fail(IoText::tr("model.vocab is missing or empty"));
    if (!model.value(QLatin1String("merges")).isArray())
        return fail(
            //: model.merges is a key of tokenizer.json, kept
            IoText::tr("model.merges is missing: a vocabulary without its merges cannot split text"));

    Tokenizer t;
    t.m_unknownIsError = false; // the library's way: byte fallback, the unknown token, or nothing
    t.m_label = label;
    const QString vocabLabel = label + QStringLiteral(": model.vocab");
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        if (!it.value().isDouble())
            //: model.vocab is a key of tokenizer.json, kept; %1 a token
            return fail(IoText::tr("model.vocab: the id of token \"%1\" is not a number")
                            .arg(tok::shownInMessage(it.key())));
        if (!t.addVocabulary(it.key(), it.value().toDouble(), vocabLabel, error))
            return std::nullopt;
    }
    const QJsonArray merges = model.value(QLatin1String("merges")).toArray();
    const QString mergesLabel = label + QStringLiteral(": model.merges");
    for (qsizetype i = 0; i < merges.size(); ++i) {
        const QJsonValue m = merges.at(i);
        QString left, right;
        if (m.isString()) { // "left right"
            const QStringList parts = m.toString().split(QLatin1Char(' '));
            if (parts.size() == 2)
                left = parts.at(0), right = parts.at(1);
        } else if (m.isArray() && m.toArray().size() == 2 && m.toArray().at(0).isString()
                   && m.toArray().at(1).isString()) {
            left = m.toArray().at(0).toString(); // ["left", "right"]
            right = m.toArray().at(1).toString();
        }
        if (!t.addMerge(left, right, int(i), mergesLabel, error))
            return std::nullopt;
    }
    TokenizerJsonReader r(t, label);
    if (!r.readAddedTokens(root.value(QLatin1String("added_tokens")), error))
        return std::nullopt;

    r.readModelSettings(model);

    r.readNormalizer(root.value(QLatin1String("normalizer")), QStringLiteral("normalizer"));
    r.readPreTokenizer(root.value(QLatin1String("pre_tokenizer")), QStringLiteral("pre_tokenizer"));
    r.readPostProcessor(root.value(QLatin1String("post_processor")), QStringLiteral("post_processor"));
    r.readConfig(options.config, options.configLabel);
    for (tok::AddedToken &a : t.m_added) {
        a.match = a.content;
        if (a.normalized && !tok::normalize(t.m_normalizers, a.match, tok::normalizedLimit(a.content.size())))
            r.refuse(QStringLiteral("normalizer"),
                     //: said of a part of tokenizer.json, after its place in the file ("model.dropout",
                     //: "normalizer"); %1 a token
                     IoText::tr("makes the added token \"%1\" too long").arg(tok::shownInMessage(a.content)));
    }
    // Metaspace's "first" asks whether a piece begins at offset 0 of the original text; after a
    // normalizer that may remove the text's first characters that is not known here.
    const bool removes
        = std::any_of(t.m_normalizers.begin(), t.m_normalizers.end(), [](const tok::Normalizer &n) {
              return n.kind == tok::Normalizer::Kind::Strip || n.kind == tok::Normalizer::Kind::ReplaceString
                  || n.kind == tok::Normalizer::Kind::ReplaceRegex;
          });
    if (removes && std::any_of(t.m_preSteps.begin(), t.m_preSteps.end(), [](const tok::PreStep &p) {
            return p.kind == tok::PreStep::Kind::Metaspace && p.prepend == tok::PreStep::Prepend::First;
        }))
        r.refuse(
            QStringLiteral("pre_tokenizer"),
            //: said of a part of tokenizer.json, after its place in the file ("model.dropout", "normalizer");
            //: Metaspace, prepend_scheme, first, Strip and Replace kept
            IoText::tr("(Metaspace, prepend_scheme \"first\") after a Strip or Replace normalizer is not "
                       "supported"));
    // "truncation" and "padding" are left out, as transformers' tokenizer(text) turns them off.

    // Written in GPT-2's byte alphabet when the text is split into bytes, or decoded from it.
    const QJsonValue decoder = root.value(QLatin1String("decoder"));
    bool byteLevelDecoder = typeOf(decoder) == QLatin1String("ByteLevel");
    for (const QJsonValue &d : decoder.toObject().value(QLatin1String("decoders")).toArray())
        byteLevelDecoder = byteLevelDecoder || typeOf(d) == QLatin1String("ByteLevel");
    t.m_byteLevel = r.byteLevelSplit() || byteLevelDecoder;
    t.finish();
    t.m_encodeProblem = r.problem;

    bool allBytes = r.byteLevelSplit(); // the text itself is split into bytes
    for (int b = 0; b < 256 && allBytes; ++b) {
        allBytes = t.vocabularyId(QString(byteToChar(static_cast<unsigned char>(b)))) >= 0;
    }
    t.m_keepsText = allBytes && t.m_normalizers.empty() && t.m_prefix.empty() && t.m_suffix.empty()
        && t.m_added.empty()
        && std::all_of(t.m_preSteps.begin(), t.m_preSteps.end(), [](const tok::PreStep &s) {
                        switch (s.kind) {
                        case tok::PreStep::Kind::ByteLevel:
                            return !s.addPrefixSpace;
                        case tok::PreStep::Kind::Digits:
                            return true;
                        case tok::PreStep::Kind::SplitRegex:
                        case tok::PreStep::Kind::SplitString:
                            return s.behavior != tok::Behavior::Removed;
                        case tok::PreStep::Kind::Metaspace:
                            return false;
                        }
                        return false;
                    });
    return t;
}

} // namespace attn::io
