#include "heatmappanel.h"

#include "render/notation.h"

#include "headgridwidget.h"
#include "heatmapwidget.h"
#include "maskbar.h"
#include "render/colormap.h"
#include "render/lineslayout.h" // headLabelsFromView
#include "render/mistakes.h"
#include "render/overview.h"
#include "ui/common/appearance.h"
#include "ui/common/flowlayout.h"
#include "ui/document/background.h"
#include "ui/document/document.h"
#include "ui/document/latestjob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <functional>
#include <future>
#include <limits>
#include <optional>

namespace attn {

// What the head strip drew last, so that the next rebuild pools only the heads an edit changed:
// its panels, the content ids of the weights they were pooled from, and the tokens that name
// their blocks and the mask that hatches them (those of the session, not all of it: its X and
// weights are megabytes at 4096 tokens).
struct StripKept {
    std::vector<HeatmapDataPtr> heads;
    HeatmapDataPtr average;
    std::vector<std::uint64_t> ids;
    Session namesAndMask; // a session of the same tokens and mask, and nothing else
};

namespace {

    // Everything one rebuild produces; built on any thread, handed to the widgets on the UI one.
    struct Built {
        HeatmapDataPtr main;
        std::optional<HeatmapPainter> prepared; // large: the main map already drawn once, off the UI thread
        std::vector<HeatmapDataPtr> heads;
        HeatmapDataPtr average;
        double mistakeDifference = 0; // a mistake shown: its largest |wrong − right| weight
        std::vector<std::uint64_t> ids; // large, of weights: the content id of each head pooled
    };

    // What of a session names the strip's blocks (its tokens) and hatches them (its mask).
    Session namesAndMask(const Session &s)
    {
        Session n;
        n.tokens = s.tokens;
        n.causal = s.causal;
        n.window = s.window;
        n.prefix = s.prefix;
        n.segments = s.segments;
        n.padding = s.padding;
        n.blocked = s.blocked;
        return n;
    }

    // The same tokens (they name the blocks) and the same mask (it hatches them).
    bool sameTokensAndMask(const Session &a, const Session &b)
    {
        return a.tokens == b.tokens && a.causal == b.causal && a.window == b.window && a.prefix == b.prefix
            && a.segments == b.segments && a.padding == b.padding && a.blocked == b.blocked;
    }

    constexpr int kOverviewCells = 256;
    // Up to this many tokens the head strip's panels label their rows and columns.
    constexpr int kGridLabelTokens = 16;
    // Past this many tokens the first paint of the large map (pooling T² cells) would stall the UI;
    // below it, drawing it twice would only add latency.
    constexpr int kPrewarmTokens = 1024;

    // What the large map looks like on screen, so a worker can draw it once before the UI does.
    struct Screen {
        QSize size;
        qreal dpr = 1;
        HeatmapOptions options;
        int tokens = -1; // of the map shown now: another count resets the view
    };

