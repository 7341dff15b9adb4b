#include "heatmapdata.h"
#include "render/rendertext.h"

#include "workbenchcsv.h" // csvField

#include "core/labs.h"
#include "core/mask.h"
#include "core/memory.h"
#include "core/softmax.h"
#include "notation.h"
#include "stagetext.h"

#include <QObject>

#include <atomic>
#include <cmath>
#include <limits>

namespace attn {

QString heatmapKindName(HeatmapKind kind)
{
    switch (kind) {
    case HeatmapKind::Weights:
        return QStringLiteral("weights");
    case HeatmapKind::Scores:
        return QStringLiteral("scores");
    case HeatmapKind::Logits:
        return QStringLiteral("logits");
    case HeatmapKind::AverageWeights:
        return QStringLiteral("average");
    case HeatmapKind::Difference:
        return QStringLiteral("difference");
    }
    return {};
}

std::optional<HeatmapKind> heatmapKindFromName(const QString &name)
{
    for (HeatmapKind k : { HeatmapKind::Weights, HeatmapKind::Scores, HeatmapKind::Logits,
                           HeatmapKind::AverageWeights })
        if (name.compare(heatmapKindName(k), Qt::CaseInsensitive) == 0)
            return k;
    if (name.compare(QLatin1String("scaled-scores"), Qt::CaseInsensitive) == 0)
        return HeatmapKind::Logits; // its name while the scale was the rule's only stage
    return std::nullopt;
}

bool HeatmapData::isValid() const
{
    const Eigen::Index T = values.rows();
    if (values.cols() != T || rowLabels.size() != T || colLabels.size() != T)
        return false;
    if (reasons.size() != 0 && (reasons.rows() != T || reasons.cols() != T))
        return false;
    if (weights.size() != 0 && (weights.rows() != T || weights.cols() != T))
        return false;
    for (int r : fullyMaskedRows)
        if (r < 0 || r >= T)
            return false;
    return padding.empty() || static_cast<Eigen::Index>(padding.size()) == T;
}

std::uint8_t HeatmapData::reasonAt(int row, int col) const
{
    if (reasons.size() == 0 || row < 0 || col < 0 || row >= reasons.rows() || col >= reasons.cols())
        return NotBlocked;
    return reasons(row, col);
}

double HeatmapData::weightAt(int row, int col) const
{
    if (kind == HeatmapKind::Weights || kind == HeatmapKind::AverageWeights)
        return values(row, col);
    // A difference keeps the weights of now in `weights`.
    if (weights.rows() > row && weights.cols() > col)
        return weights(row, col);
    return std::numeric_limits<double>::quiet_NaN();
}

CellStats HeatmapData::cellStats() const
{
    // A difference writes a number in every cell, blocked ones too: its colour bar covers them all.
    return openCellStats(values, kind == HeatmapKind::Difference ? nullptr : &reasons);
}

void HeatmapData::computeStats()
{
    stats = cellStats();
}

QStringList tokenLabels(const Session &s)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(s.tokens.size()));
    for (const std::string &t : s.tokens) {
        const QString text = QString::fromStdString(t);
        out << (text.trimmed().isEmpty() ? QStringLiteral("␣") : text);
    }
    while (out.size() < s.tokenCount())
        out << QString::number(out.size() + 1); // counted from 1, as on screen everywhere
    return out;
}

namespace {

    HeatmapData common(const Session &s, const AttentionResult &r)
    {
        HeatmapData d;
        d.rowLabels = tokenLabels(s);
        d.colLabels = d.rowLabels;
        d.padding = s.padding;
        d.padding.resize(static_cast<std::size_t>(s.tokenCount()), false);
        d.reasons = blockReasonMatrix(s);
        d.headCount = r.numHeads;
        d.dK = r.dK;
        return d;
    }

} // namespace

