// "Why this score": one attention score of a model head split over where the residual stream
// came from (core/model/mechanisms.h, attributeScore) — drawn for the workbench and its exports.
//
//   title         Layer 2 Head 2 · query 13 “␣red” → key 7 “␣mat”
//   the score     q·k = 192.00 (raw, before the scale), the sum of every entry below
//   two bar lists what the query side brought (each source's row total) and the key side (each
//                 source's column total), the biggest first, the rest summed
//   the table     the biggest query source × key source terms with their share of the score,
//                 then the other terms summed, then the sum — equal to the score
//   one line      an entry is a share under the norms' scales frozen on this input, not what
//                 removing that source would change
//
// One paint(QPainter&, QRectF) for the window and every export; the CSV is the whole matrix.
#pragma once

#include "core/conventions.h"
#include "theme.h"

#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

namespace attn {

struct AttributionData {
    QString modelName;
    int layer = 0, head = 0; // from 0 (shown from 1)
    int query = 0, key = 0; // positions, from 0 (shown from 1)
    QString queryToken, keyToken; // as the tokenizer gives them (spaces not yet marked)
    double score = 0; // the raw score q·k
    QStringList sources; // the core's names: embed, pos, L0.H1, L0.attn_bias, L0.mlp, bias
    Matrix matrix; // (S,S) query-side source × key-side source

    bool isValid() const { return matrix.rows() > 0 && matrix.rows() == sources.size(); }
};

struct AttributionOptions {
    Theme theme = Theme::light();
    double textScale = 1.0;
    int bars = 6; // sources listed on each side before "the rest"
    int terms = 8; // query × key terms listed before "the other terms"
};

// A source's name for people, the window's layers and heads counted from 1: "token embedding",
// "position embedding", "L1 H2", "L1 W_O bias", "L1 MLP", "biases (β, b_Q, b_K)".
QString attributionSourceName(const QString &coreName);

class AttributionPainter {
public:
    void setData(AttributionData data) { m_data = std::move(data); }
    const AttributionData &data() const { return m_data; }
    void setOptions(const AttributionOptions &o) { m_options = o; }
    const AttributionOptions &options() const { return m_options; }

    // One bar or one term: its label, value and share of the score.
    struct Entry {
        QString label;
        double value = 0;
        int row = -1, col = -1; // the matrix entry (terms), or the source (bars: row or col)
    };
    // The biggest |value| first; the rest as one last entry labelled "the other N …" (when any).
    std::vector<Entry> querySide() const;
    std::vector<Entry> keySide() const;
    std::vector<Entry> terms() const;

    QString title() const;
    QString csv() const; // the matrix with the sources' names, the score and the sum
    void paint(QPainter &painter, const QRectF &area) const;

private:
    std::vector<Entry> sideEntries(bool queries) const;
    void paintHint(QPainter &p, const QRectF &r) const; // before any cell is clicked
    void paintNote(QPainter &p, const QRectF &room, const QFont &small) const; // what an entry is

    AttributionData m_data;
    AttributionOptions m_options;
};

} // namespace attn
