// The context every step is computed from, and the helpers the step builders (steps_*.cpp)
// share; the step table is steptable.cpp.
#include "lessonsteps.h"

#include "stepbuilders.h"

#include "core/fast_attention.h"
#include "core/mask.h"
#include "core/plural.h"
#include "render/breakdownmodel.h"
#include "render/notation.h"
#include "render/overview.h"
#include "render/rendertext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::lesson {

int stepCount()
{
    return static_cast<int>(lessonSteps().size());
}

int stepIndex(const QString &id)
{
    const auto &steps = lessonSteps();
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (id == QLatin1String(steps[i].id))
            return static_cast<int>(i);
    return -1;
}

QString stepListText()
{
    QString out;
    int n = 0;
    for (const StepEntry &e : lessonSteps())
        out += QStringLiteral("%1\t%2\n").arg(++n).arg(QString::fromUtf8(e.title));
    return out;
}

StepModel buildStep(const LessonContext &context, int index)
{
    const StepEntry &e = lessonSteps().at(static_cast<std::size_t>(index));
    StepModel s;
    s.id = QString::fromUtf8(e.id);
    s.number = index + 1;
    s.count = stepCount();
    s.section = stepSection(e);
    s.title = stepTitle(e);
    s.notes = stepNotes(e);
    s.kind = e.picture;
    if (context.session.mla) // the steps work W_Q, W_K and W_V out by hand; such a layer has none
        s.unavailable = LessonText::tr(
            "This session makes q, k and v from DeepSeek's latents (mla), not from W_Q, W_K and W_V, which "
            "the lesson's steps work out by hand. The heatmaps, the tables and the breakdown show this "
            "layer; open the lesson's example (File ▸ Presets ▸ The lesson: three tokens by hand) for the "
            "steps.");
    else
        e.build(context, s);
    // Sentences may start with a name ("query 2 …"): they start with a capital all the same; a
    // symbol (d_k, e^x, q₂) keeps its case.
    for (QString *text : { &s.caption, &s.conclusion, &s.unavailable })
        if (startsWithWord(*text))
            (*text)[0] = text->at(0).toUpper();
    return s;
}

bool startsWithWord(const QString &text)
{
    // A word: lowercase Latin letters ("a" or longer), then a space or punctuation. A symbol goes
    // on with _ ^ ( · or a digit (d_k, e^x, softmax(x), q₂), or is one letter (x, h).
    qsizetype end = 0;
    while (end < text.size() && text.at(end) >= QLatin1Char('a') && text.at(end) <= QLatin1Char('z'))
        ++end;
    if (end == 0 || (end == 1 && text.at(0) != QLatin1Char('a')))
        return false;
    if (end == text.size())
        return true;
    const QChar next = text.at(end);
    return !(next.isLetterOrNumber() || next == QLatin1Char('_') || next == QLatin1Char('^')
             || next == QLatin1Char('(') || next == QChar(0x00B7));
}

// ---- the context ------------------------------------------------------------------------------

