#include "document.h"

#include "io/memorycheck.h"
#include "io/session_json.h"
#include "recompute.h"
#include "undocommands.h"

#include <QFileInfo>
#include <QLocale>
#include <QScopeGuard>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <new>
#include <optional>
#include <utility>

namespace attn {

bool isInput(MatrixId id)
{
    switch (id) {
    case MatrixId::Embeddings:
    case MatrixId::Wq:
    case MatrixId::Wk:
    case MatrixId::Wv:
    case MatrixId::Wo:
    case MatrixId::Target:
        return true;
    default:
        return isLatent(id);
    }
}

const std::array<LatentMatrixName, 6> &latentMatrices()
{
    static const std::array<LatentMatrixName, 6> table { {
        { MatrixId::LatentDq, "W_DQ", &LatentAttention::Wdq },
        { MatrixId::LatentUq, "W_UQ", &LatentAttention::Wuq },
        { MatrixId::LatentDkv, "W_DKV", &LatentAttention::Wdkv },
        { MatrixId::LatentUk, "W_UK", &LatentAttention::Wuk },
        { MatrixId::LatentUv, "W_UV", &LatentAttention::Wuv },
        { MatrixId::LatentKr, "W_KR", &LatentAttention::Wkr },
    } };
    return table;
}

bool isLatent(MatrixId id)
{
    const auto &all = latentMatrices();
    return std::any_of(all.begin(), all.end(), [id](const LatentMatrixName &l) { return l.id == id; });
}

bool isPerHead(MatrixId id)
{
    return id == MatrixId::Scores || id == MatrixId::Logits || id == MatrixId::Weights
        || id == MatrixId::HeadOutput;
}

Document::Document(QObject *parent)
    : QObject(parent)
    , m_recompute(new Recompute(m_session, this))
{
    m_recompute->setObjectName(QStringLiteral("recompute")); // how the result is kept up to date
    connect(m_recompute, &Recompute::finished, this, &Document::resultChanged);
    connect(m_recompute, &Recompute::computingChanged, this, &Document::computingChanged);
    connect(m_recompute, &Recompute::progress, this, &Document::computeProgress);
    connect(m_recompute, &Recompute::failed, this, &Document::refused);
    connect(m_recompute, &Recompute::aboutToWrite, this, &Document::resultAboutToBeWritten);
    m_undo.setUndoLimit(200);
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    m_session = lessonSession();
    recompute();
}

Document::~Document()
{
    // Whoever listened (the window) may be half destroyed already: say nothing more.
    blockSignals(true);
    m_undo.blockSignals(true);
    // Commands point back at the document; drop them while it is still whole.
    m_undo.clear();
    delete m_recompute; // waits for a cancelled worker while the session it reads is still here
}

const AttentionResult &Document::result() const
{
    m_recompute->settle();
    return m_recompute->result();
}
const Session &Document::resultSession() const
{
    // Never waits: while an edit is being written this is the session before it.
    return m_recompute->resultSession();
}
bool Document::isResultReadable() const
{
    return m_recompute->isReadable();
}
std::shared_ptr<const AttentionResult> Document::resultPtr() const
{
    m_recompute->settle();
    return m_recompute->resultPtr();
}
std::shared_ptr<const Session> Document::resultSessionPtr() const
{
    m_recompute->settle();
    return m_recompute->resultSessionPtr();
}
std::shared_ptr<const AttentionResult> Document::resultLease() const
{
    return m_recompute->lease();
}

QString Document::refuseValue(double value, const QString &typed)
{
    if (!std::isfinite(value))
        return tr("not a finite number");
    if (std::abs(value) > Limits::maxAbsValue) {
        // Plain digits both sides: the shortest text that reads back as the value.
        char buf[32];
        const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
        const QString shown
            = typed.trimmed().isEmpty() ? QString::fromLatin1(buf, end - buf) : typed.trimmed();
        return tr("%1 is outside ±%2").arg(shown, QString::number(Limits::maxAbsValue, 'f', 0));
    }
    return {};
}

void Document::replaceSession(const Session &s, const QString &text, const QString &title)
{
    if (!validate(s).empty() || sameSession(s, m_session))
        return;
    const QString oldTitle = m_view.value("title").toString();
    if (!title.isEmpty() && title != oldTitle) {
        m_undo.beginMacro(text);
        replaceSession(s, text);
        m_undo.push(new TitleCommand(this, oldTitle, title));
        m_undo.endMacro();
        return;
    }
    pushEdit(s, text); // the step keeps the parts that differ, and of the matrices the rows
}

void Document::setScoreRule(const ScoreRule &rule, const QString &text, int mergeKey)
{
    if (rule == m_session.rule())
        return;
    if (const std::string why = checkScoreRule(rule, m_session.numHeads); !why.empty()) {
        emit refused(QString::fromStdString(why));
        return;
    }
    if (m_session.mla && !rule.scale) { // 1/√d_k would be of the padded width, and lose YaRN's mscale²
        emit refused(tr("latent attention gives its own scale (1/√(nope + rope), × YaRN's mscale² where the "
                        "model has one): type a number instead"));
        return;
    }
    Session after = editCopy();
    after.rule() = rule;
    pushEdit(std::move(after), text, mergeKey);
}

bool Document::showsBiasRows() const
{
    const Session &s = m_session;
    return s.bQ.size() || s.bK.size() || s.bV.size() || s.bO.size();
}

void Document::setValue(MatrixId id, int row, int col, double value)
{
    const Matrix *m = inputMatrix(id);
    // Row d_model of a W is its bias, when the tables show biases.
    const bool biasRow = m && row == m->rows() && inputBias(id) && showsBiasRows();
    if (biasRow && col >= 0 && col < m->cols()) {
        if (const QString why = refuseValue(value); !why.isEmpty()) {
            emit refused(why);
            return;
        }
        const RowVector &b = *inputBias(id);
        const double old = b.size() ? b(col) : 0.0;
        if (old == value)
            return;
        Matrix before(1, 1), after(1, 1);
        before(0, 0) = old;
        after(0, 0) = value;
        QString name = matrixName(id);
        name.replace(QLatin1Char('W'), QLatin1Char('b')); // "W_Q" → "b_Q"
        m_undo.push(new BlockCommand(this, id, row, col, before, after,
                                     tr("Set %1[%2] to %3").arg(name).arg(col + 1).arg(value)));
        return;
    }
    if (!m || row < 0 || col < 0 || row >= m->rows() || col >= m->cols())
        return;
    if (const QString why = refuseValue(value); !why.isEmpty()) {
        emit refused(why);
        return;
    }
    if ((*m)(row, col) == value)
        return;
    Matrix before(1, 1), after(1, 1);
    before(0, 0) = (*m)(row, col);
    after(0, 0) = value;
    m_undo.push(new BlockCommand(
        this, id, row, col, before, after,
        tr("Set %1[%2, %3] to %4").arg(matrixTitle(id)).arg(row + 1).arg(col + 1).arg(value)));
}

bool Document::setBlock(MatrixId id, int row, int col, const Matrix &block, QString *error,
                        const QString &text)
{
    const Matrix *m = inputMatrix(id);
    QString why;
    if (!m)
        why = tr("%1 is computed, not edited").arg(matrixTitle(id));
    else if (row < 0 || col < 0 || row + block.rows() > m->rows() || col + block.cols() > m->cols())
        why = tr("a %1×%2 block does not fit at row %3, column %4 of %5 (%6×%7)")
                  .arg(block.rows())
                  .arg(block.cols())
                  .arg(row + 1)
                  .arg(col + 1)
                  .arg(matrixTitle(id))
                  .arg(m->rows())
                  .arg(m->cols());
    else
        for (Eigen::Index i = 0; i < block.rows() && why.isEmpty(); ++i)
            for (Eigen::Index j = 0; j < block.cols() && why.isEmpty(); ++j)
                if (const QString r = refuseValue(block(i, j)); !r.isEmpty())
                    why = tr("row %1, column %2 of %3: %4")
                              .arg(row + i + 1)
                              .arg(col + j + 1)
                              .arg(matrixTitle(id), r);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        emit refused(why);
        return false;
    }
    const Matrix before = m->block(row, col, block.rows(), block.cols());
    m_undo.push(new BlockCommand(this, id, row, col, before, block,
                                 text.isEmpty() ? tr("Paste into %1").arg(matrixTitle(id)) : text));
    return true;
}

