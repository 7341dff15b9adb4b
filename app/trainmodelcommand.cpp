#include "trainmodelcommand.h"

#include "commandline.h"
#include "core/model/model_trainer.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/model/dataids.h"
#include "io/model/gpt2_model.h"
#include "io/model/jsonstream.h"
#include "io/model/model_writer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStringDecoder>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

namespace attn::cli {

// Named, not anonymous: the command line's files are compiled together (unity), and their
// anonymous namespaces would share names such as kMaxSteps.
namespace trainmodel {

    using namespace attn::gpt2;
    using io::printableName;

    constexpr int kMaxSteps = 10'000'000;
    constexpr int kDefaultFromBatch = 8;

    struct Outcome {
        int exitCode = Done;
        QString message;
    };

    Outcome bad(const QString &why)
    {
        return { BadInput, QStringLiteral("train-model: ") + why };
    }

    // A whole number in [lo, hi] from an option's text.
    std::optional<long long> wholeNumber(const QString &name, const QString &text, long long lo, long long hi,
                                         QString *error)
    {
        bool ok = false;
        const long long v = text.toLongLong(&ok);
        if (!ok || v < lo || v > hi) {
            *error = QStringLiteral("train-model: --%1 \"%2\" is not a whole number in %3…%4")
                         .arg(name, printableName(text.left(40)), QString::number(lo), QString::number(hi));
            return std::nullopt;
        }
        return v;
    }

    // What a run trains on and how it is measured, whichever way it was asked for.
    struct Run {
        ModelParams start;
        std::vector<char> frozen;
        Optimizer optimizer = Optimizer::Adam;
        double lr = 0;
        int steps = 0;
        int logEvery = 0;
        ModelTrainer::Batches batches;
        std::vector<Sequence> scored; // what the head scores are taken on
        std::optional<InductionTask> task;
        io::ModelFolder folder;
        QList<QPair<QString, QByteArray>> copied; // --from: the tokenizer's files
        QByteArray config; // --from: the source's config.json (its torch_dtype updated)
        int batch = 0, longest = 0; // sequences a step, and the longest (for the memory estimate)
    };

    Outcome taskRun(const TrainModelArguments &a, Run &run)
    {
        InductionRecipe r = defaultInductionRecipe();
        r.layers = a.layers.value_or(r.layers);
        r.heads = a.heads.value_or(r.heads);
        r.dModel = a.dModel.value_or(r.dModel);
        r.task.alphabet = a.vocab.value_or(r.task.alphabet);
        if (a.seq) {
            r.task.seq = *a.seq;
            r.task.mMax = (*a.seq - 1) / 2; // every repeat length the sequence holds
        }
        r.batch = a.batch.value_or(r.batch);
        r.lr = a.lr.value_or(r.lr);
        r.optimizer = a.optimizer.value_or(r.optimizer);
        if (const std::string why = checkInductionRecipe(r); !why.empty())
            return bad(QString::fromStdString(why));
        run.start = newInductionModel(r, a.seed);
        run.frozen = inductionFrozen(run.start, r.fixedPositions);
        run.optimizer = r.optimizer;
        run.lr = r.lr;
        run.task = r.task;
        run.batches = inductionBatches(r.task, r.batch, a.seed);
        run.batch = r.batch;
        run.longest = r.task.seq;
        run.scored = heldOutInductionBatch(r.task);
        return {};
    }

    // The windows of --data (its text through the model's tokenizer) or the lines of --data-ids.
    Outcome readData(const TrainModelArguments &a, const io::Gpt2Model &m, int seq, std::vector<Sequence> &out)
    {
        QString error;
        const QString path = a.data.isEmpty() ? a.dataIds : a.data;
        const auto bytes = io::readRegularFile(path, qint64(1) << 30, &error);
        if (!bytes)
            return bad(error);
        if (!a.dataIds.isEmpty()) {
            auto lines = io::parseDataIds(*bytes, printableName(path), m.config.vocabSize, m.config.nPositions, &error);
            if (!lines)
                return bad(error);
            out = std::move(*lines);
            return {};
        }
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = utf8(*bytes);
        if (utf8.hasError())
            return bad(QStringLiteral("%1 is not UTF-8 text").arg(printableName(path)));
        const auto ids = m.tokenizer.encode(text, &error);
        if (!ids)
            return bad(QStringLiteral("%1: %2").arg(printableName(path), error));
        if (ids->size() < std::size_t(seq))
            return bad(QStringLiteral("%1 is %2 tokens, shorter than one window of %3")
                           .arg(printableName(path), QString::number(ids->size()), QString::number(seq)));
        for (std::size_t at = 0; at + std::size_t(seq) <= ids->size(); at += std::size_t(seq))
            out.emplace_back(ids->begin() + std::ptrdiff_t(at), ids->begin() + std::ptrdiff_t(at + std::size_t(seq)));
        return {};
    }

