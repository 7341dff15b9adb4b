// What a step's painters produce: a scene, a list of texts, boxes, lines and custom drawings laid
// out in logical pixels, painted in the order they were added. Laying out first and painting
// after lets a picture be measured (and shrunk to fit) before anything is drawn, lets a click
// find the answer box under it, and lets tests read every text with its size and place.
//
// Sizes come from one base text size (LessonStyle::base): 20 px on a 1280×720 slide, where the
// smallest text (Small) is 18 px and the numbers the class reads (Number) 24 px.
#pragma once

#include "lessonmodel.h"

#include "render/theme.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <algorithm>
#include <functional>
#include <variant>
#include <vector>

class QPainter;

namespace attn::lesson {

enum class TextRole {
    Title, // the step's title
    Caption, // the sentence under it
    Heading, // a panel's heading
    Body, // worked lines, labels
    Small, // notes, axis labels, the footer: the smallest text there is
    Number, // a number the class reads: matrix cells, results, answers
    Big, // the one number a slide is about
    Code, // monospace
    Formula, // a formula across the slide
};

struct LessonStyle {
    double base = 20; // logical pixels
    Theme theme = Theme::light();
    // A worksheet page (and its key): an answer box is as wide as any answer of its kind, whatever
    // its own answer, and an answer over a bar sits at the top of the plot, not at the bar's height.
    bool sheet = false;

    double size(TextRole role) const;
    QFont font(TextRole role, bool bold = false) const;
    // The base that makes a 1280×720 slide 20: the smaller of width/64 and height/36.
    static double baseFor(const QSizeF &area);
    // The smallest text size at this base, and the size of the numbers.
    double smallest() const { return size(TextRole::Small); }
    // The marks of where numbers come from, and their colours.
    static QString mark(Source source)
    {
        return source == Source::Session ? QStringLiteral("●") : QStringLiteral("◆");
    }
    QColor markColor(Source source) const
    {
        return source == Source::Session ? theme.accent1 : theme.negative;
    }
    // A light tint per head (column blocks), from the theme's lightness.
    QColor headTint(int head) const;
};

struct SceneText {
    QRectF rect;
    QString text;
    TextRole role = TextRole::Body;
    bool bold = false;
    int flags = 0; // Qt::Alignment | Qt::TextWordWrap
    QColor color;
    int reveal = -1; // ≥ 0: an answer box (StepModel::reveals index)
    QFont font; // set from role and bold when added
    bool afterAnswers = false; // drawn only once every answer is (a note that would give them away)
};
struct SceneBox {
    QRectF rect;
    QColor fill; // invalid: none
    QColor border; // invalid: none
    double width = 1;
    double radius = 0;
    bool hatch = false; // diagonal lines over it (a blocked key, padding)
    bool dashed = false;
    int reveal = -1; // ≥ 0: drawn only once this answer is (a bar that would give it away)
};
struct SceneLine {
    QLineF line;
    QColor color;
    double width = 1;
    bool dashed = false;
};
struct ScenePolyline {
    QPolygonF points;
    QColor color;
    double width = 1;
    bool dashed = false;
    double marker = 0; // > 0: a dot of this radius at each point
};
struct SceneCustom {
    QRectF rect;
    std::function<void(QPainter &, const QRectF &)> paint;
};
using SceneItem = std::variant<SceneText, SceneBox, SceneLine, ScenePolyline, SceneCustom>;

// How answer boxes are drawn, and where they went.
struct AnswerPaint {
    AnswerMode mode = AnswerMode::Shown;
    RevealState state;
};

class Scene {
public:
    explicit Scene(LessonStyle style = {})
        : m_style(std::move(style))
    {
    }
    const LessonStyle &style() const { return m_style; }
    const Theme &theme() const { return m_style.theme; }
    double base() const { return m_style.base; }