void Document::fill(MatrixId id, Fill how, double factor, unsigned seed)
{
    const Matrix *m = inputMatrix(id);
    if (!m)
        return;
    // Random: the scale a good initialisation gives, 1 for embeddings and 1/√d for weights.
    const double sd = id == MatrixId::Embeddings ? 1.0 : 1.0 / std::sqrt(double(m->cols()));
    QString text;
    switch (how) {
    case Fill::Identity:
        text = tr("Fill %1 with the identity").arg(matrixTitle(id));
        break;
    case Fill::Zeros:
        text = tr("Fill %1 with zeros").arg(matrixTitle(id));
        break;
    case Fill::Random:
        text = tr("Fill %1 with random numbers (seed %2)").arg(matrixTitle(id)).arg(seed);
        break;
    case Fill::Scale:
        text = tr("Scale %1 by %2").arg(matrixTitle(id)).arg(factor);
        break;
    }
    setBlock(id, 0, 0, filledMatrix(*m, how, factor, seed, sd), nullptr, text);
}

void Document::pushEdit(Session after, const QString &text, int mergeKey)
{
    // The command sets the large matrices aside for a moment while it copies the rest.
    m_undo.push(new SessionCommand(this, changing(), std::move(after), text, mergeKey));
}

void Document::applyParts(Session &&s, unsigned parts)
{
    const Session &now = m_session;
    const bool structural = [&] {
        if (!(parts & (PartTokens | PartWeights)))
            return false;
        // An empty X or W in s keeps the document's: compare the sizes s will leave. Tokens moved
        // (the same ones in another order) count, as rows change places; a renamed one does not.
        auto sorted = [](std::vector<std::string> v) { return std::sort(v.begin(), v.end()), v; };
        const int T = s.X.size() ? int(s.X.rows()) : now.tokenCount();
        const int d = s.X.size() ? int(s.X.cols()) : now.dModel();
        const SessionWeights &w = parts & PartWeights ? s.weights() : now.weights();
        return T != now.tokenCount() || d != now.dModel() || w.numHeads != now.numHeads
            || w.numKvHeads != now.numKvHeads || w.headDim != now.headDim
            || ((parts & PartTokens) && s.tokens != now.tokens && sorted(s.tokens) == sorted(now.tokens));
    }();
    adoptParts(changing(), std::move(s), parts);
    afterChange(structural);
}