    Outcome fromRun(const TrainModelArguments &a, Run &run)
    {
        QString error;
        const auto m = io::loadGpt2Model(a.from, &error);
        if (!m)
            return bad(error);
        if (m->config.family != gpt2::Family::Gpt2 || m->weights.lmHead.data != m->weights.wte.data)
            return bad(QStringLiteral("%1 is not a GPT-2 model with tied embeddings (model_type %2); "
                                      "train-model trains GPT-2 folders")
                           .arg(printableName(a.from), QString::fromStdString(m->config.modelType)));
        const int seq = a.seq.value_or(m->config.nPositions);
        if (seq < 2 || seq > m->config.nPositions)
            return bad(QStringLiteral("--seq %1 must be 2 to the model's %2 positions").arg(seq).arg(m->config.nPositions));
        std::vector<Sequence> data;
        if (Outcome o = readData(a, *m, seq, data); o.exitCode != Done)
            return o;
        run.start = paramsFromWeights(m->weights);
        run.frozen.assign(tensorsOf(std::as_const(run.start)).size(), 0);
        run.optimizer = a.optimizer.value_or(Optimizer::Adam);
        run.lr = *a.lr;
        const int batch = a.batch.value_or(kDefaultFromBatch);
        run.batch = batch;
        for (const Sequence &s : data)
            run.longest = std::max(run.longest, int(s.size()));
        auto lines = std::make_shared<std::vector<Sequence>>(std::move(data));
        run.scored = { lines->front() };
        run.batches = [lines, batch](int step) { // the next B, wrapping at the end
            std::vector<Sequence> out;
            const std::size_t n = lines->size();
            for (int b = 0; b < batch; ++b)
                out.push_back((*lines)[(std::size_t(step - 1) * std::size_t(batch) + std::size_t(b)) % n]);
            return out;
        };
        const QDir dir(a.from);
        for (const QString &name : { QStringLiteral("vocab.json"),
                                     QStringLiteral("merges.txt"), QStringLiteral("tokenizer.json"),
                                     QStringLiteral("tokenizer_config.json"), QStringLiteral("special_tokens_map.json") }) {
            if (!QFileInfo::exists(dir.filePath(name)))
                continue;
            const auto bytes = io::readRegularFile(dir.filePath(name), io::kMaxTokenizerFileBytes, &error);
            if (!bytes)
                return bad(error);
            run.copied.append({ name, *bytes });
        }
        // The source's config.json, every key kept, its torch_dtype saying what is now stored.
        const auto config = io::readRegularFile(dir.filePath(QStringLiteral("config.json")), io::kMaxTokenizerFileBytes, &error);
        if (!config)
            return bad(error);
        QJsonObject o = QJsonDocument::fromJson(*config).object();
        o.insert(QStringLiteral("torch_dtype"), a.f64 ? QStringLiteral("float64") : QStringLiteral("float32"));
        run.config = QJsonDocument(o).toJson();
        return {};
    }

    // One line of stdout: {"step", "loss", "seconds", "head_scores": […]} (+ the task's
    // repeated-half loss). False when stdout could not take it.
    // The last line of the task also names its best induction head (layer ≥ 1) and the loss on
    // the repeated half with that head switched off: whether the mechanism formed, in one look.
    bool writeLog(io::FdSink &out, const ModelTrainer &t, const Run &run, double seconds, bool last)
    {
        const InductionMeasures measured = measureInduction(t.params(), run.scored); // one pass for both
        const std::vector<HeadScores> &scores = measured.heads;
        {
            io::JsonStream json(out);
            json.raw("{").key("step").integer(t.stepsDone()).raw(", ").key("loss").number(t.lastLoss());
            json.raw(", ").key("seconds").number(seconds);
            if (run.task)
                json.raw(", ").key("repeated_half_loss").number(measured.repeatedHalfLoss);
            const HeadScores *best = bestInductionHead(scores);
            if (run.task && last && best) {
                json.raw(", ").key("induction_head").raw("{").key("layer").integer(best->head.layer).raw(", ");
                json.key("head").integer(best->head.head).raw(", ").key("induction").number(*best->induction);
                json.raw(", ").key("repeated_half_loss_without_it");
                json.number(repeatedHalfLoss(t.params(), run.scored, 0, { best->head })).raw("}");
            }
            json.raw(", ").key("head_scores").raw("[");
            bool first = true;
            for (const HeadScores &s : scores) {
                json.raw(first ? "" : ", ").raw("{").key("layer").integer(s.head.layer).raw(", ");
                json.key("head").integer(s.head.head).raw(", ").key("previous_token");
                s.previousToken ? json.number(*s.previousToken) : json.raw("null");
                json.raw(", ").key("induction");
                s.induction ? json.number(*s.induction) : json.raw("null");
                json.raw("}");
                first = false;
            }
            json.raw("]}\n");
        }
        return out.flush();
    }

