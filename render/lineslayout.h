// The line view's data, options and geometry: what the picture of "who looks at whom" is made
// of. Tokens stand in two columns (queries left, keys right) or two rows (queries above, keys
// below); a line runs from query i to key j for every head shown, as wide and as strong as
// weight(i, j); masked pairs have no line at all. The painter draws from one LinesLayout and the
// widget hit-tests with the same one, so they always agree.
#pragma once

#include "core/attention.h"
#include "theme.h"

#include <QColor>
#include <QFont>
#include <QJsonObject>
#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <memory>
#include <vector>

namespace attn {

// One result as the line view needs it: every head's weights and the mask (shared with the
// document, never copied), the token labels and, when the session names them, the heads.
struct LinesData {
    std::shared_ptr<const AttentionResult> result;
    QStringList tokens; // T labels, as tokenLabels() writes them
    std::vector<bool> padding; // T; padding tokens are labelled in italics
    QStringList headLabels; // one name per head ("previous token"), or empty

    int tokenCount() const { return result ? result->tokenCount() : 0; }
    int headCount() const { return result ? static_cast<int>(result->heads.size()) : 0; }
    // A result with its T labels and T×T weights per head.
    bool isValid() const;
    double weight(int head, int query, int key) const;
    bool blocked(int query, int key) const;
    bool isPadding(int token) const;
    bool fullyMasked(int query) const;
    // "Head 3", or "Head 3 · self" when the session names it (heads counted from 1).
    QString headName(int head) const;
};

LinesData makeLinesData(const Session &s, std::shared_ptr<const AttentionResult> r,
                        const QStringList &headLabels = {});
// The head names a session file keeps under "view" → "head_labels" (one string per head);
// empty when there are none or not exactly numHeads of them.
QStringList headLabelsFromView(const QJsonObject &view, int numHeads);

// One colour per head from the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008:
// eight colours told apart with every common colour-vision deficiency; published for free
// use). Two changes for backgrounds: its black is the theme's text colour (so it shows on dark
// themes), and its yellow is drawn darker on light ones. Past eight heads the colours repeat,
// dashed (heads 9–16), dotted (17–24), dash-dotted (25–32).
QColor headColor(int head, const Theme &theme);
Qt::PenStyle headPenStyle(int head);

// A token whose lines alone are drawn: a query (its row of weights) or a key (its column).
struct LinesFocus {
    enum Side { None, Query, Key };
    Side side = None;
    int index = -1;

    static LinesFocus query(int i) { return { Query, i }; }
    static LinesFocus key(int j) { return { Key, j }; }
    bool isSet() const { return side != None && index >= 0; }
    bool operator==(const LinesFocus &) const = default;
};

enum class LinesOrientation {
    Auto, // columns, unless rows give every token a label where columns cannot
    Columns, // queries in a column on the left, keys on the right
    Rows, // queries in a row on top, keys in a row below
};

struct LinesOptions {
    std::vector<int> heads; // heads drawn, each in its colour; empty = every head
    LinesFocus focus; // only this token's lines (hover, click, --query)
    double minWeight = 0.01; // lighter lines are not drawn; the picture says so
    int maxTokens = 64; // more tokens: only the focused token's lines
    bool showNumbers = true; // the focused token's weights beside its lines, when they fit
    int precision = 3; // their decimals
    bool reserveNumberRoom = false; // room for the numbers even without a focus (on screen:
                                    // nothing moves under the pointer when a token is hovered)
    bool legendListsHiddenHeads
        = false; // the legend shows heads that are off, greyed (on screen: to switch them on)
    LinesOrientation orientation = LinesOrientation::Auto;
    double fontSize = 0; // base text size in logical pixels; 0 = from the area's size
    Theme theme = Theme::light();
    QString title; // empty = from the heads shown
};

// One line: query → key of one head, where it runs and how it is drawn.
struct WeightLine {
    int head = 0, query = 0, key = 0;
    double weight = 0;
    QPointF from, to;
    double width = 0; // ∝ weight, never thinner than a hairline
    double opacity = 0; // 0 at minWeight, 1 at weight 1
};

// A number written beside the focused token's lines: the weight of one head to one token.
struct LineNumber {
    QRectF rect;
    QString text;
    int head = 0, token = 0;
    bool blocked = false;
};

class LinesLayout {
public:
    struct Hit {
        enum Kind { None, Query, Key, Head } kind = None;
        int index = -1; // the token, or the head (a legend entry)
    };

    QRectF area;
    QRectF titleRect, subtitleRect, noteRect, legendRect;
    QRectF queryHeaderRect, keyHeaderRect; // "queries", "keys"
    QRectF queryBand, keyBand; // every token's label and anchor (for hit tests)
    QRectF queryNumbersRect, keyNumbersRect; // room for the focused token's weights
    QFont font, titleFont, labelFont, numberFont;
    bool rows = false; // queries on top, keys below (else columns)
    bool rotatedLabels = false; // rows: labels run upwards
    int tokenCount = 0;
    int labelStride = 1; // every n-th label is written when they would overlap
    double slot = 0; // from one token to the next
    std::vector<QRectF> queryLabels, keyLabels; // T each: where each token's label goes
    std::vector<QPointF> queryAnchors, keyAnchors; // T each: where its lines meet it
    std::vector<int> heads; // heads drawn, in order
    std::vector<int> legendHeads; // heads in the legend (hidden ones too, when asked)
    std::vector<QRectF> legendEntries; // one per legendHeads entry
    LinesFocus focus; // the focus in effect (a valid token, or none)
    std::vector<WeightLine> lines; // in drawing order: lightest first
    std::vector<LineNumber> numbers;
    std::vector<QRectF> numberHeaders; // one per heads entry, above the numbers' columns
    bool tooManyTokens = false; // over maxTokens: only the focused token's lines
    QString title, subtitle, note; // note: what is left out, and why

    // The token (or legend entry) under a point: anywhere in a token's band along its column
    // (or row), label or not, so every token can be pointed at even when labels are thinned.
    Hit hitTest(const QPointF &p) const;
    bool labelled(int token) const; // whether the token's label is written
};

// Lays `data` out in `area` (an invalid data: only the fonts and a title).
LinesLayout layoutLines(const LinesData &data, const LinesOptions &options, const QRectF &area);

} // namespace attn