    // A text in a box; flags as for QPainter::drawText.
    void text(const QRectF &rect, const QString &text, TextRole role, int flags, const QColor &color = {},
              bool bold = false, int reveal = -1);
    // A one-line text with its top-left (or, by alignment, its centre / right) at `at`, as wide as
    // it needs; returns its box. Answers (reveal ≥ 0) get a box with room around the text.
    QRectF textAt(const QPointF &at, const QString &text, TextRole role, int align = Qt::AlignLeft,
                  const QColor &color = {}, bool bold = false, int reveal = -1);
    QRectF numAt(const QPointF &at, const Num &n, TextRole role, int align = Qt::AlignLeft,
                 const QColor &color = {}, bool bold = false)
    {
        return textAt(at, n.text, role, align, color, bold, n.reveal);
    }
    // Wrapped to `width` from `topLeft`; returns the height used (0 for an empty text).
    double wrapped(const QPointF &topLeft, double width, const QString &text, TextRole role,
                   const QColor &color = {}, bool bold = false, int align = Qt::AlignLeft);
    // The same after the mark of where its numbers come from (● this session, ◆ the lesson), the
    // mark in its colour and the text indented after it.
    double markedWrapped(const QPointF &topLeft, double width, Source source, const QString &text,
                         TextRole role, const QColor &color = {}, bool bold = false);
    double markedWrappedHeight(double width, const QString &text, TextRole role, bool bold = false) const;
    // The size a one-line text takes (answers with their box's room).
    QSizeF measure(const QString &text, TextRole role, bool bold = false, bool answer = false) const;
    QSizeF measure(const Num &n, TextRole role, bool bold = false) const
    {
        return measure(n.text, role, bold, n.reveal >= 0);
    }
    double wrappedHeight(double width, const QString &text, TextRole role, bool bold = false) const;
    double lineHeight(TextRole role) const;

    void box(const SceneBox &b) { m_items.emplace_back(b); }
    void line(const QLineF &l, const QColor &color, double width = 1, bool dashed = false)
    {
        m_items.emplace_back(SceneLine { l, color, width, dashed });
    }
    void polyline(const ScenePolyline &p) { m_items.emplace_back(p); }
    void custom(const QRectF &rect, std::function<void(QPainter &, const QRectF &)> paint)
    {
        m_items.emplace_back(SceneCustom { rect, std::move(paint) });
    }
    void append(const Scene &other);
    // The text added last is drawn only once every answer is shown.
    void holdLastTextBack();
    // Rewrites every text that is not an answer box (a worksheet hides the numbers later pages ask).
    void rewriteTexts(const std::function<QString(const QString &)> &rewrite);
    // Drops every item added after the first `count` (a layout tried again in more room).
    void truncate(std::size_t count)
    {
        if (count < m_items.size())
            m_items.erase(m_items.begin() + std::ptrdiff_t(count), m_items.end());
    }

    // Everything laid out, and its extent.
    const std::vector<SceneItem> &items() const { return m_items; }
    std::vector<SceneText> texts() const;
    QRectF bounds() const { return bounds(0); }
    QRectF bounds(std::size_t from) const; // of the items from this index on
    void translate(const QPointF &by);

    // Paints every item in order. Answer boxes are drawn by `answers`; their boxes (in the
    // painter's coordinates) are appended to *answerBoxes when given.
    void paint(QPainter &p, const AnswerPaint &answers,
               std::vector<std::pair<int, QRectF>> *answerBoxes = nullptr) const;

private:
    LessonStyle m_style;
    std::vector<SceneItem> m_items;
};

// What a worksheet's answer box is measured by: the answer with every number replaced by the
// widest number of its class, so the box says nothing about the answer's digits.
QString answerTemplate(const QString &answer);

// The numbers of an answer a student could copy from another page: its decimals ("0.284") and
// its long counts ("16,777,216"). A small whole number ("2", "64", the "1" and "0" of a vector)
// gives nothing away: it is everywhere (token 2, d_k 64).
QStringList giveaways(const QString &answer);
// `text` with each of `numbers` (standing as a number of its own, not inside a longer one)
// replaced by "…".
QString withoutNumbers(const QString &text, const QStringList &numbers);

// Whether a remark beside `n` would give it away: n is an answer and the remark has a number
// ("≈ 1.05 M"). Such a remark is drawn with the answer, not before it.
inline bool givesAnswerAway(const Num &n, const QString &remark)
{
    return n.reveal >= 0 && std::any_of(remark.begin(), remark.end(), [](QChar ch) { return ch.isDigit(); });
}

// Whether an answer is drawn as itself with these answers (not as "?" or a blank box), and
// whether all of them are.
bool answerShown(const AnswerPaint &answers, int reveal);
bool allAnswersShown(const AnswerPaint &answers);
// "?" in a box, an empty box, or the answer marked: the one place an answer is drawn.
void paintAnswer(QPainter &p, const SceneText &t, const AnswerPaint &answers, const Theme &theme);

} // namespace attn::lesson