    // The large map drawn once, off the UI thread, into the painter the widget will adopt: pooling
    // 16.7 M cells into the picture takes ~0.1 s, which its first paint would otherwise spend.
    std::optional<HeatmapPainter> prewarm(const HeatmapDataPtr &main, const Screen &screen)
    {
        if (!main || main->tokenCount() <= kPrewarmTokens || screen.size.isEmpty())
            return std::nullopt;
        HeatmapOptions o = screen.options;
        if (main->tokenCount() != screen.tokens)
            o.viewport = {};
        HeatmapPainter painter(main, o);
        QImage image(screen.size * screen.dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(screen.dpr);
        QPainter p(&image);
        painter.paint(p, QRectF(QPointF(0, 0), QSizeF(screen.size)));
        p.end();
        return painter;
    }

    // labels: what the session calls each head (or empty), for the large map's title.
    // kept: what the strip drew last, whose panels of heads the edit did not change are kept.
    // stop: set when a newer build supersedes this one, which then ends early with nothing of use
    // (and lets go of the result sooner: an edit written into it waits for that).
    Built build(const Session &s, const AttentionResult &r, int head, HeatmapPanel::Show show,
                const QStringList &labels, const Screen &screen = {}, const StripKept *kept = nullptr,
                const std::atomic<bool> *stop = nullptr)
    {
        Built b;
        auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
        const bool large = r.tokenCount() > kOverviewCells;
        // The large map's statistics (a pass over all T² cells) are worked out here, not at paint.
        auto finish = [large, &labels](HeatmapData d) {
            nameHead(d, labels.value(d.head));
            if (large)
                d.computeStats();
            return std::make_shared<const HeatmapData>(std::move(d));
        };
        const HeatmapKind kind = show == HeatmapPanel::ShowScores ? HeatmapKind::Scores
            : show == HeatmapPanel::ShowLogits              ? HeatmapKind::Logits
                                                                  : HeatmapKind::Weights;
        auto makeMain = [&]() -> HeatmapDataPtr {
            switch (show) {
            case HeatmapPanel::ShowAverage:
                return finish(makeAverageHeatmapData(s, r));
            case HeatmapPanel::ShowMaskAfterSoftmax:
                return finish(makeMistakeData(s, r, head, Mistake::MaskAfterSoftmax));
            case HeatmapPanel::ShowWrongAxis:
                return finish(makeMistakeData(s, r, head, Mistake::WrongAxis));
            case HeatmapPanel::ShowReshapeWithoutTranspose:
                return finish(makeMistakeData(s, r, head, Mistake::ReshapeWithoutTranspose));
            default: // weights, scores or logits: the strip's own kind
                return finish(makeHeatmapData(s, r, head, kind));
            }
        };
        if (large && r.numHeads > 1) {
            // Both cores (the computation that produced the result has left them free): one makes
            // the large map (a copy of its T² cells, their statistics, drawn once) and then joins
            // the other on the head strip (every head's T² cells pooled, and their mean).
            const bool withAverage = kind == HeatmapKind::Weights && show != HeatmapPanel::ShowAverage;
            const ReasonMatrix reasons = blockReasonMatrix(s);
            // A head whose weights are the very ones pooled last time (core's content ids), of the
            // same tokens and mask, keeps its panel; the mean too when every head does.
            const std::size_t H = std::size_t(r.numHeads);
            std::vector<char> keep(H + 1, 0);
            if (kept && kind == HeatmapKind::Weights && kept->heads.size() == H && kept->ids.size() == H
                && sameTokensAndMask(kept->namesAndMask, s)) {
                bool every = true;
                for (std::size_t h = 0; h < H; ++h) {
                    keep[h] = r.heads[h].contentId != 0 && r.heads[h].contentId == kept->ids[h];
                    every = every && keep[h];
                }
                keep[H] = every && withAverage && kept->average
                    && kept->average->kind == HeatmapKind::AverageWeights;
            }
            StripPooler pooler(s, r, kind, kOverviewCells, reasons, withAverage, keep);
            auto mainJob = std::async(std::launch::async, [&] {
                if (stopped())
                    return;
                b.main = makeMain();
                if (stopped())
                    return;
                b.prepared = prewarm(b.main, screen);
                pooler.work(stop); // what is left of the strip
            });
            pooler.work(stop);
            mainJob.get();
            if (stopped())
                return {};
            StripOverviews strip = pooler.take();
            for (std::size_t h = 0; h < H; ++h)
                b.heads.push_back(keep[h] ? kept->heads[h]
                                          : std::make_shared<const HeatmapData>(std::move(strip.heads[h])));
            if (kind == HeatmapKind::Weights)
                for (const HeadResult &hd : r.heads)
                    b.ids.push_back(hd.contentId);
            if (strip.average)
                b.average = keep[H] ? kept->average
                                    : std::make_shared<const HeatmapData>(std::move(*strip.average));
            else if (show == HeatmapPanel::ShowAverage)
                b.average
                    = std::make_shared<HeatmapData>(overview(*b.main, kOverviewCells)); // its strip panel
        } else {
            b.main = makeMain();
            if (show == HeatmapPanel::ShowAverage)
                b.average = b.main;
            else if (r.numHeads > 1 && !large)
                b.average = finish(makeAverageHeatmapData(s, r));
            for (int h = 0; h < r.numHeads && r.numHeads > 1; ++h)
                b.heads.push_back(h == head && b.main && b.main->kind == kind
                                          && show < HeatmapPanel::ShowMaskAfterSoftmax
                                      ? b.main
                                      : std::make_shared<HeatmapData>(makeHeatmapData(s, r, h, kind)));
            b.prepared = prewarm(b.main, screen);
        }
        if (kind != HeatmapKind::Weights)
            b.average.reset(); // an average of signed scores would mean nothing
        if (stopped())
            return {};
        if (b.main && show >= HeatmapPanel::ShowMaskAfterSoftmax && head < static_cast<int>(r.heads.size())
            && b.main->values.rows() == r.heads[std::size_t(head)].weights.rows())
            b.mistakeDifference = (b.main->values - r.heads[std::size_t(head)].weights).cwiseAbs().maxCoeff();
        return b;
    }

} // namespace

HeatmapPanel::HeatmapPanel(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_heatmap(new HeatmapWidget(this))
    , m_grid(new HeadGridWidget(this))
    , m_splitter(new QSplitter(Qt::Vertical, this)) // the grid is a strip under the large map
    , m_mapsRow(new QSplitter(Qt::Horizontal, this))
    , m_show(new QComboBox(this))
    , m_colormap(new QComboBox(this))
    , m_numbers(new QCheckBox(tr("&Numbers"), this))
    , m_rowMax(new QCheckBox(tr("Row ma&x"), this))
    , m_flatHint(new QLabel(this))
    , m_maskBar(new MaskBar(doc, this))
    , m_bar(new FlowLayout)
    , m_more(new QToolButton(this))
    , m_controls(new QScrollArea(this))
    , m_mistakeNote(new QLabel(this))
    , m_runner(new BackgroundRunner(this))
    , m_build(new LatestJob(this))
{
    m_show->setObjectName(QStringLiteral("heatmapShow"));
    m_colormap->setObjectName(QStringLiteral("heatmapColours"));
    m_numbers->setObjectName(QStringLiteral("heatmapNumbers"));
    m_rowMax->setObjectName(QStringLiteral("heatmapRowMax"));
    m_flatHint->setObjectName(QStringLiteral("flatHint"));
    m_show->addItems({ tr("Attention weights"), tr("Raw scores q·k"), tr("Logits"),
                       tr("Average of all heads"), tr("Mistake: mask after softmax"),
                       tr("Mistake: softmax over queries"), tr("Mistake: reshape without transpose") });
    m_show->setToolTip(tr("What the large heatmap shows. Rows are queries, columns are keys."));
    // As wide as its usual entries, not its longest one: the panel's controls stay compact.
    m_show->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_show->setMinimumContentsLength(18);
    // The maps' own names (viridis, magma, cividis, RdBu are matplotlib's, the same in every
    // language); grey is a word, shown in the window's language.
    for (const QString &name : ColorMap::names())
        m_colormap->addItem(name == QLatin1String("grey") ? tr("grey") : name, name);
    m_colormap->setCurrentIndex(m_colormap->findData(ColorMap::defaultName()));
    m_colormap->setToolTip(tr("Colour map for weights (signed scores use a red–blue map centred on 0)"));
    m_numbers->setChecked(true);
    m_numbers->setToolTip(tr("Write each value in its cell when the cells are big enough"));
    m_rowMax->setToolTip(tr("Colour each row from 0 to its own largest weight instead of 0 to 1"));
    m_flatHint->setTextFormat(Qt::RichText);
    m_flatHint->setVisible(false);
    m_flatHint->setWordWrap(true); // never widens the panel (the docks beside it would jump)
    m_flatHint->setToolTip(
        tr("Each query spreads its attention over many keys, so every weight is small and the "
           "0 … 1 colours all look alike. Row max colours each row from 0 to its own largest "
           "weight, which shows where each query looks most."));
    connect(m_flatHint, &QLabel::linkActivated, this, [this] { m_rowMax->setChecked(true); });
    m_mistakeNote->setObjectName(QStringLiteral("mistakeNote"));
    m_mistakeNote->setTextFormat(Qt::RichText);
    m_mistakeNote->setWordWrap(true);
    m_mistakeNote->setVisible(false);
    connect(m_mistakeNote, &QLabel::linkActivated, this, [this] { showMistake(show()); });

    layOut();

    // A click names a cell of the picture on screen; while that picture lags an edit that moved
    // tokens, the same numbers would name other tokens, so such clicks wait.
    auto current = [this] {
        if (m_doc->resultSession().tokens == m_doc->session().tokens)
            return true;
        emit m_doc->refused(
            tr("the heatmap is being recomputed for the new tokens; click again in a moment"));
        return false;
    };
    connect(m_heatmap, &HeatmapWidget::clickedWhileStale, this, [this] {
        emit m_doc->refused(tr("the heatmap is being recomputed; click again when it is sharp"));
    });
    connect(m_heatmap, &HeatmapWidget::queryClicked, this, [this, current](int row) {
        if (current())
            m_doc->setSelectedQuery(row);
    });
    connect(m_heatmap, &HeatmapWidget::cellToggleRequested, this, [this, current](int row, int col) {
        if (current())
            m_doc->toggleBlocked(row, col);
    });
    connect(m_grid, &HeadGridWidget::headActivated, this, [this](int head) {
        if (m_show->currentIndex() == ShowAverage)
            m_show->setCurrentIndex(ShowWeights); // rebuilds, for the selected head
        m_doc->setSelectedHead(head); // rebuilds if that is another head
    });
    connect(m_grid, &HeadGridWidget::averageActivated, this, [this] { setShow(ShowAverage); });
    connect(m_show, &QComboBox::currentIndexChanged, this, [this] {
        m_switchNote.clear(); // a note says why a mistake moved the session; another pick ends it
        rebuild();
    });
    connect(m_colormap, &QComboBox::currentIndexChanged, this, &HeatmapPanel::applyOptions);
    connect(m_numbers, &QCheckBox::toggled, this, &HeatmapPanel::applyOptions);
    connect(m_rowMax, &QCheckBox::toggled, this, &HeatmapPanel::applyOptions);
    connect(m_rowMax, &QCheckBox::toggled, this, &HeatmapPanel::updateFlatHint);
    connect(m_heatmap, &HeatmapWidget::optionsEdited, this, [this] { // from its context menu
        m_numbers->setChecked(m_heatmap->options().showNumbers);
        m_rowMax->setChecked(m_heatmap->options().weightScale == WeightScale::RowMax);
    });
    connect(m_maskBar->editButton(), &QToolButton::toggled, m_heatmap, &HeatmapWidget::setMaskEditMode);
    // Token names and masks travel with the result (resultSession), so a new result is the one
    // moment to rebuild.
    connect(doc, &Document::resultChanged, this, &HeatmapPanel::rebuild);
    // A large map keeps a copy of its T² cells (the result is written in place meanwhile): it
    // lets it go before the write starts, showing an image of itself till the rebuild. A write
    // that grows the result (a token added) would otherwise hold both at its peak.
    // resultChanged() follows every such write, whatever its end (Recompute::aboutToWrite).
    connect(doc, &Document::resultAboutToBeWritten, this, [this] {
        m_build->cancel(); // one under way would put a copy of the old size back
        if (const HeatmapData *shown = m_heatmap->data().get(); !shown || shown->tokenCount() <= kOverviewCells)
            return;
        m_heatmap->setStale(true);
        letGoOfLargeMap(m_heatmap->freezePicture());
    });
    connect(doc, &Document::computingChanged, this, &HeatmapPanel::updateStale);
    // A note on why a mistake moved the session is true until the session changes again (an
    // undo, an edit): then the mistake may no longer show, and the next build says so.
    connect(doc, &Document::sessionChanged, this, [this] { m_switchNote.clear(); });
    connect(doc, &Document::selectionChanged, this, [this](int head, int query) {
        m_heatmap->setSelectedRow(query);
        m_grid->setSelectedRow(m_gridPooled ? -1 : query);
        // The head on screen is the selected one clamped to the result's heads (they may lag).
        const HeatmapDataPtr shown = m_heatmap->data();
        const int wanted = std::clamp(head, 0, std::max(0, m_doc->resultSession().numHeads - 1));
        if (shown ? shown->kind != HeatmapKind::AverageWeights && shown->head != wanted
                  : m_heatmap->isFrozen() && show() != ShowAverage && m_buildHead != wanted) // being built
            rebuild();
    });
    applyOptions();
    rebuild();
}

void HeatmapPanel::layOut()
{
    // Two rows that wrap when the panel is narrow (a small screen, a large zoom).
    FlowLayout *bar = m_bar;
    auto *showLabel = new QLabel(tr("&Show"), this);
    showLabel->setBuddy(m_show);
    bar->addWidget(showLabel);
    bar->addWidget(m_show);
    m_more->setObjectName(QStringLiteral("heatmapMoreControls"));
    m_more->setCheckable(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_more->setToolTip(tr("Colours, numbers and the mask: folded away at this zoom so that the heatmap "
                          "keeps its room"));
    m_more->hide();
    bar->addWidget(m_more);
    bar->addGap(10);
    auto *mapLabel = new QLabel(tr("&Colours"), this);
    mapLabel->setBuddy(m_colormap);
    bar->addWidget(mapLabel);
    bar->addWidget(m_colormap);
    bar->addGap(10);
    bar->addWidget(m_numbers);
    bar->addWidget(m_rowMax);
    m_foldable = { mapLabel, m_colormap, m_numbers, m_rowMax, m_maskBar };
    connect(m_more, &QToolButton::toggled, this, &HeatmapPanel::updateFold);
    connect(&Appearance::instance(), &Appearance::changed, this, [this] {
        QTimer::singleShot(0, this, &HeatmapPanel::updateFold);
        // A new zoom shares the height anew; a new theme leaves a dragged splitter alone.
        if (const double zoom = Appearance::instance().zoom(); zoom != m_sharedAtZoom)
            shareTheHeight();
    });

    // The difference view (pinning) joins the large map in its row: the strip of heads below
    // keeps the panel's whole width, and its names, when pinned.
    m_mapsRow->addWidget(m_heatmap);
    m_mapsRow->setChildrenCollapsible(false);
    m_splitter->addWidget(m_mapsRow);
    m_splitter->addWidget(m_grid);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({ 600, 400 });
    m_splitter->setChildrenCollapsible(false);

    // The controls and notes above the maps. Their height is set to what they need at the
    // panel's width (updateFold); should that be more than kMostControls of the panel (all
    // unfolded at a large zoom), they scroll rather than lie over each other or the maps.
    auto *controls = new QWidget(m_controls);
    auto *controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(0, 0, 0, 0);
    controlsLayout->addLayout(bar);
    controlsLayout->addWidget(m_maskBar);
    controlsLayout->addWidget(m_flatHint);
    controlsLayout->addWidget(m_mistakeNote);
    controls->installEventFilter(this); // a note shown or hidden: the height follows
    m_controls->setObjectName(QStringLiteral("heatmapControls"));
    m_controls->setWidget(controls);
    m_controls->setWidgetResizable(true);
    m_controls->setFrameShape(QFrame::NoFrame);
    m_controls->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_controls);
    layout->addWidget(m_splitter, 1);
}

void HeatmapPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateFold();
}

bool HeatmapPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_controls->widget() && event->type() == QEvent::LayoutRequest)
        QTimer::singleShot(0, this, &HeatmapPanel::fitControls);
    return QWidget::eventFilter(watched, event);
}