LessonContext makeLessonContext(LessonInput in)
{
    LessonContext c;
    c.session = std::move(in.session);
    c.view = std::move(in.view);
    c.cost = std::move(in.cost);
    c.result = in.result;
    // Small sessions are computed on the readable path, whose sums of small whole numbers are exact
    // as by hand (a BLAS may leave 10⁻¹⁶ where the answer is 0); large ones reuse what was computed.
    const bool small = qint64(c.session.tokenCount()) * c.session.dModel() <= 4096;
    if (small)
        c.result = std::make_shared<const AttentionResult>(computeAttention(c.session));
    else if (!c.result || c.result->tokenCount() != c.session.tokenCount())
        c.result = std::make_shared<const AttentionResult>(*computeAttentionFast(c.session));
    c.tokens = tokenLabels(c.session);
    c.T = c.session.tokenCount();
    c.dModel = c.session.dModel();
    c.heads = c.session.numHeads;
    c.dK = c.session.dK();
    c.head = std::clamp(in.head, 0, std::max(0, c.heads - 1));
    // No query asked for: the one the session was saved with (its view's "query"), else the
    // lesson's token 2.
    if (in.query < 0)
        in.query = c.view.value(QStringLiteral("query")).toInt(std::min(1, c.T - 1));
    c.query = std::clamp(in.query, 0, std::max(0, c.T - 1));
    c.row = explainRow(c.session, *c.result, c.head, c.query);

    // The worked steps show every key up to six; beyond that the five open keys the query weighs
    // most (in token order), and the rest summed up. Where fewer than five are open (an early
    // query of a causal session), one blocked key stands for the others — its e^(−∞) = 0 is
    // worked once, not three times over.
    if (c.T <= 6) {
        c.keys.resize(static_cast<std::size_t>(c.T));
        std::iota(c.keys.begin(), c.keys.end(), 0);
    } else {
        std::vector<int> open, blocked;
        for (int j = 0; j < c.T; ++j)
            (c.row.softmax.blocked[j] ? blocked : open).push_back(j);
        const RowVector &w = c.row.softmax.weights;
        std::stable_sort(open.begin(), open.end(), [&w](int a, int b) { return w[a] > w[b]; });
        c.keys.assign(open.begin(), open.begin() + std::min<std::ptrdiff_t>(5, std::ssize(open)));
        if (c.keys.size() < 5 && !blocked.empty())
            c.keys.push_back(blocked.front());
        std::sort(c.keys.begin(), c.keys.end());
    }
    return c;
}

// ---- the model's own functions ----------------------------------------------------------------

QString pictureKindName(PictureKind kind)
{
    switch (kind) {
    case PictureKind::Statements:
        return QStringLiteral("statements");
    case PictureKind::Matrices:
        return QStringLiteral("matrices");
    case PictureKind::Worked:
        return QStringLiteral("worked");
    case PictureKind::Bars:
        return QStringLiteral("bars");
    case PictureKind::Histograms:
        return QStringLiteral("histograms");
    case PictureKind::Heatmaps:
        return QStringLiteral("heatmaps");
    case PictureKind::Shapes:
        return QStringLiteral("shapes");
    case PictureKind::Code:
        return QStringLiteral("code");
    case PictureKind::Cost:
        return QStringLiteral("cost");
    case PictureKind::Curves:
        return QStringLiteral("curves");
    }
    return {};
}

int StepModel::reveal(const QString &what, const QString &answer, Checked checked)
{
    reveals.push_back({ what, answer, std::move(checked) });
    return static_cast<int>(reveals.size()) - 1;
}

int RevealState::revealedCount() const
{
    return static_cast<int>(std::count(m_revealed.begin(), m_revealed.end(), true));
}

int RevealState::next() const
{
    for (int i = 0; i < count(); ++i)
        if (!m_revealed[static_cast<std::size_t>(i)])
            return i;
    return -1;
}

bool RevealState::reveal(int i)
{
    if (i < 0 || i >= count() || m_revealed[static_cast<std::size_t>(i)])
        return false;
    m_revealed[static_cast<std::size_t>(i)] = true;
    return true;
}

void RevealState::revealAll()
{
    std::fill(m_revealed.begin(), m_revealed.end(), true);
}

void RevealState::hideAll()
{
    std::fill(m_revealed.begin(), m_revealed.end(), false);
}

// ---- helpers ----------------------------------------------------------------------------------

QString num(double v, int precision)
{
    // A sum of weights is 1 up to rounding: written "1", not "1.000"; and round-off (10⁻¹⁶ where
    // the answer is 0) is 0 on a slide.
    if (std::isfinite(v)
        && ((std::abs(v) >= 0.5 && std::abs(v - std::round(v)) < 1e-9 * std::abs(v)) || std::abs(v) < 1e-13))
        v = std::round(v);
    // The lesson writes four significant figures once a number has whole digits: Σ = 14.48, not 14.484.
    int decimals = precision;
    if (std::isfinite(v) && std::abs(v) >= 10)
        decimals = std::clamp(4 - (static_cast<int>(std::floor(std::log10(std::abs(v)))) + 1), 0, precision);
    return formatNumber(v, decimals);
}

