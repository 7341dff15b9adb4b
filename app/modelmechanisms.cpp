// `model`'s options on how a model computes its answer (modelmechanisms.h).
#include "modelmechanisms.h"

#include "commandline.h" // the exit codes
#include "core/plural.h"
#include "io/model/modeltext.h"

namespace attn::cli {

using namespace attn::io;

namespace {

    // "3.1.7.2" → layer 3, head 1, query 7, key 2; std::nullopt for anything else.
    std::optional<ModelArguments::Cell> parseCell(const QString &text)
    {
        const QStringList parts = text.trimmed().split(QLatin1Char('.'));
        if (parts.size() != 4)
            return std::nullopt;
        int n[4];
        for (int k = 0; k < 4; ++k) {
            bool ok = false;
            n[k] = parts[k].toInt(&ok);
            if (!ok || n[k] < 0)
                return std::nullopt;
        }
        return ModelArguments::Cell { { n[0], n[1] }, n[2], n[3] };
    }

    // --answer / --wrong: "#ID", or a text that continues TEXT by exactly one token
    // (io/model/modeltext.h). Empty, or the sentence (exit 2).
    QString continuationId(const ModelArguments &args, const Gpt2Model &model, const std::vector<int> &textIds,
                           const char *option, const QString &given, int &id)
    {
        const QString name = QLatin1String(option);
        if (!args.text && !given.startsWith(QLatin1Char('#')))
            return QStringLiteral("model: %1 \"%2\": with --ids give the token as #ID").arg(name, printableName(given.left(40)));
        QString error;
        const auto found = continuationToken(model, args.text.value_or(QString()), textIds, given, name, &error);
        if (!found)
            return QStringLiteral("model: ") + error;
        id = *found;
        return {};
    }

} // namespace

std::optional<std::vector<int>> parseIds(const QString &text, QString *error)
{
    std::vector<int> ids;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        bool ok = false;
        const int id = part.trimmed().toInt(&ok);
        if (!ok) {
            *error = QStringLiteral("model: --ids: \"%1\" is not a whole number (give ids as I,J,…)")
                         .arg(printableName(part.trimmed().left(40)));
            return std::nullopt;
        }
        ids.push_back(id);
    }
    return ids;
}

// The options of "how a model computes its answer", once every word is read. Empty, or the
// sentence.
QString checkMechanismOptions(ModelArguments &a, const QStringList &seen, const QString &cellText,
                              const QString &corruptIdsText, const QString &patchText)
{
    auto given = [&](const char *name) { return seen.contains(QLatin1String(name)); };
    if (given("attribution")) {
        a.attribution = parseCell(cellText);
        if (!a.attribution)
            return QStringLiteral("model: --attribution: \"%1\" is not L.H.I.J (layer, head, query and key, "
                                  "counted from 0, as in --attribution 1.0.7.3)")
                .arg(printableName(cellText.left(40)));
    }
    if (given("corrupt") && !a.text)
        return QStringLiteral("model: --corrupt TEXT2 goes with --text (with --ids give --corrupt-ids)");
    if (given("corrupt-ids")) {
        if (!a.ids)
            return QStringLiteral("model: --corrupt-ids goes with --ids (with --text give --corrupt TEXT2)");
        QString e;
        a.corruptIds = parseIds(corruptIdsText, &e);
        if (!a.corruptIds)
            return e.replace(QLatin1String("--ids"), QLatin1String("--corrupt-ids"));
    }
    if (!a.patching()) {
        for (const char *name : { "answer", "wrong", "patch" })
            if (given(name))
                return QStringLiteral("model: --%1 needs --corrupt TEXT2 (or --corrupt-ids): it names what "
                                      "patching measures")
                    .arg(QLatin1String(name));
        return {};
    }
    if (!given("answer") || !given("wrong"))
        return QStringLiteral("model: patching needs --answer A and --wrong B (the tokens whose logit "
                              "difference it measures, e.g. --answer \" Mary\" --wrong \" John\")");
    if (!a.ablate.empty() || a.ablateEach)
        return QStringLiteral("model: --corrupt patches the model as it is; it cannot be combined with "
                              "--ablate or --ablate-each");
    if (given("layer-session"))
        return QStringLiteral("model: --corrupt patches the model as it is; it cannot be combined with "
                              "--layer-session");
    if (given("patch")) {
        if (patchText == QLatin1String("resid"))
            a.patchHeads = false;
        else if (patchText == QLatin1String("heads"))
            a.patchResid = false;
        else if (patchText != QLatin1String("both"))
            return QStringLiteral("model: --patch: \"%1\" is none of resid, heads, both")
                .arg(printableName(patchText.left(40)));
    }
    return {};
}

