#include "appearance.h"

#include "ui/common/preferences.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontDatabase>
#include <QLayout>
#include <QPainter>
#include <QPalette>
#include <QPointer>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QStyleOptionDockWidget>
#include <QStylePainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

    QColor mix(const QColor &a, const QColor &b, double k) // k of b, 1 − k of a
    {
        return QColor::fromRgbF(a.redF() * (1 - k) + b.redF() * k, a.greenF() * (1 - k) + b.greenF() * k,
                                a.blueF() * (1 - k) + b.blueF() * k);
    }

    // Fusion in a theme: an empty check box (or radio button) is outlined in the text's colour,
    // so that it reads as a box on a dark panel instead of a black square; disabled, in the
    // disabled text's colour.
    class ThemedStyle : public QProxyStyle {
    public:
        ThemedStyle()
            : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
        {
        }
        void drawPrimitive(PrimitiveElement pe, const QStyleOption *option, QPainter *p,
                           const QWidget *widget) const override
        {
            QProxyStyle::drawPrimitive(pe, option, p, widget);
            const bool box = pe == PE_IndicatorCheckBox || pe == PE_IndicatorItemViewItemCheck;
            if (!box && pe != PE_IndicatorRadioButton)
                return;
            const QPalette::ColorGroup group
                = option->state & State_Enabled ? QPalette::Active : QPalette::Disabled;
            p->save();
            p->setRenderHint(QPainter::Antialiasing);
            p->setPen(QPen(option->palette.color(group, QPalette::WindowText), 1.2));
            p->setBrush(Qt::NoBrush);
            const QRectF r = QRectF(option->rect).adjusted(1, 1, -1.5, -1.5);
            if (box)
                p->drawRoundedRect(r, 1.5, 1.5);
            else
                p->drawEllipse(r);
            p->restore();
        }
    };

} // namespace

Appearance &Appearance::instance()
{
    static Appearance *appearance = new Appearance; // lives as long as the application
    return *appearance;
}

Appearance::Appearance()
    : QObject(qApp)
    , m_baseFont(QApplication::font())
{
}

const std::vector<double> &Appearance::zoomSteps()
{
    static const std::vector<double> steps { 0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0 };
    return steps;
}

void Appearance::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - m_zoom) < 1e-9)
        return;
    m_zoom = zoom;
    prefs::zoom.set(zoom);
    applyFont();
    emit changed();
}

void Appearance::zoomIn()
{
    for (double step : zoomSteps())
        if (step > m_zoom + 1e-9) {
            setZoom(step);
            return;
        }
}

void Appearance::zoomOut()
{
    const auto &steps = zoomSteps();
    for (auto it = steps.rbegin(); it != steps.rend(); ++it)
        if (*it < m_zoom - 1e-9) {
            setZoom(*it);
            return;
        }
}

void Appearance::setTheme(const QString &name)
{
    const auto theme = Theme::byName(name);
    if (!theme || theme->name == m_theme.name)
        return;
    m_theme = *theme;
    prefs::theme.set(m_theme.name);
    applyPalette();
    emit changed();
}

void Appearance::restore()
{
    m_zoom = std::clamp(prefs::zoom.get(), kMinZoom, kMaxZoom);
    if (const auto theme = Theme::byName(prefs::theme.get()))
        m_theme = *theme;
    applyFont();
    applyPalette();
    emit changed();
}

QFont Appearance::font(double factor) const
{
    QFont f = m_baseFont;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * m_zoom * factor);
    else
        f.setPixelSize(std::max(1, qRound(f.pixelSize() * m_zoom * factor)));
    return f;
}

void Appearance::follow(QWidget *w, double factor, bool fixedPitch)
{
    auto apply = [w = QPointer<QWidget>(w), factor, fixedPitch, this] {
        if (!w)
            return;
        QFont f = font(factor);
        if (fixedPitch) {
            QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
            mono.setPointSizeF(f.pointSizeF() > 0 ? f.pointSizeF() : 10 * m_zoom * factor);
            f = mono;
        }
        w->setFont(f);
    };
    apply();
    connect(this, &Appearance::changed, w, apply);
}

namespace {

    // Paints a dock's title as QDockWidget::paintEvent does, but in the dock's current font.
    class DockTitlePainter final : public QObject {
    public:
        using QObject::QObject;

