// The `model` command (modelcommand.h): arguments, checks, the pass, the streamed output.
#include "modelcommand.h"

#include "commandline.h" // the exit codes
#include "modelmechanisms.h"

#include "core/model/fast_forward.h"
#include "core/model/interventions.h"
#include "core/plural.h"
#include "core/session.h"
#include "io/memorycheck.h"
#include "io/model/modeltext.h"
#include "io/model/jsonstream.h"
#include "io/session_json.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>

#include <csignal>
#include <cstdio>
#include <new>

namespace attn::cli {

using namespace attn::io;

namespace {

    // "3.1,5.0" → heads (3,1), (5,0); std::nullopt and *error for anything else.
    std::optional<std::vector<gpt2::HeadId>> parseHeads(const QString &text, QString *error)
    {
        std::vector<gpt2::HeadId> heads;
        for (const QString &part : text.split(QLatin1Char(','))) {
            const QStringList lh = part.trimmed().split(QLatin1Char('.'));
            bool okLayer = false, okHead = false;
            const int layer = lh.size() == 2 ? lh[0].toInt(&okLayer) : 0;
            const int head = lh.size() == 2 ? lh[1].toInt(&okHead) : 0;
            if (!okLayer || !okHead || layer < 0 || head < 0) {
                *error = QStringLiteral(
                             "model: --ablate: \"%1\" is not L.H (a layer and a head, counted from 0, "
                             "as in --ablate 3.1,5.0)")
                             .arg(printableName(part.trimmed().left(40)));
                return std::nullopt;
            }
            heads.push_back({ layer, head });
        }
        return heads;
    }

    // The options of the interventions, once every word is read. Empty, or the sentence.
    QString checkInterventionOptions(ModelArguments &a, const QStringList &seen, const QString &ablateText,
                                     const QString &ablateWith)
    {
        auto given = [&](const char *name) { return seen.contains(QLatin1String(name)); };
        if (given("ablate")) {
            QString e;
            const auto heads = parseHeads(ablateText, &e);
            if (!heads)
                return e;
            a.ablate = *heads;
        }
        if (given("ablate-with")) {
            if (ablateWith == QLatin1String("mean"))
                a.ablation = gpt2::Ablation::Mean;
            else if (ablateWith != QLatin1String("zero"))
                return QStringLiteral("model: --ablate-with: \"%1\" is neither zero nor mean")
                    .arg(printableName(ablateWith.left(40)));
            if (!given("ablate") && !a.ablateEach)
                return QStringLiteral("model: --ablate-with needs --ablate L.H,… or --ablate-each");
        }
        if (a.ablateEach && given("ablate"))
            return QStringLiteral("model: --ablate-each ablates every head alone; it cannot be combined with "
                                  "--ablate");
        if (given("layer-session")) {
            if (a.layer < 0)
                return QStringLiteral(
                    "model: --layer-session needs --layer L: the session replaces that layer's "
                    "attention");
            if (a.layerSession.isEmpty())
                return QStringLiteral("model: --layer-session needs a file name");
            if (!a.sessionOut.isEmpty())
                return QStringLiteral(
                    "model: --session-out writes the model's own layer; it cannot be combined "
                    "with --layer-session");
        }
        return {};
    }

    // What --head-scores, --ablate-each and the mechanisms add to the output.
    struct Extras {
        std::optional<std::vector<gpt2::HeadScores>> headScores;
        std::optional<gpt2::AblateEachResult> ablation;
        MechanismResults mechanisms;
    };

    void writeOptional(JsonStream &json, const std::optional<double> &v)
    {
        if (v)
            json.number(*v);
        else
            json.raw("null");
    }

    void writeExtras(JsonStream &json, const Extras &extras)
    {
        if (extras.headScores) {
            json.raw(",\n  ").key("head_scores").raw("[");
            for (std::size_t k = 0; k < extras.headScores->size(); ++k) {
                const gpt2::HeadScores &s = (*extras.headScores)[k];
                json.raw(k ? ",\n    {" : "\n    {").key("layer").integer(s.head.layer).raw(", ");
                json.key("head").integer(s.head.head).raw(", ").key("previous_token");
                writeOptional(json, s.previousToken);
                json.raw(", ").key("first_token");
                writeOptional(json, s.firstToken);
                json.raw(", ").key("self").number(s.self).raw(", ").key("induction");
                writeOptional(json, s.induction);
                json.raw("}");
            }
            json.raw("]");
        }
        if (extras.ablation) {
            json.raw(",\n  ").key("ablation").raw("[");
            for (std::size_t k = 0; k < extras.ablation->effects.size(); ++k) {
                const gpt2::HeadEffect &e = extras.ablation->effects[k];
                json.raw(k ? ",\n    {" : "\n    {").key("layer").integer(e.head.layer).raw(", ");
                json.key("head")
                    .integer(e.head.head)
                    .raw(", ")
                    .key("delta_logprob")
                    .number(e.deltaLogProb)
                    .raw("}");
            }
            json.raw("]");
        }
    }