void HeatmapPanel::fitControls()
{
    QWidget *controls = m_controls->widget();
    const int width = m_controls->width();
    const int need = controls->heightForWidth(width);
    const int most = static_cast<int>(height() * kMostControls);
    if (need <= most) {
        m_controls->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        m_controls->setFixedHeight(need);
    } else {
        m_controls->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        m_controls->setFixedHeight(std::max(most, 0));
    }
}

void HeatmapPanel::shareTheHeight()
{
    // Six heads or more: the strip gets half the height, for maps with their names. Zoomed in,
    // the large map comes first (the class reads it; the strip is for choosing a head): its
    // share grows with the zoom's square (its area), so that zooming never shrinks it.
    m_sharedAtZoom = Appearance::instance().zoom();
    const double zoom = std::max(1.0, m_sharedAtZoom);
    const int large = qRound((m_manyHeads ? 500 : 600) * zoom * zoom);
    m_splitter->setSizes({ large, m_manyHeads ? 500 : 400 });
}

void HeatmapPanel::updateFold()
{
    // Folded when the controls, all shown, would take more than a quarter of the panel's height
    // — zoomed in, less: the maps are what the zoom is for. Folding changes nothing of the
    // panel's own size (the window sets it), so it cannot flap.
    const int width = contentsRect().width() - 8; // the layout's margins
    const int controls = m_bar->heightForWidthOfAll(width) + m_maskBar->layout()->heightForWidth(width);
    const bool fold = controls > height() / (4 * std::max(1.0, Appearance::instance().zoom()));
    if (fold != m_folded) {
        m_folded = fold;
        const QSignalBlocker quiet(m_more);
        m_more->setChecked(false); // a fold starts folded; unfolding is asked for each time
    }
    const bool show = !fold || m_more->isChecked();
    m_more->setVisible(fold);
    m_more->setText(m_more->isChecked() ? tr("Less ▴") : tr("More ▾"));
    for (QWidget *w : m_foldable)
        w->setVisible(show);
    fitControls();
}

