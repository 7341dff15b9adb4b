#include "labsdialog.h"

#include "ui/document/background.h"
#include "core/labs.h"
#include "core/softmax.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace attn {

namespace {

const std::vector<int> kDks = {4, 16, 64, 256, 512};

QString softmaxLine(double a, double b, double c)
{
    RowVector logits(3);
    logits << a, b, c;
    const SoftmaxSteps s = softmaxSteps(logits, {false, false, false});
    auto n = [](double v) { return QLocale().toString(v, 'g', 4); };
    return QStringLiteral("softmax(%1, %2, %3) = (%4, %5, %6)")
        .arg(n(a), n(b), n(c), n(s.weights[0]), n(s.weights[1]), n(s.weights[2]));
}

} // namespace

ScalingLabDialog::ScalingLabDialog(QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(int(kDks.size()), 4, this))
    , m_samples(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_run(new QPushButton(tr("&Run"), this))
    , m_saturation(new QLabel(this))
    , m_runner(new BackgroundRunner(this))
{
    setWindowTitle(tr("Why divide by √d_k?"));
    auto *intro = new QLabel(tr("<p>Draw random queries and keys whose components have mean 0 and variance 1 — "
                                "roughly what a good initialisation gives — and measure how far their dot products "
                                "spread. Variances add, so the spread grows like √d_k; dividing by √d_k brings it "
                                "back to 1.</p>"),
                             this);
    intro->setWordWrap(true);
    m_samples->setRange(100, 200000);
    m_samples->setValue(10000);
    m_samples->setSingleStep(1000);
    m_seed->setRange(0, 999999);
    m_seed->setValue(1);
    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Pairs per d_k:"), this));
    controls->addWidget(m_samples);
    controls->addWidget(new QLabel(tr("Seed:"), this));
    controls->addWidget(m_seed);
    controls->addStretch(1);
    controls->addWidget(m_run);

    m_table->setHorizontalHeaderLabels({tr("d_k"), tr("√d_k"), tr("spread of q·k"), tr("spread of q·k / √d_k")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    QFont big = m_table->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_table->setFont(big);
    for (int r = 0; r < int(kDks.size()); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(QString::number(kDks[r])));
        m_table->setItem(r, 1, new QTableWidgetItem(QLocale().toString(std::sqrt(double(kDks[r])), 'f', 2)));
        for (int c = 0; c < 4; ++c)
            if (m_table->item(r, c))
                m_table->item(r, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    m_table->setMinimumHeight(m_table->verticalHeader()->length() + m_table->horizontalHeader()->height() + 6);

    m_saturation->setWordWrap(true);
    m_saturation->setTextFormat(Qt::RichText);
    const double p = [] {
        RowVector l(3);
        l << 8, 0, -8;
        return softmaxSteps(l, {false, false, false}).weights[0];
    }();
    m_saturation->setText(tr("<p>At d_k = 64 typical scores lie about 8 either side of 0. Unscaled:<br><b>%1</b> — "
                             "nearly one-hot; the gradient p(1 − p) of the top weight is %2.<br>Divided by √64 = 8:<br><b>%3</b>.</p>")
                              .arg(softmaxLine(8, 0, -8), QLocale().toString(p * (1 - p), 'g', 2), softmaxLine(1, 0, -1)));

    auto *presets = new QHBoxLayout;
    auto *unscaled = new QPushButton(tr("Open “saturation” preset"), this);
    auto *scaled = new QPushButton(tr("Open “saturation-scaled” preset"), this);
    presets->addWidget(unscaled);
    presets->addWidget(scaled);
    presets->addStretch(1);
    connect(unscaled, &QPushButton::clicked, this, [this] { emit openPreset(QStringLiteral("saturation")); });
    connect(scaled, &QPushButton::clicked, this, [this] { emit openPreset(QStringLiteral("saturation-scaled")); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(controls);
    layout->addWidget(m_table);
    layout->addWidget(m_saturation);
    layout->addLayout(presets);
    layout->addWidget(buttons);
    resize(640, 520);

    connect(m_run, &QPushButton::clicked, this, &ScalingLabDialog::run);
    run();
}

void ScalingLabDialog::run()
{
    if (m_running)
        return;
    m_running = true;
    m_run->setEnabled(false);
    const int samples = m_samples->value();
    const unsigned seed = unsigned(m_seed->value());
    // Millions of random draws: off the UI thread.
    m_runner->run([this, samples, seed]() -> BackgroundRunner::Continuation {
        auto rows = std::make_shared<std::vector<SpreadRow>>(dotProductSpread(kDks, samples, seed));
        return [this, rows] {
            for (int r = 0; r < int(rows->size()); ++r) {
                auto *unscaled = new QTableWidgetItem(QLocale().toString((*rows)[r].stdUnscaled, 'f', 2));
                auto *scaled = new QTableWidgetItem(QLocale().toString((*rows)[r].stdScaled, 'f', 3));
                unscaled->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                scaled->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, 2, unscaled);
                m_table->setItem(r, 3, scaled);
            }
            m_running = false;
            m_run->setEnabled(true);
            emit finished();
        };
    });
}

} // namespace attn