void Document::afterChange(bool structural)
{
    if (structural)
        clampSelection();
    const bool done = recompute();
    emit sessionChanged(structural);
    if (done)
        emit resultChanged();
}

void Document::setToken(int t, const QString &text)
{
    if (t < 0 || t >= m_session.tokenCount())
        return;
    const QByteArray utf8 = text.toUtf8();
    if (utf8.size() > Limits::maxTokenLength) {
        emit refused(
            tr("a token is at most %1 bytes of UTF-8 (about as many letters)").arg(Limits::maxTokenLength));
        return;
    }
    if (m_session.tokens[t] == utf8.toStdString())
        return;
    Session after = editCopy();
    after.tokens[t] = utf8.toStdString();
    pushEdit(std::move(after), tr("Rename token %1 to “%2”").arg(t + 1).arg(text));
}

void Document::setPadding(int t, bool padding)
{
    if (t < 0 || t >= m_session.tokenCount() || m_session.padding[t] == padding)
        return;
    Session after = editCopy();
    after.padding[t] = padding;
    pushEdit(std::move(after),
             padding ? tr("Mark token %1 as padding").arg(t + 1)
                     : tr("Unmark padding of token %1").arg(t + 1));
}

void Document::insertToken(int at, const QString &text)
{
    const int T = m_session.tokenCount();
    if (T >= Limits::maxTokens) {
        emit refused(tr("at most %1 tokens").arg(Limits::maxTokens));
        return;
    }
    at = std::clamp(at, 0, T);
    pushEdit(withTokenInserted(m_session, at, text.toUtf8().toStdString()),
             tr("Insert token %1").arg(at + 1));
}