void letGoOfLargeMap(HeatmapDataPtr data)
{
    if (!data || data.use_count() != 1) // someone else still reads it (a copy, an export)
        return;
    // After the reads of a holder that let go on another thread, before the pages go.
    std::atomic_thread_fence(std::memory_order_acquire);
    constexpr std::size_t kLarge = std::size_t(16) << 20;
    // Its last holder: nothing reads these numbers again before they are freed below (the
    // blocks were allocated writable; only the map is const).
    auto giveBack = [](const void *numbers, std::size_t bytes) {
        if (bytes >= kLarge)
            givePagesBack(const_cast<void *>(numbers), bytes);
    };
    for (const Matrix *m : { &data->values, &data->weights, &data->pinned })
        giveBack(m->data(), sizeof(double) * std::size_t(m->size()));
    giveBack(data->reasons.data(), std::size_t(data->reasons.size()));
    data.reset();
}

HeatmapData makeHeatmapData(const Session &s, const AttentionResult &r, int head, HeatmapKind kind)
{
    if (kind == HeatmapKind::AverageWeights)
        return makeAverageHeatmapData(s, r);
    HeatmapData d = common(s, r);
    if (head < 0 || head >= static_cast<int>(r.heads.size()))
        return d; // values stay empty: isValid() is false and the painter says so
    const HeadResult &h = r.heads[static_cast<std::size_t>(head)];
    d.kind = kind;
    d.head = head;
    d.fullyMaskedRows = h.fullyMaskedRows;
    d.rule = r.headRule(head);
    d.Qh = headSlice(r.Q, head, r.dK); // (T,d_k)
    d.Kh = headSlice(r.K, r.kvHeadOf(head), r.dK); // (T,d_k), the K/V head it reads
    switch (kind) {
    case HeatmapKind::Weights:
        d.values = h.weights.toMatrix();
        break;
    case HeatmapKind::Scores:
    case HeatmapKind::Logits:
        // (T,T) Q_h·K_hᵀ, or the logits: the scores through the rule's stages
        d.values = kind == HeatmapKind::Logits ? logitsOfHead(r, head) : headScores(r, head);
        d.weights = h.weights.toMatrix();
        break;
    case HeatmapKind::AverageWeights:
    case HeatmapKind::Difference: // needs a second result: makeDifferenceHeatmapData
        break;
    }
    d.title = heatmapTitle(kind, head, r.numHeads, d.rule, r.dK);
    return d;
}

HeatmapData makeDifferenceHeatmapData(const Session &s, const AttentionResult &now,
                                      const AttentionResult &pinned, int head, const QString &nowName,
                                      const QString &pinnedName)
{
    HeatmapData d = common(s, now);
    d.kind = HeatmapKind::Difference;
    d.head = head;
    d.nowName = nowName.isEmpty() ? HeatmapText::tr("now") : nowName;
    d.pinnedName = pinnedName.isEmpty() ? HeatmapText::tr("pinned") : pinnedName;
    d.title = HeatmapText::tr("%1 · weights %2 − %3").arg(headName(head), d.nowName, d.pinnedName);
    const bool headExists = head >= 0 && head < static_cast<int>(now.heads.size())
        && head < static_cast<int>(pinned.heads.size());
    if (!comparisonProblem(now, pinned).isEmpty() || !headExists || now.tokenCount() != s.tokenCount())
        return d; // values stay empty: isValid() is false and the painter says so
    const HeadResult &h = now.heads[static_cast<std::size_t>(head)];
    d.fullyMaskedRows = h.fullyMaskedRows;
    d.weights = h.weights.toMatrix(); // (T,T) now
    d.pinned = pinned.heads[static_cast<std::size_t>(head)].weights.toMatrix(); // (T,T) before
    d.values = d.weights - d.pinned; // (T,T) now − pinned
    // Both rows sum to 1 unless one of them is fully masked (all 0) or a sink takes a share that
    // changed: then the changes do not balance.
    const Eigen::VectorXd rowSums = d.values.rowwise().sum(); // (T)
    d.rowsBalance = d.values.rows() > 0 && rowSums.cwiseAbs().maxCoeff() < 1e-9;
    return d;
}

