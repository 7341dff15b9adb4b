// One table model for every matrix of the document: the inputs (editable, through the undo
// stack) and the computed ones (read-only). A view on the document's data, never a copy, so
// a 4096-row table costs nothing until it is scrolled.
#pragma once

#include "ui/document/document.h"

#include <QAbstractTableModel>
#include <QColor>

namespace attn {

class MatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // double, full precision (numbers only)
        HeadStartRole, // bool: this column opens a new head block (draw a divider)
        BlockReasonRole, // int BlockReason bits, T×T matrices
        SelectedRowRole, // bool: the selected query token's row
    };

    MatrixModel(Document *doc, MatrixId id, QObject *parent = nullptr);

    MatrixId matrixId() const { return m_id; }
    Document *document() const { return m_doc; }
    int head() const { return m_head; }
    void setHead(int head);
    int precision() const { return m_precision; }
    void setPrecision(int decimals);

    // The embeddings table starts with the token's text and its padding flag, and, when the
    // session packs sentences, the token's sentence number (counted from 1).
    int leadColumns() const;
    static constexpr int kTokenColumn = 0, kPadColumn = 1, kSentenceColumn = 2;
    int matrixRows() const; // the matrix's own rows (a W's bias row not counted)
    // A weight table's last row is its bias (b_Q under W_Q …) when the session has biases.
    bool hasBiasRow() const;
    int matrixCols() const;
    bool isTokenRowed() const; // rows are tokens (X, Q, K, V, T×T, outputs)
    bool isSquareOverTokens() const
    {
        return m_id == MatrixId::Scores || m_id == MatrixId::Logits || m_id == MatrixId::Weights;
    }
    // W_K, W_V, K or V of a session whose query heads share K/V heads: columns are K/V heads.
    bool readsKvHeads() const;
    double value(int row, int col) const; // matrix coordinates (no lead columns)
    QString shapeText() const; // e.g. "3×2"

    // Formats a number the way every table shows it: the locale's decimal point, whole numbers
    // without decimals, the rest with exactly `decimals` decimals, a true minus sign, compact
    // m×10ⁿ from a million on (render/notation.h's formatFixed).
    static QString formatNumber(double v, int decimals);
    // The selected query row's background in the current theme (its text keeps the theme's).
    static QColor selectedRowColor();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A computed matrix whose result is being written: not to be read now.
    bool waitsForResult() const;

private:
    void refresh(bool structural);
    QString tokenLabel(int t) const;
    // The gradient shown (GradWq …), or null: no target, or not a gradient table.
    const Matrix *gradientMatrix() const;
    QColor gradientColor(double v) const;
    mutable const Matrix *m_scaleOf = nullptr; // the gradient m_gradientScale was read from
    mutable double m_gradientScale = 0;

    Document *m_doc;
    MatrixId m_id;
    int m_head = 0;
    int m_precision = 3;
    int m_rows = 0, m_cols = 0; // what the views were last told
    // What the header labels were last made from (tokens, head count). Most edits change only
    // numbers; telling the views the headers changed makes them measure every label again.
    std::vector<std::string> m_headerTokens;
    int m_headerHeads = 0;
    bool headersChanged();
};

} // namespace attn
