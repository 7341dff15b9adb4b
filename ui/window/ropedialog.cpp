// Labs ▸ RoPE: Score by Distance (ropedialog.h).
#include "ropedialog.h"

#include "ui/common/appearance.h"
#include "ui/common/pictureexport.h"
#include "ui/document/document.h"

#include <QComboBox>
#include <QContextMenuEvent>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

RopeCurveWidget::RopeCurveWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("ropeCurve"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&Appearance::instance(), &Appearance::changed, this, &RopeCurveWidget::followAppearance);
    followAppearance();
}

void RopeCurveWidget::followAppearance()
{
    RopeCurveOptions o;
    o.theme = Appearance::instance().theme();
    // The window's text, a little larger: the labels are read from the back of the room.
    o.fontSize = std::max(12, QFontInfo(Appearance::instance().font()).pixelSize()) * 1.3;
    m_painter = RopeCurvePainter(m_painter.data(), o);
    update();
}

void RopeCurveWidget::setData(RopeCurveData data)
{
    m_painter = RopeCurvePainter(std::move(data), m_painter.options());
    update();
}

std::unique_ptr<Drawing> RopeCurveWidget::drawing() const
{
    return std::make_unique<RopeCurveDrawing>(m_painter);
}

void RopeCurveWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_painter.options().theme.background);
    m_painter.paint(p, QRectF(rect()));
}

void RopeCurveWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    addPictureActions(&menu, this, [this] { return drawing(); });
    menu.exec(e->globalPos());
}

RopeDialog::RopeDialog(Document *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("ropeDialog"));
    setWindowTitle(tr("RoPE: Score by Distance"));
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("Against the &key of"), this);
    m_key = new QComboBox(this);
    m_key->setObjectName(QStringLiteral("ropeKey"));
    m_key->setToolTip(tr("Whose key content the selected query is scored against, moved to every distance"));
    label->setBuddy(m_key);
    row->addWidget(label);
    row->addWidget(m_key);
    row->addStretch();
    auto *hint = new QLabel(tr("Select a query in a heatmap; right-click the curve to export it."), this);
    row->addWidget(hint);
    layout->addLayout(row);
    m_curve = new RopeCurveWidget(this);
    layout->addWidget(m_curve, 1);
    connect(m_key, &QComboBox::activated, this, &RopeDialog::update);
    connect(doc, &Document::sessionChanged, this, &RopeDialog::refill);
    connect(doc, &Document::resultChanged, this, &RopeDialog::update);
    connect(doc, &Document::selectionChanged, this, &RopeDialog::update);
    refill();
}

void RopeDialog::refill()
{
    const Session &s = m_doc->session();
    const int keep = m_key->currentIndex();
    QStringList names;
    for (std::size_t t = 0; t < s.tokens.size(); ++t)
        names << tr("token %1 “%2”").arg(t + 1).arg(QString::fromStdString(s.tokens[t]));
    bool same = m_key->count() == names.size();
    for (int i = 0; same && i < names.size(); ++i)
        same = m_key->itemText(i) == names[i];
    if (!same) {
        m_key->clear();
        m_key->addItems(names);
        m_key->setCurrentIndex(keep >= 0 && keep < names.size() ? keep : 0);
    }
    update();
}

void RopeDialog::update()
{
    if (!m_doc->isResultReadable()) // an edit is being written into it: resultChanged() follows
        return;
    const AttentionResult &r = m_doc->result();
    const int query = std::clamp(m_doc->selectedQuery(), 0, std::max(0, r.tokenCount() - 1));
    m_curve->setData(
        ropeCurveData(m_doc->resultSession(), r, m_doc->selectedHead(), query, m_key->currentIndex()));
}

} // namespace attn
