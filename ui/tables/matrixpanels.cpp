#include "matrixpanels.h"

#include "matrixmodel.h"
#include "matrixview.h"
#include "ui/common/flowlayout.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

void followQuerySelection(MatrixView *view, Document *doc)
{
    auto *model = view->matrixModel();
    // Rows of computed tables are the result's tokens; while the result lags a token edit they
    // are not the session's, and a click there selects nothing.
    auto rowsAreCurrent = [doc, model] {
        return isInput(model->matrixId()) || doc->resultSession().tokens == doc->session().tokens;
    };
    // The explained query changes only when the user picks one: a row header, or a click in a
    // table that is read, not edited. Moving the edit cursor (Enter, Tab, arrows, the focus
    // entering the table) never changes what the breakdown explains.
    QObject::connect(
        view, &QAbstractItemView::clicked, view, [doc, model, rowsAreCurrent](const QModelIndex &at) {
            if (at.isValid() && !isInput(model->matrixId()) && model->isTokenRowed() && rowsAreCurrent())
                doc->setSelectedQuery(at.row());
        });
    QObject::connect(view->verticalHeader(), &QHeaderView::sectionClicked, view,
                     [doc, model, rowsAreCurrent](int row) {
                         if (model->isTokenRowed() && rowsAreCurrent())
                             doc->setSelectedQuery(row);
                     });
    // Keep the selected query's row in sight when it is chosen elsewhere.
    QObject::connect(doc, &Document::selectionChanged, view, [view, model](int, int query) {
        if (model->isTokenRowed() && query < model->rowCount())
            view->scrollTo(model->index(query, std::max(0, view->horizontalHeader()->logicalIndexAt(0))));
    });
}

namespace {

    // A tab's text set again unchanged still lays the tab bar out, and that can lay out the
    // whole window and repaint every panel: after each edit, only real changes go in.
    void setTabTextIfChanged(QTabWidget *tabs, int index, const QString &text)
    {
        if (tabs->tabText(index) != text)
            tabs->setTabText(index, text);
    }

