// A row of controls that wraps onto the next line when the panel is narrower than the row,
// so a row of buttons never sets a minimum width that pushes the window past a small screen
// (1024×768) or a large zoom. Items keep their size hints; a stretch is not supported.
#pragma once

#include <QLayout>
#include <QList>

namespace attn {

class FlowLayout final : public QLayout {
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return static_cast<int>(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // The height at `width` with every item shown, hidden ones too (what unfolding would take).
    int heightForWidthOfAll(int width) const { return arrange(QRect(0, 0, width, 0), false, true); }
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    // A wider gap before the next item (between groups of controls).
    void addGap(int width);

private:
    int arrange(const QRect &rect, bool apply, bool hiddenToo = false) const;
    int gap() const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace attn