void HeatmapPanel::setShow(Show show)
{
    m_show->setCurrentIndex(show);
}

HeatmapPanel::Show HeatmapPanel::show() const
{
    return Show(m_show->currentIndex());
}

namespace {
    std::optional<Mistake> mistakeOf(HeatmapPanel::Show show)
    {
        switch (show) {
        case HeatmapPanel::ShowMaskAfterSoftmax:
            return Mistake::MaskAfterSoftmax;
        case HeatmapPanel::ShowWrongAxis:
            return Mistake::WrongAxis;
        case HeatmapPanel::ShowReshapeWithoutTranspose:
            return Mistake::ReshapeWithoutTranspose;
        default:
            return std::nullopt;
        }
    }
} // namespace

QString HeatmapPanel::showMistake(Show show)
{
    const std::optional<Mistake> mistake = mistakeOf(show);
    if (!mistake) {
        setShow(show);
        return {};
    }
    // The result is only the session's own when it does not lag an edit.
    const bool current = !m_doc->isComputing() && m_doc->resultSession().tokens == m_doc->session().tokens
        && sameSession(m_doc->resultSession(), m_doc->session());
    const MistakeStage stage = stageForMistake(m_doc->session(), current ? &m_doc->result() : nullptr,
                                               m_doc->selectedHead(), *mistake);
    if (stage.switched)
        m_doc->replaceSession(stage.session, stage.change);
    m_doc->setSelectedHead(stage.head);
    setShow(show); // clears any earlier note
    m_switchNote = stage.note; // set after the change, whose sessionChanged clears notes
    // A build on its way says how much the mistake changes when it lands; till then, no hint.
    updateMistakeNote(isBuilding() ? std::numeric_limits<double>::infinity() : m_mistakeDifference);
    return stage.note;
}