    Outcome train(const TrainModelArguments &a, Run &run, io::FdSink &out)
    {
        ModelTrainer trainer(run.start, run.optimizer, run.lr, run.frozen, run.batches);
        run.start = ModelParams(); // the trainer holds its own copy
        QElapsedTimer clock;
        clock.start();
        for (int step = 1; step <= run.steps; ++step) {
            if (!trainer.step())
                return { Failed, QStringLiteral("train-model: %1; nothing was written")
                                     .arg(QString::fromStdString(trainer.error())) };
            if (step % run.logEvery == 0 || step == run.steps)
                if (!writeLog(out, trainer, run, double(clock.nsecsElapsed()) / 1e9, step == run.steps))
                    return { Failed, QStringLiteral("train-model: stdout: cannot write (%1); nothing was written")
                                         .arg(out.errorString()) };
        }
        const ModelParams &trained = trainer.params();
        io::ModelFolder folder;
        folder.params = &trained;
        folder.dtype = a.f64 ? io::StoredType::F64 : io::StoredType::F32;
        folder.task = run.task;
        folder.tokenizerFiles = run.copied;
        folder.configJson = run.config;
        QString error;
        if (!io::writeModelFolder(a.out, folder, &error))
            return { Failed, QStringLiteral("train-model: ") + error };
        return {};
    }

