#include "breakdownwidget.h"

#include "render/drawings.h"
#include "ui/common/appearance.h"
#include "ui/common/flowlayout.h"
#include "ui/common/gridaccess.h" // paintGridCursor
#include "ui/common/pictureexport.h"

#include <QAccessibleWidget>
#include <QCheckBox>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cstdlib>
#include <cmath>

namespace attn {

// The painted surface. It is always exactly the painter's natural size (the scroll area
// scrolls), so clicks map 1:1 onto the layout.
class BreakdownWidget::Canvas : public QWidget {
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
        p.fillRect(rect(), m_owner->m_painter.theme().background);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        m_owner->m_painter.paint(p, QRectF(rect()));
        if (m_owner->hasFocus()) // the keyboard is here (Enter on the heatmap brings it): framed
            paintGridCursor(p, QRectF(visibleRegion().boundingRect()), m_owner->m_painter.theme().text,
                            m_owner->m_painter.theme().background);
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
        const bool clickable
            = hit.key >= 0 && (!hit.stage || *hit.stage == Stage::Score || *hit.stage == Stage::KeyVector);
        setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    }
    void contextMenuEvent(QContextMenuEvent *e) override { m_owner->showContextMenu(e->globalPos()); }

private:
    BreakdownWidget *m_owner;
};

namespace {

    // For a screen reader the breakdown is a document whose description is its whole working,
    // in reading order (what Copy as Text gives), built only when a reader asks for it.
    class BreakdownAccessible : public QAccessibleWidget {
    public:
        explicit BreakdownAccessible(QWidget *w)
            : QAccessibleWidget(w, QAccessible::Document)
        {
        }
        QString text(QAccessible::Text t) const override
        {
            if (t == QAccessible::Description)
                return static_cast<const BreakdownWidget *>(widget())->plainText();
            return QAccessibleWidget::text(t);
        }
    };

    QAccessibleInterface *breakdownFactory(const QString &className, QObject *object)
    {
        if (className == QLatin1String("attn::BreakdownWidget") && object && object->isWidgetType())
            return new BreakdownAccessible(static_cast<QWidget *>(object));
        return nullptr;
    }

} // namespace

BreakdownWidget::BreakdownWidget(QWidget *parent)
    : PictureWidget(parent)
{
    QAccessible::installFactory(breakdownFactory); // once: Qt ignores a factory it has
    m_options.interactive = true;
    // Focusable, and read as text by a screen reader (the worked numbers in reading order):
    // Enter on the heatmap brings the focus here.
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Breakdown"));

    m_precision = new QSpinBox(this);
    m_precision->setRange(0, 6);
    m_precision->setValue(m_options.precision);
    m_precision->setToolTip(tr("Decimals shown (the lesson uses three)"));
    auto *precisionLabel = new QLabel(tr("&Decimals:"), this);
    precisionLabel->setBuddy(m_precision);

    m_maskAfter = new QCheckBox(tr("Mask after softmax (wrong)"), this);
    m_maskAfter->setToolTip(tr("The classic mistake beside the right way: its row no longer sums to 1"));

    m_fitBox = new QCheckBox(tr("Fit"), this);
    m_fitBox->setToolTip(tr("Fit the calculation to the panel: as large as it can be read whole"));
    m_fitBox->setChecked(m_fit);

    // Copy and export in one button: the row of controls stays one line on a narrow panel.
    auto *share = new QToolButton(this);
    share->setObjectName(QStringLiteral("breakdownShare"));
    share->setText(tr("Export"));
    share->setToolTip(
        tr("Save the breakdown as PNG, SVG or PDF, copy it as a picture for slides, or as text for notes"));
    share->setPopupMode(QToolButton::InstantPopup);
    auto *shareMenu = new QMenu(share);
    QAction *exportAction = shareMenu->addAction(tr("Export Image…"));
    QAction *copyImage = shareMenu->addAction(tr("Copy Image"));
    QAction *copy = shareMenu->addAction(tr("Copy as Text"));
    exportAction->setObjectName(QStringLiteral("breakdownExportImage"));
    copyImage->setObjectName(QStringLiteral("breakdownCopyImage"));
    copy->setObjectName(QStringLiteral("breakdownCopyText"));
    share->setMenu(shareMenu);

    // One row that wraps when the panel is narrow: the panel shares the screen with others.
    auto *bar = new FlowLayout;
    bar->addWidget(precisionLabel);
    bar->addWidget(m_precision);
    bar->addGap(12);
    bar->addWidget(m_fitBox);
    bar->addWidget(m_maskAfter);
    bar->addGap(12);
    bar->addWidget(share);

    // The surface that is painted and clicked, and the area it scrolls in.
    m_canvas = new Canvas(this);
    m_canvas->setObjectName(QStringLiteral("breakdownCanvas"));
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("breakdownScroll"));
    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_scroll->setBackgroundRole(QPalette::Base);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    connect(m_precision, &QSpinBox::valueChanged, this, [this](int v) { setPrecision(v); });
    connect(m_maskAfter, &QCheckBox::toggled, this, [this](bool on) { setShowMaskAfterSoftmax(on); });
    connect(m_fitBox, &QCheckBox::toggled, this, [this](bool on) { setFitToWindow(on); });
    m_scroll->viewport()->installEventFilter(this);
    for (QScrollBar *bar : { m_scroll->horizontalScrollBar(), m_scroll->verticalScrollBar() })
        connect(bar, &QScrollBar::valueChanged, this, [this] { // the focus frame follows the view
            if (hasFocus())
                m_canvas->update();
        });
    connect(copy, &QAction::triggered, this, &BreakdownWidget::copyAsText);
    connect(copyImage, &QAction::triggered, this, &BreakdownWidget::copyImage);
    connect(exportAction, &QAction::triggered, this, &BreakdownWidget::exportImageDialog);

    connect(&Appearance::instance(), &Appearance::changed, this, &BreakdownWidget::refit);
    rebuild();
}