void HeatmapPanel::updateMistakeNote(double difference)
{
    const std::optional<Mistake> mistake = mistakeOf(show());
    QString text;
    if (mistake && !m_switchNote.isEmpty()) {
        text = m_switchNote.toHtmlEscaped();
    } else if (mistake && difference <= kMistakeVisible) {
        // Picked in the Show box on a session where it changes nothing: say so, and offer the move.
        switch (*mistake) {
        case Mistake::MaskAfterSoftmax:
            text = tr("Nothing is masked here, so masking after softmax changes nothing you could see.");
            break;
        case Mistake::WrongAxis:
            text = tr("Here a softmax over queries gives the same weights as over keys.");
            break;
        case Mistake::ReshapeWithoutTranspose:
            text = tr("With one head a reshape without transpose scrambles nothing.");
            break;
        }
        text += QStringLiteral(" <a href=\"show\">") + tr("Show it where it matters")
            + QStringLiteral("</a> ") + tr("(one undo step).");
    }
    m_mistakeNote->setText(text);
    m_mistakeNote->setVisible(!text.isEmpty());
}

void HeatmapPanel::applyOptions()
{
    HeatmapOptions o = m_heatmap->options();
    o.colormap = m_colormap->currentData().toString();
    o.showNumbers = m_numbers->isChecked();
    o.weightScale = m_rowMax->isChecked() ? WeightScale::RowMax : WeightScale::ZeroToOne;
    o.selectedRow = m_doc->selectedQuery();
    m_heatmap->setOptions(o);
    HeadGridOptions g = m_grid->options();
    g.heatmap.colormap = o.colormap;
    g.heatmap.showNumbers = o.showNumbers;
    g.heatmap.weightScale = o.weightScale;
    g.heatmap.selectedRow = m_gridPooled ? -1 : o.selectedRow;
    m_grid->setOptions(g);
}

