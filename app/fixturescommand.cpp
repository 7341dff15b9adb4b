// `fixtures` and `check --output` (fixturescommand.h).
#include "fixturescommand.h"

#include "cliutil.h"
#include "commandline.h"
#include "exercisescommand.h"

#include "core/attention.h"
#include "core/complexity.h"
#include "io/fileio.h"
#include "io/folderwriter.h"
#include "io/memorycheck.h"
#include "io/npy.h"

#include <QCommandLineParser>
#include <QFile>
#include <QLocale>

#include <cmath>
#include <limits>

namespace attn::cli {

namespace {

    // The command's words parsed: FILE or --preset NAME, and the value options it takes; one line
    // on stderr and std::nullopt for anything else.
    std::optional<Session> parse(QCommandLineParser &p, const QStringList &args, const QString &command,
                                 const QStringList &valueOptions, QJsonObject *view = nullptr)
    {
        p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        p.addOption(
            { QStringLiteral("preset"), QStringLiteral("A built-in preset."), QStringLiteral("NAME") });
        for (const QString &name : valueOptions)
            p.addOption({ name, name, QStringLiteral("VALUE") });
        if (!p.parse(args)) {
            printError(QStringLiteral("%1: %2").arg(command, p.errorText()));
            return std::nullopt;
        }
        if (const QString twice = repeatedOption(p); !twice.isEmpty()) {
            printError(QStringLiteral("%1: --%2 given twice").arg(command, twice));
            return std::nullopt;
        }
        QString error;
        auto session = sessionFrom(p, command, &error, view);
        if (!session)
            printError(error);
        return session;
    }

    // Head h's columns of a (T, heads·d_k) matrix, as rows of numbers (T·d_k) appended to out.
    void appendHead(std::vector<double> &out, const Matrix &m, int head, int dk)
    {
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            for (int c = 0; c < dk; ++c)
                out.push_back(m(i, Eigen::Index(head) * dk + c));
    }

    // Empty when the pass and the files fit in memory: the pass (its scores and weights), and the
    // H·T·T weights and ALiBi terms twice more each, as numbers and as file bytes. Else the line.
    QString memoryFor(const Session &s, const QString &command)
    {
        const double T = s.tokenCount(), cells = double(s.numHeads) * T * T;
        const auto need = static_cast<std::uint64_t>(
            double(estimateBytes(s.tokenCount(), std::max(s.dModel(), s.qWidth()), s.numHeads))
            + 6 * 8 * cells);
        const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c());
        return refusal.isEmpty() ? QString()
                                 : QStringLiteral("%1: this session's %2 weights %3")
                                       .arg(command, QLocale::c().toString(cells, 'f', 0), refusal);
    }

    // The files `fixtures` writes for session s, by name (docs/file-formats.md).
    QList<QPair<QString, QByteArray>> fixtureFiles(const Session &s)
    {
        const AttentionResult r = computeAttention(s);
        const int H = s.numHeads, T = s.tokenCount(), dk = r.dK;
        const std::vector<std::int64_t> heads3 { H, T, dk }, heads2 { H, T, T };
        std::vector<double> q, k, v, bias, weights, expected, sinks;
        for (int h = 0; h < H; ++h) {
            appendHead(q, r.Q, h, dk); // after the q/k norms and RoPE: what the scores read
            appendHead(k, r.K, r.kvHeadOf(h), dk); // K and V repeated per query head
            appendHead(v, r.V, r.kvHeadOf(h), dk);
            const HeadRule rule = r.headRule(h);
            Matrix term = Matrix::Zero(T, T); // the additive logit term: ALiBi's, else zeros
            if (rule.slope != 0)
                alibiStage(term, rule.slope, 0, 0);
            const auto &w = r.heads[std::size_t(h)].weights; // StridedMatrix: read in place
            const Matrix &o = r.heads[std::size_t(h)].output;
            for (int i = 0; i < T; ++i)
                for (int j = 0; j < T; ++j) {
                    bias.push_back(term(i, j));
                    weights.push_back(w(i, j));
                }
            for (int i = 0; i < T; ++i)
                for (int c = 0; c < dk; ++c) // a fully masked row: zeros (PyTorch gives NaN)
                    expected.push_back(std::isfinite(o(i, c)) ? o(i, c) : 0.0);
            sinks.push_back(rule.hasSink() ? rule.sink : -std::numeric_limits<double>::infinity());
        }
        std::vector<bool> mayAttend;
        for (int i = 0; i < T; ++i)
            for (int j = 0; j < T; ++j)
                mayAttend.push_back(!r.mask(i, j)); // as PyTorch's boolean attn_mask: true = attend
        const double cap = r.headRule(0).cap;
        return {
            { QStringLiteral("Q.npy"), io::npyFloat64(heads3, q) },
            { QStringLiteral("K.npy"), io::npyFloat64(heads3, k) },
            { QStringLiteral("V.npy"), io::npyFloat64(heads3, v) },
            { QStringLiteral("mask.npy"), io::npyBool({ T, T }, mayAttend) },
            { QStringLiteral("scale.npy"), io::npyFloat64({}, { r.scale }) },
            { QStringLiteral("bias.npy"), io::npyFloat64(heads2, bias) },
            { QStringLiteral("softcap.npy"), io::npyFloat64({}, { cap }) },
            { QStringLiteral("sinks.npy"), io::npyFloat64({ H }, sinks) },
            { QStringLiteral("weights.npy"), io::npyFloat64(heads2, weights) },
            { QStringLiteral("expected.npy"), io::npyFloat64(heads3, expected) },
        };
    }

} // namespace

