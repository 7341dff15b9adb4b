// A spreadsheet-like table for any MatrixModel: full-precision editing with a visible
// reason when a value is refused, Enter moves down and Tab moves right, copy/paste of cell
// ranges as TSV, head blocks separated by a divider.
#pragma once

#include <QStyledItemDelegate>
#include <QTableView>

#include <optional>

namespace attn {

class MatrixModel;

// Reads a number the way a user types it: in the user's locale or with a '.' decimal point.
// Refuses text, NaN, infinities and absurdly large numbers with a reason.
std::optional<double> parseNumber(const QString &text, QString *why);
// A number as the editor and the clipboard write it: full precision, no group separators.
QString plainNumber(double v);

class NumberDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

signals:
    void refused(const QString &reason) const;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
};

class MatrixView : public QTableView {
    Q_OBJECT
public:
    explicit MatrixView(QWidget *parent = nullptr);
    void setMatrixModel(MatrixModel *model);
    MatrixModel *matrixModel() const { return m_model; }

    // The selected range as tab-separated values, full precision (empty above kMaxCopyCells).
    QString selectionAsTsv() const;
    static constexpr qint64 kMaxCopyCells = 1'000'000;
    // Rows measured (besides those on screen) to size a column to its contents cell by cell.
    static constexpr int kRowsMeasured = 200;
    // Pastes TSV at the current cell as one undo step; false (and the reason) if refused.
    bool pasteTsv(const QString &text, QString *why);

signals:
    void refused(const QString &reason);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override;

private:
    // Each column as wide as its widest number (or its header). A table of up to kRowsMeasured
    // rows: every cell measured, as Qt does. A longer one: the few cells whose text may be the
    // widest (fitColumns says which), not every one (a 4096-row table took 200 ms of text layout
    // after each token added); its lead columns (token names) on kRowsMeasured rows.
    void fitColumns();
    MatrixModel *m_model = nullptr;
    NumberDelegate *m_delegate;
};

} // namespace attn
