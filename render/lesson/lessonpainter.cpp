#include "lessonpainter.h"
#include "render/rendertext.h"

#include "picturepainters.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::lesson {

const PicturePainter &painterFor(PictureKind kind)
{
    static const StatementsPainter statements;
    static const MatricesPainter matrices;
    static const WorkedPainter worked;
    static const BarsPainter bars;
    static const HistogramsPainter histograms;
    static const HeatmapsPainter heatmaps;
    static const ShapesPainter shapes;
    static const CodePainter code;
    static const CostPainter cost;
    static const CurvesPainter curves;
    switch (kind) {
    case PictureKind::Statements:
        return statements;
    case PictureKind::Matrices:
        return matrices;
    case PictureKind::Worked:
        return worked;
    case PictureKind::Bars:
        return bars;
    case PictureKind::Histograms:
        return histograms;
    case PictureKind::Heatmaps:
        return heatmaps;
    case PictureKind::Shapes:
        return shapes;
    case PictureKind::Code:
        return code;
    case PictureKind::Cost:
        return cost;
    case PictureKind::Curves:
        return curves;
    }
    return statements;
}

LessonPainter::LessonPainter(StepModel step, LessonPaintOptions options)
    : m_step(std::move(step))
    , m_options(std::move(options))
{
}

bool LessonPainter::showsConclusion() const
{
    if (m_step.reveals.empty())
        return true;
    switch (m_options.answers.mode) {
    case AnswerMode::Shown:
    case AnswerMode::Key:
        return true;
    case AnswerMode::HoldBack:
        return m_options.answers.state.allRevealed()
            && m_options.answers.state.count() == int(m_step.reveals.size());
    case AnswerMode::Blank:
        return false;
    }
    return true;
}

const Scene &LessonPainter::scene(const QRectF &area) const
{
    layout(area);
    return m_scene;
}

QRectF LessonPainter::pictureRect(const QRectF &area) const
{
    layout(area);
    return m_picture;
}

double LessonPainter::pictureBase(const QRectF &area) const
{
    layout(area);
    return m_pictureBase;
}

double LessonPainter::frameBase(const QRectF &area) const
{
    layout(area);
    return m_frameBase;
}

void LessonPainter::layout(const QRectF &area) const
{
    if (area == m_area && !m_scene.items().empty())
        return;
    m_area = area;
    m_conclusion = Scene();
    const bool sheet = m_options.page == LessonPaintOptions::Page::Worksheet;
    double base = m_options.baseSize;
    if (base <= 0)
        base = sheet ? std::max(4.0, area.width() / 42.0) : LessonStyle::baseFor(area.size());
    m_frameBase = base;
    if (sheet)
        layoutWorksheet(area, base);
    else
        layoutSlide(area, base);
    if (m_options.answers.mode == AnswerMode::Blank && !m_options.withheld.isEmpty()) {
        const QStringList &withheld = m_options.withheld;
        m_scene.rewriteTexts([&withheld](const QString &t) { return withoutNumbers(t, withheld); });
    }
}

namespace {

    QString joined(const QStringList &parts)
    {
        return parts.join(QStringLiteral("; "));
    }

} // namespace

double LessonPainter::layoutFooter(Scene &scene, const QRectF &inner, double bottom) const
{
    // Bottom right: where we are. Bottom left: where the numbers come from.
    const Theme &theme = scene.theme();
    const QString where
        = QStringLiteral("%1 · %2 / %3").arg(m_step.section).arg(m_step.number).arg(m_step.count);
    const QSizeF whereSize = scene.measure(where, TextRole::Small);
    const double width = inner.width() - whereSize.width() - scene.base() * 1.5;
    struct Part {
        Source source;
        QString text;
    };
    std::vector<Part> parts;
    if (!m_step.fromSession.isEmpty())
        parts.push_back(
            //: the slide's footer; %1: what the step takes from the session, joined by "; "
            { Source::Session, LessonText::tr("from this session: %1").arg(joined(m_step.fromSession)) });
    if (!m_step.lessonConstants.isEmpty())
        parts.push_back(
            //: the slide's footer; %1: the lesson's own numbers the step uses, joined by "; "
            { Source::Lesson,
              LessonText::tr("the lesson's constants: %1").arg(joined(m_step.lessonConstants)) });
    const double markW = scene.measure(QStringLiteral("● "), TextRole::Small).width();
    double height = 0;
    for (const Part &p : parts)
        height += scene.wrappedHeight(width - markW, p.text, TextRole::Small);
    height = std::max(height, whereSize.height());
    double y = bottom - height;
    scene.textAt(QPointF(inner.right(), bottom - whereSize.height()), where, TextRole::Small, Qt::AlignRight,
                 theme.mutedText);
    for (const Part &p : parts) {
        scene.textAt(QPointF(inner.left(), y), LessonStyle::mark(p.source), TextRole::Small, Qt::AlignLeft,
                     scene.style().markColor(p.source));
        y += scene.wrapped(QPointF(inner.left() + markW, y), width - markW, p.text, TextRole::Small,
                           theme.mutedText);
    }
    return height;
}

