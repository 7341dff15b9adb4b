#include "lessonscene.h"

#include "render/notation.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>

namespace attn::lesson {

// ---- style ------------------------------------------------------------------------------------

double LessonStyle::size(TextRole role) const
{
    switch (role) {
    case TextRole::Title:
        return base * 1.8;
    case TextRole::Caption:
        return base * 1.1;
    case TextRole::Heading:
        return base * 1.05;
    case TextRole::Body:
        return base;
    case TextRole::Small:
        return base * 0.9;
    case TextRole::Number:
        return base * 1.2;
    case TextRole::Big:
        return base * 1.8;
    case TextRole::Code:
        return base;
    case TextRole::Formula:
        return base * 1.5;
    }
    return base;
}

QFont LessonStyle::font(TextRole role, bool bold) const
{
    // DejaVu: the same metrics on every machine and in every export (as the other painters).
    QFont f(role == TextRole::Code ? QStringLiteral("DejaVu Sans Mono") : QStringLiteral("DejaVu Sans"));
    f.setStyleHint(role == TextRole::Code ? QFont::Monospace : QFont::SansSerif);
    f.setPixelSize(std::max(1, qRound(size(role))));
    f.setBold(bold || role == TextRole::Title || role == TextRole::Heading);
    return f;
}

double LessonStyle::baseFor(const QSizeF &area)
{
    return std::max(4.0, std::min(area.width() / 64.0, area.height() / 36.0));
}

QColor LessonStyle::headTint(int head) const
{
    // Hues spread round the circle; light tints on a light theme, deep ones on a dark theme.
    const int hue = (head * 67 + 200) % 360;
    return theme.isDark() ? QColor::fromHsv(hue, 120, 90) : QColor::fromHsv(hue, 55, 250);
}

QString answerTemplate(const QString &answer)
{
    // Every number as wide as the widest of its class: a short one (a weight, a score, up to six
    // characters) as "−0.000", a count as "00,000,000" — and a shape, three or more whole
    // numbers in brackets or with ×, "000" each. What stays is the answer's form: a vector's
    // brackets and commas, a unit.
    // Written as the pictures write them: "0.284" and "1,234", or "0,284" and "1.234".
    static const QRegularExpression byDot(
        QStringLiteral("[−-]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpression number = decimalComma()
        ? QRegularExpression(QStringLiteral("[−-]?(?:%1|[0-9]+(?:,[0-9]+)?)").arg(groupedPattern()))
        : byDot;
    std::vector<QRegularExpressionMatch> numbers;
    for (auto it = number.globalMatch(answer); it.hasNext();)
        numbers.push_back(it.next());
    // A shape is written as one, "(2, 8, 3, 1)" or "3 × 2": a list of scores "2, 1, 3" is not.
    const bool written = answer.startsWith(QLatin1Char('(')) || answer.contains(QChar(0x00D7));
    const bool shape = written && numbers.size() >= 3
        && std::none_of(numbers.begin(), numbers.end(),
                        [](const auto &m) { return m.captured().contains(decimalSeparator()); });
    QString out;
    qsizetype at = 0;
    for (const auto &m : numbers) {
        out += answer.mid(at, m.capturedStart() - at);
        // A count (thousands separated, or seven digits and more) is long; a decimal of any size
        // is a short number, so that "−37.148" is not told from "0.284" by its box.
        const QString n = m.captured();
        const bool count = n.contains(groupSeparator()) || (!n.contains(decimalSeparator()) && n.size() > 6);
        out += count ? drawnNumber(QStringLiteral("00,000,000"))
            : shape  ? QStringLiteral("000")
                     : drawnNumber(QStringLiteral("−0.000"));
        at = m.capturedEnd();
    }
    return out + answer.mid(at);
}

QStringList giveaways(const QString &answer)
{
    static const QRegularExpression byDot(QStringLiteral("[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+\\.[0-9]+"));
    const QRegularExpression telling
        = decimalComma() ? QRegularExpression(groupedPattern() + QLatin1Char('|') + decimalPattern()) : byDot;
    QStringList out;
    for (auto it = telling.globalMatch(answer); it.hasNext();)
        out << it.next().captured();
    out.removeDuplicates();
    return out;
}

QString withoutNumbers(const QString &text, const QStringList &numbers)
{
    QString out = text;
    for (const QString &n : numbers) {
        // Not a part of a longer number: no digit (or decimal point, or thousands comma, before
        // a digit) on either side. Its sign and a power of ten written after it go too: "−25.00"
        // becomes "…", not "−…", which reads as a number cut short (and tells its sign).
        const QRegularExpression alone(
            QStringLiteral("(?<![0-9])(?<![0-9][.,])[−-]?%1(?:×10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?(?![0-9])(?![.,][0-9])")
                .arg(QRegularExpression::escape(n)));
        out.replace(alone, QStringLiteral("…"));
    }
    return out;
}

// ---- building ---------------------------------------------------------------------------------

void Scene::text(const QRectF &rect, const QString &text, TextRole role, int flags, const QColor &color,
                 bool bold, int reveal)
{
    if (text.isEmpty() && reveal < 0)
        return;
    SceneText t;
    t.rect = rect;
    t.text = text;
    t.role = role;
    t.bold = bold;
    t.flags = flags;
    t.color = color.isValid() ? color : m_style.theme.text;
    t.reveal = reveal;
    t.font = m_style.font(role, bold);
    m_items.emplace_back(std::move(t));
}

QSizeF Scene::measure(const QString &text, TextRole role, bool bold, bool answer) const
{
    const QFontMetricsF fm(m_style.font(role, bold));
    // A little slack: a device with other hinting (PDF, SVG) must not need more room than this.
    QSizeF s(fm.horizontalAdvance(m_style.sheet && answer ? answerTemplate(text) : text) + 2, fm.height());
    if (answer)
        s = QSizeF(std::max(s.width(), fm.horizontalAdvance(QStringLiteral("?"))) + m_style.base * 0.7,
                   s.height() * 1.15);
    return s;
}

double Scene::lineHeight(TextRole role) const
{
    return QFontMetricsF(m_style.font(role)).height() * 1.25;
}

QRectF Scene::textAt(const QPointF &at, const QString &t, TextRole role, int align, const QColor &color,
                     bool bold, int reveal)
{
    const QSizeF s = measure(t, role, bold, reveal >= 0);
    double x = at.x();
    if (align & Qt::AlignHCenter)
        x -= s.width() / 2;
    else if (align & Qt::AlignRight)
        x -= s.width();
    double y = at.y();
    if (align & Qt::AlignVCenter)
        y -= s.height() / 2;
    else if (align & Qt::AlignBottom)
        y -= s.height();
    const QRectF r(x, y, s.width(), s.height());
    text(r, t, role, Qt::AlignCenter, color, bold, reveal);
    return r;
}

double Scene::wrappedHeight(double width, const QString &t, TextRole role, bool bold) const
{
    if (t.isEmpty())
        return 0;
    const QFontMetricsF fm(m_style.font(role, bold));
    return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, t).height() + 2;
}

double Scene::wrapped(const QPointF &topLeft, double width, const QString &t, TextRole role,
                      const QColor &color, bool bold, int align)
{
    const double h = wrappedHeight(width, t, role, bold);
    if (h > 0)
        text(QRectF(topLeft, QSizeF(width, h)), t, role, align | Qt::AlignTop | Qt::TextWordWrap, color,
             bold);
    return h;
}

double Scene::markedWrappedHeight(double width, const QString &t, TextRole role, bool bold) const
{
    const double markW = measure(QStringLiteral("● "), role, bold).width();
    return wrappedHeight(width - markW, t, role, bold);
}

double Scene::markedWrapped(const QPointF &topLeft, double width, Source source, const QString &t,
                            TextRole role, const QColor &color, bool bold)
{
    const double markW = measure(QStringLiteral("● "), role, bold).width();
    textAt(topLeft, LessonStyle::mark(source), role, Qt::AlignLeft, m_style.markColor(source), bold);
    return wrapped(topLeft + QPointF(markW, 0), width - markW, t, role, color, bold);
}

void Scene::holdLastTextBack()
{
    for (auto it = m_items.rbegin(); it != m_items.rend(); ++it)
        if (auto *t = std::get_if<SceneText>(&*it)) {
            t->afterAnswers = true;
            return;
        }
}

void Scene::rewriteTexts(const std::function<QString(const QString &)> &rewrite)
{
    for (SceneItem &item : m_items)
        if (auto *t = std::get_if<SceneText>(&item); t && t->reveal < 0)
            t->text = rewrite(t->text);
}

void Scene::append(const Scene &other)
{
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

namespace {

    QRectF itemRect(const SceneItem &item)
    {
        struct Rect {
            QRectF operator()(const SceneText &t) const { return t.rect; }
            QRectF operator()(const SceneBox &b) const { return b.rect; }
            QRectF operator()(const SceneLine &l) const
            {
                return QRectF(l.line.p1(), l.line.p2()).normalized();
            }
            QRectF operator()(const ScenePolyline &p) const { return p.points.boundingRect(); }
            QRectF operator()(const SceneCustom &c) const { return c.rect; }
        };
        return std::visit(Rect {}, item);
    }

} // namespace

std::vector<SceneText> Scene::texts() const
{
    std::vector<SceneText> out;
    for (const SceneItem &item : m_items)
        if (const auto *t = std::get_if<SceneText>(&item))
            out.push_back(*t);
    return out;
}

QRectF Scene::bounds(std::size_t from) const
{
    QRectF r;
    for (std::size_t i = from; i < m_items.size(); ++i) {
        const QRectF ir = itemRect(m_items[i]);
        r = r.isNull() ? ir : r.united(ir);
    }
    return r;
}

void Scene::translate(const QPointF &d)
{
    for (SceneItem &item : m_items) {
        std::visit(
            [&d](auto &it) {
                using T = std::decay_t<decltype(it)>;
                if constexpr (std::is_same_v<T, SceneLine>)
                    it.line.translate(d);
                else if constexpr (std::is_same_v<T, ScenePolyline>)
                    it.points.translate(d);
                else
                    it.rect.translate(d);
            },
            item);
    }
}

// ---- painting ---------------------------------------------------------------------------------

namespace {

    void hatch(QPainter &p, const QRectF &r, const QColor &color, double spacing)
    {
        p.save();
        p.setClipRect(r, Qt::IntersectClip);
        p.setPen(QPen(color, 1));
        for (double c = r.left() - r.height(); c < r.right(); c += spacing)
            p.drawLine(QPointF(c, r.bottom()), QPointF(c + r.height(), r.top()));
        p.restore();
    }

    QPen penOf(const QColor &color, double width, bool dashed)
    {
        QPen pen(color, width);
        if (dashed)
            pen.setStyle(Qt::DashLine);
        pen.setCapStyle(Qt::FlatCap);
        return pen;
    }

} // namespace

bool answerShown(const AnswerPaint &answers, int reveal)
{
    switch (answers.mode) {
    case AnswerMode::Shown:
    case AnswerMode::Key:
        return true;
    case AnswerMode::HoldBack:
        return answers.state.isRevealed(reveal);
    case AnswerMode::Blank:
        return false;
    }
    return true;
}

bool allAnswersShown(const AnswerPaint &answers)
{
    switch (answers.mode) {
    case AnswerMode::Shown:
    case AnswerMode::Key:
        return true;
    case AnswerMode::HoldBack:
        return answers.state.allRevealed();
    case AnswerMode::Blank:
        return false;
    }
    return true;
}

void paintAnswer(QPainter &p, const SceneText &t, const AnswerPaint &answers, const Theme &theme)
{
    const double radius = t.rect.height() * 0.18;
    auto drawBox = [&](const QColor &fill, const QColor &border, bool dashed) {
        p.setPen(border.isValid() ? penOf(border, 1.5 * theme.ruleWidth, dashed) : Qt::NoPen);
        p.setBrush(fill.isValid() ? QBrush(fill) : Qt::NoBrush);
        p.drawRoundedRect(t.rect, radius, radius);
    };
    auto drawText = [&](const QString &text, const QColor &color) {
        p.setFont(t.font);
        p.setPen(color);
        p.drawText(t.rect, Qt::AlignCenter, text);
    };
    switch (answers.mode) {
    case AnswerMode::Shown:
        drawText(t.text, t.color);
        return;
    case AnswerMode::HoldBack:
        if (answers.state.isRevealed(t.reveal)) {
            drawBox(theme.highlight, QColor(), false);
            drawText(t.text, t.color);
        } else {
            drawBox(theme.panel, theme.highlightBorder, true);
            drawText(QStringLiteral("?"), theme.mutedText);
        }
        return;
    case AnswerMode::Blank:
        drawBox(theme.background, theme.frame, false);
        return;
    case AnswerMode::Key:
        drawBox(theme.highlight, theme.highlightBorder, false);
        drawText(t.text, t.color);
        return;
    }
}

void Scene::paint(QPainter &p, const AnswerPaint &answers,
                  std::vector<std::pair<int, QRectF>> *answerBoxes) const
{
    const Theme &theme = m_style.theme;
    // A worksheet's blank boxes in one column are one width, the widest of them: a box sized by
    // its own answer tells the class how long the answer is (2.3× wider for a tiny weight).
    std::map<long long, double> blankWidth; // by the box's left edge, in 1/100 px
    if (answers.mode == AnswerMode::Blank)
        for (const SceneItem &item : m_items)
            if (const auto *t = std::get_if<SceneText>(&item); t && t->reveal >= 0) {
                double &w = blankWidth[std::llround(t->rect.left() * 100)];
                w = std::max(w, t->rect.width());
            }
    for (const SceneItem &item : m_items) {
        if (const auto *t = std::get_if<SceneText>(&item)) {
            if (t->afterAnswers && !allAnswersShown(answers))
                continue;
            if (t->reveal >= 0) {
                SceneText box = *t;
                if (const auto w = blankWidth.find(std::llround(t->rect.left() * 100)); w != blankWidth.end())
                    box.rect.setWidth(w->second);
                paintAnswer(p, box, answers, theme);
                if (answerBoxes)
                    answerBoxes->push_back({ t->reveal, p.transform().mapRect(box.rect) });
                continue;
            }
            p.setFont(t->font);
            p.setPen(t->color);
            p.drawText(t->rect, t->flags, t->text);
        } else if (const auto *b = std::get_if<SceneBox>(&item)) {
            if (b->reveal >= 0 && !answerShown(answers, b->reveal))
                continue;
            p.setPen(b->border.isValid() ? penOf(b->border, b->width * theme.ruleWidth, b->dashed)
                                         : Qt::NoPen);
            p.setBrush(b->fill.isValid() ? QBrush(b->fill) : Qt::NoBrush);
            if (b->radius > 0)
                p.drawRoundedRect(b->rect, b->radius, b->radius);
            else
                p.drawRect(b->rect);
            if (b->hatch)
                hatch(p, b->rect, theme.hatch, m_style.base * 0.5);
        } else if (const auto *l = std::get_if<SceneLine>(&item)) {
            p.setPen(penOf(l->color, l->width * theme.ruleWidth, l->dashed));
            p.drawLine(l->line);
        } else if (const auto *pl = std::get_if<ScenePolyline>(&item)) {
            p.setPen(penOf(pl->color, pl->width * theme.ruleWidth, pl->dashed));
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(pl->points);
            if (pl->marker > 0) {
                p.setBrush(pl->color);
                for (const QPointF &pt : pl->points)
                    p.drawEllipse(pt, pl->marker, pl->marker);
            }
        } else if (const auto *c = std::get_if<SceneCustom>(&item)) {
            p.save();
            c->paint(p, c->rect);
            p.restore();
        }
    }
}

} // namespace attn::lesson
