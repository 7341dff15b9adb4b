#include "attributionwidget.h"

#include "render/drawings.h"
#include "render/notation.h"
#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

#include <cmath>

namespace attn {

AttributionWidget::AttributionWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("attributionView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    installGridAccessibility();
    connect(&Appearance::instance(), &Appearance::changed, this, &AttributionWidget::followAppearance);
    followAppearance();
}

void AttributionWidget::followAppearance()
{
    AttributionOptions o = m_painter.options();
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void AttributionWidget::setData(AttributionData data)
{
    m_painter.setData(std::move(data));
    m_terms = m_painter.terms();
    ++m_contents;
    m_cursor = { 0, 0 };
    m_working = false;
    update();
}

QString AttributionWidget::gridHelp() const
{
    return tr("Up and down move from term to term, left and right from its name to its part and share.");
}

QString AttributionWidget::gridCellName(int row, int col) const
{
    if (row < 0 || col < 0 || row >= gridRows() || col >= gridColumns())
        return {};
    const double score = m_painter.data().score;
    const bool sum = row == int(m_terms.size());
    double value = score;
    if (!sum)
        value = m_terms[std::size_t(row)].value;
    switch (col) {
    case 0:
        return sum ? tr("the sum of every term") : m_terms[std::size_t(row)].label;
    case 1:
        return tr("%1 of q·k = %2").arg(formatFixed(value, 2), formatFixed(score, 2));
    default:
        return std::abs(score) > 0 ? tr("%1 % of the score").arg(formatFixed(100 * value / score, 1))
                                   : tr("no share: the score is 0");
    }
}

QRect AttributionWidget::gridCellRect(int row, int col) const
{
    return row >= 0 && col >= 0 && row < gridRows() && col < gridColumns() ? rect() : QRect();
}

QString AttributionWidget::gridColumnHeader(int col) const
{
    switch (col) {
    case 0:
        return tr("query source × key source");
    case 1:
        return tr("part of q·k");
    case 2:
        return tr("share of the score");
    default:
        return {};
    }
}

bool AttributionWidget::moveGridCursor(int row, int col)
{
    return placeGridCursor(this, *this, m_cursor, row, col);
}

void AttributionWidget::keyPressEvent(QKeyEvent *e)
{
    if (moveGridCursorByKey(*this, e))
        return e->accept();
    PictureWidget::keyPressEvent(e);
}

bool AttributionWidget::event(QEvent *e)
{
    followGridFocus(this, *this, e); // the cursor's frame, and a reader told of its cell
    return PictureWidget::event(e);
}

void AttributionWidget::setWorking(bool working)
{
    m_working = working;
    update();
}

void AttributionWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
    if (hasFocus()) // the cells are not drawn apart: the whole view is framed while it has the focus
        paintGridCursor(p, QRectF(rect()), m_painter.options().theme.text,
                        m_painter.options().theme.background);
    if (m_working) { // the previous table stays readable under a band that says a new one comes
        const QRectF band(0, height() - 28, width(), 28);
        p.fillRect(band, m_painter.options().theme.panel);
        p.setPen(m_painter.options().theme.text);
        p.drawText(band, Qt::AlignCenter, tr("Working out why this score…"));
    }
}

void AttributionWidget::copyCsv()
{
    if (m_painter.data().isValid())
        QApplication::clipboard()->setText(m_painter.csv());
}

void AttributionWidget::exportCsvDialog()
{
    saveCsvWithDialog(this, tr("Export Why This Score"), QStringLiteral("why-this-score.csv"), [this](QString *error) {
        if (!m_painter.data().isValid()) {
            *error = tr("Click a cell of a head's map first.");
            return QByteArray();
        }
        return m_painter.csv().toUtf8();
    });
}

void AttributionWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    addPictureAndCsvActions(
        &menu, this, [this] { return drawing(); }, [this] { copyCsv(); }, [this] { exportCsvDialog(); },
        m_painter.data().isValid());
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> AttributionWidget::drawing() const
{
    return std::make_unique<AttributionDrawing>(m_painter);
}

} // namespace attn
