// Each view's picture for export (drawings.h).
#include "drawings.h"

#include <QObject>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

    // The theme, numbers and decimals of a view's options (the heatmap's, the line view's).
    template <typename Options> DrawingStyle styleOf(const Options &o)
    {
        DrawingStyle s;
        s.theme = o.theme;
        s.numbers = o.showNumbers;
        s.decimals = o.precision;
        return s;
    }

} // namespace

// --- the large heatmap ---------------------------------------------------------------------

HeatmapDrawing::HeatmapDrawing(HeatmapPainter painter, QString viewName)
    : m_painter(std::move(painter))
    , m_viewName(viewName.isEmpty() ? QObject::tr("Heatmap") : std::move(viewName))
{
}

QString HeatmapDrawing::title() const
{
    return m_painter.data() ? m_painter.data()->title : QString();
}

DrawingStyle HeatmapDrawing::style() const
{
    return styleOf(m_painter.options());
}

HeatmapOptions HeatmapDrawing::exported(HeatmapOptions o, const DrawingStyle &style)
{
    o.hoveredCell = { -1, -1 }; // the pointer is not part of the picture
    o.textScale = 1.0; // the picture's text follows its size, not the window's zoom
    o.compact = false; // and has every caption, whatever the room on screen folded
    o.theme = style.theme;
    o.showNumbers = style.numbers;
    o.precision = style.decimals;
    return o;
}

void HeatmapDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    HeatmapPainter(m_painter.dataPtr(), exported(m_painter.options(), style)).paint(painter, area);
}

// --- every head at once --------------------------------------------------------------------

HeadGridDrawing::HeadGridDrawing(HeadGridPainter painter)
    : m_painter(std::move(painter))
{
}

QString HeadGridDrawing::viewName() const
{
    return QObject::tr("All Heads");
}

DrawingStyle HeadGridDrawing::style() const
{
    return styleOf(m_painter.options().heatmap);
}

void HeadGridDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    HeadGridPainter copy = m_painter;
    HeadGridOptions o = copy.options();
    o.textScale = 1.0;
    o.heatmap = HeatmapDrawing::exported(o.heatmap, style);
    copy.setOptions(o);
    copy.paint(painter, area);
}

// --- the line view -------------------------------------------------------------------------

LinesDrawing::LinesDrawing(LinesPainter painter)
    : m_painter(std::move(painter))
{
}

QString LinesDrawing::title() const
{
    // The title the layout chooses for a picture of the usual width.
    return m_painter.layout(QRectF(0, 0, 1200, 800)).title;
}

QString LinesDrawing::viewName() const
{
    return QObject::tr("Line View");
}

DrawingStyle LinesDrawing::style() const
{
    return styleOf(m_painter.options());
}

void LinesDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    LinesOptions o = m_painter.options();
    o.reserveNumberRoom = false; // nothing moves under a pointer on paper
    o.legendListsHiddenHeads = false; // heads that are off are left out, not greyed
    o.theme = style.theme;
    o.showNumbers = style.numbers;
    o.precision = style.decimals;
    LinesPainter(m_painter.data(), o).paint(painter, area);
}

namespace {

    // A painter whose options hold a text scale and a theme (the model view, the next-token
    // panel), painted as the export asks: the export's theme, text at its own size (no zoom).
    template <class Painter>
    void paintInStyle(Painter copy, QPainter &painter, const QRectF &area, const DrawingStyle &style)
    {
        auto o = copy.options();
        o.textScale = 1.0;
        o.theme = style.theme;
        copy.setOptions(o);
        copy.paint(painter, area);
    }

} // namespace

// --- a model's layers × heads --------------------------------------------------------------

ModelViewDrawing::ModelViewDrawing(ModelViewPainter painter)
    : m_painter(std::move(painter))
{
}

QString ModelViewDrawing::viewName() const
{
    return QObject::tr("Model View");
}

void ModelViewDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    paintInStyle(m_painter, painter, area, style);
}

// --- the next-token panel ------------------------------------------------------------------

NextTokenDrawing::NextTokenDrawing(NextTokenPainter painter)
    : m_painter(std::move(painter))
{
}

QString NextTokenDrawing::viewName() const
{
    return QObject::tr("Next Token");
}

void NextTokenDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    paintInStyle(m_painter, painter, area, style);
}

// --- why this score ------------------------------------------------------------------------

AttributionDrawing::AttributionDrawing(AttributionPainter painter)
    : m_painter(std::move(painter))
{
}

QString AttributionDrawing::viewName() const
{
    return QObject::tr("Why This Score");
}

void AttributionDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    paintInStyle(m_painter, painter, area, style);
}

// --- the patching and logit-lens grids -------------------------------------------------------

LayerGridDrawing::LayerGridDrawing(LayerGridPainter painter)
    : m_painter(std::move(painter))
{
}

QString LayerGridDrawing::viewName() const
{
    return m_painter.data().kind == LayerGridData::Kind::Lens ? QObject::tr("Logit Lens") : QObject::tr("Patching");
}

