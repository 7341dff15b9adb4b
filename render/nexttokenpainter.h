// The next-token panel of the model workbench: the tokens of the run as a row (the position
// predicted after is marked; a click there picks another), then the model's most probable next
// tokens as bars. When the run was changed (heads switched off, a layer replaced) each token shows
// its probability before → after, the after bar coloured by the change (up: the theme's positive
// colour, down: its negative), and the tokens that entered the top list are marked "new". One
// paint(QPainter&, QRectF) for the window and every export. The numbers are the core's
// (core/model/interventions.h); nothing is computed here but where to draw them.
#pragma once

#include "theme.h"

#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QPainter;

namespace attn {

struct NextTokenRow {
    int id = 0; // the token's id in the vocabulary
    QString token; // its text as the tokenizer gives it (spaces not yet marked)
    double before = 0; // probability in the run as opened
    std::optional<double> after; // with the changes; empty when nothing is changed
    bool entered = false; // in the top list only after the change
};

struct NextTokenData {
    QString modelName;
    QStringList tokens; // the run's T tokens (spaces not yet marked)
    int position = -1; // the prediction is for the token after this one (0 … T−1)
    QString change; // what was changed, e.g. "head 2.3 off (zero)"; empty: nothing
    bool running = false; // a rerun is under way (the after column is the previous one)
    std::vector<NextTokenRow> rows; // most probable first (before), then those that entered

    bool hasAfter() const;
    bool isValid() const { return !tokens.isEmpty() && position >= 0 && position < tokens.size(); }
};

struct NextTokenOptions {
    Theme theme = Theme::light();
    double textScale = 1.0; // × every text size (the window's zoom; exports keep 1)
};

class NextTokenPainter {
public:
    void setData(NextTokenData data) { m_data = std::move(data); }
    const NextTokenData &data() const { return m_data; }
    void setOptions(const NextTokenOptions &options) { m_options = options; }
    const NextTokenOptions &options() const { return m_options; }

    struct Layout {
        QRectF titleRect, changeRect, tokenRowRect, barsRect;
        std::vector<QRectF> tokenRects; // one per token shown; empty rect when it is not shown
        std::vector<QRectF> rowRects; // one per row
        double labelWidth = 0; // the token's name before each bar
        double valueWidth = 0; // the numbers after it
        QFont font, titleFont;
    };
    Layout layout(const QRectF &area) const;
    // The token of the token row under the point, or −1.
    int tokenAt(const QRectF &area, const QPointF &p) const;
    QString title() const; // "Next token after “ world” (token 4 of 4)"
    void paint(QPainter &painter, const QRectF &area) const;

private:
    void layoutTokenRow(Layout &l) const;
    void drawTokenRow(QPainter &p, const Layout &l) const;
    void drawRow(QPainter &p, const Layout &l, const NextTokenRow &row, const QRectF &r, double scale) const;

    NextTokenData m_data;
    NextTokenOptions m_options;
};

} // namespace attn