    protected:
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            auto *dock = qobject_cast<QDockWidget *>(watched);
            if (dock && event->type() == QEvent::FontChange && dock->layout())
                dock->layout()->invalidate(); // the bar's height follows the font only on a new layout
            // A floating dock keeps Qt's own drawing (some platforms give it the system's frame).
            if (event->type() != QEvent::Paint || !dock || dock->isFloating() || dock->titleBarWidget()
                || (dock->features() & QDockWidget::DockWidgetVerticalTitleBar))
                return false;
            QStylePainter p(dock); // in the dock's font, which follows the application's
            QStyle *style = dock->style();
            // The bar's height as QDockWidgetLayout works it out: the text and its margins, or
            // the buttons.
            int buttons = 0;
            for (const char *name : { "qt_dockwidget_closebutton", "qt_dockwidget_floatbutton" })
                if (auto *b = dock->findChild<QWidget *>(QLatin1String(name), Qt::FindDirectChildrenOnly))
                    buttons = std::max(buttons, b->sizeHint().height());
            const int margin = style->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
            const int height = std::max(buttons + 2, dock->fontMetrics().height() + 2 * margin);
            QStyleOptionDockWidget o;
            o.initFrom(dock);
            o.rect = QRect(0, 0, dock->width(), height);
            o.title = dock->windowTitle();
            o.closable = dock->features() & QDockWidget::DockWidgetClosable;
            o.movable = dock->features() & QDockWidget::DockWidgetMovable;
            o.floatable = dock->features() & QDockWidget::DockWidgetFloatable;
            p.drawControl(QStyle::CE_DockWidgetTitle, o);
            return true;
        }
    };

} // namespace

void Appearance::zoomDockTitles(QWidget *window)
{
    auto *painter = new DockTitlePainter(window);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        dock->installEventFilter(painter);
}

void Appearance::applyFont()
{
    QApplication::setFont(font());
}

void Appearance::applyPalette()
{
    static const QPalette original = QApplication::palette();
    static const QString originalStyle = QApplication::style() ? QApplication::style()->name() : QString();
    static bool themed = false; // the style is ThemedStyle
    if (m_theme.name == QLatin1String("light")) {
        if (themed && !originalStyle.isEmpty())
            QApplication::setStyle(QStyleFactory::create(originalStyle));
        themed = false;
        QApplication::setPalette(original);
        return;
    }
    // Fusion draws every widget from the palette, so the whole window takes the theme.
    if (!themed)
        QApplication::setStyle(new ThemedStyle);
    themed = true;
    const Theme &t = m_theme;
    QPalette p;
    p.setColor(QPalette::Window, t.panel);
    p.setColor(QPalette::WindowText, t.text);
    p.setColor(QPalette::Base, t.background);
    p.setColor(QPalette::AlternateBase, t.panel);
    p.setColor(QPalette::Text, t.text);
    p.setColor(QPalette::Button, t.panel);
    p.setColor(QPalette::ButtonText, t.text);
    p.setColor(QPalette::BrightText, t.flag);
    p.setColor(QPalette::ToolTipBase, t.background);
    p.setColor(QPalette::ToolTipText, t.text);
    p.setColor(QPalette::PlaceholderText, t.mutedText);
    p.setColor(QPalette::Highlight, t.select);
    p.setColor(QPalette::HighlightedText, t.selectText);
    p.setColor(QPalette::Link, t.positive);
    p.setColor(QPalette::Mid, t.rule);
    p.setColor(QPalette::Dark, t.frame);
    // Disabled controls must look it: their text halfway to the panel (not the muted text, which
    // High contrast makes nearly black), fields and buttons flat on the panel, no highlight.
    const QColor disabledText = mix(t.text, t.panel, 0.55);
    for (QPalette::ColorRole role : { QPalette::Text, QPalette::WindowText, QPalette::ButtonText,
                                      QPalette::HighlightedText, QPalette::PlaceholderText })
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Base, t.panel);
    p.setColor(QPalette::Disabled, QPalette::Button, t.panel);
    p.setColor(QPalette::Disabled, QPalette::Highlight, t.rule);
    p.setColor(QPalette::Disabled, QPalette::Light, t.panel);
    QApplication::setPalette(p);
}

} // namespace attn