void Document::removeToken(int t)
{
    const int T = m_session.tokenCount();
    if (t < 0 || t >= T)
        return;
    if (T == 1) {
        emit refused(tr("a session keeps at least one token"));
        return;
    }
    pushEdit(withTokenRemoved(m_session, t),
             tr("Remove token %1 “%2”").arg(t + 1).arg(QString::fromStdString(m_session.tokens[t])));
}

void Document::moveToken(int from, int to)
{
    const int T = m_session.tokenCount();
    if (from < 0 || from >= T || to < 0 || to >= T || from == to)
        return;
    pushEdit(withTokenMoved(m_session, from, to),
             tr("Move token %1 to position %2").arg(from + 1).arg(to + 1));
}

QString Document::latentShapeNote()
{
    return tr("this session's latent attention (mla) fixes d_model and the heads in its matrices "
              "(W_DQ … W_KR); they are edited, not reshaped");
}

void Document::setDModel(int d)
{
    if (d == m_session.dModel())
        return;
    if (m_session.mla) {
        emit refused(latentShapeNote());
        return;
    }
    if (d < 1 || d > Limits::maxDModel) {
        emit refused(tr("d_model must be between 1 and %1").arg(Limits::maxDModel));
        return;
    }
    const int old = m_session.dModel();
    pushEdit(withDModel(m_session, d), tr("Change d_model from %1 to %2").arg(old).arg(d));
}

void Document::setNumHeads(int heads)
{
    if (heads == m_session.numHeads)
        return;
    if (m_session.mla) {
        emit refused(latentShapeNote());
        return;
    }
    if (heads < 1 || heads > Limits::maxHeads) {
        emit refused(tr("the number of heads must be between 1 and %1").arg(Limits::maxHeads));
        return;
    }
    if (m_session.headDim || m_session.numKvHeads) {
        emit refused(
            tr("this session fixes its heads in its matrices (W_Q has %1 heads × head_dim %2 columns)")
                .arg(m_session.numHeads)
                .arg(m_session.dK()));
        return;
    }
    if (m_session.dModel() % heads != 0) {
        emit refused(tr("%1 heads do not divide d_model %2").arg(heads).arg(m_session.dModel()));
        return;
    }
    Session probe = m_session; // d_k follows the heads: RoPE needs it even, a norm its length
    probe.numHeads = heads;
    if (const std::string e = validate(probe); !e.empty()) {
        emit refused(tr("with %1 heads: %2").arg(heads).arg(QString::fromStdString(e)));
        return;
    }
    Session after = editCopy();
    after.numHeads = heads;
    pushEdit(std::move(after), tr("Use %n head(s)", nullptr, heads));
}

void Document::setScale(std::optional<double> scale, bool drag)
{
    if (scale == m_session.scale)
        return;
    if (scale && !(std::isfinite(*scale) && *scale > 0 && *scale <= Limits::maxScale)) {
        emit refused(tr("the scale must be a positive number up to %1").arg(Limits::maxScale));
        return;
    }
    ScoreRule rule = m_session.rule();
    rule.scale = scale;
    const QString text = scale ? tr("Scale scores by %1").arg(*scale) : tr("Scale scores by 1/√d_k");
    // Dragging the scale slider is one undo step; anything else is a step of its own.
    setScoreRule(rule, text, drag ? m_scaleDrag : 0);
}

void Document::endScaleDrag()
{
    ++m_scaleDrag; // the next drag merges with nothing before it
}

void Document::applySession(const Session &s, bool structural)
{
    applySession(Session(s), structural); // copied whole first: a failed copy changes nothing
}

void Document::applySession(Session &&s, bool structural)
{
    {
        // Freed here, not with s after the recompute below (which copies the new session).
        const Session old = std::exchange(changing(), std::move(s));
    }
    afterChange(structural);
}

void Document::applyBlock(MatrixId id, int row, int col, const Matrix &block)
{
    changing();
    Matrix *m = mutableMatrix(id);
    if (row == m->rows()) { // the bias row under a W (setValue)
        RowVector &b = *mutableBias(id);
        if (b.size() == 0)
            b = RowVector::Zero(m->cols());
        b.segment(col, block.cols()) = block.row(0);
        afterChange(false);
        return;
    }
    m->block(row, col, block.rows(), block.cols()) = block;
    afterChange(false);
}