void HeatmapPanel::updateFlatHint()
{
    const HeatmapDataPtr d = m_heatmap->data();
    const bool weights = d && (d->kind == HeatmapKind::Weights || d->kind == HeatmapKind::AverageWeights);
    const double typical = m_heatmap->painter().medianRowMax();
    const bool flat = weights && !m_rowMax->isChecked() && typical > 0 && typical < 0.1;
    if (flat)
        m_flatHint->setText(
            tr("A typical row's largest weight is only %1, so the 0 … 1 colours all look alike: "
               "<a href=\"rowmax\">colour each row by its own maximum</a> (Row max).")
                .arg(drawnNumber(QString::number(typical, 'g', 2))));
    m_flatHint->setVisible(flat);
}

bool HeatmapPanel::isBuilding() const
{
    return m_build->isActive();
}

void HeatmapPanel::updateStale()
{
    // While a new result is computed (or drawn) the maps show the previous one: dimmed, saying
    // so, and taking no clicks, which would name cells of the old picture.
    const bool building = isBuilding();
    const bool stale = m_doc->isComputing() || building || m_doesNotFit;
    m_heatmap->setStale(stale,
                        m_doesNotFit && !m_doc->isComputing() && !building
                            ? tr("These maps are of the previous result: the new ones do not fit in memory")
                            : QString());
    m_grid->setEnabled(!stale);
}