    Outcome runTrainModel(const TrainModelArguments &a, io::FdSink &out)
    {
        if (const QString why = io::checkOutputFolder(a.out); !why.isEmpty())
            return bad(why);
        Run run;
        if (Outcome o = a.task ? taskRun(a, run) : fromRun(a, run); o.exitCode != Done)
            return o;
        // What a step holds, refused up front when it would not fit (the longest sequences counted).
        const std::vector<int> lengths(std::size_t(run.batch), run.longest);
        const std::uint64_t needed = estimateTrainingBytes(run.start, lengths, run.optimizer == Optimizer::Adam);
        if (const QString why = memoryRefusal(needed, availableMemory(), QLocale::c()); !why.isEmpty())
            return bad(QStringLiteral("a step ") + why);
        run.steps = a.steps > 0 ? a.steps : a.task ? kInductionDefaultSteps : 100;
        run.logEvery = a.logEvery > 0 ? a.logEvery : std::max(1, run.steps / 20);
        return train(a, run, out);
    }

} // namespace trainmodel

std::optional<TrainModelArguments> parseTrainModelArguments(const QStringList &words, QString *error)
{
    using io::printableName;

    TrainModelArguments a;
    auto fail = [&](const QString &message) {
        *error = QStringLiteral("train-model: %1").arg(message);
        return std::nullopt;
    };
    const QStringList options = { QStringLiteral("task"),   QStringLiteral("from"),      QStringLiteral("data"),
                                  QStringLiteral("data-ids"), QStringLiteral("layers"),  QStringLiteral("heads"),
                                  QStringLiteral("d-model"), QStringLiteral("vocab"),    QStringLiteral("seq"),
                                  QStringLiteral("batch"),  QStringLiteral("steps"),     QStringLiteral("lr"),
                                  QStringLiteral("optimizer"), QStringLiteral("seed"),   QStringLiteral("log-every"),
                                  QStringLiteral("out-dtype"), QStringLiteral("out") };
    QStringList seen;
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString name = words.at(i), value;
        if (!name.startsWith(QLatin1String("--")))
            return fail(QStringLiteral("unexpected \"%1\" (every argument of train-model is an option)")
                            .arg(printableName(name.left(40))));
        name = name.mid(2);
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        } else if (options.contains(name)) {
            if (i + 1 >= words.size())
                return fail(QStringLiteral("--%1 needs a value").arg(name));
            value = words.at(++i);
        }
        if (!options.contains(name))
            return fail(QStringLiteral("unknown option \"--%1\" (see attention-lab --help)").arg(printableName(name.left(40))));
        if (seen.contains(name))
            return fail(QStringLiteral("--%1 given twice").arg(name));
        seen << name;
        auto number = [&](long long lo, long long hi) { return trainmodel::wholeNumber(name, value, lo, hi, error); };
        if (name == QLatin1String("task")) {
            if (value != QLatin1String("induction"))
                return fail(QStringLiteral("--task \"%1\" is not a task (the task is induction)").arg(printableName(value.left(40))));
            a.task = true;
        } else if (name == QLatin1String("from")) {
            a.from = value;
        } else if (name == QLatin1String("data")) {
            a.data = value;
        } else if (name == QLatin1String("data-ids")) {
            a.dataIds = value;
        } else if (name == QLatin1String("out")) {
            a.out = value.isEmpty() ? value : QDir::cleanPath(value); // "runs/a/" is the folder runs/a
        } else if (name == QLatin1String("optimizer")) {
            if (value != QLatin1String("sgd") && value != QLatin1String("adam"))
                return fail(QStringLiteral("--optimizer \"%1\" is not sgd or adam").arg(printableName(value.left(40))));
            a.optimizer = value == QLatin1String("sgd") ? Optimizer::Sgd : Optimizer::Adam;
        } else if (name == QLatin1String("out-dtype")) {
            if (value != QLatin1String("F32") && value != QLatin1String("F64"))
                return fail(QStringLiteral("--out-dtype \"%1\" is not F32 or F64").arg(printableName(value.left(40))));
            a.f64 = value == QLatin1String("F64");
        } else if (name == QLatin1String("lr")) {
            bool ok = false;
            const double lr = value.toDouble(&ok);
            if (!ok || !(lr > 0) || lr > 1e3)
                return fail(QStringLiteral("--lr \"%1\" is not a number above 0 and at most 1000").arg(printableName(value.left(40))));
            a.lr = lr;
        } else {
            const bool steps = name == QLatin1String("steps"), seed = name == QLatin1String("seed");
            const auto v = number(seed ? 0 : 1, steps ? trainmodel::kMaxSteps : seed ? (1ll << 53) : 1 << 20);
            if (!v)
                return std::nullopt;
            if (steps)
                a.steps = int(*v);
            else if (seed)
                a.seed = std::uint64_t(*v);
            else if (name == QLatin1String("log-every"))
                a.logEvery = int(*v);
            else
                (name == QLatin1String("layers") ? a.layers : name == QLatin1String("heads") ? a.heads
                     : name == QLatin1String("d-model")                                    ? a.dModel
                     : name == QLatin1String("vocab")                                      ? a.vocab
                     : name == QLatin1String("seq")                                        ? a.seq
                                                                                           : a.batch)
                    = int(*v);
        }
    }
    if (a.task == !a.from.isEmpty())
        return fail(QStringLiteral("give either --task induction or --from MODEL_DIR"));
    if (a.task && (!a.data.isEmpty() || !a.dataIds.isEmpty()))
        return fail(QStringLiteral("--data and --data-ids go with --from; the task draws its own sequences"));
    if (!a.task && a.data.isEmpty() == a.dataIds.isEmpty())
        return fail(QStringLiteral("--from needs one of --data FILE.txt or --data-ids FILE"));
    if (!a.task && (a.layers || a.heads || a.dModel || a.vocab))
        return fail(QStringLiteral("--layers, --heads, --d-model and --vocab make a new model; --from keeps its own"));
    if (!a.dataIds.isEmpty() && a.seq)
        return fail(QStringLiteral("--seq cuts the windows of --data; the lines of --data-ids keep their own lengths"));
    if (!a.task && !a.lr)
        return fail(QStringLiteral("--from needs --lr"));
    if (a.out.isEmpty())
        return fail(QStringLiteral("--out DIR is needed: the folder the trained model goes in"));
    return a;
}

int trainModelCommandMain(const QStringList &words)
{
    using io::printableName;
    auto printErr = [](const QString &message) {
        std::fprintf(stderr, "attention-lab: %s\n", qPrintable(printableName(message)));
    };
    QString error;
    const auto args = parseTrainModelArguments(words, &error);
    if (!args) {
        printErr(error);
        return BadInput;
    }
    std::signal(SIGPIPE, SIG_IGN); // a closed pipe shows as EPIPE on write
    io::FdSink out(1);
    const trainmodel::Outcome o = trainmodel::runTrainModel(*args, out);
    if (o.exitCode != Done)
        printErr(o.message);
    return o.exitCode;
}

} // namespace attn::cli
