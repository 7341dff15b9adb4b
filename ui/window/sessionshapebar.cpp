#include "sessionshapebar.h"

#include "render/notation.h"

#include "ui/document/document.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>

#include <cmath>

namespace attn {

namespace {
    // The slider is logarithmic: 0…400 ↦ 0.01…100, so 1/√d_k for any d_k sits comfortably inside.
    double sliderToScale(int v)
    {
        return std::pow(10.0, (v - 200) / 100.0);
    }
    int scaleToSlider(double s)
    {
        return static_cast<int>(std::lround(std::log10(s) * 100.0 + 200));
    }
} // namespace

SessionShapeBar::SessionShapeBar(Document *doc, QWidget *parent)
    : QObject(parent)
    , m_doc(doc)
{
    // One widget per toolbar item; the controls live in them.
    auto group = [this, parent] {
        auto *w = new QWidget(parent);
        auto *row = new QHBoxLayout(w);
        row->setContentsMargins(6, 2, 6, 2);
        m_groups.push_back(w);
        return w;
    };
    QWidget *dModelGroup = group(), *headsGroup = group(), *scaleGroup = group();
    m_dModel = new QSpinBox(dModelGroup);
    m_heads = new QComboBox(headsGroup);
    m_dk = new QLabel(headsGroup);
    m_scaleMode = new QComboBox(scaleGroup);
    m_scale = new QDoubleSpinBox(scaleGroup);
    m_slider = new QSlider(Qt::Horizontal, scaleGroup);
    m_dModel->setObjectName(QStringLiteral("dModel"));
    m_heads->setObjectName(QStringLiteral("numHeads"));
    m_scaleMode->setObjectName(QStringLiteral("scaleMode"));
    m_scale->setObjectName(QStringLiteral("scaleValue"));
    m_slider->setObjectName(QStringLiteral("scaleSlider"));
    m_scale->setAccessibleName(tr("Scale value"));
    m_slider->setAccessibleName(tr("Scale"));
    m_dModel->setRange(1, Limits::maxDModel);
    m_dModel->setKeyboardTracking(false); // typing "12" must not pass through d_model = 1
    m_dModel->setToolTip(tr(
        "Width of each embedding; W_Q, W_K, W_V and W_O are d_model × d_model. Existing values are kept."));
    m_heads->setToolTip(headsToolTip());
    m_scaleMode->addItems({ tr("1/√d_k"), tr("none (× 1)"), tr("custom") });
    // Its width is set once, for the widest item ("1/√d_k = 0.7071"): the controls after it
    // never move when d_k changes the text.
    m_scaleMode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scaleMode->setMinimumContentsLength(16);
    m_scaleMode->setToolTip(tr("Scores are multiplied by this before the softmax."));
    m_scale->setRange(1e-6, Limits::maxScale);
    m_scale->setDecimals(6);
    m_scale->setKeyboardTracking(false);
    m_scale->setToolTip(tr("The factor the scores are multiplied by."));
    m_slider->setRange(0, 400);
    m_slider->setMinimumWidth(90); // with the Stages button after it, the bar still fits 1280 px beside the others
    m_slider->setToolTip(tr("Drag to sharpen (right) or flatten (left) every softmax: a temperature."));
    // "d_k = 2" and "d_k = 64" take the same room, so nothing after it moves.
    m_dk->setMinimumWidth(m_dk->fontMetrics().horizontalAdvance(tr("d_k = 8888")));

    auto add
        = [](QWidget *group, const QString &label, QWidget *buddy, std::initializer_list<QWidget *> rest) {
              auto *row = static_cast<QHBoxLayout *>(group->layout());
              auto *l = new QLabel(label, group);
              l->setBuddy(buddy);
              row->addWidget(l);
              for (QWidget *w : rest)
                  row->addWidget(w);
          };
    add(dModelGroup, tr("d_&model"), m_dModel, { m_dModel });
    add(headsGroup, tr("&Heads"), m_heads, { m_heads, m_dk });
    add(scaleGroup, tr("&Scale"), m_scaleMode, { m_scaleMode, m_scale, m_slider });

    connect(m_dModel, &QSpinBox::valueChanged, this, [this](int d) { m_doc->setDModel(d); });
    connect(m_heads, &QComboBox::activated, this,
            [this](int i) { m_doc->setNumHeads(m_heads->itemData(i).toInt()); });
    connect(m_scaleMode, &QComboBox::activated, this, [this] { applyScaleMode(); });
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [this](double v) { m_doc->setScale(v); });
    connect(m_slider, &QSlider::valueChanged, this,
            [this](int v) { m_doc->setScale(sliderToScale(v), m_slider->isSliderDown()); });
    connect(m_slider, &QSlider::sliderReleased, m_doc, &Document::endScaleDrag);
    connect(doc, &Document::sessionChanged, this, &SessionShapeBar::syncFromDocument);
    syncFromDocument();
}