    // printLayer: the one layer to print (--layer), or −1 for every kept one.
    void writeModelJson(JsonStream &json, const Gpt2Model &model, const gpt2::ModelResult &r,
                        const Extras &extras, int printLayer)
    {
        const gpt2::Config &c = model.config;
        json.raw("{\n  ").key("model").raw("{");
        json.key("model_type").string(QString::fromStdString(c.modelType)).raw(", ");
        json.key("n_layer").integer(c.nLayer).raw(", ").key("n_head").integer(c.nHead).raw(", ");
        if (c.llama()) { // docs/file-formats.md: the Llama family's own shape
            json.key("num_key_value_heads").integer(c.kvHeads()).raw(", ");
            json.key("head_dim").integer(c.dK()).raw(", ").key("rope_theta").number(c.rope.theta).raw(", ");
        }
        json.key("n_embd").integer(c.nEmbd).raw(", ").key("n_positions").integer(c.nPositions).raw(", ");
        json.key("vocab_size").integer(c.vocabSize).raw(", ").key("dtype").string(model.dtypes).raw("},\n  ");

        json.key("ids").raw("[");
        for (std::size_t t = 0; t < r.ids.size(); ++t)
            (t ? json.raw(", ") : json).integer(r.ids[t]);
        json.raw("],\n  ").key("tokens").raw("[");
        for (std::size_t t = 0; t < r.ids.size(); ++t)
            (t ? json.raw(", ") : json).string(model.tokenizer.tokenText(r.ids[t]));
        json.raw("],\n  ").key("layers").raw("[");

        const int T = r.tokenCount();
        std::vector<double> row(static_cast<std::size_t>(T));
        bool firstLayer = true;
        for (std::size_t l = 0; l < r.layers.size(); ++l) {
            const gpt2::LayerResult &layer = r.layers[l];
            if (!layer.kept() || (printLayer >= 0 && static_cast<int>(l) != printLayer))
                continue;
            json.raw(firstLayer ? "\n   {" : ",\n   {");
            firstLayer = false;
            json.key("layer")
                .integer(static_cast<long long>(l))
                .raw(",\n    ")
                .key("input")
                .matrix(layer.input, "     ");
            json.raw(",\n    ").key("heads").raw("[");
            for (std::size_t h = 0; h < layer.heads.size(); ++h) {
                json.raw(h ? ",\n     {" : "\n     {").key("weights").raw("[");
                // Row i of a causal head: its i+1 stored weights, then the later keys' zeros.
                std::fill(row.begin(), row.end(), 0.0);
                for (int i = 0; i < T; ++i) {
                    std::copy_n(layer.heads[h].row(i), i + 1, row.begin());
                    json.raw(i ? ",\n      " : "\n      ").row(row.data(), T);
                }
                json.raw("]");
                if (layer.heads[h].hasSink()) // the sink's weight per query (a session's sinks)
                    json.raw(",\n      ").key("sink").row(layer.heads[h].sinkData(), T);
                json.raw("}");
                if (!json.ok())
                    return;
            }
            json.raw("]}");
        }
        json.raw("],\n  ").key("next_token").raw("[");
        for (std::size_t k = 0; k < r.next.size(); ++k) {
            json.raw(k ? ",\n    {" : "\n    {").key("id").integer(r.next[k].id).raw(", ");
            json.key("token").string(model.tokenizer.tokenText(r.next[k].id)).raw(", ");
            json.key("probability")
                .number(r.next[k].probability)
                .raw(", ")
                .key("logit")
                .number(r.next[k].logit)
                .raw("}");
        }
        json.raw("]");
        writeExtras(json, extras);
        writeMechanisms(json, model, extras.mechanisms);
        json.raw("\n}\n");
    }

} // namespace

std::optional<ModelArguments> parseModelArguments(const QStringList &words, QString *error)
{
    ModelArguments a;
    auto fail = [&](const QString &message) {
        *error = QStringLiteral("model: %1").arg(message);
        return std::nullopt;
    };
    const QStringList options
        = { QStringLiteral("text"),          QStringLiteral("ids"),         QStringLiteral("layer"),
            QStringLiteral("session-out"),   QStringLiteral("ablate"),      QStringLiteral("ablate-with"),
            QStringLiteral("layer-session"), QStringLiteral("head-scores"), QStringLiteral("ablate-each"),
            QStringLiteral("logit-lens"),    QStringLiteral("rollout"),     QStringLiteral("attribution"),
            QStringLiteral("corrupt"),       QStringLiteral("corrupt-ids"), QStringLiteral("answer"),
            QStringLiteral("wrong"),         QStringLiteral("patch") };
    const QStringList flags = { QStringLiteral("head-scores"), QStringLiteral("ablate-each"),
                                QStringLiteral("logit-lens"), QStringLiteral("rollout") };
    QStringList seen;
    QHash<QString, QString> values; // each option's value, by name
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (!w.startsWith(QLatin1String("--")) || w == QLatin1String("--")) {
            if (!a.directory.isEmpty())
                return fail(QStringLiteral("one model folder at a time (got \"%1\" and \"%2\")")
                                .arg(printableName(a.directory), printableName(w)));
            a.directory = w;
            continue;
        }
        QString name = w.mid(2), value;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        bool inlineValue = eq >= 0;
        if (inlineValue) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        }
        if (!options.contains(name))
            return fail(QStringLiteral("unknown option \"--%1\" (model DIR (--text TEXT | --ids I,J,…) "
                                       "[--layer L] [--session-out FILE] [--ablate L.H,…] [--ablate-with "
                                       "zero|mean] [--layer-session FILE] [--head-scores] [--ablate-each] "
                                       "[--logit-lens] [--rollout] [--attribution L.H.I.J] [--corrupt TEXT2 "
                                       "| --corrupt-ids I,J,…] [--answer A] [--wrong B] [--patch "
                                       "resid|heads|both])")
                            .arg(printableName(name.left(40))));
        if (seen.contains(name))
            return fail(QStringLiteral("--%1 given twice").arg(name));
        seen << name;
        if (flags.contains(name)) {
            if (inlineValue)
                return fail(QStringLiteral("--%1 takes no value").arg(name));
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= words.size())
                return fail(QStringLiteral("--%1 needs a value").arg(name));
            value = words.at(++i);
        }
        values.insert(name, value);
    }
    auto given = [&](const char *name) { return seen.contains(QLatin1String(name)); };
    auto valueOf = [&](const char *name) { return values.value(QLatin1String(name)); };
    a.headScores = given("head-scores");
    a.ablateEach = given("ablate-each");
    a.logitLens = given("logit-lens");
    a.rollout = given("rollout");
    if (given("text"))
        a.text = valueOf("text");
    if (given("corrupt"))
        a.corrupt = valueOf("corrupt");
    a.layerSession = valueOf("layer-session");
    a.sessionOut = valueOf("session-out");
    a.answer = valueOf("answer");
    a.wrong = valueOf("wrong");
    const QString layerText = valueOf("layer"), idsText = valueOf("ids");
    if (a.directory.isEmpty())
        return fail(QStringLiteral("give the model's folder (model DIR (--text TEXT | --ids I,J,…))"));
    if (a.text.has_value() == seen.contains(QStringLiteral("ids")))
        return fail(QStringLiteral("give either --text TEXT or --ids I,J,…"));
    if (seen.contains(QStringLiteral("ids"))) {
        QString e;
        a.ids = parseIds(idsText, &e);
        if (!a.ids) {
            *error = e;
            return std::nullopt;
        }
    }
    if (seen.contains(QStringLiteral("layer"))) {
        bool ok = false;
        a.layer = layerText.trimmed().toInt(&ok);
        if (!ok || a.layer < 0)
            return fail(QStringLiteral("--layer \"%1\" is not a whole number ≥ 0 (layers count from 0)")
                            .arg(printableName(layerText.left(40))));
    }
    if (seen.contains(QStringLiteral("session-out"))) {
        if (a.layer < 0)
            return fail(QStringLiteral("--session-out needs --layer L: a session file holds one layer"));
        if (a.sessionOut.isEmpty())
            return fail(QStringLiteral("--session-out needs a file name"));
    }
    if (const QString e = checkInterventionOptions(a, seen, valueOf("ablate"), valueOf("ablate-with")); !e.isEmpty()) {
        *error = e;
        return std::nullopt;
    }
    if (const QString e = checkMechanismOptions(a, seen, valueOf("attribution"), valueOf("corrupt-ids"), valueOf("patch"));
        !e.isEmpty()) {
        *error = e;
        return std::nullopt;
    }
    return a;
}