QString comparisonProblem(int nowTokens, int nowHeads, int pinnedTokens, int pinnedHeads)
{
    if (pinnedTokens != nowTokens)
        //: after a session file's field name, "tokens: 4 tokens, this session has 3"
        return QStringLiteral("tokens: ")
            + HeatmapText::tr("%1, this session has %2")
                  .arg(HeatmapText::tr("%n token(s)", nullptr, pinnedTokens))
                  .arg(nowTokens);
    if (pinnedHeads != nowHeads)
        return QStringLiteral("num_heads: ")
            + HeatmapText::tr("%1, this session has %2")
                  .arg(HeatmapText::tr("%n head(s)", nullptr, pinnedHeads))
                  .arg(nowHeads);
    return {};
}

QString comparisonProblem(const AttentionResult &now, const AttentionResult &pinned)
{
    return comparisonProblem(now.tokenCount(), static_cast<int>(now.heads.size()), pinned.tokenCount(),
                             static_cast<int>(pinned.heads.size()));
}

QString comparisonProblemSentence(const AttentionResult &now, const AttentionResult &pinned,
                                  const QString &pinnedName)
{
    const int T = now.tokenCount(), H = static_cast<int>(now.heads.size());
    const int pT = pinned.tokenCount(), pH = static_cast<int>(pinned.heads.size());
    QString which;
    if (pT != T)
        which = HeatmapText::tr("has %1 and this session has %2")
                    .arg(HeatmapText::tr("%n token(s)", nullptr, pT),
                         HeatmapText::tr("%n token(s)", nullptr, T));
    else if (pH != H)
        which
            = HeatmapText::tr("has %1 and this session has %2")
                  .arg(HeatmapText::tr("%n head(s)", nullptr, pH), HeatmapText::tr("%n head(s)", nullptr, H));
    else
        return {};
    QString name = pinnedName.isEmpty() ? HeatmapText::tr("the pinned result") : pinnedName;
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    //: %1: "The pinned result"; %2: "has 4 tokens and this session has 3"
    return HeatmapText::tr("%1 %2, so their weights cannot be compared cell by cell; pin again to compare "
                           "with this session.")
        .arg(name, which);
}

QString heatmapTitle(HeatmapKind kind, int head, int headCount, const HeadRule &rule, int dK)
{
    switch (kind) {
    case HeatmapKind::Weights:
        return HeatmapText::tr("%1 · attention weights").arg(headName(head));
    case HeatmapKind::Scores:
        return HeatmapText::tr("%1 · raw scores q·k").arg(headName(head));
    case HeatmapKind::Logits:
        return HeatmapText::tr("%1 · logits (%2)").arg(headName(head), ruleSummary(rule, dK));
    case HeatmapKind::AverageWeights:
        return HeatmapText::tr("Average over %1 · mean attention weights")
            .arg(HeatmapText::tr("%n head(s)", nullptr, int(headCount)));
    case HeatmapKind::Difference:
        return HeatmapText::tr("%1 · weights now − pinned").arg(headName(head));
    }
    return {};
}

void nameHead(HeatmapData &d, const QString &label)
{
    if (label.isEmpty() || d.head < 0 || d.kind == HeatmapKind::AverageWeights)
        return;
    const QString number = headName(d.head);
    if (d.title.startsWith(number + QStringLiteral(" ·"))) // "Head 1 · …" → "Head 1 (label) · …"
        d.title.replace(0, number.size(), headName(d.head, label, HeadNameForm::Prefix));
}

HeatmapData makeAverageHeatmapData(const Session &s, const AttentionResult &r)
{
    HeatmapData d = common(s, r);
    d.kind = HeatmapKind::AverageWeights;
    d.head = -1;
    const int T = r.tokenCount();
    d.values = r.heads.empty() ? Matrix(Matrix::Zero(T, T)) : meanWeights(r); // (T,T)
    // Every head shares the mask, so the fully masked rows are the same for all of them.
    if (!r.heads.empty())
        d.fullyMaskedRows = r.heads.front().fullyMaskedRows;
    d.title = heatmapTitle(HeatmapKind::AverageWeights, -1, static_cast<int>(r.heads.size()), {}, r.dK);
    return d;
}

namespace {

    QString csvNumber(double v)
    {
        if (std::isnan(v))
            return QStringLiteral("nan");
        if (std::isinf(v))
            return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
        return roundTripText(v);
    }

} // namespace