bool LessonPainter::layoutPicture(const QRectF &rect, double base, double minBase) const
{
    m_picture = rect;
    const bool sheet = m_options.page == LessonPaintOptions::Page::Worksheet;
    auto style = [&](double b) { return LessonStyle { b, m_options.theme, sheet }; };
    if (!m_step.unavailable.isEmpty()) {
        // What this session lacks for the step, in place of a picture that would be nonsense.
        Scene s(style(base));
        const double w = std::min(rect.width(), base * 44);
        const double h = s.wrappedHeight(w - base * 2, m_step.unavailable, TextRole::Caption);
        const QRectF box(rect.center().x() - w / 2, rect.center().y() - h / 2 - base, w, h + base * 2);
        s.box({ box, m_options.theme.warningFill, m_options.theme.flag, 2, base * 0.5, false, false });
        s.wrapped(box.topLeft() + QPointF(base, base), w - base * 2, m_step.unavailable, TextRole::Caption);
        m_scene.append(s);
        m_pictureBase = base;
        return true;
    }
    // At the slide's size first; smaller only if the picture does not fit, never below minBase.
    double b = std::max(base, minBase);
    for (int attempt = 0; attempt < 6; ++attempt) {
        Scene s(style(b));
        painterFor(m_step.kind).layout(m_step, rect, s);
        const QRectF used = s.bounds();
        const bool fits = used.isEmpty() || rect.adjusted(-1, -1, 1, 1).contains(used);
        if (fits && attempt == 0 && !used.isEmpty()) {
            // A small picture grows (up to half as large again): bigger numbers for the back row.
            const double room = std::min(rect.width() / used.width(), rect.height() / used.height());
            if (room > 1.15) {
                const double grown = b * std::min(1.5, room * 0.94);
                Scene g(style(grown));
                painterFor(m_step.kind).layout(m_step, rect, g);
                if (rect.adjusted(-1, -1, 1, 1).contains(g.bounds())) {
                    m_scene.append(g);
                    m_pictureBase = grown;
                    return true;
                }
            }
        }
        const bool floor = b <= minBase;
        if (fits || attempt == 5 || floor) {
            m_scene.append(s);
            m_pictureBase = b;
            return fits;
        }
        const double f = std::min(rect.width() / std::max(1.0, used.width()),
                                  rect.height() / std::max(1.0, used.height()));
        b = std::max(minBase, b * std::clamp(f * 0.97, 0.5, 0.97));
    }
    return true;
}

void LessonPainter::layoutSlide(const QRectF &area, double base) const
{
    m_scene = Scene(LessonStyle { base, m_options.theme });
    Scene &scene = m_scene;
    const Theme &theme = m_options.theme;
    const double m = base * 1.2;
    const QRectF inner = area.adjusted(m, m * 0.8, -m, -m * 0.8);
    double y = inner.top();
    // One line on a slide; wrapped on a narrow panel.
    y += scene.wrapped(QPointF(inner.left(), y), inner.width(), m_step.title, TextRole::Title, theme.text,
                       true)
        + base * 0.1;
    y += scene.wrapped(QPointF(inner.left(), y), inner.width(), m_step.caption, TextRole::Caption,
                       theme.text);
    y += base * 0.6;

    const double footerH = layoutFooter(scene, inner, inner.bottom());
    double bottom = inner.bottom() - footerH - base * 0.5;
    const double conclusionH = scene.wrappedHeight(inner.width(), m_step.conclusion, TextRole::Body, true);
    if (conclusionH > 0) {
        bottom -= conclusionH;
        m_conclusion = Scene(scene.style());
        m_conclusion.text(QRectF(inner.left(), bottom, inner.width(), conclusionH), m_step.conclusion,
                          TextRole::Body, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, theme.text, true);
        bottom -= base * 0.5;
    }
    layoutPicture(QRectF(inner.left(), y, inner.width(), std::max(base * 4, bottom - y)), base);
}

