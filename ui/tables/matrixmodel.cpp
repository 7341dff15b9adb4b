#include "matrixmodel.h"

#include "core/mask.h"
#include "matrixview.h"
#include "render/colormap.h"
#include "render/notation.h"
#include "ui/common/appearance.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

namespace attn {

namespace {
    // Q, K, V, their W's and the concat split into heads by columns.
    bool splitsIntoHeads(MatrixId id)
    {
        return id == MatrixId::Wq || id == MatrixId::Wk || id == MatrixId::Wv || id == MatrixId::Q
            || id == MatrixId::K || id == MatrixId::V || id == MatrixId::Concat;
    }

    // The columns per head of a latent up-projection (W_UQ: nope + rope, W_UK: nope, W_UV: v);
    // 0 for the other matrices.
    int latentHeadWidth(const Session &s, MatrixId id)
    {
        if (!s.mla)
            return 0;
        switch (id) {
        case MatrixId::LatentUq:
            return s.mla->qkWidth();
        case MatrixId::LatentUk:
            return s.mla->nope;
        case MatrixId::LatentUv:
            return s.mla->v;
        default:
            return 0;
        }
    }
} // namespace

bool MatrixModel::readsKvHeads() const
{
    const Session &s = isInput(m_id) ? m_doc->session() : m_doc->resultSession();
    const bool kv = m_id == MatrixId::Wk || m_id == MatrixId::Wv || m_id == MatrixId::K || m_id == MatrixId::V;
    return kv && s.kvHeads() < s.numHeads;
}

MatrixModel::MatrixModel(Document *doc, MatrixId id, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(doc)
    , m_id(id)
{
    m_rows = rowCount();
    m_cols = columnCount();
    // Inputs (token texts and padding flags included) follow the session; the rest the result.
    if (isInput(id))
        connect(doc, &Document::sessionChanged, this, &MatrixModel::refresh);
    else
        connect(doc, &Document::resultChanged, this, [this] { refresh(false); });
    connect(doc, &Document::selectionChanged, this, [this](int head, int) {
        if (isPerHead(m_id) && head != m_head)
            setHead(head);
        else if (rowCount() > 0 && isTokenRowed()) // the highlighted row moved
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                             { Qt::BackgroundRole, SelectedRowRole });
    });
    if (isPerHead(id))
        m_head = doc->selectedHead();
}

void MatrixModel::refresh(bool structural)
{
    const int rows = rowCount(), cols = columnCount();
    if (structural || rows != m_rows || cols != m_cols) {
        beginResetModel();
        m_rows = rows;
        m_cols = cols;
        headersChanged(); // remembers them
        endResetModel();
        return;
    }
    if (rows > 0 && cols > 0) {
        emit dataChanged(index(0, 0), index(rows - 1, cols - 1));
        if (headersChanged()) {
            emit headerDataChanged(Qt::Vertical, 0, rows - 1);
            emit headerDataChanged(Qt::Horizontal, 0, cols - 1);
        }
    }
}

bool MatrixModel::headersChanged()
{
    const Session &s = isInput(m_id) ? m_doc->session() : m_doc->resultSession();
    if (s.tokens == m_headerTokens && s.numHeads == m_headerHeads)
        return false;
    m_headerTokens = s.tokens;
    m_headerHeads = s.numHeads;
    return true;
}

void MatrixModel::setHead(int head)
{
    if (head == m_head)
        return;
    beginResetModel();
    m_head = head;
    m_rows = rowCount();
    m_cols = columnCount();
    endResetModel();
}

void MatrixModel::setPrecision(int decimals)
{
    m_precision = std::clamp(decimals, 0, 12);
    refresh(false);
}

bool MatrixModel::isTokenRowed() const
{
    switch (m_id) {
    case MatrixId::Wq:
    case MatrixId::Wk:
    case MatrixId::Wv:
    case MatrixId::Wo:
    case MatrixId::GradWq:
    case MatrixId::GradWk:
    case MatrixId::GradWv:
    case MatrixId::GradWo:
        return false;
    default:
        return !isLatent(m_id);
    }
}

int MatrixModel::matrixRows() const
{
    if (isInput(m_id)) {
        const Matrix *m = m_doc->inputMatrix(m_id); // null: a session without a target
        return m ? static_cast<int>(m->rows()) : 0;
    }
    if (isGradient(m_id)) {
        const Matrix *g = gradientMatrix();
        return g ? static_cast<int>(g->rows()) : 0;
    }
    return m_doc->result().tokenCount();
}

const Matrix *MatrixModel::gradientMatrix() const
{
    const GradientResult *g = m_doc->gradient();
    if (!g)
        return nullptr;
    switch (m_id) {
    case MatrixId::GradWq:
        return &g->dWq;
    case MatrixId::GradWk:
        return &g->dWk;
    case MatrixId::GradWv:
        return &g->dWv;
    case MatrixId::GradWo:
        return &g->dWo;
    case MatrixId::GradEmbeddings:
        return g->dX.size() ? &g->dX : nullptr;
    default:
        return nullptr;
    }
}

int MatrixModel::matrixCols() const
{
    if (isInput(m_id)) {
        const Matrix *m = m_doc->inputMatrix(m_id);
        return m ? static_cast<int>(m->cols()) : 0;
    }
    if (isGradient(m_id)) {
        const Matrix *g = gradientMatrix();
        return g ? static_cast<int>(g->cols()) : 0;
    }
    const AttentionResult &r = m_doc->result();
    if (isSquareOverTokens())
        return r.heads.empty() ? 0 : r.tokenCount();
    switch (m_id) {
    case MatrixId::HeadOutput:
        return r.dK;
    case MatrixId::Q: // (T, H·d_k); K and V (T, KV·d_k) when heads share them
        return static_cast<int>(r.Q.cols());
    case MatrixId::K:
        return static_cast<int>(r.K.cols());
    case MatrixId::V:
        return static_cast<int>(r.V.cols());
    case MatrixId::Concat:
        return static_cast<int>(r.concat.cols());
    default:
        return r.dModel;
    }
}

bool MatrixModel::hasBiasRow() const
{
    return m_doc->inputBias(m_id) && m_doc->showsBiasRows();
}

double MatrixModel::value(int row, int col) const
{
    if (const Matrix *m = m_doc->inputMatrix(m_id)) {
        if (row == m->rows()) { // the bias row: an absent bias adds zeros
            const RowVector &b = *m_doc->inputBias(m_id);
            return b.size() ? b(col) : 0.0;
        }
        return (*m)(row, col);
    }
    if (const Matrix *g = gradientMatrix())
        return (*g)(row, col);
    const AttentionResult &r = m_doc->result();
    // A cell of the shape the view knew, asked for across a write that cut a token (a copy).
    if (row >= r.tokenCount() || col >= matrixCols())
        return 0.0;
    const int h = std::clamp(m_head, 0, std::max(0, r.numHeads - 1));
    switch (m_id) {
    case MatrixId::Q:
        return r.Q(row, col);
    case MatrixId::K:
        return r.K(row, col);
    case MatrixId::V:
        return r.V(row, col);
    case MatrixId::Scores:
    case MatrixId::Logits: {
        const HeadResult &hr = r.heads[h];
        // Large sessions do not keep raw scores; one cell is a d_k-long dot product.
        const double s = hr.scores.size()
            ? hr.scores(row, col)
            : headSlice(r.Q, h, r.dK).row(row).dot(headSlice(r.K, r.kvHeadOf(h), r.dK).row(col));
        return m_id == MatrixId::Logits ? headLogit(r.headRule(h), s, row, col) : s; // the rule's stages
    }
    case MatrixId::Weights:
        return r.heads[h].weights(row, col);
    case MatrixId::HeadOutput:
        return r.heads[h].output(row, col);
    case MatrixId::Concat:
        return r.concat(row, col);
    case MatrixId::Output:
        return r.output(row, col);
    default:
        return 0.0;
    }
}

QString MatrixModel::shapeText() const
{
    if (waitsForResult()) // the shape known, not a wait for the write (a title follows selection)
        return QStringLiteral("%1×%2").arg(m_rows - (hasBiasRow() ? 1 : 0)).arg(m_cols - leadColumns());
    return QStringLiteral("%1×%2").arg(matrixRows()).arg(matrixCols());
}

QString MatrixModel::formatNumber(double v, int decimals)
{
    // Whole numbers as whole numbers (the lesson's Q, K, V); everything else at a fixed number
    // of decimals, so a column's decimal points line up (0.284, 0.140, 0.576); from a million on
    // m×10ⁿ, as every picture writes it (notation.h: one rule). Only the decimal point is the
    // user's.
    const bool whole = std::isfinite(v) && v == std::round(v);
    QString s = formatFixed(v, whole ? 0 : decimals);
    const QString point = QLocale().decimalPoint();
    if (point != QLatin1String("."))
        s.replace(QLatin1Char('.'), point);
    return s;
}

int MatrixModel::leadColumns() const
{
    if (m_id != MatrixId::Embeddings)
        return 0;
    return m_doc->session().segments.empty() ? 2 : 3;
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    if (waitsForResult()) // the shape the view knows; refresh() learns the new one
        return m_rows;
    return matrixRows() + (hasBiasRow() ? 1 : 0);
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    if (waitsForResult())
        return m_cols;
    return matrixCols() + leadColumns();
}

bool MatrixModel::waitsForResult() const
{
    // A large result is brought up to date where it is (Document::result()): a paint then must
    // not read it, nor wait for it. refresh() follows when it is written.
    return !isInput(m_id) && !isGradient(m_id) && !m_doc->isResultReadable();
}

QString MatrixModel::tokenLabel(int t) const
{
    const auto &tokens = isInput(m_id) ? m_doc->session().tokens : m_doc->resultSession().tokens;
    const QString text = t < static_cast<int>(tokens.size()) ? QString::fromStdString(tokens[t]) : QString();
    return QStringLiteral("%1  %2").arg(t + 1).arg(text);
}

QColor MatrixModel::selectedRowColor()
{
    // A band of the theme's selection colour over its background: pale yellow under dark text
    // in Light and High contrast, dark amber under light text in Dark.
    const Theme &t = Appearance::instance().theme();
    const double k = 0.3;
    return QColor::fromRgbF(t.background.redF() * (1 - k) + t.select.redF() * k,
                            t.background.greenF() * (1 - k) + t.select.greenF() * k,
                            t.background.blueF() * (1 - k) + t.select.blueF() * k);
}

QColor MatrixModel::gradientColor(double v) const
{
    // A pale diverging tint centred on 0, as the heatmaps colour signed values, scaled by the
    // matrix's largest |value|, under the theme's text.
    const Matrix *g = gradientMatrix();
    if (g != m_scaleOf) {
        m_scaleOf = g;
        m_gradientScale = g && g->size() ? g->cwiseAbs().maxCoeff() : 0.0;
    }
    const QColor bg = Appearance::instance().theme().background;
    if (!(m_gradientScale > 0) || !std::isfinite(v))
        return bg;
    static const ColorMap rdbu = *ColorMap::byName(ColorMap::defaultDivergingName());
    // On a square-root scale, so that a gradient a tenth of the largest still shows.
    const double r = std::sqrt(std::min(1.0, std::abs(v) / m_gradientScale));
    const QColor c = rdbu.at(0.5 + 0.5 * (v < 0 ? -r : r));
    const double k = 0.7; // how much of the map's colour
    return QColor::fromRgbF(bg.redF() * (1 - k) + c.redF() * k, bg.greenF() * (1 - k) + c.greenF() * k,
                            bg.blueF() * (1 - k) + c.blueF() * k);
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row();
    const int lead = leadColumns();
    // Computed matrices belong to the session they were computed from (it may lag an edit).
    const Session &s = isInput(m_id) ? m_doc->session() : m_doc->resultSession();

    if (role == SelectedRowRole)
        return isTokenRowed() && row == m_doc->selectedQuery();
    // A screen reader says where a number is, not only the number: "query river, key bank, 0.576"
    // in a T×T table, "river, column 2, 1.414" in another (the headers as the table shows them).
    if (role == Qt::AccessibleTextRole && index.column() >= lead) {
        const QString shown = data(index, Qt::DisplayRole).toString();
        const QString rowName = headerData(row, Qt::Vertical).toString().simplified();
        const QString colName = headerData(index.column(), Qt::Horizontal).toString().simplified();
        if (isSquareOverTokens())
            return tr("query %1, key %2, %3").arg(rowName, colName, shown);
        return tr("%1, column %2, %3").arg(rowName, colName, shown);
    }
    if (role == Qt::BackgroundRole && isTokenRowed() && row == m_doc->selectedQuery())
        return QBrush(selectedRowColor()); // the selected query row, in every table at once

    if (m_id == MatrixId::Embeddings && index.column() < lead) {
        if (index.column() == 0 && (role == Qt::DisplayRole || role == Qt::EditRole))
            return QString::fromStdString(s.tokens[row]);
        if (index.column() == 1 && role == Qt::CheckStateRole)
            return s.padding[row] ? Qt::Checked : Qt::Unchecked;
        if (index.column() == 1 && role == Qt::ToolTipRole)
            return tr("Padding: a pad token's key column is blocked for every query");
        if (index.column() == kSentenceColumn && row < int(s.segments.size())) {
            if (role == Qt::DisplayRole || role == Qt::EditRole)
                return s.segments[std::size_t(row)] + 1;
            if (role == Qt::ToolTipRole)
                return tr("Sentence of this token: tokens of different sentences never see each other");
            if (role == Qt::TextAlignmentRole)
                return int(Qt::AlignCenter);
        }
        return {};
    }

    const int col = index.column() - lead;
    std::uint8_t reasons = NotBlocked;
    if (isSquareOverTokens() && row < s.tokenCount() && col < s.tokenCount())
        reasons = blockReasons(s, row, col);

    // While the result is being written its numbers are not shown (a tenth of a second for a
    // cell at 4096 tokens, up to a second for a token added); what asks for one value (a copy,
    // an edit) waits for them.
    if ((role == Qt::DisplayRole || role == Qt::ToolTipRole) && waitsForResult())
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        if (reasons && m_id == MatrixId::Logits)
            return QStringLiteral("−∞");
        if (isGradient(m_id)) // gradients shrink as a run learns: never a non-zero shown as 0
            return attn::formatNumber(value(row, col), m_precision);
        return formatNumber(value(row, col), m_precision);
    }
    case Qt::EditRole:
    case ValueRole:
        return value(row, col);
    case Qt::ToolTipRole: {
        QString tip = QLocale().toString(value(row, col), 'g', 17);
        if (hasBiasRow() && row == matrixRows())
            tip += QStringLiteral("\n")
                + tr("Bias: added to column %1 of every row of %2·%3")
                      .arg(col + 1)
                      .arg(m_id == MatrixId::Wo ? QStringLiteral("concat") : QStringLiteral("X"),
                           matrixName(m_id));
        if (reasons) {
            QStringList why;
            if (reasons & BlockedCausal)
                why << tr("causal: key %1 is in the future of query %2").arg(col + 1).arg(row + 1);
            if (reasons & BlockedPadding)
                why << tr("padding: key %1 is a pad token").arg(col + 1);
            if (reasons & BlockedByHand)
                why << tr("blocked by hand");
            if (reasons & BlockedWindow)
                why << tr("window: key %1 is %2 or more tokens from query %3")
                           .arg(col + 1)
                           .arg(s.window.value_or(0))
                           .arg(row + 1);
            if (reasons & BlockedSegment)
                why << tr("segments: key %1 is in another sentence than query %2").arg(col + 1).arg(row + 1);
            if (why.isEmpty())
                why << tr("masked");
            tip += QStringLiteral("\n") + tr("Blocked — %1").arg(why.join(QStringLiteral("; ")));
        }
        return tip;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (reasons)
            return QBrush(Appearance::instance().theme().mutedText);
        return {};
    case Qt::BackgroundRole:
        if (reasons)
            return QBrush(Appearance::instance().theme().blockedFill);
        if (isGradient(m_id))
            return QBrush(gradientColor(value(row, col)));
        return {};
    case BlockReasonRole:
        return int(reasons);
    case HeadStartRole: {
        const int dk = s.dK();
        return splitsIntoHeads(m_id) && s.numHeads > 1 && dk > 0 && col > 0 && col % dk == 0;
    }
    default:
        return {};
    }
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !isInput(m_id))
        return false;
    const int lead = leadColumns();
    if (m_id == MatrixId::Embeddings && index.column() == 0 && role == Qt::EditRole) {
        m_doc->setToken(index.row(), value.toString());
        return true;
    }
    if (m_id == MatrixId::Embeddings && index.column() == 1 && role == Qt::CheckStateRole) {
        m_doc->setPadding(index.row(), value.value<Qt::CheckState>() == Qt::Checked);
        return true;
    }
    if (m_id == MatrixId::Embeddings && index.column() == kSentenceColumn && lead > kSentenceColumn
        && role == Qt::EditRole) {
        bool ok = false;
        const int sentence = value.toString().trimmed().toInt(&ok);
        if (!ok || sentence < 1 || sentence > Limits::maxTokens) {
            emit m_doc->refused(tr("a sentence is a whole number from 1 to %1").arg(Limits::maxTokens));
            return false;
        }
        m_doc->setSegment(index.row(), sentence - 1);
        return true;
    }
    if (role != Qt::EditRole || index.column() < lead)
        return false;
    double v = value.toDouble();
    if (value.typeId() != QMetaType::Double) {
        QString why;
        const auto parsed = parseNumber(value.toString(), &why); // the editor's own rules
        if (!parsed) {
            emit m_doc->refused(why);
            return false;
        }
        v = *parsed;
    }
    if (const QString why = Document::refuseValue(v); !why.isEmpty()) {
        emit m_doc->refused(why);
        return false;
    }
    m_doc->setValue(m_id, index.row(), index.column() - lead, v);
    return true;
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (m_id == MatrixId::Embeddings && index.column() == 1)
        return f | Qt::ItemIsUserCheckable;
    if (isInput(m_id))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && isSquareOverTokens())
        return tr("key token %1").arg(section + 1);
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && readsKvHeads()) {
        const Session &s = isInput(m_id) ? m_doc->session() : m_doc->resultSession();
        const int col = section - leadColumns();
        if (col >= 0 && s.dK() > 0)
            return kvHeadName(col / s.dK(), s.numHeads, s.kvHeads());
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const Session &s = isInput(m_id) ? m_doc->session() : m_doc->resultSession();
    if (orientation == Qt::Vertical) {
        if (m_id == MatrixId::Embeddings) // the token's text has its own column
            return QString::number(section + 1);
        if (isTokenRowed())
            return tokenLabel(section);
        if (section == matrixRows() && hasBiasRow())
            return QStringLiteral("b"); // the bias, added after the product
        return QStringLiteral("%1").arg(section + 1); // input dimension
    }
    const int lead = leadColumns();
    if (m_id == MatrixId::Embeddings && section == 0)
        return tr("Token");
    if (m_id == MatrixId::Embeddings && section == 1)
        return tr("Pad");
    if (m_id == MatrixId::Embeddings && section == kSentenceColumn && lead > kSentenceColumn)
        return tr("Sent.");
    const int col = section - lead;
    if (isSquareOverTokens())
        return tokenLabel(col);
    const int dk = s.dK();
    // Grouped K/V heads: W_K's, W_V's, K's and V's columns are K/V heads, read by several query
    // heads ("kv2·1"; the tooltip says which heads read it).
    if (readsKvHeads() && dk > 0)
        return tr("kv%1·%2").arg(col / dk + 1).arg(col % dk + 1);
    if (splitsIntoHeads(m_id) && s.numHeads > 1 && dk > 0)
        return tr("h%1·%2").arg(col / dk + 1).arg(col % dk + 1); // head 1's first column: "h1·1"
    // The latents' up-projections make every head's part side by side, each its own width.
    if (const int w = latentHeadWidth(s, m_id); w > 0 && s.numHeads > 1)
        return tr("h%1·%2").arg(col / w + 1).arg(col % w + 1);
    return QString::number(col + 1);
}

} // namespace attn