    QToolButton *button(const QString &text, const QString &tip, QWidget *parent)
    {
        auto *b = new QToolButton(parent);
        b->setText(text);
        b->setToolTip(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(false);
        return b;
    }

} // namespace

InputPanel::InputPanel(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_tabs(new QTabWidget(this))
{
    m_tabs->setObjectName(QStringLiteral("inputTabs"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    // A session with latent attention (DeepSeek) has W_DQ … W_KR in place of W_Q, W_K and W_V:
    // updateTitles() shows the tabs of the matrices the session has.
    std::vector<MatrixId> pages { MatrixId::Embeddings, MatrixId::Wq, MatrixId::Wk, MatrixId::Wv };
    for (const LatentMatrixName &l : latentMatrices())
        pages.push_back(l.id);
    pages.push_back(MatrixId::Wo);
    for (MatrixId id : pages)
        m_tabs->addTab(makePage(id), QString());
    connect(doc, &Document::sessionChanged, this, &InputPanel::updateTitles);
    updateTitles();
}

QWidget *InputPanel::makePage(MatrixId id)
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    // Token actions (embeddings only), then the fill helpers; rows that wrap in a narrow dock.
    auto *tokenBar = new FlowLayout;
    auto *bar = new FlowLayout;
    layout->addLayout(tokenBar);
    layout->addLayout(bar);

    auto *view = new MatrixView(page);
    auto *model = new MatrixModel(m_doc, id, view);
    view->setMatrixModel(model);
    view->setObjectName(QStringLiteral("input-") + matrixName(id));
    layout->addWidget(view, 1);
    m_views.emplace_back(id, view);
    connect(view, &MatrixView::refused, this, &InputPanel::refused);

    if (id == MatrixId::Embeddings) {
        followQuerySelection(view, m_doc);
        auto *add = button(tr("+ Token"), tr("Add a token after the current one (Ctrl+Shift+N)"), page);
        auto *remove = button(tr("− Token"), tr("Remove the current token"), page);
        m_removeToken = remove;
        auto *up = button(tr("↑"), tr("Move the current token up"), page);
        auto *down = button(tr("↓"), tr("Move the current token down"), page);
        add->setObjectName(QStringLiteral("addToken"));
        remove->setObjectName(QStringLiteral("removeToken"));
        for (QWidget *w : { static_cast<QWidget *>(add), static_cast<QWidget *>(remove),
                            static_cast<QWidget *>(up), static_cast<QWidget *>(down) })
            tokenBar->addWidget(w);
        connect(add, &QToolButton::clicked, this, &InputPanel::addToken);
        connect(remove, &QToolButton::clicked, this, &InputPanel::removeToken);
        connect(up, &QToolButton::clicked, this, [this] { moveToken(-1); });
        connect(down, &QToolButton::clicked, this, [this] { moveToken(+1); });
    }

    // Fill helpers, the same for every matrix.
    auto *identity = button(tr("Identity"), tr("1 on the diagonal, 0 elsewhere"), page);
    auto *zeros = button(tr("Zeros"), tr("Every entry 0"), page);
    auto *random = button(tr("Random"),
                          tr("Normal random numbers (1/√d_model for weights), from the seed beside"), page);
    auto *seed = new QSpinBox(page);
    seed->setRange(0, 999999);
    seed->setValue(1);
    seed->setMaximumWidth(80);
    seed->setToolTip(tr("Seed of the random numbers: the same seed always gives the same numbers"));
    auto *scale = button(tr("Scale ×"), tr("Multiply every entry by the factor beside"), page);
    auto *factor = new QDoubleSpinBox(page);
    factor->setRange(-1000, 1000);
    factor->setDecimals(3);
    factor->setValue(2.0);
    factor->setMaximumWidth(90);
    identity->setObjectName(QStringLiteral("fillIdentity"));
    zeros->setObjectName(QStringLiteral("fillZeros"));
    random->setObjectName(QStringLiteral("fillRandom"));
    scale->setObjectName(QStringLiteral("fillScale"));
    factor->setObjectName(QStringLiteral("scaleFactor"));
    factor->setAccessibleName(tr("Scale factor"));
    seed->setAccessibleName(tr("Random seed"));
    for (QWidget *w :
         { static_cast<QWidget *>(identity), static_cast<QWidget *>(zeros), static_cast<QWidget *>(random),
           static_cast<QWidget *>(seed), static_cast<QWidget *>(scale), static_cast<QWidget *>(factor) })
        bar->addWidget(w);
    connect(identity, &QToolButton::clicked, this, [this, id] { m_doc->fill(id, Fill::Identity); });
    connect(zeros, &QToolButton::clicked, this, [this, id] { m_doc->fill(id, Fill::Zeros); });
    connect(random, &QToolButton::clicked, this,
            [this, id, seed] { m_doc->fill(id, Fill::Random, 1.0, unsigned(seed->value())); });
    connect(scale, &QToolButton::clicked, this,
            [this, id, factor] { m_doc->fill(id, Fill::Scale, factor->value()); });
    return page;
}

MatrixView *InputPanel::view(MatrixId id) const
{
    for (auto [i, v] : m_views)
        if (i == id)
            return v;
    return nullptr;
}

void InputPanel::showMatrix(MatrixId id)
{
    for (int t = 0; t < int(m_views.size()); ++t)
        if (m_views[t].first == id)
            m_tabs->setCurrentIndex(t);
}

QString InputPanel::latentRole(MatrixId id)
{
    switch (id) {
    case MatrixId::LatentDq:
        return tr("X down to the query latent, which is then RMS-normed");
    case MatrixId::LatentUq:
        return tr("the query latent (or X) up to every head's q: its no-position part, then its rope part");
    case MatrixId::LatentDkv:
        return tr("X down to the key-value latent c_kv, which is then RMS-normed: what the cache keeps");
    case MatrixId::LatentUk:
        return tr("c_kv up to every head's key, the part without position");
    case MatrixId::LatentUv:
        return tr("c_kv up to every head's value");
    case MatrixId::LatentKr:
        return tr("X to the one rope key every head shares, turned by RoPE");
    default:
        return {};
    }
}

void InputPanel::updateTitles()
{
    if (m_removeToken) // a session keeps at least one token
        m_removeToken->setEnabled(m_doc->session().tokenCount() > 1);
    for (int t = 0; t < int(m_views.size()); ++t) {
        const auto [id, view] = m_views[t];
        // Names only, so the tabs fit the dock (five, or eight with latent attention's); the shape is in the
        // tab's tooltip (and the table's headers show it).
        const QString shape = view->matrixModel()->shapeText();
        setTabTextIfChanged(m_tabs, t, id == MatrixId::Embeddings ? tr("Tokens && X") : matrixTitle(id));
        const QString tip = id == MatrixId::Embeddings
            ? tr("The tokens and their embeddings X (%1)").arg(shape)
            : isLatent(id) ? tr("%1 (%2): %3").arg(matrixTitle(id), shape, latentRole(id))
                           : tr("%1 (%2)").arg(matrixTitle(id), shape);
        if (m_tabs->tabToolTip(t) != tip)
            m_tabs->setTabToolTip(t, tip);
        const bool has = id == MatrixId::Embeddings || m_doc->inputMatrix(id); // the session's own matrices
        if (m_tabs->isTabVisible(t) != has) {
            if (!has && m_tabs->currentIndex() == t)
                m_tabs->setCurrentIndex(0);
            m_tabs->setTabVisible(t, has);
        }
    }
}

void InputPanel::addToken()
{
    const int at = m_doc->selectedQuery() + 1;
    m_doc->insertToken(at, tr("token %1").arg(m_doc->session().tokenCount() + 1));
    m_doc->setSelectedQuery(at);
    MatrixView *v = view(MatrixId::Embeddings);
    v->setCurrentIndex(v->model()->index(at, 0));
}

void InputPanel::removeToken()
{
    m_doc->removeToken(m_doc->selectedQuery());
}

void InputPanel::moveToken(int delta)
{
    const int from = m_doc->selectedQuery();
    const int to = from + delta;
    if (to < 0 || to >= m_doc->session().tokenCount())
        return;
    m_doc->moveToken(from, to);
    m_doc->setSelectedQuery(to);
}

QString ComputedPanel::longName(MatrixId id)
{
    switch (id) {
    case MatrixId::Q:
        return tr("Q = X·W_Q (queries)");
    case MatrixId::K:
        return tr("K = X·W_K (keys)");
    case MatrixId::V:
        return tr("V = X·W_V (values)");
    case MatrixId::Scores:
        return tr("Raw scores q·k");
    case MatrixId::Logits:
        return tr("Logits (q·k through the score rule: × scale, position, cap)");
    case MatrixId::Weights:
        return tr("Attention weights");
    case MatrixId::HeadOutput:
        return tr("Head output (weights · V)");
    case MatrixId::Concat:
        return tr("Concat of the heads' outputs");
    case MatrixId::Output:
        return tr("Output = concat · W_O");
    default:
        return matrixTitle(id);
    }
}

namespace {
    // The button texts: short enough that the nine wrap onto two lines in a narrow dock.
    QString shortName(MatrixId id)
    {
        switch (id) {
        case MatrixId::HeadOutput:
            return QObject::tr("Head out");
        default:
            return matrixTitle(id);
        }
    }
} // namespace

ComputedPanel::ComputedPanel(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_tabs(new QTabWidget(this))
    , m_head(new QComboBox(this))
    , m_caption(new QLabel(this))
{
    m_head->setObjectName(QStringLiteral("computedHead"));
    m_caption->setObjectName(QStringLiteral("computedCaption"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *picker = new QWidget(this);
    picker->setObjectName(QStringLiteral("matrixPicker"));
    auto *flow = new FlowLayout(picker, 2);
    flow->setContentsMargins(4, 4, 4, 0);
    auto *group = new QButtonGroup(this);
    group->setExclusive(true);
    m_tabs->setDocumentMode(true);
    m_tabs->tabBar()->hide(); // the buttons above pick the page

    for (MatrixId id : { MatrixId::Q, MatrixId::K, MatrixId::V, MatrixId::Scores, MatrixId::Logits,
                         MatrixId::Weights, MatrixId::HeadOutput, MatrixId::Concat, MatrixId::Output }) {
        auto *view = new MatrixView(m_tabs);
        view->setMatrixModel(new MatrixModel(doc, id, view));
        view->setObjectName(QStringLiteral("computed-") + matrixName(id));
        followQuerySelection(view, doc);
        m_views.emplace_back(id, view);
        m_tabs->addTab(view, matrixTitle(id));
        auto *b = new QToolButton(picker);
        b->setText(shortName(id));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setObjectName(QStringLiteral("pick-") + matrixName(id));
        group->addButton(b, int(m_buttons.size()));
        flow->addWidget(b);
        m_buttons.push_back(b);
    }
    // The head to show, after the per-head matrices it applies to.
    auto *headBox = new QWidget(picker);
    auto *hl = new QHBoxLayout(headBox);
    hl->setContentsMargins(6, 0, 0, 0);
    auto *headLabel = new QLabel(tr("&Head"), headBox);
    headLabel->setBuddy(m_head);
    m_head->setParent(headBox);
    hl->addWidget(headLabel);
    hl->addWidget(m_head);
    m_head->setToolTip(tr("The head whose scores, weights and output are shown"));
    flow->addWidget(headBox);
    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_caption->setContentsMargins(6, 2, 6, 0);
    m_caption->setWordWrap(true);
    layout->addWidget(picker);
    layout->addWidget(m_caption);
    layout->addWidget(m_tabs, 1);

    connect(group, &QButtonGroup::idClicked, m_tabs, &QTabWidget::setCurrentIndex);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index >= 0 && index < int(m_buttons.size()))
            m_buttons[std::size_t(index)]->setChecked(true);
        updateTitles();
    });
    m_tabs->setCurrentIndex(5); // the weights: what the lesson is about
    m_buttons[5]->setChecked(true);
    connect(m_head, &QComboBox::activated, this, [this](int i) {
        m_doc->setSelectedHead(i); // clamped to the session's heads, which may be fewer for now
        syncHeads();
    });
    connect(doc, &Document::resultChanged, this, [this] {
        syncHeads();
        updateTitles();
    });
    connect(doc, &Document::selectionChanged, this, [this] {
        syncHeads();
        updateTitles();
    });
    syncHeads();
    updateTitles();
}

void ComputedPanel::syncHeads()
{
    // The tables show the result, which lags a change of the head count while a large
    // session computes: offer its heads, and name the one shown (the models clamp alike).
    const int heads = m_doc->resultSession().numHeads;
    if (m_head->count() != heads) {
        m_head->clear();
        for (int h = 0; h < heads; ++h)
            m_head->addItem(tr("head %1").arg(h + 1));
    }
    m_head->setCurrentIndex(std::min(m_doc->selectedHead(), heads - 1));
    m_head->setEnabled(heads > 1);
}

void ComputedPanel::updateTitles()
{
    for (std::size_t t = 0; t < m_views.size(); ++t) {
        const auto [id, view] = m_views[t];
        const QString tip = QStringLiteral("%1 — %2").arg(longName(id), view->matrixModel()->shapeText());
        if (m_buttons[t]->toolTip() != tip)
            m_buttons[t]->setToolTip(tip);
        if (int(t) == m_tabs->currentIndex()) {
            QString text = QStringLiteral("%1   %2").arg(longName(id), view->matrixModel()->shapeText());
            if (isPerHead(id) && m_doc->resultSession().numHeads > 1)
                text += tr(" · head %1").arg(view->matrixModel()->head() + 1);
            if (m_caption->text() != text) // an unchanged text set again still lays the dock out
                m_caption->setText(text);
        }
    }
}

} // namespace attn