namespace {

    // --ablate and --layer-session as the pass's interventions. Empty, or the sentence (exit 2).
    QString interventionsFor(const ModelArguments &args, const Gpt2Model &model, gpt2::Interventions &iv)
    {
        iv.ablated = args.ablate;
        iv.ablation = args.ablation;
        if (const std::string e = gpt2::checkInterventions(model.config, iv); !e.empty())
            return QStringLiteral("model: --ablate: %1").arg(QString::fromStdString(e));
        if (args.layerSession.isEmpty())
            return {};
        QString error;
        const std::optional<Session> session = loadSession(args.layerSession, &error);
        if (!session)
            return QStringLiteral("model: --layer-session: %1").arg(error);
        if (const std::string e
            = gpt2::layerOverrideFromSession(model.config, args.layer, *session, iv.layer.emplace());
            !e.empty())
            return QStringLiteral("model: --layer-session: %1: %2")
                .arg(printableName(args.layerSession), QString::fromStdString(e));
        return {};
    }

    // The command's steps; *doing says which one runs, for the message when memory runs out.
    ModelOutcome runModelSteps(const ModelArguments &args, ByteSink &out, std::uint64_t availableBytes,
                               QString *doing)
    {
        auto bad = [](const QString &message) { return ModelOutcome { BadInput, message }; };
        QString error;
        *doing = QStringLiteral("opening the model in %1").arg(printableName(args.directory));
        const auto model = loadGpt2Model(args.directory, &error);
        // A file that changed while it was read is a failure of the run (exit 1), as it is when
        // it changes later, not bad input: the folder was fine when it was named.
        if (!model && error.endsWith(QLatin1String(gpt2::modelFileChangedMessage())))
            return { Failed, error };
        if (!model)
            return bad(error);
        const gpt2::Config &c = model->config;

        std::vector<int> ids;
        if (args.text) {
            const auto encoded = encodeModelText(*model, *args.text, &error);
            if (!encoded)
                return bad(QStringLiteral("model: --text: %1").arg(error));
            ids = *encoded;
        } else {
            ids = *args.ids;
        }
        if (const std::string e = gpt2::checkIds(c, ids); !e.empty())
            return bad(QStringLiteral("model: %1%2")
                           .arg(args.text ? QStringLiteral("--text: ") : QStringLiteral("--ids: "),
                                QString::fromStdString(e)));
        if (args.layer >= c.nLayer)
            return bad(QStringLiteral("model: --layer %1 is outside 0…%2 (the model has %3 layers)")
                           .arg(args.layer)
                           .arg(c.nLayer - 1)
                           .arg(c.nLayer));
        gpt2::Interventions iv;
        if (const QString e = interventionsFor(args, *model, iv); !e.isEmpty())
            return bad(e);
        const int T = static_cast<int>(ids.size());
        std::vector<int> corruptIds;
        int answer = -1, wrong = -1;
        if (const QString e = mechanismInput(args, *model, ids, corruptIds, answer, wrong); !e.isEmpty())
            return bad(e);
        if (!args.sessionOut.isEmpty()
            && (c.nEmbd > Limits::maxDModel || c.nHead > Limits::maxHeads || T > Limits::maxTokens))
            return bad(
                QStringLiteral(
                    "model: --session-out: a session holds at most d_model %1, %2 heads and %3 tokens; "
                    "this model has d_model %4 and %5 heads")
                    .arg(Limits::maxDModel)
                    .arg(Limits::maxHeads)
                    .arg(Limits::maxTokens)
                    .arg(c.nEmbd)
                    .arg(c.nHead));

        // Refused up front: with Linux's overcommit a pass that does not fit is killed halfway.
        // With --ablate-each the run printed stays while every head is switched off in turn.
        // Rollout and attribution read every layer's weights, the lens and attribution every stream.
        const int keepLayer = args.rollout || args.attribution ? -1 : args.layer;
        // --session-out of a GPT-2 layer writes its block too, from the stream entering it.
        const bool keepStreams = args.logitLens || args.attribution.has_value()
            || (!args.sessionOut.isEmpty() && c.family == gpt2::Family::Gpt2);
        const std::uint64_t need = gpt2::estimateBytes(c, T, keepLayer, 0, keepStreams)
            + (args.ablateEach ? gpt2::estimateAblateEachBytes(c, T) : 0)
            + (args.patching() ? gpt2::estimatePatchingBytes(c, T) : 0);
        if (const QString refusal = memoryRefusal(need, availableBytes, QLocale::c()); !refusal.isEmpty())
            return { Failed,
                     QStringLiteral("model: running %1 tokens through %2 layers (%3) %4")
                         .arg(T)
                         .arg(c.nLayer)
                         .arg(args.layer >= 0 ? QStringLiteral("layer %1 kept").arg(args.layer)
                                              : QStringLiteral("every layer kept"),
                              args.ablateEach ? QStringLiteral("and ablating each head alone ") + refusal
                                              : refusal) };

        *doing = QStringLiteral("running %1 tokens through %2")
                     .arg(T)
                     .arg(QString::fromStdString(counted(c.nLayer, "layer")));
        gpt2::ModelOptions options;
        options.keepLayer = keepLayer;
        options.keepStreams = keepStreams;
        options.interventions = &iv;
        const std::optional<gpt2::ModelResult> r = gpt2::runModelFast(model->weights, ids, options);
        if (!r)
            return { Failed, QStringLiteral("model: the computation did not finish") };
        Extras extras;
        if (args.headScores)
            extras.headScores = gpt2::scoreHeads(*r);
        if (args.ablateEach) {
            *doing = QStringLiteral("ablating each of the %1 heads").arg(c.nLayer * c.nHead);
            gpt2::AblateEachOptions each;
            each.ablation = args.ablation;
            each.layer = iv.layer ? &*iv.layer : nullptr; // every pass with the session's layer
            extras.ablation = gpt2::ablateEach(model->weights, ids, each);
            if (!extras.ablation)
                return { Failed, QStringLiteral("model: the computation did not finish") };
        }
        if (ModelOutcome o = computeMechanisms(args, *model, *r, corruptIds, answer, wrong, extras.mechanisms, doing);
            o.exitCode != Done)
            return o;

        if (!args.sessionOut.isEmpty()) {
            *doing = QStringLiteral("layer %1 as a session").arg(args.layer);
            Session session
                = gpt2::layerSession(model->weights, *r, args.layer, tokenTexts(model->tokenizer, ids));
            session.notes = layerSessionNotes(args.layer, args.directory, c,
                                              args.text ? *args.text : QStringLiteral("%1 token ids").arg(T))
                                .toStdString();
            // What is written must open: the session loader's own rule, before any file is made.
            if (const QString problem = layerSessionProblem(session, args.layer); !problem.isEmpty())
                return bad(QStringLiteral("model: --session-out: %1").arg(problem));
            if (!writeFileAtomically(
                    args.sessionOut, [&](ByteSink &sink) { return writeLayerSession(sink, session); },
                    &error))
                return { Failed, error };
        }

        *doing = QStringLiteral("writing the result of %1 tokens").arg(T);
        JsonStream json(out);
        writeModelJson(json, *model, *r, extras, args.layer);
        if (!json.flush())
            return { Failed, QStringLiteral("model: the output could not be written") };
        return { Done, {} };
    }

} // namespace

