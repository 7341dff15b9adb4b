// The breakdown's blackboard: one query row of one head, stage by stage, drawn by ONE routine.
// The widget, PNG, SVG, PDF and the command line all call paint(), so every surface shows the
// same thing; text() lists exactly the strings paint() draws, so tests read what users see.
#pragma once

#include "breakdownmodel.h"
#include "theme.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QTransform>

#include <optional>
#include <vector>

class QPainter;

namespace attn {

class BreakdownPainter {
public:
    explicit BreakdownPainter(const BreakdownData &data = {}, const BreakdownOptions &options = {},
                              const Theme &theme = Theme::light());
    const Theme &theme() const { return m_theme; }

    const BreakdownModel &model() const { return m_model; }

    // The natural size of the blackboard (logical pixels). paint() scales it uniformly into
    // any other area, keeping its proportions (exports of a given size).
    QSizeF preferredSize() const { return m_size; }

    void paint(QPainter &painter, const QRectF &area) const;

    // What is under `pos` when painted into `area`: a key column (its header, stage == nullopt,
    // or one of its stage cells). key == -1: nothing.
    struct Hit {
        int key = -1;
        std::optional<Stage> stage;
    };
    Hit hitTest(const QPointF &pos, const QRectF &area) const;

    // Where a stage cell is drawn when painted into `area` (empty when not shown).
    QRectF cellRect(Stage stage, int key, const QRectF &area) const;

    // Every string paint() draws, in drawing order, one per line.
    QString text() const;

    // What is drawn at a place of the table (for tests and accessibility): the number in a
    // stage cell, the small note under it, the row's Σ, and the lines of a key's header.
    QString drawnCell(Stage stage, int key) const;
    QString drawnCellNote(Stage stage, int key) const;
    QString drawnSum(Stage stage) const;
    QStringList drawnHeader(int key) const;

    // Texts that would be clipped by their box, fall outside the picture, or overlap another
    // text; empty when the layout is sound. Tests hold every preset to that.
    QStringList layoutProblems() const;

private:
    // Sizes for a projector: a number must be readable from the back of a classroom.
    static constexpr qreal kRowPad = 6;
    static constexpr qreal kNumberLine = 30; // the number in a cell
    static constexpr qreal kNoteLine = 24; // under it: a note such as the block reason
    static constexpr qreal kMaxHeaderText = 190; // a long token is elided to this width

    enum class Style {
        Title,
        Subtitle,
        Label,
        Hint,
        Section,
        Header,
        HeaderHint,
        Reason,
        Cell,
        CellNote,
        Sum,
        RowSum, // a Σ under its column (keys as rows): as wide as the numbers above it
        Body,
        BodyBold,
        Note,
        Message,
        Wrong,
    };
    struct TextItem {
        QRectF rect;
        QString text;
        Style style;
        int flags;
        QColor color;
    };
    struct BoxItem {
        QRectF rect;
        QColor fill;
        QColor border; // invalid: none
        bool hatch = false;
    };
    struct LineItem {
        QLineF line;
        QColor color;
    };
    struct CellPlace {
        Stage stage;
        int key;
        QRectF rect;
    };

    // Where the table's columns go: labels | keys | (hidden keys) | Σ. A band shows the key
    // columns [first, last) (BreakdownOptions::bandWidth).
    struct TableColumns {
        int first = 0, last = 0;
        qreal labelW = 0, hintW = 0, labelColumn = 0, keysLeft = 0;
        std::vector<QString> tokens; // elided header texts
        std::vector<qreal> colX, colW;
        bool anyReason = false, hidden = false;
        qreal hiddenX = 0, hiddenW = 0, sumX = 0, sumW = 0, tableRight = 0;
    };

    static QFont font(Style style);
    static bool isVectorStage(Stage s); // kⱼ, vⱼ, wⱼ·vⱼ: a blocked one is greyed, not hatched
    void layout();
    qreal layoutTable(qreal top);
    TableColumns measureColumns() const;
    TableColumns band(const TableColumns &all, int first, int last, bool closes) const;
    std::vector<TableColumns> bands() const; // one, unless bandWidth asks for more
    qreal layoutSubtitle(qreal top);
    qreal layoutBand(const TableColumns &t, qreal top);
    qreal layoutHeader(const TableColumns &t, qreal top);
    qreal layoutStageRow(const TableColumns &t, const StageRow &r, qreal y);
    qreal layoutKeyRows(qreal top); // BreakdownOptions::keysAsRows (breakdownrows.cpp)
    struct KeyRowsFrame; // where the turned table's columns go (breakdownrows.cpp)
    KeyRowsFrame measureKeyRows() const;
    qreal layoutKeyRow(const KeyRowsFrame &f, int column, qreal y);
    qreal layoutBelow(qreal top, qreal width);
    qreal addWrapped(const QString &text, Style style, qreal left, qreal top, qreal width,
                     const QColor &color);
    qreal addFlow(const QStringList &terms, const QString &first, const QString &joiner, Style style,
                  qreal left, qreal top, qreal width);
    void addText(const QRectF &rect, const QString &text, Style style, int flags,
                 const QColor &color = QColor());
    QTransform transformFor(const QRectF &area) const;
    QStringList textsIn(const QRectF &rect, std::optional<Style> style = std::nullopt) const;

    BreakdownOptions m_options;
    Theme m_theme;
    BreakdownModel m_model;
    qreal m_margin, m_padX, m_minColumn, m_minBelow; // the blackboard's spacing
    QSizeF m_size;
    std::vector<BoxItem> m_boxes;
    std::vector<LineItem> m_lines;
    std::vector<BoxItem> m_bars;
    std::vector<TextItem> m_texts;
    std::vector<CellPlace> m_cells;
    std::vector<std::pair<int, QRectF>> m_headers; // key → header rect
    // stage → its row across the table (keys as rows: its column down the table)
    std::vector<std::pair<Stage, QRectF>> m_rowRects;
};

// Writes the breakdown as PNG, SVG or PDF (by the suffix) through render/imageexport. An empty
// `size` means the painter's natural size; any other size gets the same picture scaled
// uniformly into it. PNG pixels are size × pixelRatio. Errors as in exportImage().
bool exportBreakdown(const QString &path, const BreakdownData &data, const BreakdownOptions &options,
                     QSizeF size, double pixelRatio, QString *error, const Theme &theme = Theme::light());

} // namespace attn
