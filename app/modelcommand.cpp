// The `model` command (modelcommand.h): arguments, checks, the pass, the streamed output.
#include "modelcommand.h"

#include "commandline.h" // the exit codes

#include "core/model/fast_forward.h"
#include "core/session.h"
#include "io/memorycheck.h"
#include "io/model/jsonstream.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <csignal>
#include <cstdio>
#include <new>

namespace attn::cli {

using namespace attn::io;

namespace {

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

    void writeModelJson(JsonStream &json, const Gpt2Model &model, const gpt2::ModelResult &r)
    {
        const gpt2::Config &c = model.config;
        json.raw("{\n  ").key("model").raw("{");
        json.key("model_type").string(QStringLiteral("gpt2")).raw(", ");
        json.key("n_layer").integer(c.nLayer).raw(", ").key("n_head").integer(c.nHead).raw(", ");
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
            if (!layer.kept())
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
                json.raw("]}");
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
        json.raw("]\n}\n");
    }

} // namespace

std::optional<ModelArguments> parseModelArguments(const QStringList &words, QString *error)
{
    ModelArguments a;
    auto fail = [&](const QString &message) {
        *error = QStringLiteral("model: %1").arg(message);
        return std::nullopt;
    };
    const QStringList options = { QStringLiteral("text"), QStringLiteral("ids"), QStringLiteral("layer"),
                                  QStringLiteral("session-out") };
    QStringList seen;
    QString layerText, idsText;
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
                                       "[--layer L] [--session-out FILE])")
                            .arg(printableName(name.left(40))));
        if (seen.contains(name))
            return fail(QStringLiteral("--%1 given twice").arg(name));
        seen << name;
        if (!inlineValue) {
            if (i + 1 >= words.size())
                return fail(QStringLiteral("--%1 needs a value").arg(name));
            value = words.at(++i);
        }
        if (name == QLatin1String("text"))
            a.text = value;
        else if (name == QLatin1String("ids"))
            idsText = value;
        else if (name == QLatin1String("layer"))
            layerText = value;
        else
            a.sessionOut = value;
    }
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
    return a;
}

namespace {

    // The command's steps; *doing says which one runs, for the message when memory runs out.
    ModelOutcome runModelSteps(const ModelArguments &args, ByteSink &out, std::uint64_t availableBytes,
                               QString *doing)
    {
        auto bad = [](const QString &message) { return ModelOutcome { BadInput, message }; };
        QString error;
        *doing = QStringLiteral("opening the model in %1").arg(printableName(args.directory));
        const auto model = loadGpt2Model(args.directory, &error);
        if (!model)
            return bad(error);
        const gpt2::Config &c = model->config;

        std::vector<int> ids;
        if (args.text) {
            const auto encoded = model->tokenizer.encode(*args.text, &error);
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
        const int T = static_cast<int>(ids.size());
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
        const std::uint64_t need = gpt2::estimateBytes(c, T, args.layer);
        if (const QString refusal = memoryRefusal(need, availableBytes, QLocale::c()); !refusal.isEmpty())
            return { Failed,
                     QStringLiteral("model: running %1 tokens through %2 layers (%3) %4")
                         .arg(T)
                         .arg(c.nLayer)
                         .arg(args.layer >= 0 ? QStringLiteral("layer %1 kept").arg(args.layer)
                                              : QStringLiteral("every layer kept"),
                              refusal) };

        *doing = QStringLiteral("running %1 tokens through %2 %3")
                     .arg(T)
                     .arg(c.nLayer)
                     .arg(c.nLayer == 1 ? QStringLiteral("layer") : QStringLiteral("layers"));
        gpt2::ModelOptions options;
        options.keepLayer = args.layer;
        const std::optional<gpt2::ModelResult> r = gpt2::runModelFast(model->weights, ids, options);
        if (!r)
            return { Failed, QStringLiteral("model: the computation did not finish") };

        if (!args.sessionOut.isEmpty()) {
            *doing = QStringLiteral("layer %1 as a session").arg(args.layer);
            const gpt2::LayerSession s
                = gpt2::layerSession(model->weights, *r, args.layer, tokenTexts(model->tokenizer, ids));
            const QString notes
                = layerSessionNotes(args.layer, args.directory, c.nLayer,
                                    args.text ? *args.text : QStringLiteral("%1 token ids").arg(T));
            // What is written must open: the session loader's own rule, before any file is made.
            Session session = gpt2::toSession(s);
            session.notes = notes.toStdString();
            if (const QString problem = layerSessionProblem(session, args.layer); !problem.isEmpty())
                return bad(QStringLiteral("model: --session-out: %1").arg(problem));
            if (!writeFileAtomically(
                    args.sessionOut, [&](ByteSink &sink) { return writeLayerSession(sink, s, notes); },
                    &error))
                return { Failed, error };
        }

        *doing = QStringLiteral("writing the result of %1 tokens").arg(T);
        JsonStream json(out);
        writeModelJson(json, *model, *r);
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