ModelOutcome runModelCommand(const ModelArguments &args, ByteSink &out, std::uint64_t availableBytes)
{
    QString doing = QStringLiteral("starting");
    try {
        return runModelSteps(args, out, availableBytes, &doing);
    } catch (const std::bad_alloc &) {
        return { Failed, QStringLiteral("model: not enough memory for %1").arg(doing) };
    } catch (const gpt2::ModelFileChanged &) {
        return { Failed, modelFileChanged(args.directory) };
    }
}

int modelCommandMain(const QStringList &words)
{
    auto printErr = [](const QString &message) {
        std::fprintf(stderr, "attention-lab: %s\n",
                     qPrintable(QString(message).replace(QLatin1Char('\n'), QLatin1Char(' '))));
    };
    QString error;
    const auto args = parseModelArguments(words, &error);
    if (!args) {
        printErr(error);
        return BadInput;
    }
    // A closed pipe (… | head) shows as EPIPE on write instead of killing the program.
    std::signal(SIGPIPE, SIG_IGN);
    FdSink out(1);
    ModelOutcome outcome = runModelCommand(*args, out, availableMemory());
    if (outcome.exitCode == Done && !out.flush())
        outcome = { Failed, QStringLiteral("model: the output could not be written") };
    if (outcome.exitCode != Done && out.failed())
        outcome.message = QStringLiteral("model: stdout: cannot write (%1)").arg(out.errorString());
    if (outcome.exitCode != Done)
        printErr(outcome.message);
    return outcome.exitCode;
}

} // namespace attn::cli