void SessionShapeBar::applyScaleMode()
{
    switch (m_scaleMode->currentIndex()) {
    case ScaleSqrtDk:
        m_doc->setScale(std::nullopt);
        break;
    case ScaleNone:
        m_doc->setScale(1.0);
        break;
    default:
        m_doc->setScale(m_doc->session().effectiveScale());
        break;
    }
    syncFromDocument(); // "custom" with the same factor changes nothing in the document
}

QString SessionShapeBar::headsToolTip() const
{
    const Session &s = m_doc->session();
    if (s.mla)
        return Document::latentShapeNote();
    if (!s.headDim && !s.numKvHeads)
        return tr("Number of heads: only divisors of d_model. Each head gets d_k = d_model / heads columns.");
    return tr("This session fixes its heads in its matrices: W_Q has %1 heads × head_dim %2 columns, W_K "
              "and W_V %3 key/value heads × %2 (heads that share one: grouped-query attention).")
        .arg(s.numHeads)
        .arg(s.dK())
        .arg(s.kvHeads());
}

void SessionShapeBar::syncFromDocument()
{
    const Session &s = m_doc->session();
    const QSignalBlocker b1(m_dModel), b2(m_heads), b3(m_scaleMode), b4(m_scale), b5(m_slider);
    // Each widget is set only when it differs: setting a spin box to its own value still
    // repaints it (and the tool bar around it) after every edit of a number.
    if (m_dModel->value() != s.dModel())
        m_dModel->setValue(s.dModel());
    // Latent attention fixes d_model in its matrices too; and gives its own scale (no 1/√d_k).
    if (m_dModel->isEnabled() == bool(s.mla))
        m_dModel->setEnabled(!s.mla);
    if (auto *modes = qobject_cast<QStandardItemModel *>(m_scaleMode->model()))
        if (QStandardItem *sqrtDk = modes->item(ScaleSqrtDk); sqrtDk && sqrtDk->isEnabled() == bool(s.mla))
            sqrtDk->setEnabled(!s.mla);
    // Refilled only when d_model changed: a new list changes the box's size hint, which lays
    // out the whole window again and repaints every panel (most edits change only numbers).
    // A session that sets head_dim or num_kv_heads fixes its heads in its matrices' widths.
    const bool fixedHeads = s.headDim || s.numKvHeads || s.mla;
    QList<int> divisors;
    for (int h = 1; h <= std::min(s.dModel(), Limits::maxHeads) && !fixedHeads; ++h)
        if (s.dModel() % h == 0)
            divisors << h;
    if (fixedHeads)
        divisors << s.numHeads;
    bool same = m_heads->count() == divisors.size();
    for (int i = 0; same && i < divisors.size(); ++i)
        same = m_heads->itemData(i).toInt() == divisors[i];
    if (!same) {
        m_heads->clear();
        for (int h : divisors)
            m_heads->addItem(QString::number(h), h);
    }
    m_heads->setCurrentIndex(m_heads->findData(s.numHeads));
    if (m_heads->isEnabled() == fixedHeads) {
        m_heads->setEnabled(!fixedHeads);
        m_heads->setToolTip(headsToolTip());
    }
    // Heads that share keys and values say so: "d_k = 64 · 3 K/V".
    const QString dk = s.kvHeads() == s.numHeads ? tr("d_k = %1").arg(s.dK())
                                                 : tr("d_k = %1 · %2 K/V").arg(s.dK()).arg(s.kvHeads());
    if (m_dk->text() != dk)
        m_dk->setText(dk);
    const double scale = s.effectiveScale();
    const int mode = !s.scale
        ? ScaleSqrtDk
        : (*s.scale == 1.0 && m_scaleMode->currentIndex() != ScaleCustom ? ScaleNone : ScaleCustom);
    m_scaleMode->setCurrentIndex(mode);
    const QString sqrtText
        = tr("1/√d_k = %1").arg(drawnNumber(QString::number(1.0 / std::sqrt(double(s.dK())), 'g', 4)));
    if (m_scaleMode->itemText(ScaleSqrtDk) != sqrtText)
        m_scaleMode->setItemText(ScaleSqrtDk, sqrtText);
    if (std::abs(m_scale->value() - scale) > 0.5 * std::pow(10.0, -m_scale->decimals())) // it rounds
        m_scale->setValue(scale);
    m_scale->setEnabled(mode == ScaleCustom);
    m_slider->setValue(scaleToSlider(scale));
}

} // namespace attn
