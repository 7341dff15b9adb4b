#include "matrixview.h"

#include "ui/common/typednumber.h"

#include "matrixmodel.h"
#include "ui/common/appearance.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QToolTip>

#include <cmath>

namespace attn {

namespace {

    // Why `text` (trimmed, '-' for minus) is not a number, with a hint where one helps: a number
    // too large or too small for a double, or a comma where a point was meant.
    // `shown` is quoted in the message; `text` is the same with '-' for any minus sign.
    QString notANumber(const QString &shown, const QString &text, const QLocale &user, double overflowed)
    {
        const QString limit = QString::number(Limits::maxAbsValue, 'f', 0);
        if (std::isinf(overflowed)) // QLocale gives ±∞ for "1e400"
            return QObject::tr("%1 is too large: numbers here are within ±%2").arg(shown, limit);
        const QChar point = user.decimalPoint().size() == 1 ? user.decimalPoint().at(0) : QLatin1Char('.');
        QString c = text;
        c.replace(point, QLatin1Char('.'));
        static const QRegularExpression number(
            QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
        if (number.match(c).hasMatch()) // well formed, yet refused: below the smallest double
            return QObject::tr("%1 is too close to 0 to be stored: type 0").arg(shown);
        if (point != QLatin1Char(',') && text.contains(QLatin1Char(','))) {
            // "1,5" in an English locale: a decimal comma, or a thousands separator ("1,234")? Both
            // are refused rather than guessed; the hint says how to write either.
            QString dotted = text;
            if (text.count(QLatin1Char(',')) == 1 && !text.contains(QLatin1Char('.')))
                return QObject::tr(
                           "“%1” is not a number: use a point for decimals (%2), and no separators between "
                           "thousands")
                    .arg(shown, dotted.replace(QLatin1Char(','), QLatin1Char('.')));
            return QObject::tr(
                       "“%1” is not a number: use a point for decimals, and no separators between thousands")
                .arg(shown);
        }
        if (point == QLatin1Char(',') && text.contains(QLatin1Char(',')) && text.contains(QLatin1Char('.')))
            return QObject::tr("“%1” is not a number: write it without separators between thousands")
                .arg(shown);
        return QObject::tr("“%1” is not a number").arg(shown);
    }

} // namespace

std::optional<double> parseNumber(const QString &raw, QString *why)
{
    QString text = raw.trimmed();
    text.replace(QChar(0x2212), '-'); // the minus sign our tables display
    if (text.isEmpty()) {
        if (why)
            *why = QObject::tr("type a number");
        return std::nullopt;
    }
    // Group separators refused, then the C locale (typednumber.h: the one rule).
    double overflowed = 0;
    const std::optional<double> read = readTypedNumber(text, QLocale(), &overflowed);
    if (!read) {
        if (why)
            *why = notANumber(raw.trimmed(), text, QLocale(), overflowed);
        return std::nullopt;
    }
    const double v = *read;
    if (const QString r = Document::refuseValue(v, raw.trimmed()); !r.isEmpty()) {
        if (why)
            *why = r;
        return std::nullopt;
    }
    return v;
}

QString plainNumber(double v)
{
    QLocale l;
    l.setNumberOptions(QLocale::OmitGroupSeparator); // what parseNumber() reads back
    return l.toString(v, 'g', QLocale::FloatingPointShortest);
}

namespace {

    // Space between a number and its cell's sides, as the style's items have it.
    constexpr int kCellMargin = 3;

    bool isNumberCell(const QModelIndex &index)
    {
        return index.data(MatrixModel::ValueRole).isValid();
    }
} // namespace

QWidget *NumberDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    if (!isNumberCell(index))
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QStringLiteral("numberEditor")); // token texts use a plain editor
    edit->setFrame(false);
    edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Mark a refused entry while it is being typed, with the reason as a tooltip.
    connect(edit, &QLineEdit::textChanged, edit, [edit](const QString &text) {
        QString why;
        const bool ok = parseNumber(text, &why).has_value();
        edit->setStyleSheet(ok ? QString() : QStringLiteral("background: #ffd9d9; color: #8b0000;"));
        edit->setToolTip(ok ? QString() : why);
    });
    return edit;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *edit = qobject_cast<QLineEdit *>(editor);
    if (!edit || !isNumberCell(index))
        return QStyledItemDelegate::setEditorData(editor, index);
    // Full precision: what is typed back is exactly the stored double.
    edit->setText(plainNumber(index.data(MatrixModel::ValueRole).toDouble()));
    edit->selectAll();
}

void NumberDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *edit = qobject_cast<QLineEdit *>(editor);
    if (!edit || !isNumberCell(index))
        return QStyledItemDelegate::setModelData(editor, model, index);
    QString why;
    if (const auto v = parseNumber(edit->text(), &why))
        model->setData(index, *v, Qt::EditRole);
    else
        emit refused(why); // nothing changes
}

bool NumberDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *edit = qobject_cast<QLineEdit *>(object);
    if (edit && edit->objectName() == QLatin1String("numberEditor") && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab || key == Qt::Key_Backtab) {
            QString why;
            if (!parseNumber(edit->text(), &why)) {
                // Keep the editor open with the reason next to it; the document is untouched.
                QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), why, edit);
                emit refused(why);
                return true;
            }
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

void NumberDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    const auto *model = qobject_cast<const MatrixModel *>(index.model());
    if (!model || index.column() < model->leadColumns()) {
        QStyledItemDelegate::paint(painter, option, index); // token names and the padding box
    } else {
        // A number cell drawn directly: the style's generic item (icons, check boxes, rich
        // state) took most of the time of repainting every table after an edit.
        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
            : (option.state & QStyle::State_Active)                                ? QPalette::Active
                                                                                   : QPalette::Inactive;
        if (selected)
            painter->fillRect(option.rect, option.palette.brush(group, QPalette::Highlight));
        else if (const QVariant bg = index.data(Qt::BackgroundRole); bg.canConvert<QBrush>())
            painter->fillRect(option.rect, qvariant_cast<QBrush>(bg));
        QColor pen = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        if (const QVariant fg = index.data(Qt::ForegroundRole); !selected && fg.canConvert<QBrush>())
            pen = qvariant_cast<QBrush>(fg).color();
        const QVariant align = index.data(Qt::TextAlignmentRole);
        const int flags = align.isValid() ? align.toInt() : int(Qt::AlignRight | Qt::AlignVCenter);
        const QRect text = option.rect.adjusted(kCellMargin, 0, -kCellMargin, 0);
        QString shown = index.data(Qt::DisplayRole).toString();
        if (option.fontMetrics.horizontalAdvance(shown) > text.width())
            shown = option.fontMetrics.elidedText(shown, Qt::ElideRight, text.width());
        painter->save();
        painter->setFont(option.font);
        painter->setPen(pen);
        painter->drawText(text, flags, shown);
        if (option.state & QStyle::State_HasFocus) { // the current cell
            // Visible on a selected cell too, whose fill is the highlight colour itself.
            painter->setPen(QPen(
                option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Highlight), 1));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(option.rect.adjusted(0, 0, -1, -1));
        }
        painter->restore();
    }
    if (index.data(MatrixModel::HeadStartRole).toBool()) {
        // A divider between head blocks: head 1 | head 2.
        painter->save();
        painter->setPen(QPen(QColor(40, 90, 160), 3));
        painter->drawLine(option.rect.topLeft() + QPoint(1, 0), option.rect.bottomLeft() + QPoint(1, 1));
        painter->restore();
    }
}

