// The gradient and train commands (learncommand.h).
#include "learncommand.h"

#include "cliutil.h"
#include "commandline.h" // the exit codes, printError

#include "core/complexity.h"
#include "core/gradient.h"
#include "core/training.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/session_json.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <cmath>
#include <new>

namespace attn::cli {

const QStringList &trainOptionNames()
{
    static const QStringList names = { QStringLiteral("steps"), QStringLiteral("lr"),
                                       QStringLiteral("optimizer"), QStringLiteral("params") };
    return names;
}

namespace {

    constexpr int kMaxSteps = 1'000'000; // docs/file-formats.md

    int bad(const QString &message)
    {
        printError(message);
        return BadInput;
    }

    // What one training step holds at its largest (the forward pass, every head's weights, and
    // the backward pass's T×T gradients of the head it works on), with the session and a copy of
    // the parameters: refused up front rather than killed halfway.
    QString memoryProblem(const QString &command, const Session &s)
    {
        const double T = s.tokenCount();
        const auto need = static_cast<std::uint64_t>(
            2.0 * double(estimateBytes(s.tokenCount(), s.dModel(), s.numHeads)) + 4 * T * T * 8);
        const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c());
        return refusal.isEmpty()
            ? QString()
            : QStringLiteral("%1: the gradients of this session (%2 tokens, d_model %3, %4 heads) %5")
                  .arg(command)
                  .arg(s.tokenCount())
                  .arg(s.dModel())
                  .arg(s.numHeads)
                  .arg(refusal);
    }

    QString noTarget(const QString &command)
    {
        return QStringLiteral("%1: the session has no target (the T×d_model output it should learn, the "
                              "\"target\" key)")
            .arg(command);
    }

    // Checked before any step: --out must name a file in a folder that exists.
    QString outProblem(const QString &path)
    {
        if (path.isEmpty())
            return QStringLiteral("train: --out OUT.json is required (where the trained session goes)");
        const QFileInfo file(path);
        if (file.isDir())
            return QStringLiteral("train: --out \"%1\" is a folder; give a file name in it").arg(path);
        const QFileInfo folder(file.absolutePath());
        if (!folder.exists() || !folder.isDir())
            return QStringLiteral("train: --out \"%1\": the folder \"%2\" does not exist")
                .arg(path, QDir::toNativeSeparators(file.path()));
        return {};
    }

    // --steps, --lr, --optimizer and --params, with the session's `training` as the defaults.
    std::optional<TrainSettings> settingsFrom(const QCommandLineParser &p, const Session &s, int *steps,
                                              QString *error)
    {
        if (!p.isSet(QStringLiteral("steps"))) {
            *error = QStringLiteral("train: --steps N is required (how many gradient steps, 1…1000000)");
            return std::nullopt;
        }
        const QString stepsText = p.value(QStringLiteral("steps")).trimmed();
        bool ok = false;
        const qlonglong n = stepsText.toLongLong(&ok);
        if (!ok || n < 1 || n > kMaxSteps) {
            *error = QStringLiteral("train: --steps \"%1\" is not a whole number in 1…1000000")
                         .arg(p.value(QStringLiteral("steps")));
            return std::nullopt;
        }
        *steps = int(n);

        TrainSettings settings;
        if (s.training) {
            settings.optimizer = s.training->optimizer;
            settings.lr = s.training->lr;
        }
        if (p.isSet(QStringLiteral("optimizer"))) {
            const QString name = p.value(QStringLiteral("optimizer"));
            if (name == QLatin1String("sgd"))
                settings.optimizer = Optimizer::Sgd;
            else if (name == QLatin1String("adam"))
                settings.optimizer = Optimizer::Adam;
            else {
                *error = QStringLiteral("train: --optimizer \"%1\" is not sgd or adam").arg(name);
                return std::nullopt;
            }
        }
        if (p.isSet(QStringLiteral("lr"))) {
            const QString text = p.value(QStringLiteral("lr"));
            const double lr = text.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(lr) || lr <= 0) {
                *error = QStringLiteral("train: --lr \"%1\" is not a positive number").arg(text);
                return std::nullopt;
            }
            settings.lr = lr;
        } else if (!s.training) {
            *error = QStringLiteral("train: --lr is required (the session has no \"training\" settings)");
            return std::nullopt;
        }
        if (p.isSet(QStringLiteral("params"))) {
            std::vector<std::string> names;
            for (const QString &name : p.value(QStringLiteral("params")).split(QLatin1Char(',')))
                names.push_back(name.trimmed().toStdString());
            std::string why;
            const auto params = parseParams(names, &why);
            if (!params) {
                *error = QStringLiteral("train: --%1").arg(QString::fromStdString(why));
                return std::nullopt;
            }
            settings.params = *params;
        }
        if (const std::string why = checkTraining(s, settings); !why.empty()) {
            *error = QStringLiteral("train: %1").arg(QString::fromStdString(why));
            return std::nullopt;
        }
        return settings;
    }

    QByteArray lossesJson(int steps, const std::vector<double> &losses)
    {
        QJsonObject o;
        o["steps"] = steps;
        QJsonArray a;
        for (double l : losses)
            a.append(l);
        o["loss"] = a;
        return io::readableJson(o, { QStringLiteral("steps"), QStringLiteral("loss") });
    }

} // namespace