void LessonPainter::layoutWorksheet(const QRectF &area, double base) const
{
    m_scene = Scene(LessonStyle { base, m_options.theme, true });
    Scene &scene = m_scene;
    const Theme &theme = m_options.theme;
    const bool key = m_options.answers.mode == AnswerMode::Key;
    const double m = base * 2.6;
    const QRectF inner = area.adjusted(m, m, -m, -m);
    double y = inner.top();
    scene.textAt(QPointF(inner.left(), y),
                 key ? LessonText::tr("Attention, worked out by hand — answer key")
                     : LessonText::tr("Attention, worked out by hand — worksheet"),
                 TextRole::Small, Qt::AlignLeft, theme.mutedText);
    if (!key)
        scene.textAt(QPointF(inner.right(), y), LessonText::tr("Name: ____________________"), TextRole::Small,
                     Qt::AlignRight, theme.mutedText);
    y += scene.lineHeight(TextRole::Small) * 1.6;
    y += scene.wrapped(QPointF(inner.left(), y), inner.width(), m_step.title, TextRole::Title, theme.text,
                       true);
    y += scene.wrapped(QPointF(inner.left(), y), inner.width(), m_step.caption, TextRole::Caption, theme.text)
        + base * 0.8;

    const double footerH = layoutFooter(scene, inner, inner.bottom());
    // The key writes the conclusion under the picture: its room is kept above the footer.
    const double conclusionH
        = key ? scene.wrappedHeight(inner.width(), m_step.conclusion, TextRole::Body, true) + base : 0;
    const double bottom = inner.bottom() - footerH - base - conclusionH;
    // The picture takes about half the page, leaving room to write; all of it rather than text
    // under 9 pt (a Small text of 9 pt is a base of 10).
    const double minBase = kSheetSmallestPoints / 0.9;
    double pictureH = std::min((bottom - y) * 0.55, inner.width() * 0.62);
    const std::size_t before = m_scene.items().size();
    if (!layoutPicture(QRectF(inner.left(), y, inner.width(), pictureH), base, minBase)
        && bottom - y > pictureH + base) {
        // Not at 9 pt in half the page: as much of the page as it needs (when more height is
        // what it lacks), from the top.
        const QRectF half = m_picture;
        const double baseThen = m_pictureBase;
        const Scene first = m_scene;
        m_scene.truncate(before);
        const double full = bottom - y - base * 0.5;
        if (layoutPicture(QRectF(inner.left(), y, inner.width(), full), base, minBase)) {
            const QRectF used = m_scene.bounds(before);
            const double needed = std::clamp(used.height() + base * 0.5, pictureH, full);
            m_scene.truncate(before);
            if (!layoutPicture(QRectF(inner.left(), y, inner.width(), needed), base, minBase)) {
                m_scene.truncate(before);
                layoutPicture(QRectF(inner.left(), y, inner.width(), full), base, minBase);
                pictureH = full;
            } else {
                pictureH = needed;
            }
        } else { // more height does not help: as it was
            m_scene = first;
            m_picture = half;
            m_pictureBase = baseThen;
        }
    }
    y += pictureH + base;
    if (key) {
        m_conclusion = Scene(scene.style());
        m_conclusion.text(QRectF(inner.left(), std::min(y, bottom + base), inner.width(),
                                 scene.wrappedHeight(inner.width(), m_step.conclusion, TextRole::Body, true)),
                          m_step.conclusion, TextRole::Body, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          theme.text, true);
        return;
    }
    // Room to write: ruled lines down to the footer.
    if (m_step.reveals.empty())
        return;
    const bool room = bottom - y > base * 5;
    scene.textAt(QPointF(inner.left(), std::min(y, bottom - scene.lineHeight(TextRole::Small))),
                 room ? LessonText::tr("Work it out here:")
                      : LessonText::tr("Work it out on the back of the sheet."),
                 TextRole::Small, Qt::AlignLeft, theme.mutedText);
    y += scene.lineHeight(TextRole::Small) * 1.2;
    for (double ly = y + base * 2; ly < bottom; ly += base * 2)
        scene.line(QLineF(inner.left(), ly, inner.right(), ly), theme.rule, 1);
}

void LessonPainter::paint(QPainter &painter, const QRectF &area) const
{
    layout(area);
    m_scene.paint(painter, m_options.answers);
    if (showsConclusion())
        m_conclusion.paint(painter, m_options.answers);
}

int LessonPainter::answerAt(const QPointF &pos, const QRectF &area) const
{
    layout(area);
    for (const SceneText &t : m_scene.texts())
        if (t.reveal >= 0 && t.rect.adjusted(-4, -4, 4, 4).contains(pos))
            return t.reveal;
    return -1;
}

QStringList LessonPainter::layoutProblems(const QRectF &area, double minimumPixels) const
{
    layout(area);
    QStringList problems;
    std::vector<SceneText> texts = m_scene.texts();
    for (const SceneText &t : m_conclusion.texts())
        texts.push_back(t);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const SceneText &t = texts[i];
        const QString name = QStringLiteral("“%1”").arg(t.text.left(40));
        if (minimumPixels > 0 && t.font.pixelSize() < qRound(minimumPixels))
            problems << QStringLiteral("%1 is %2 px").arg(name).arg(t.font.pixelSize());
        if (!area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.rect))
            problems << QStringLiteral("%1 falls outside the picture").arg(name);
        if (!(t.flags & Qt::TextWordWrap)) {
            const double needed = QFontMetricsF(t.font).horizontalAdvance(t.text);
            if (needed > t.rect.width() + 0.5)
                problems << QStringLiteral("%1 needs %2 px, has %3")
                                .arg(name)
                                .arg(needed, 0, 'f', 1)
                                .arg(t.rect.width(), 0, 'f', 1);
        }
        for (std::size_t k = i + 1; k < texts.size(); ++k) {
            const QRectF overlap = t.rect.intersected(texts[k].rect);
            // Touching boxes are fine; a text drawn on top of another is not.
            if (overlap.width() > 2 && overlap.height() > 2
                && !(t.text.trimmed().isEmpty() || texts[k].text.trimmed().isEmpty()))
                problems << QStringLiteral("%1 overlaps “%2”").arg(name, texts[k].text.left(40));
        }
    }
    return problems;
}

} // namespace attn::lesson