MatrixView::MatrixView(QWidget *parent)
    : QTableView(parent)
    , m_delegate(new NumberDelegate(this))
{
    setItemDelegate(m_delegate);
    // Numbers a class can read from the back of the room, at the window's zoom.
    auto applyFont = [this] {
        const QFont f = Appearance::instance().font(1.3);
        setFont(f);
        horizontalHeader()->setFont(f);
        verticalHeader()->setFont(f);
        verticalHeader()->setDefaultSectionSize(QFontMetrics(f).height() + 10);
        horizontalHeader()->setMinimumSectionSize(QFontMetrics(f).horizontalAdvance(QStringLiteral("−0.000"))
                                                  + 12);
        if (m_model)
            fitColumns();
    };
    applyFont();
    connect(&Appearance::instance(), &Appearance::changed, this, applyFont);
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked
                    | QAbstractItemView::EditKeyPressed);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setAlternatingRowColors(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // A column sized to its numbers measures the rows on screen and this many more, not Qt's
    // default of 1000: at 4096 tokens Q, K and V's 64 columns were 200 ms of text layout on every
    // token added or removed. Numbers of one matrix have one format, so a few hundred rows find
    // its widest.
    horizontalHeader()->setResizeContentsPrecision(kRowsMeasured);
    connect(m_delegate, &NumberDelegate::refused, this, &MatrixView::refused);
}

void MatrixView::setMatrixModel(MatrixModel *model)
{
    m_model = model;
    setModel(model);
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &MatrixView::fitColumns);
        fitColumns();
        // Its name for a screen reader: "W_Q", "X", "Weights of head 1" (the head it shows).
        auto name = [this] {
            const MatrixId id = m_model->matrixId();
            setAccessibleName(isPerHead(id)
                                  ? tr("%1 of head %2").arg(matrixTitle(id)).arg(m_model->head() + 1)
                                  : matrixTitle(id));
        };
        name();
        connect(model, &QAbstractItemModel::modelReset, this, name);
        connect(model, &QAbstractItemModel::headerDataChanged, this, name);
    }
}

void MatrixView::fitColumns()
{
    // Big matrices: a fixed width (fast); small ones: sized to their numbers.
    const int rows = m_model->rowCount(), cols = m_model->columnCount(), lead = m_model->leadColumns();
    if (cols > 64) {
        horizontalHeader()->setDefaultSectionSize(
            fontMetrics().horizontalAdvance(QStringLiteral("−0.00000")));
        return;
    }
    if (m_model->waitsForResult()) // no numbers to measure now: the widths stay
        return;
    if (rows <= kRowsMeasured) { // every cell, as Qt measures them
        resizeColumnsToContents();
        return;
    }
    for (int c = 0; c < cols; ++c) {
        if (c < lead) {
            resizeColumnToContents(c);
            continue;
        }
        // The rows whose text may be the widest: the smallest and largest number, the same among
        // those with decimals (whole numbers are written without), the nearest to zero on each
        // side (tiny ones are written m×10ⁿ), and the first that is not a number or infinite.
        struct Pick {
            double key = 0;
            int row = -1;
            void offer(double k, int r, bool larger)
            {
                if (row < 0 || (larger ? k > key : k < key)) {
                    key = k;
                    row = r;
                }
            }
        } low, high, lowFraction, highFraction, nearNegative, nearPositive;
        int odd = -1;
        for (int r = 0; r < rows; ++r) {
            const double v = m_model->value(r, c - lead);
            if (!std::isfinite(v)) {
                odd = odd < 0 ? r : odd;
                continue;
            }
            low.offer(v, r, false);
            high.offer(v, r, true);
            if (v != std::round(v)) {
                lowFraction.offer(v, r, false);
                highFraction.offer(v, r, true);
            }
            if (v < 0)
                nearNegative.offer(v, r, true);
            else if (v > 0)
                nearPositive.offer(v, r, false);
        }
        int width = horizontalHeader()->sectionSizeHint(c);
        for (int r : { low.row, high.row, lowFraction.row, highFraction.row, nearNegative.row,
                       nearPositive.row, odd })
            if (r >= 0)
                width = std::max(width, sizeHintForIndex(m_model->index(r, c)).width());
        setColumnWidth(c, width);
    }
}