bool Document::computesInBackground(const Session &s)
{
    return Recompute::inBackground(s);
}

bool Document::recompute()
{
    return m_recompute->request();
}

bool Document::isComputing() const
{
    return m_recompute->isComputing();
}

void Document::cancelComputation()
{
    m_recompute->cancel();
}

void Document::clampSelection()
{
    const int q = std::clamp(m_query, 0, m_session.tokenCount() - 1);
    const int h = std::clamp(m_head, 0, m_session.numHeads - 1);
    if (q != m_query || h != m_head) {
        m_query = q;
        m_head = h;
        emit selectionChanged(m_head, m_query);
    }
}

void Document::setSelectedQuery(int query)
{
    query = std::clamp(query, 0, m_session.tokenCount() - 1);
    if (query == m_query)
        return;
    m_query = query;
    emit selectionChanged(m_head, m_query);
}

void Document::setSelectedHead(int head)
{
    head = std::clamp(head, 0, m_session.numHeads - 1);
    if (head == m_head)
        return;
    m_head = head;
    emit selectionChanged(m_head, m_query);
}

Session Document::blankSession()
{
    // Three tokens of two dimensions: the shape of the lesson, ready to be typed in.
    Session s;
    s.tokens = { "token 1", "token 2", "token 3" };
    s.X = Matrix::Zero(3, 2);
    s.Wq = s.Wk = s.Wv = s.Wo = Matrix::Identity(2, 2);
    s.padding.assign(3, false);
    return s;
}

void Document::reset(const Session &s, const QJsonObject &view)
{
    m_undo.clear();
    // A fresh session belongs to no file: Save must ask where (load() sets the path after).
    if (!m_filePath.isEmpty()) {
        m_filePath.clear();
        emit filePathChanged(m_filePath);
    }
    changing() = s;
    m_view = view;
    m_query = std::clamp(view.value("query").toInt(std::min(1, s.tokenCount() - 1)), 0, s.tokenCount() - 1);
    m_head = std::clamp(view.value("head").toInt(0), 0, s.numHeads - 1);
    const bool done = recompute();
    emit sessionChanged(true);
    if (done)
        emit resultChanged();
    emit selectionChanged(m_head, m_query);
    emit sessionReplaced();
}

void Document::restore(const Session &s, const QJsonObject &view, const QString &path)
{
    reset(s, view);
    if (!path.isEmpty()) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    m_undo.resetClean(); // unsaved: closing asks, Save writes it
}

void Document::applyTitle(const QString &title)
{
    if (title.isEmpty())
        m_view.remove("title");
    else
        m_view["title"] = title;
    emit titleChanged();
}

QString Document::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    if (m_view.contains("title"))
        return m_view.value("title").toString();
    return tr("Untitled");
}

bool Document::load(const QString &path, QString *error)
{
    return load(path, error, availableMemory());
}

bool Document::load(const QString &path, QString *error, std::uint64_t availableBytes)
{
    QJsonObject view;
    std::optional<Session> s;
    try {
        s = io::loadSession(path, error, &view);
    } catch (const std::bad_alloc &) { // reading it: the document stays as it was
        if (error)
            *error
                = tr("%1: there is not enough memory to read this file (%2)")
                      .arg(QFileInfo(path).fileName(), QLocale().formattedDataSize(QFileInfo(path).size()));
        return false;
    }
    if (!s)
        return false;
    if (const QString refusal = memoryRefusal(s->tokenCount(), memoryWidth(*s), s->numHeads, availableBytes);
        !refusal.isEmpty()) {
        if (error)
            *error = tr("%1: this session of %2 tokens %3.")
                         .arg(QFileInfo(path).fileName(), QString::number(s->tokenCount()), refusal);
        return false;
    }
    view.remove("title"); // a file is named by its file name
    reset(*s, view);
    m_filePath = path;
    emit filePathChanged(path);
    return true;
}

bool Document::save(const QString &path, QString *error)
{
    QJsonObject view = m_view;
    view.remove("title");
    view["query"] = m_query;
    view["head"] = m_head;
    if (!io::saveSession(path, m_session, error, view))
        return false;
    m_filePath = path;
    m_undo.setClean();
    emit filePathChanged(path);
    return true;
}

} // namespace attn