void writeMechanisms(JsonStream &json, const Gpt2Model &model, const MechanismResults &extras)
{
    if (extras.lens) {
        json.raw(",\n  ").key("logit_lens").raw("[");
        for (std::size_t l = 0; l < extras.lens->layers.size(); ++l) {
            json.raw(l ? ",\n   {" : "\n   {").key("layer").integer(static_cast<long long>(l)).raw(", ");
            json.key("top").raw("[");
            const auto &cells = extras.lens->layers[l];
            for (std::size_t p = 0; p < cells.size(); ++p) {
                json.raw(p ? ",\n    [" : "\n    [");
                for (std::size_t k = 0; k < cells[p].top.size(); ++k) {
                    const gpt2::Candidate &cand = cells[p].top[k];
                    json.raw(k ? ", {" : "{").key("id").integer(cand.id).raw(", ");
                    json.key("token").string(model.tokenizer.tokenText(cand.id)).raw(", ");
                    json.key("probability").number(cand.probability).raw("}");
                }
                json.raw("]");
            }
            json.raw("]}");
            if (!json.ok())
                return;
        }
        json.raw("]");
    }
    if (extras.rollout)
        json.raw(",\n  ").key("rollout").matrix(*extras.rollout, "   ");
    if (extras.attribution) {
        const gpt2::Attribution &a = *extras.attribution;
        json.raw(",\n  ").key("attribution").raw("{").key("layer").integer(a.head.layer).raw(", ");
        json.key("head").integer(a.head.head).raw(", ").key("query").integer(a.query).raw(", ");
        json.key("key").integer(a.key).raw(", ").key("score").number(a.score).raw(",\n   ");
        json.key("sources").raw("[");
        for (std::size_t k = 0; k < a.sources.size(); ++k)
            (k ? json.raw(", ") : json).string(QString::fromStdString(a.sources[k]));
        json.raw("],\n   ").key("matrix").matrix(a.matrix, "    ").raw("}");
    }
    if (extras.patching) {
        const gpt2::PatchingResult &p = *extras.patching;
        json.raw(",\n  ").key("patching").raw("{").key("clean_logit_diff").number(p.cleanLogitDiff).raw(", ");
        json.key("corrupt_logit_diff").number(p.corruptLogitDiff);
        if (p.resid.size())
            json.raw(",\n   ").key("resid").matrix(p.resid, "    ");
        if (p.heads.size())
            json.raw(",\n   ").key("heads").matrix(p.heads, "    ");
        json.raw("}");
    }
}

// A text's ids as the model reads it: a task model's texts start with its BOS.
// The corrupted text's ids and the two tokens patching measures. Empty, or the sentence.
QString mechanismInput(const ModelArguments &args, const Gpt2Model &model, const std::vector<int> &ids,
                       std::vector<int> &corruptIds, int &answer, int &wrong)
{
    if (args.attribution)
        if (const std::string e = gpt2::checkAttribution(model.config, int(ids.size()), args.attribution->head,
                                                         args.attribution->query, args.attribution->key);
            !e.empty())
            return QStringLiteral("model: --attribution: %1").arg(QString::fromStdString(e));
    if (!args.patching())
        return {};
    QString error;
    if (args.corrupt) {
        const auto encoded = encodeModelText(model, *args.corrupt, &error);
        if (!encoded)
            return QStringLiteral("model: --corrupt: %1").arg(error);
        corruptIds = *encoded;
    } else {
        corruptIds = *args.corruptIds;
    }
    const char *which = args.corrupt ? "--corrupt" : "--corrupt-ids";
    if (corruptIds.size() != ids.size())
        return QStringLiteral("model: %1 gives %2 tokens and %3 gives %4; patching needs the same count")
            .arg(QLatin1String(which))
            .arg(corruptIds.size())
            .arg(args.text ? QStringLiteral("--text") : QStringLiteral("--ids"))
            .arg(ids.size());
    if (const std::string e = gpt2::checkIds(model.config, corruptIds); !e.empty())
        return QStringLiteral("model: %1: %2").arg(QLatin1String(which), QString::fromStdString(e));
    if (QString e = continuationId(args, model, ids, "--answer", args.answer, answer); !e.isEmpty())
        return e;
    if (QString e = continuationId(args, model, ids, "--wrong", args.wrong, wrong); !e.isEmpty())
        return e;
    if (answer == wrong)
        return QStringLiteral("model: --answer and --wrong are the same token (%1): their logit difference is "
                              "always 0")
            .arg(answer);
    return {};
}

ModelOutcome computeMechanisms(const ModelArguments &args, const Gpt2Model &model, const gpt2::ModelResult &r,
                               const std::vector<int> &corruptIds, int answer, int wrong, MechanismResults &out,
                               QString *doing)
{
    const QString unfinished = QStringLiteral("model: the computation did not finish");
    if (args.logitLens) {
        *doing = QStringLiteral("reading every layer through the unembedding (--logit-lens)");
        out.lens = gpt2::logitLens(model.weights, r);
        if (!out.lens)
            return { Failed, unfinished };
    }
    if (args.rollout)
        out.rollout = gpt2::attentionRollout(r);
    if (args.attribution)
        out.attribution = gpt2::attributeScore(model.weights, r, args.attribution->head, args.attribution->query,
                                               args.attribution->key);
    if (args.patching()) {
        *doing = QStringLiteral("patching the clean run into the corrupted one");
        gpt2::PatchingOptions patch;
        patch.resid = args.patchResid;
        patch.heads = args.patchHeads;
        out.patching = gpt2::patchActivations(model.weights, r.ids, corruptIds, answer, wrong, patch);
        if (!out.patching)
            return { Failed, unfinished };
        if (!out.patching->restorable())
            return { BadInput, QStringLiteral("model: %1: both texts give the same logit difference (%2): "
                                              "there is nothing for patching to restore")
                                   .arg(args.corrupt ? QStringLiteral("--corrupt") : QStringLiteral("--corrupt-ids"))
                                   .arg(out.patching->cleanLogitDiff, 0, 'g', 17) };
    }
    return { Done, {} };
}

} // namespace attn::cli