int gradientCommand(const QCommandLineParser &p)
{
    QString error;
    const auto session = sessionFrom(p, QStringLiteral("gradient"), &error);
    if (!session)
        return bad(error);
    if (!session->target)
        return bad(noTarget(QStringLiteral("gradient")));
    if (const QString problem = memoryProblem(QStringLiteral("gradient"), *session); !problem.isEmpty()) {
        printError(problem);
        return Failed;
    }
    // The parameters' gradients only: the heads' T×T intermediates are for the window. A large
    // session takes the fast path (core/training.h).
    const GradientResult g = parameterGradient(*session, trainingForward(*session));
    // JSON has no NaN: a loss or gradient that overflowed is said, never printed.
    const bool finite = std::isfinite(g.loss) && g.dWq.allFinite() && g.dWk.allFinite() && g.dWv.allFinite()
        && g.dWo.allFinite() && g.dX.allFinite() && g.dbQ.allFinite() && g.dbK.allFinite() && g.dbV.allFinite()
        && g.dbO.allFinite();
    if (!finite) {
        printError(QStringLiteral("gradient: the loss or its gradients are not finite numbers for this session "
                                  "(its numbers overflow double precision)"));
        return Failed;
    }
    const QByteArray text = io::readableJson(
        io::gradientToJson(g),
        { "loss", "grad", "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "embeddings" });
    return printOut(text) ? Done : Failed;
}

int trainCommand(const QCommandLineParser &p)
{
    QString error;
    QJsonObject view;
    const auto session = sessionFrom(p, QStringLiteral("train"), &error, &view);
    if (!session)
        return bad(error);
    if (!session->target)
        return bad(noTarget(QStringLiteral("train")));
    int steps = 0;
    const auto settings = settingsFrom(p, *session, &steps, &error);
    if (!settings)
        return bad(error);
    const QString out = p.value(QStringLiteral("out"));
    if (const QString problem = outProblem(out); !problem.isEmpty())
        return bad(problem);
    if (const QString problem = memoryProblem(QStringLiteral("train"), *session); !problem.isEmpty()) {
        printError(problem);
        return Failed;
    }

    const TrainRun run = train(*session, *settings, steps);
    if (!run.trained) {
        printError(QStringLiteral("train: the run diverged at step %1 of %2 (%3); nothing was written")
                       .arg(run.failedStep)
                       .arg(steps)
                       .arg(QString::fromStdString(run.error)));
        return Failed;
    }
    // The trained session is written beside --out, the losses printed, and only then does the
    // file take its name: a stdout that cannot take the losses (a full disk, a closed pipe) leaves
    // --out as it was, and a file that cannot be written prints no losses.
    bool printed = false;
    io::WriteOptions commitAfterPrinting;
    commitAfterPrinting.beforeCommit = [&](QString *) { return printed = printOut(lossesJson(steps, run.losses)); };
    if (!io::saveSession(out, *run.trained, &error, view, commitAfterPrinting)) {
        if (!error.isEmpty()) // else the losses could not be printed, which printOut has said
            printError(QStringLiteral("train: %1").arg(error));
        return Failed;
    }
    return Done;
}

} // namespace attn::cli
