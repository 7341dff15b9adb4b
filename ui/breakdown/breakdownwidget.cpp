#include "breakdownwidget.h"

#include "render/imageexport.h"
#include "ui/dialogs/imagepathdialog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QScrollBar>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace attn {

// The painted surface. It is always exactly the painter's natural size (the scroll area
// scrolls), so clicks map 1:1 onto the layout.
class BreakdownWidget::Canvas : public QWidget
{
public:
    explicit Canvas(BreakdownWidget *owner)
        : QWidget(owner)
        , m_owner(owner)
    {
        setMouseTracking(true);
        setAttribute(Qt::WA_OpaquePaintEvent);
        setContextMenuPolicy(Qt::DefaultContextMenu);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        m_owner->m_painter.paint(p, QRectF(rect()));
    }
    void mousePressEvent(QMouseEvent *e) override
    {
        if (e->button() == Qt::LeftButton)
            m_owner->clicked(e->position());
        else
            QWidget::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent *e) override
    {
        // A pointing hand over what can be clicked, so the dot products are discoverable.
        const auto hit = m_owner->m_painter.hitTest(e->position(), QRectF(rect()));
        const bool clickable = hit.key >= 0
            && (!hit.stage || *hit.stage == Stage::Score || *hit.stage == Stage::KeyVector);
        setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    }
    void contextMenuEvent(QContextMenuEvent *e) override { m_owner->showContextMenu(e->globalPos()); }

private:
    BreakdownWidget *m_owner;
};

BreakdownWidget::BreakdownWidget(QWidget *parent)
    : QWidget(parent)
{
    m_options.interactive = true;

    m_precision = new QSpinBox(this);
    m_precision->setRange(0, 6);
    m_precision->setValue(m_options.precision);
    m_precision->setToolTip(tr("Decimals shown (the lesson uses three)"));
    auto *precisionLabel = new QLabel(tr("&Decimals:"), this);
    precisionLabel->setBuddy(m_precision);

    m_maskAfter = new QCheckBox(tr("Mask after softmax (wrong)"), this);
    m_maskAfter->setToolTip(tr("The classic mistake beside the right way: its row no longer sums to 1"));

    m_fitBox = new QCheckBox(tr("Fit to window"), this);
    m_fitBox->setChecked(m_fit);

    auto *copy = new QToolButton(this);
    copy->setText(tr("Copy as text"));
    copy->setToolTip(tr("The whole calculation as plain text, for notes"));
    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export image…"));
    exportButton->setToolTip(tr("Save the breakdown as PNG, SVG or PDF"));

    // Two short rows rather than one long one: the panel shares the screen with three others.
    auto *bar = new QHBoxLayout;
    bar->addWidget(precisionLabel);
    bar->addWidget(m_precision);
    bar->addSpacing(12);
    bar->addWidget(m_fitBox);
    bar->addStretch(1);
    bar->addWidget(copy);
    bar->addWidget(exportButton);
    auto *bar2 = new QHBoxLayout;
    bar2->addWidget(m_maskAfter);
    bar2->addStretch(1);

    m_canvas = new Canvas(this);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_scroll->setBackgroundRole(QPalette::Base);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addLayout(bar2);
    layout->addWidget(m_scroll, 1);

    connect(m_precision, &QSpinBox::valueChanged, this, [this](int v) { setPrecision(v); });
    connect(m_maskAfter, &QCheckBox::toggled, this, [this](bool on) { setShowMaskAfterSoftmax(on); });
    connect(m_fitBox, &QCheckBox::toggled, this, [this](bool on) { setFitToWindow(on); });
    m_scroll->viewport()->installEventFilter(this);
    connect(copy, &QToolButton::clicked, this, &BreakdownWidget::copyAsText);
    connect(exportButton, &QToolButton::clicked, this, &BreakdownWidget::exportImageWithDialog);

    rebuild();
}

BreakdownWidget::~BreakdownWidget() = default;

QWidget *BreakdownWidget::canvas() const
{
    return m_canvas;
}

void BreakdownWidget::setBreakdown(const BreakdownData &data)
{
    m_data = data;
    if (m_options.expandedKey >= int(m_data.row.scores.size()))
        m_options.expandedKey = -1;
    rebuild();
}

void BreakdownWidget::setPrecision(int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    if (decimals == m_options.precision)
        return;
    m_options.precision = decimals;
    const QSignalBlocker block(m_precision);
    m_precision->setValue(decimals);
    refit(); // other widths
}

void BreakdownWidget::setShowMaskAfterSoftmax(bool show)
{
    if (show == m_options.showMaskAfterSoftmax)
        return;
    m_options.showMaskAfterSoftmax = show;
    const QSignalBlocker block(m_maskAfter);
    m_maskAfter->setChecked(show);
    refit();
}

void BreakdownWidget::setExpandedKey(int key)
{
    if (key < -1 || key >= int(m_data.row.scores.size()))
        key = -1;
    if (key == m_options.expandedKey)
        return;
    m_options.expandedKey = key;
    refit();
}

void BreakdownWidget::setFitToWindow(bool fit)
{
    if (fit == m_fit)
        return;
    m_fit = fit;
    const QSignalBlocker block(m_fitBox);
    m_fitBox->setChecked(fit);
    refit(); // fitted: as many keys as fit; not fitted: all it would show
}

void BreakdownWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_fittedHidden) // rebuilt while hidden, so never fitted to this width
        refit();
}

void BreakdownWidget::refit()
{
    m_fitColumns = 0;
    rebuild();
}