void HeatmapPanel::rebuild()
{
    // While an edit is written into the result (a large one), the maps keep what they show:
    // resultChanged() rebuilds them, with the head and Show picked meanwhile.
    if (!m_doc->isResultReadable())
        return;
    const auto session = m_doc->resultSessionPtr();
    const auto shown = m_doc->resultPtr(); // let go at the end of this function
    const int head = std::clamp(m_doc->selectedHead(), 0, std::max(0, shown->numHeads - 1));
    const Show show = Show(m_show->currentIndex());
    const QStringList labels = headLabelsFromView(m_doc->viewState(), shown->numHeads);
    // Only the newest rebuild is applied: one built here supersedes one still building.
    m_build->cancel();
    auto apply = [this, head, session](const Built &b) {
        m_doesNotFit = false;
        m_stripKept = b.ids.empty() ? nullptr
                                    : std::make_shared<const StripKept>(
                                        StripKept { b.heads, b.average, b.ids, namesAndMask(*session) });
        updateStale();
        // What is replaced can be a gigabyte: let it go on a worker, not on the UI thread.
        std::vector<HeatmapDataPtr> old = m_grid->painter().panelData();
        old.push_back(m_heatmap->data());
        if (b.prepared)
            m_heatmap->setPrepared(*b.prepared);
        else
            m_heatmap->setData(b.main);
        m_heatmap->setSelectedRow(m_doc->selectedQuery());
        m_grid->setVisible(!b.heads.empty());
        if (const bool many = b.heads.size() >= 6; many != m_manyHeads) {
            m_manyHeads = many;
            shareTheHeight();
        }
        // Pooled overview panels have no row per token to highlight.
        m_gridPooled = !b.heads.empty() && b.heads.front()->sourceTokens > 0;
        if (!b.heads.empty()) {
            // Small panels of many tokens: the large map names them; token labels on every panel
            // would be unreadable anyway, and measuring and drawing them is most of their cost.
            HeadGridOptions g = m_grid->options();
            g.heatmap.showLabels = b.heads.front()->tokenCount() <= kGridLabelTokens && !m_gridPooled;
            // What each head does, when the session says (the eight-heads preset names them).
            g.headLabels = headLabelsFromView(m_doc->viewState(), static_cast<int>(b.heads.size()));
            m_grid->setOptions(g);
            m_grid->setHeads(b.heads, b.average);
            m_grid->setActiveHead(b.main && b.main->kind == HeatmapKind::AverageWeights ? -1 : head);
            m_grid->setSelectedRow(m_gridPooled ? -1 : m_doc->selectedQuery());
        }
        m_runner->run([old = std::move(old)]() mutable -> BackgroundRunner::Continuation {
            old.clear();
            return {};
        });
        updateFlatHint();
        m_mistakeDifference = b.mistakeDifference;
        updateMistakeNote(b.mistakeDifference);
        emit built();
    };
    // Building copies every head's T×T matrix: instant for a lesson, ~0.1 s per head at 4096.
    if (shown->tokenCount() <= 256) {
        apply(build(*session, *shown, head, show, labels));
        return;
    }
    const Screen screen { m_heatmap->size(), m_heatmap->devicePixelRatioF(), m_heatmap->options(),
                          m_heatmap->tokenCount() > 0 ? m_heatmap->tokenCount() : -1 };
    // The map shown lets go of its cells before the new ones are made: at 4096 tokens two maps
    // would hold 300 MB. It shows an image of itself meanwhile, dimmed (computing…).
    m_heatmap->setStale(true);
    m_buildHead = head;
    m_heatmap->freezePicture().reset(); // freed here: the heap keeps it for the new map's cells
    // Read on a worker: a lease, which the next edit written into the result waits for.
    m_build->start(
        [result = m_doc->resultLease(), session, head, show, apply, screen, labels,
         kept = m_stripKept](LatestJob::Control control) mutable -> LatestJob::Continuation {
            if (control.isStopping())
                return {}; // superseded before it began
            auto b = std::make_shared<Built>(
                build(*session, *result, head, show, labels, screen, kept.get(), control.stopFlag()));
            result.reset(); // the lease: the next edit may write into the result now
            return [apply, b] { apply(*b); };
        },
        [this] { // the maps did not fit in memory: the old ones stay, dimmed, saying why
            m_heatmap->forgetWhenDrawn(); // a Copy Image asked for meanwhile does not come later
            m_doesNotFit = true;
            updateStale();
        });
    updateStale(); // building: dimmed until the new maps arrive
}

} // namespace attn