QString vec(const RowVector &v, int precision)
{
    // Round-off left by a sum of many terms (10⁻¹⁷ where the answer is 0) is 0 on a slide.
    RowVector w = v;
    const double scale = std::max(1.0, v.size() ? v.cwiseAbs().maxCoeff() : 0.0);
    for (Eigen::Index i = 0; i < w.size(); ++i)
        if (std::abs(w[i]) < 1e-12 * scale)
            w[i] = 0;
    return formatVector(w, precision, 4, false);
}

RowVector roundedToZero(const RowVector &v)
{
    return v.unaryExpr([](double x) { return std::abs(x) < kRoundsToZero ? 0.0 : x; });
}

QString columnsLabel(const std::vector<int> &columns)
{
    QStringList names;
    for (int j : columns)
        names << QString::number(j + 1);
    //: after a name, the columns (numbered from 1) it is of: ", columns 18, 24"
    return LessonText::tr(", columns %1").arg(names.join(QStringLiteral(", ")));
}

QString shortVec(const RowVector &v)
{
    return formatVector(roundedToZero(v), 3, kShortVecComponents, false);
}

QString thousands(double v)
{
    return drawnNumber(QLocale(QLocale::English, QLocale::UnitedStates).toString(v, 'f', 0));
}

QString shapeOf(std::initializer_list<qint64> d)
{
    QStringList parts;
    for (qint64 v : d)
        parts << QString::number(v);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QString dims(qint64 rows, qint64 cols)
{
    return QStringLiteral("%1 × %2").arg(rows).arg(cols);
}

QString plural(qint64 n, const QString &one, const QString &many)
{
    return QStringLiteral("%1 %2").arg(thousands(double(n)), QString::fromStdString(pluralNoun(
                                                                 n, one.toStdString(), many.toStdString())));
}

QString andList(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    //: the end of a list: "%1 and %2", %1 being one item or several joined by ", "
    return LessonText::tr("%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

QString quoted(const QString &token)
{
    const QString t = token.size() > 14 ? token.left(13) + QStringLiteral("…") : token;
    //: a token in quotes, with the quotation marks the language writes: „river“, « river »
    return LessonText::tr("“%1”").arg(t);
}

QString tokenName(const LessonContext &c, int t)
{
    //: a token by its number and itself: token 2 “river”
    return LessonText::tr("token %1 %2").arg(t + 1).arg(quoted(c.tokens.value(t)));
}

QString queryName(const LessonContext &c)
{
    //: the query (a token) by its number and itself: query 2 “river”
    return LessonText::tr("query %1 %2").arg(c.query + 1).arg(quoted(c.tokens.value(c.query)));
}

Checked rowChecked(const LessonContext &c, const QString &quantity, int index, const RowVector &values)
{
    return { QStringLiteral("h%1.q%2.%3").arg(c.head).arg(c.query).arg(quantity), index,
             std::vector<double>(values.data(), values.data() + values.size()) };
}

Checked rowChecked(const LessonContext &c, const QString &quantity, int index, double value)
{
    return rowChecked(c, quantity, index, RowVector::Constant(1, value));
}

std::vector<int> printedComponents(Eigen::Index n)
{
    std::vector<int> out;
    for (int i = 0; i < std::min<int>(int(n), kVecComponents); ++i)
        out.push_back(i);
    return out;
}

RowVector componentsAt(const RowVector &v, const std::vector<int> &columns)
{
    if (columns.empty())
        return v;
    RowVector out(static_cast<Eigen::Index>(columns.size()));
    for (std::size_t i = 0; i < columns.size(); ++i)
        out[Eigen::Index(i)] = v[columns[i]];
    return out;
}

Checked printedChecked(const LessonContext &c, const QString &quantity, int index, const RowVector &values)
{
    if (values.size() <= kVecComponents)
        return rowChecked(c, quantity, index, values);
    const std::vector<int> columns = printedComponents(values.size());
    Checked k = rowChecked(c, quantity, index, componentsAt(values, columns));
    k.columns = columns;
    return k;
}

Checked withInputs(Checked checked, std::initializer_list<double> numbers)
{
    checked.inputs.insert(checked.inputs.end(), numbers.begin(), numbers.end());
    return checked;
}

Checked withInputs(Checked checked, const RowVector &numbers)
{
    checked.inputs.insert(checked.inputs.end(), numbers.data(), numbers.data() + numbers.size());
    return checked;
}

QString headName(const LessonContext &c)
{
    //: an attention head: head 2 of 8
    return c.heads > 1 ? LessonText::tr("head %1 of %2").arg(c.head + 1).arg(c.heads)
                       //: the only attention head
                       : LessonText::tr("head 1");
}

QString stepSection(const StepEntry &e)
{
    return LessonText::tr(e.section);
}

QString stepTitle(const StepEntry &e)
{
    return LessonText::tr(e.title);
}

QString stepNotes(const StepEntry &e)
{
    return e.notes && *e.notes ? LessonText::tr(e.notes) : QString();
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

std::vector<int> shownIndices(int n, int max, int must)
{
    std::vector<int> out;
    if (n <= max) {
        for (int i = 0; i < n; ++i)
            out.push_back(i);
        return out;
    }
    std::vector<int> keep;
    const bool extra = must >= 0 && must < n && must > max - 4 && must < n - 1;
    for (int i = 0; i < std::max(1, max - (extra ? 3 : 2)); ++i)
        keep.push_back(i);
    if (must >= 0 && must < n)
        keep.push_back(must);
    keep.push_back(n - 1);
    std::sort(keep.begin(), keep.end());
    keep.erase(std::unique(keep.begin(), keep.end()), keep.end());
    for (std::size_t k = 0; k < keep.size(); ++k) {
        if (k > 0 && keep[k] != keep[k - 1] + 1)
            out.push_back(-1);
        out.push_back(keep[k]);
    }
    return out;
}

namespace {

    // A matrix cell: what rounds to 0 at the matrix's decimals is written 0, not 2.9×10⁻⁴ (a column of
    // those would take the width of three).
    QString cellText(double v, int precision)
    {
        return std::abs(v) < 0.5 * std::pow(10.0, -precision) ? QStringLiteral("0") : num(v, precision);
    }

} // namespace

namespace {

    MatrixBlock blockOf(const QString &name, int nRows, int nCols, const std::function<double(int, int)> &at,
                        const QStringList &rowLabels, int highlightRow,
                        const std::function<int(int, int)> &reveal, const std::vector<int> &rows,
                        const std::vector<int> &cols, int precision)
    {
        MatrixBlock b;
        b.name = name;
        b.shape = dims(nRows, nCols);
        for (int i : rows) {
            std::vector<Num> cells;
            for (int j : cols) {
                if (i < 0)
                    cells.push_back({ j < 0 ? QString() : QStringLiteral("⋮") });
                else if (j < 0)
                    cells.push_back({ QStringLiteral("…") });
                else
                    cells.push_back({ cellText(at(i, j), precision), reveal ? reveal(i, j) : -1 });
            }
            b.rows.push_back(std::move(cells));
            if (!rowLabels.isEmpty())
                b.rowLabels << (i < 0 ? QString() : rowLabels.value(i));
            if (i == highlightRow && i >= 0)
                b.highlightRow = int(b.rows.size()) - 1;
        }
        for (int j : cols)
            b.colLabels << (j < 0 ? QString() : QString::number(j + 1));
        return b;
    }

} // namespace

MatrixBlock makeBlock(const QString &name, int nRows, int nCols, const std::function<double(int, int)> &at,
                      const QStringList &rowLabels, int highlightRow,
                      const std::function<int(int, int)> &reveal, int maxRows, int maxCols, int precision)
{
    return blockOf(name, nRows, nCols, at, rowLabels, highlightRow, reveal,
                   shownIndices(nRows, maxRows, highlightRow), shownIndices(nCols, maxCols), precision);
}

std::vector<int> withGaps(const std::vector<int> &keep, int n, bool ends)
{
    std::vector<int> out;
    for (std::size_t k = 0; k < keep.size(); ++k) {
        if ((k == 0 && keep[k] > 0 && ends) || (k > 0 && keep[k] != keep[k - 1] + 1))
            out.push_back(-1);
        out.push_back(keep[k]);
    }
    if (keep.empty() || (ends && keep.back() < n - 1))
        out.push_back(-1);
    return out;
}

MatrixBlock makeBlockOf(const QString &name, const Matrix &m, const QStringList &rowLabels, int highlightRow,
                        const std::function<int(int, int)> &reveal, const std::vector<int> &rows,
                        const std::vector<int> &cols, int precision)
{
    MatrixBlock b = blockOf(
        name, int(m.rows()), int(m.cols()), [&m](int i, int j) { return m(i, j); }, rowLabels, highlightRow,
        reveal, rows, cols, precision);
    b.numberColumns = true;
    return b;
}

MatrixBlock makeBlock(const QString &name, MatrixRef m, const QStringList &rowLabels, int highlightRow,
                      const std::function<int(int, int)> &reveal, int maxRows, int maxCols, int precision)
{
    return makeBlock(
        name, int(m.rows()), int(m.cols()), [&m](int i, int j) { return m(i, j); }, rowLabels, highlightRow,
        reveal, maxRows, maxCols, precision);
}

bool isBlocked(const LessonContext &c, int key)
{
    return key >= 0 && key < int(c.row.reasons.size())
        && c.row.reasons[static_cast<std::size_t>(key)] != NotBlocked;
}

bool isLessonAsPrinted(const LessonContext &c)
{
    return c.head == 0 && c.query == 1 && sameSession(c.session, lessonSession());
}

QString weightList(const LessonContext &c, const RowVector &w)
{
    QStringList parts;
    for (int j : c.keys)
        parts << num(w[j]);
    if (int(c.keys.size()) < c.T)
        parts << QStringLiteral("…");
    return parts.join(numberListSeparator());
}

QString reasonOf(const LessonContext &c, int key)
{
    if (key < 0 || key >= int(c.row.reasons.size()))
        return {};
    return blockReasonText(c.row.reasons[static_cast<std::size_t>(key)], c.row.window);
}

Variant variantOf(const LessonContext &c, const std::function<void(Session &)> &edit)
{
    Variant v;
    v.session = c.session;
    edit(v.session);
    // Only the mask changes in the variants: Q, K and V are the session's, so only head h is
    // computed again (one T×T matrix, not every head's).
    auto r = std::make_shared<AttentionResult>();
    r->dModel = c.result->dModel;
    r->numHeads = c.result->numHeads;
    r->dK = c.result->dK;
    r->numKvHeads = c.result->numKvHeads;
    r->scale = c.result->scale;
    r->rule = v.session.rule(); // the session's, or the edit's where it set a stage
    r->Q = c.result->Q;
    r->K = c.result->K;
    r->V = c.result->V;
    r->mask = buildMask(v.session);
    r->heads.resize(static_cast<std::size_t>(r->numHeads));
    r->heads[static_cast<std::size_t>(c.head)]
        = attendHead(headSlice(r->Q, c.head, r->dK), headSlice(r->K, r->kvHeadOf(c.head), r->dK),
                     headSlice(r->V, r->kvHeadOf(c.head), r->dK), r->mask, r->headRule(c.head), false);
    v.result = std::move(r);
    return v;
}

std::shared_ptr<const HeatmapData> tileData(HeatmapData d)
{
    // A tile of a slide has a few hundred pixels: a larger matrix is kept as its overview, not as
    // a T×T copy (134 MB at T = 4096).
    if (d.tokenCount() > kTileCells)
        d = overview(d, kTileCells);
    return std::make_shared<const HeatmapData>(std::move(d));
}

std::shared_ptr<const HeatmapData> weightsHeatmap(const Session &s, const AttentionResult &r, int head)
{
    if (r.tokenCount() > kTileCells)
        return std::make_shared<const HeatmapData>(
            overviewOfResult(s, r, head, HeatmapKind::Weights, kTileCells, blockReasonMatrix(s)));
    return tileData(makeHeatmapData(s, r, head, HeatmapKind::Weights));
}

} // namespace attn::lesson