QString LayerGridDrawing::fileName() const
{
    if (m_painter.data().kind == LayerGridData::Kind::Lens)
        return QStringLiteral("logit-lens.png");
    return m_painter.data().heads ? QStringLiteral("patching-heads.png") : QStringLiteral("patching-resid.png");
}

DrawingStyle LayerGridDrawing::style() const
{
    DrawingStyle s;
    s.numbers = m_painter.options().numbers;
    s.decimals = m_painter.options().decimals;
    return s;
}

bool LayerGridDrawing::hasNumbersToggle() const
{
    return m_painter.data().kind == LayerGridData::Kind::Patching; // the lens's cells are its tokens
}

void LayerGridDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    LayerGridPainter copy = m_painter;
    LayerGridOptions o = copy.options();
    o.textScale = 1.0;
    o.theme = style.theme;
    o.numbers = style.numbers;
    o.decimals = style.decimals;
    o.selectedRow = o.selectedCol = -1; // the open head is the window's, not the picture's
    copy.setOptions(o);
    copy.paint(painter, area);
}

// --- the breakdown -------------------------------------------------------------------------

BreakdownDrawing::BreakdownDrawing(BreakdownData data, BreakdownOptions options)
    : m_data(std::move(data))
    , m_options(options)
{
}

QString BreakdownDrawing::title() const
{
    return buildBreakdownModel(m_data, m_options).title; // the model alone: no layout
}

QString BreakdownDrawing::viewName() const
{
    return QObject::tr("Breakdown");
}

QString BreakdownDrawing::fileName() const
{
    return m_data.row.scores.size() > 0
        ? QStringLiteral("breakdown-query%1-head%2.png").arg(m_data.row.query + 1).arg(m_data.row.head + 1)
        : QStringLiteral("breakdown.png");
}

DrawingStyle BreakdownDrawing::style() const
{
    DrawingStyle s;
    s.decimals = m_options.precision;
    return s;
}

BreakdownOptions BreakdownDrawing::exported(const DrawingStyle &style) const
{
    BreakdownOptions o = m_options;
    o.interactive = false; // "click a score" means nothing on paper
    o.precision = style.decimals;
    return o;
}

QSizeF BreakdownDrawing::naturalSize() const
{
    return BreakdownPainter(m_data, exported(style())).preferredSize();
}

void BreakdownDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    // The blackboard keeps its proportions inside any size (BreakdownPainter::paint).
    BreakdownPainter(m_data, exported(style), style.theme).paint(painter, area);
}

// --- a lesson step -------------------------------------------------------------------------

LessonStepDrawing::LessonStepDrawing(lesson::StepModel step, lesson::AnswerPaint answers)
    : m_step(std::move(step))
    , m_answers(std::move(answers))
{
}

QString LessonStepDrawing::title() const
{
    return m_step.title;
}

QString LessonStepDrawing::viewName() const
{
    return QObject::tr("Lesson Step");
}

QString LessonStepDrawing::fileName() const
{
    return m_step.id.isEmpty() ? QStringLiteral("lesson-step.png")
                               : QStringLiteral("lesson-%1-%2.png").arg(m_step.number).arg(m_step.id);
}

void LessonStepDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    lesson::LessonPaintOptions o;
    o.theme = style.theme;
    o.answers = m_answers; // answers shown on screen are shown on the slide, hidden ones stay hidden
    lesson::LessonPainter(m_step, o).paint(painter, area);
}

// --- heads side by side --------------------------------------------------------------------

SideBySideDrawing::SideBySideDrawing(std::vector<HeatmapPainter> maps, int columns)
    : m_maps(std::move(maps))
    , m_columns(std::max(1, columns))
{
}

QString SideBySideDrawing::title() const
{
    QStringList heads;
    for (const HeatmapPainter &m : m_maps)
        if (m.data())
            heads << m.data()->title;
    return heads.join(QStringLiteral(" | "));
}

QString SideBySideDrawing::viewName() const
{
    return QObject::tr("Heads Side by Side");
}

DrawingStyle SideBySideDrawing::style() const
{
    return m_maps.empty() ? DrawingStyle {} : HeatmapDrawing(m_maps.front()).style();
}

void SideBySideDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    if (m_maps.empty())
        return;
    // As on screen: the maps in a grid of equal cells, row by row, a small gap between them.
    const int n = static_cast<int>(m_maps.size());
    const int columns = std::min(m_columns, n);
    const int rows = (n + columns - 1) / columns;
    const double gap = std::max(8.0, area.width() * 0.01);
    const double w = (area.width() - gap * (columns - 1)) / columns;
    const double h = (area.height() - gap * (rows - 1)) / rows;
    for (int i = 0; i < n; ++i) {
        const QRectF cell(area.left() + (i % columns) * (w + gap), area.top() + (i / columns) * (h + gap), w,
                          h);
        HeatmapDrawing(m_maps[i]).paint(painter, cell, style);
    }
}

} // namespace attn