int fixturesCommandMain(const QStringList &args)
{
    QCommandLineParser p;
    const auto session = parse(p, args, QStringLiteral("fixtures"), { QStringLiteral("out") });
    if (!session)
        return BadInput;
    if (!p.isSet(QStringLiteral("out"))) {
        printError(
            QStringLiteral("fixtures: --out DIR is missing (a folder that does not exist or is empty)"));
        return BadInput;
    }
    const QString out = p.value(QStringLiteral("out"));
    if (const QString why = io::checkOutputFolder(out); !why.isEmpty()) {
        printError(QStringLiteral("fixtures: %1").arg(why));
        return BadInput;
    }
    if (const QString refusal = memoryFor(*session, QStringLiteral("fixtures")); !refusal.isEmpty()) {
        printError(refusal);
        return Failed;
    }
    QString error;
    if (!io::writeFolderAtomically(out, fixtureFiles(*session), &error)) {
        printError(QStringLiteral("fixtures: %1").arg(error));
        return Failed;
    }
    return Done;
}

int checkCommandMain(const QStringList &args)
{
    QCommandLineParser p;
    QJsonObject view; // its query is the exercises' when --query is not given, as for the lesson
    const auto session = parse(p, args, QStringLiteral("check"),
                               { QStringLiteral("output"), QStringLiteral("answers"), QStringLiteral("head"),
                                 QStringLiteral("query") },
                               &view);
    if (!session)
        return BadInput;
    if (p.isSet(QStringLiteral("answers")) == p.isSet(QStringLiteral("output"))) {
        printError(QStringLiteral("check: give --answers ANSWERS.json (the lesson's exercises) or --output "
                                  "STUDENT.npy (an attention output), one of them"));
        return BadInput;
    }
    if (p.isSet(QStringLiteral("answers"))) { // the same exercises as lesson --exercises prints
        if (const QString refusal = memoryFor(*session, QStringLiteral("check")); !refusal.isEmpty()) {
            printError(refusal);
            return Failed;
        }
        lesson::LessonInput input;
        QString error;
        if (!readLessonHeadAndQuery(p, QStringLiteral("check"), *session, input, &error)) {
            printError(error);
            return BadInput;
        }
        input.session = *session;
        input.view = view;
        return checkAnswers(lesson::makeLessonContext(std::move(input)), p.value(QStringLiteral("answers")));
    }
    if (p.isSet(QStringLiteral("head")) || p.isSet(QStringLiteral("query"))) {
        printError(
            QStringLiteral("check: --head and --query choose the exercises of --answers; --output checks "
                           "every head"));
        return BadInput;
    }
    if (const QString refusal = memoryFor(*session, QStringLiteral("check")); !refusal.isEmpty()) {
        printError(refusal);
        return Failed;
    }
    const QString path = p.value(QStringLiteral("output"));
    QString error;
    // a regular file of at most the numbers a reader takes (a FIFO or /dev/zero is refused, not read)
    const auto bytes = io::readRegularFile(path, io::kMaxNpyNumbers * 8 + (1 << 20), &error);
    if (!bytes) {
        printError(QStringLiteral("check: %1").arg(error));
        return BadInput;
    }
    const auto student = io::readNpy(*bytes, &error);
    if (!student) {
        printError(QStringLiteral("check: %1: %2").arg(io::printableName(path), error));
        return BadInput;
    }
    const AttentionResult r = computeAttention(*session);
    const int H = session->numHeads, T = session->tokenCount(), dk = r.dK;
    if (student->shape != std::vector<std::int64_t> { H, T, dk }) {
        QStringList given;
        for (std::int64_t n : student->shape)
            given << QString::number(n);
        printError(QStringLiteral("check: %1 has shape (%2); this session's output is (%3, %4, %5): heads × "
                                  "tokens × d_k")
                       .arg(io::printableName(path), given.join(QStringLiteral(", ")))
                       .arg(H)
                       .arg(T)
                       .arg(dk));
        return BadInput;
    }
    // right when every |Δ| ≤ max(1e-6·max|expected|, 1e-12); NaN is wrong
    double largest = 0, worst = 0;
    for (const HeadResult &h : r.heads)
        for (Eigen::Index i = 0; i < h.output.size(); ++i)
            largest
                = std::max(largest, std::isfinite(h.output.data()[i]) ? std::abs(h.output.data()[i]) : 0.0);
    const double tolerance = std::max(1e-6 * largest, 1e-12);
    QString firstWrong = QStringLiteral("null");
    for (int h = 0; h < H; ++h)
        for (int i = 0; i < T; ++i)
            for (int c = 0; c < dk; ++c) {
                const double want = r.heads[std::size_t(h)].output(i, c);
                const double expected = std::isfinite(want) ? want : 0.0;
                const double given = student->numbers[std::size_t((std::int64_t(h) * T + i) * dk + c)];
                const double delta = std::abs(given - expected);
                const bool wrong = !(delta <= tolerance); // NaN included
                if (std::isfinite(delta))
                    worst = std::max(worst, delta);
                else
                    worst = std::numeric_limits<double>::infinity();
                if (wrong && firstWrong == QLatin1String("null"))
                    firstWrong = QStringLiteral("[%1, %2, %3]").arg(h).arg(i).arg(c);
            }
    const bool right = firstWrong == QLatin1String("null");
    const QString maxError
        = std::isfinite(worst) ? QString::number(worst, 'g', 17) : QStringLiteral("null"); // NaN or ∞: null
    return printOut(QStringLiteral("{\"verdict\": \"%1\", \"max_error\": %2, \"first_wrong\": %3}\n")
                        .arg(right ? QStringLiteral("right") : QStringLiteral("wrong"), maxError, firstWrong)
                        .toUtf8())
        ? Done
        : Failed;
}

} // namespace attn::cli