QString MatrixView::selectionAsTsv() const
{
    // The view allows one contiguous range: walk it, reading numbers straight from the model.
    const QItemSelection selection = selectionModel() ? selectionModel()->selection() : QItemSelection();
    if (selection.isEmpty() || !m_model)
        return {};
    const QItemSelectionRange range = selection.first();
    const qint64 cells = qint64(range.height()) * range.width();
    if (cells > kMaxCopyCells)
        return {};
    QString out;
    for (int r = range.top(); r <= range.bottom(); ++r) {
        QStringList row;
        for (int c = range.left(); c <= range.right(); ++c) {
            const int col = c - m_model->leadColumns();
            if (col >= 0)
                row << plainNumber(m_model->value(r, col));
            else {
                const QModelIndex i = m_model->index(r, c);
                if (i.data(Qt::CheckStateRole).isValid())
                    row << (i.data(Qt::CheckStateRole).value<Qt::CheckState>() == Qt::Checked
                                ? QStringLiteral("1")
                                : QStringLiteral("0"));
                else
                    row << i.data(Qt::DisplayRole).toString();
            }
        }
        out += row.join('\t') + '\n';
    }
    return out;
}

bool MatrixView::pasteTsv(const QString &text, QString *why)
{
    if (!m_model)
        return false;
    QStringList lines = text.split('\n');
    for (QString &l : lines)
        if (l.endsWith('\r'))
            l.chop(1);
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    if (lines.isEmpty()) {
        *why = tr("the clipboard holds no numbers");
        return false;
    }
    std::vector<QStringList> cells;
    int cols = 0;
    for (const QString &l : lines) {
        // Tabs from spreadsheets; plain spaces from text (when there are no tabs at all).
        QStringList row = l.contains('\t') ? l.split('\t')
                                           : l.trimmed().split(QRegularExpression(QStringLiteral("\\s+")));
        cols = std::max(cols, int(row.size()));
        cells.push_back(row);
    }
    Matrix block(static_cast<Eigen::Index>(cells.size()), cols);
    for (int r = 0; r < int(cells.size()); ++r) {
        if (cells[r].size() != cols) {
            *why = tr("row %1 of the pasted block has %2 cells, expected %3")
                       .arg(r + 1)
                       .arg(cells[r].size())
                       .arg(cols);
            return false;
        }
        for (int c = 0; c < cols; ++c) {
            QString reason;
            const auto v = parseNumber(cells[r][c], &reason);
            if (!v) {
                *why = tr("pasted row %1, cell %2: %3").arg(r + 1).arg(c + 1).arg(reason);
                return false;
            }
            block(r, c) = *v;
        }
    }
    const QModelIndex at
        = currentIndex().isValid() ? currentIndex() : m_model->index(0, m_model->leadColumns());
    const int col = at.column() - m_model->leadColumns();
    if (col < 0) {
        *why = tr("paste numbers into the number columns");
        return false;
    }
    return m_model->document()->setBlock(m_model->matrixId(), at.row(), col, block, why);
}

void MatrixView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        const QItemSelection sel = selectionModel()->selection();
        if (!sel.isEmpty() && qint64(sel.first().height()) * sel.first().width() > kMaxCopyCells) {
            emit refused(
                tr("%1 cells are too many to copy at once (up to %2); select fewer, or use File ▸ Export")
                    .arg(QLocale().toString(qint64(sel.first().height()) * sel.first().width()))
                    .arg(QLocale().toString(kMaxCopyCells)));
            return;
        }
        QApplication::clipboard()->setText(selectionAsTsv());
        return;
    }
    if (event->matches(QKeySequence::Paste) && m_model && isInput(m_model->matrixId())) {
        QString why;
        if (!pasteTsv(QApplication::clipboard()->text(), &why))
            emit refused(why);
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && state() != EditingState) {
        // Enter on a cell that is not being edited moves down, as in a spreadsheet.
        const QModelIndex next
            = model() ? model()->index(currentIndex().row() + 1, currentIndex().column()) : QModelIndex();
        if (next.isValid())
            setCurrentIndex(next);
        return;
    }
    QTableView::keyPressEvent(event);
}

void MatrixView::closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint)
{
    // Enter commits and moves down; Tab (EditNextItem) keeps Qt's move to the right.
    const bool down = hint == QAbstractItemDelegate::SubmitModelCache;
    const QModelIndex current = currentIndex();
    QTableView::closeEditor(editor, down ? QAbstractItemDelegate::NoHint : hint);
    if (down && model()) {
        const QModelIndex next = model()->index(current.row() + 1, current.column());
        if (next.isValid())
            setCurrentIndex(next);
    }
}

} // namespace attn