QString matrixToCsv(const Matrix &m, const QStringList &rowLabels, const QStringList &colLabels)
{
    QString out;
    out += csvField(QStringLiteral("query \\ key"));
    for (Eigen::Index j = 0; j < m.cols(); ++j)
        out += QLatin1Char(',') + csvField(j < colLabels.size() ? colLabels.at(j) : QString::number(j));
    out += QLatin1String("\r\n");
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        out += csvField(i < rowLabels.size() ? rowLabels.at(i) : QString::number(i));
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            out += QLatin1Char(',') + csvNumber(m(i, j));
        out += QLatin1String("\r\n");
    }
    return out;
}

QString heatmapToCsv(const HeatmapData &d)
{
    if (d.kind != HeatmapKind::Logits || d.reasons.size() == 0)
        return matrixToCsv(d.values, d.rowLabels, d.colLabels);
    Matrix logits = d.values;
    for (Eigen::Index i = 0; i < logits.rows(); ++i)
        for (Eigen::Index j = 0; j < logits.cols(); ++j)
            if (d.blocked(static_cast<int>(i), static_cast<int>(j)))
                logits(i, j) = -std::numeric_limits<double>::infinity();
    return matrixToCsv(logits, d.rowLabels, d.colLabels);
}

HeatmapData makeMistakeData(const Session &s, const AttentionResult &r, int head, Mistake mistake)
{
    HeatmapData d = makeHeatmapData(s, r, head, HeatmapKind::Weights);
    if (d.values.size() == 0)
        return d; // no such head: the painter says so
    const Matrix logits = logitsOfHead(r, head); // (T,T) the scores through the rule's stages
    // Short titles and subtitles: they must fit the panel between the docks. The axis titles say
    // which way rows and columns run; the subtitle says what went wrong.
    switch (mistake) {
    case Mistake::MaskAfterSoftmax:
        d.values = maskAfterSoftmax(logits, r.mask);
        d.title = QObject::tr("WRONG · head %1: masked after softmax").arg(head + 1);
        d.subtitle = QObject::tr("rows with a blocked key no longer sum to 1");
        break;
    case Mistake::WrongAxis:
        d.values = softmaxOverQueries(logits, r.mask);
        d.title = QObject::tr("WRONG · head %1: softmax over queries").arg(head + 1);
        d.subtitle = QObject::tr("each column sums to 1; the rows do not");
        break;
    case Mistake::ReshapeWithoutTranspose: {
        // Q and K split by a bare reshape: each "token" row of the head is pieces of others.
        d.Qh = reshapeWithoutTranspose(r.Q, r.numHeads, head);
        d.Kh = reshapeWithoutTranspose(r.K, r.numKvHeads, r.kvHeadOf(head)); // K has its own heads
        Matrix w = headScores(d.Qh, d.Kh); // (T,T) from the scrambled slices, then the head's rule
        headLogits(d.rule, w, 0, 0);
        maskedSoftmaxRows(w, r.mask, { .sink = d.rule.sink });
        d.values = std::move(w);
        if (r.numHeads > 1) {
            d.title = QObject::tr("WRONG · head %1: reshape without transpose").arg(head + 1);
            d.subtitle = QObject::tr("each row mixes pieces of other tokens");
        } else {
            d.title = QObject::tr("Reshape without transpose (one head: harmless)");
            d.subtitle = QObject::tr("with one head nothing is scrambled: try two heads");
        }
        break;
    }
    }
    d.fullyMaskedRows.clear();
    return d;
}

double mistakeDifference(const Session &s, const AttentionResult &r, int head, Mistake mistake)
{
    if (head < 0 || head >= static_cast<int>(r.heads.size()))
        return 0;
    const HeatmapData wrong = makeMistakeData(s, r, head, mistake);
    const StridedMatrix &right = r.heads[static_cast<std::size_t>(head)].weights;
    if (wrong.values.rows() != right.rows() || wrong.values.cols() != right.cols() || right.size() == 0)
        return 0;
    return (wrong.values - right).cwiseAbs().maxCoeff();
}

} // namespace attn