void BreakdownWidget::rebuild()
{
    BreakdownOptions o = m_options;
    const int keys = int(m_data.row.scores.size());
    const bool fitting = m_fit && isVisible(); // hidden, it has no size to fit (showEvent fits it)
    m_fittedHidden = m_fit && !fitting;
    const qreal room = m_scroll->maximumViewportSize().width() - m_scroll->verticalScrollBar()->sizeHint().width();
    auto fits = [&] { return m_painter.preferredSize().width() * kSmallestScale <= room; };
    bool found = false;
    if (fitting && keys == m_fitKeys && m_fitColumns > 0 && m_fitColumns < o.maxColumns) {
        // After an edit the panel is as wide as before: start from the count found then, one
        // more first, since new numbers may be narrower (two layouts per edit, not one per
        // dropped column).
        o.maxColumns = m_fitColumns + 1;
        m_painter = BreakdownPainter(m_data, o);
        found = fits();
        if (!found)
            o.maxColumns = m_fitColumns;
    }
    if (!found)
        m_painter = BreakdownPainter(m_data, o);
    if (fitting) {
        // Fit to window: fewer keys (the heaviest, the rest summed up) rather than a table cut
        // at the panel's edge or shrunk below kSmallestScale.
        while (!fits()) {
            const int fewer = std::min(o.maxColumns, keys) - 1; // one key less on screen
            if (fewer < kFewestColumns)
                break; // then it scrolls
            o.maxColumns = fewer;
            m_painter = BreakdownPainter(m_data, o);
        }
        m_fitKeys = keys;
        m_fitColumns = o.maxColumns;
        m_fitRoom = m_scroll->maximumViewportSize().width();
    }
    resizeCanvas();
    m_canvas->update();
}

void BreakdownWidget::resizeCanvas()
{
    // The canvas keeps the picture's proportions, so the painter's uniform scale fills it
    // exactly and clicks map back through the same transform.
    const QSizeF natural = m_painter.preferredSize();
    qreal scale = 1.0;
    if (m_fit && !natural.isEmpty()) {
        const QSize room = m_scroll->maximumViewportSize();
        // The whole picture when that stays readable; otherwise the full width (rows of numbers
        // must not be cut) and a vertical scroll, which reads naturally top to bottom.
        const qreal byWidth = (room.width() - m_scroll->verticalScrollBar()->sizeHint().width()) / natural.width();
        const qreal whole = std::min<qreal>(room.width() / natural.width(), room.height() / natural.height());
        scale = std::clamp(whole >= 0.75 ? whole : byWidth, kSmallestScale, 2.0);
    }
    m_canvas->setFixedSize((natural * scale).toSize());
}

bool BreakdownWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && m_fit) {
        // The room without scroll bars: a scroll bar coming or going is no reason to lay out
        // the columns again (and doing so after every edit would cost a layout per column).
        if (m_scroll->maximumViewportSize().width() != m_fitRoom)
            refit(); // as many key columns as the new width holds
        else
            resizeCanvas();
    }
    return QWidget::eventFilter(watched, event);
}

void BreakdownWidget::clicked(const QPointF &pos)
{
    const auto hit = m_painter.hitTest(pos, QRectF(m_canvas->rect()));
    if (hit.key < 0)
        return;
    if (!hit.stage || *hit.stage == Stage::Score || *hit.stage == Stage::KeyVector) {
        // Click again on the same key to close it.
        setExpandedKey(hit.key == m_options.expandedKey ? -1 : hit.key);
        emit keyClicked(hit.key);
    }
}

QString BreakdownWidget::plainText() const
{
    // For notes, not for the screen: no "click here" hints.
    BreakdownOptions o = m_options;
    o.interactive = false;
    return breakdownPlainText(buildBreakdownModel(m_data, o));
}

void BreakdownWidget::copyAsText()
{
    QGuiApplication::clipboard()->setText(plainText());
}

void BreakdownWidget::copyImage()
{
    ExportOptions o;
    o.size = m_painter.preferredSize();
    o.pixelRatio = 2; // sharp enough to paste into slides
    BreakdownOptions exported = m_options;
    exported.interactive = false;
    const BreakdownPainter painter(m_data, exported);
    o.size = painter.preferredSize();
    QGuiApplication::clipboard()->setImage(
        renderImage([&painter](QPainter &p, const QRectF &area) { painter.paint(p, area); }, o));
}

QString BreakdownWidget::suggestedFileName() const
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = m_data.row.scores.size() > 0
        ? QStringLiteral("breakdown-query%1-head%2.png").arg(m_data.row.query + 1).arg(m_data.row.head + 1)
        : QStringLiteral("breakdown.png");
    return dir.isEmpty() ? name : dir + QLatin1Char('/') + name;
}

void BreakdownWidget::exportImageWithDialog()
{
    const QString path = askImagePath(this, tr("Export breakdown"), suggestedFileName());
    if (path.isEmpty())
        return;
    BreakdownOptions exported = m_options;
    exported.interactive = false; // "click a score" means nothing on paper
    QString error;
    if (!exportBreakdown(path, m_data, exported, QSizeF(), imageFormatFor(path) == ImageFormat::Png ? 2.0 : 1.0,
                         &error))
        QMessageBox::warning(this, tr("Export breakdown"), error);
}

void BreakdownWidget::showContextMenu(const QPoint &globalPos)
{
    QMenu menu(this);
    menu.addAction(tr("Copy as text"), this, &BreakdownWidget::copyAsText);
    menu.addAction(tr("Copy image"), this, &BreakdownWidget::copyImage);
    menu.addAction(tr("Export image…"), this, &BreakdownWidget::exportImageWithDialog);
    if (m_options.expandedKey >= 0)
        menu.addAction(tr("Close the dot product"), this, [this] { setExpandedKey(-1); });
    menu.exec(globalPos);
}

} // namespace attn