BreakdownWidget::~BreakdownWidget() = default;

void BreakdownWidget::setBreakdown(const BreakdownData &data)
{
    m_data = data;
    if (m_options.expandedKey >= int(m_data.row.scores.size()))
        m_options.expandedKey = -1;
    rebuild();
    const int T = int(m_data.row.scores.size());
    setAccessibleName(T > 0 ? tr("Breakdown: the softmax of query %1 “%2”, head %3, step by step")
                                  .arg(m_data.row.query + 1)
                                  .arg(m_data.tokens.value(m_data.row.query).trimmed())
                                  .arg(m_data.row.head + 1)
                            : tr("Breakdown"));
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

BreakdownPainter BreakdownWidget::painterFor(const BreakdownOptions &o) const
{
    ++m_layoutsBuilt;
    return BreakdownPainter(m_data, o, Appearance::instance().theme());
}

void BreakdownWidget::rebuild()
{
    BreakdownOptions o = m_options;
    o.compact = o.brief = false;
    const int keys = int(m_data.row.scores.size());
    const bool fitting = m_fit && isVisible(); // hidden, it has no size to fit (showEvent fits it)
    m_fittedHidden = m_fit && !fitting;
    if (!fitting) {
        m_painter = painterFor(o);
        resizeCanvas();
        m_canvas->update();
        return;
    }
    // Readable: near the zoom's size; seen whole, a little smaller is fine when zoomed far in
    // (the class reads the numbers without scrolling), but never below 90 % of natural size.
    const double zoom = Appearance::instance().zoom();
    const double readable = zoom * kReadable;
    const double readableWhole = smallestWholeScale(zoom);
    const QSize room = m_scroll->maximumViewportSize();
    const qreal roomW = room.width() - m_scroll->verticalScrollBar()->sizeHint().width();
    auto wholeFits = [&] {
        const QSizeF n = m_painter.preferredSize();
        return std::min(room.width() / n.width(), room.height() / n.height()) >= readableWhole;
    };
    auto widthFits = [&] { return roomW / m_painter.preferredSize().width() >= readable; };
    // Scrolling down, as resizeCanvas() draws it: how many keys' weights are in view unscrolled.
    auto keysInView = [&] {
        const QSizeF n = m_painter.preferredSize();
        const QRectF area(QPointF(0, 0), n * std::min<qreal>(roomW / n.width(), zoom));
        int count = 0;
        for (const BreakdownColumn &c : m_painter.model().columns) {
            const QRectF cell = m_painter.cellRect(Stage::Weight, c.key, area);
            count += !cell.isEmpty() && cell.bottom() <= room.height() ? 1 : 0;
        }
        return count;
    };
    // After an edit in a panel of the same size, what was chosen then is tried first: for the
    // same keys, or for a token more or fewer among more keys than it showed (the same number
    // of columns, the rest summed up as before).
    const bool sameKeys
        = keys == m_fitKeys || (std::abs(keys - m_fitKeys) == 1 && keys > m_fitColumns && m_fitKeys > m_fitColumns);
    if (sameKeys && zoom == m_fitZoom && room == m_fitRoom && m_fitColumns > 0) {
        o.compact = m_fitCompact;
        o.brief = m_fitBrief;
        o.maxColumns = m_fitColumns;
        o.bandWidth = m_fitBand;
        o.keysAsRows = m_fitRows;
        // Kept while it still fits as it did. One that fitted nowhere (the search's last resort)
        // is kept too: searching again for the same keys in the same room ends there as well,
        // after some fifteen layouts of every key (~50 ms at 4096 keys, after every edit); only
        // a row per key has its title wrapped again at the new table's width.
        if (m_fitHow == FitHow::Nowhere && o.keysAsRows)
            wrapTitleAtTable(o, roomW / readable);
        else
            m_painter = painterFor(o);
        if (m_fitHow == FitHow::Nowhere || (m_fitHow == FitHow::Whole ? wholeFits() : widthFits())) {
            resizeCanvas();
            m_canvas->update();
            return;
        }
        o = m_options;
        o.compact = o.brief = false;
    }
    // The most detail that is seen whole at a readable size: all of it, without the hint
    // column, or the lesson's path alone (no bars, no stable path, no notes).
    bool whole = false;
    for (int level = 0; level < 3 && !whole; ++level) {
        o.compact = level >= 1;
        o.brief = level >= 2;
        m_painter = painterFor(o);
        whole = wholeFits();
    }
    if (!whole)
        whole = fitInBands(o, roomW / readable, wholeFits, widthFits, keysInView);
    if (!whole && o.bandWidth <= 0) {
        // Too tall to be seen whole: as much as the width holds at a readable size, scrolling
        // down, with fewer keys (the heaviest, the rest summed up) rather than small numbers;
        // and if even that is too wide, the lesson's path alone, which is narrower still.
        for (const bool brief : { false, true }) {
            o.compact = true;
            o.brief = brief;
            o.maxColumns = m_options.maxColumns;
            m_painter = painterFor(o);
            while (!widthFits()) {
                const int fewer = std::min(o.maxColumns, keys) - 1; // one key less on screen
                if (fewer < kFewestColumns)
                    break; // then it shrinks
                o.maxColumns = fewer;
                m_painter = painterFor(o);
            }
            if (widthFits())
                break;
        }
        if (!widthFits()) {
            // Nothing is readable at this zoom (a small panel far zoomed in): of the lesson's
            // path with the fewest key columns and with a row per key, the one that shrinks less.
            const BreakdownOptions fewest = o;
            const qreal fewestWidth = m_painter.preferredSize().width();
            o = m_options;
            o.compact = o.brief = o.keysAsRows = true;
            wrapTitleAtTable(o, roomW / readable);
            if (m_painter.preferredSize().width() > fewestWidth) {
                o = fewest;
                m_painter = painterFor(o);
            }
        }
    }
    m_fitKeys = keys;
    m_fitColumns = o.maxColumns;
    m_fitBand = o.bandWidth;
    m_fitCompact = o.compact;
    m_fitBrief = o.brief;
    m_fitRows = o.keysAsRows;
    m_fitHow = whole ? FitHow::Whole : widthFits() ? FitHow::Width : FitHow::Nowhere;
    m_fitZoom = Appearance::instance().zoom();
    m_fitRoom = room;
    resizeCanvas();
    m_canvas->update();
}

void BreakdownWidget::wrapTitleAtTable(BreakdownOptions &o, qreal width)
{
    o.bandWidth = std::floor(width) - 1;
    m_painter = painterFor(o);
    o.bandWidth = m_painter.preferredSize().width(); // the title wraps at the table's width
    m_painter = painterFor(o);
}

bool BreakdownWidget::fitInBands(BreakdownOptions &o, qreal width, const std::function<bool()> &wholeFits,
                                 const std::function<bool()> &widthFits,
                                 const std::function<int()> &keysInView)
{
    // Many keys in a narrow panel: rather than two keys and "… 9 more" over an empty panel,
    // either the key columns in bands one under the other, as many side by side as `width`
    // (the picture's width at a readable size) holds, or the table turned, a row per key. Seen
    // whole when it can be: bands with the hint column gone, then the lesson's path with a
    // row per key, then the lesson's path in bands. Otherwise scrolling down, with a row per
    // key or in bands, whichever has more keys in view (a tall panel: rows; a wide, short one:
    // bands, whose first band holds more keys than its height holds rows).
    auto attempt = [&](bool brief, bool rows) {
        o = m_options;
        o.compact = true;
        o.brief = brief;
        o.keysAsRows = rows;
        o.bandWidth = std::floor(width) - 1;
        m_painter = painterFor(o);
        return widthFits();
    };
    if (attempt(false, false) && wholeFits())
        return true;
    if (attempt(true, true) && wholeFits())
        return true;
    const int rowsInView = widthFits() ? keysInView() : -1;
    if (attempt(true, false) && wholeFits())
        return true;
    if (rowsInView >= 0 && rowsInView >= (widthFits() ? keysInView() : -1)) {
        attempt(true, true);
        return false;
    }
    if (widthFits())
        return false; // the lesson's path in bands, scrolling down
    o = m_options;
    o.compact = true;
    return false;
}

double BreakdownWidget::smallestWholeScale(double zoom)
{
    return std::min(zoom * kReadable, std::max(0.9, std::min(zoom * 0.5, 1.0)));
}

void BreakdownWidget::resizeCanvas()
{
    // The canvas keeps the picture's proportions, so the painter's uniform scale fills it
    // exactly and clicks map back through the same transform.
    const QSizeF natural = m_painter.preferredSize();
    const double zoom = Appearance::instance().zoom();
    qreal scale = zoom;
    if (m_fit && !natural.isEmpty()) {
        const QSize room = m_scroll->maximumViewportSize();
        const qreal byWidth
            = (room.width() - m_scroll->verticalScrollBar()->sizeHint().width()) / natural.width();
        const qreal whole = std::min<qreal>(room.width() / natural.width(), room.height() / natural.height());
        if (whole >= smallestWholeScale(zoom))
            scale = std::min<qreal>(whole, zoom * kMaxGrowth); // all of it, as large as the room allows
        else
            scale = std::min<qreal>(byWidth, zoom); // the full width at the zoom's size, scrolling down
        scale = std::max<qreal>(scale, kSmallestScale);
    }
    m_canvas->setFixedSize((natural * scale).toSize());
}

void BreakdownWidget::focusInEvent(QFocusEvent *event)
{
    PictureWidget::focusInEvent(event);
    m_canvas->update();
}

void BreakdownWidget::focusOutEvent(QFocusEvent *event)
{
    PictureWidget::focusOutEvent(event);
    m_canvas->update();
}

bool BreakdownWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && m_fit) {
        // The room without scroll bars: a scroll bar coming or going is no reason to lay out
        // the columns again (and doing so after every edit would cost a layout per column).
        if (m_scroll->maximumViewportSize() != m_fitRoom)
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

std::unique_ptr<Drawing> BreakdownWidget::drawing() const
{
    return std::make_unique<BreakdownDrawing>(m_data, m_options);
}

void BreakdownWidget::showContextMenu(const QPoint &globalPos)
{
    QMenu menu(this);
    menu.addAction(tr("Copy as text"), this, &BreakdownWidget::copyAsText);
    menu.addAction(tr("Copy Image"), this, &BreakdownWidget::copyImage);
    menu.addAction(tr("Export Image…"), this, &BreakdownWidget::exportImageDialog);
    if (m_options.expandedKey >= 0)
        menu.addAction(tr("Close the dot product"), this, [this] { setExpandedKey(-1); });
    menu.exec(globalPos);
}

} // namespace attn
