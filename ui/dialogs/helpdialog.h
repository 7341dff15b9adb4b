// Help ▸ How to Use Attention Lab (F1): a short page for a teacher — what the panels are, how
// to give the lesson (the panel, presenting, its keys), type a session, select a query, read the
// breakdown, mask cells, compare, export, open a real model, zoom and theme. Help ▸ Keyboard
// Shortcuts: every shortcut of the window, gathered from its menus' actions when the page opens
// (so it can never disagree with them), and the keys the heatmap and the tables handle.
#pragma once

#include <QList>
#include <QString>

class QDialog;
class QMainWindow;
class QMenu;
class QWidget;

namespace attn {

struct ShortcutEntry {
    QString where; // "File ▸ Export", or where the key works ("Heatmap")
    QString action; // "Heatmap Image…"
    QString keys; // "Ctrl+E" (several joined by ", ")
};

// Every action with a shortcut in the window's menu bar (submenus included, in menu order),
// then any other action of the window that has one.
QList<ShortcutEntry> gatherShortcuts(const QMainWindow *window);
// The keys widgets handle themselves (zooming the heatmap, moving in a table): no action holds them.
QList<ShortcutEntry> widgetKeys();

// The pages, not modal (they can stay open beside the window), one of each per window.
QDialog *showShortcuts(QMainWindow *window);
QDialog *showHowTo(QWidget *parent);
// The HTML of the How-to page.
QString howToHtml();

// Adds "How to Use Attention Lab" (F1) and "Keyboard Shortcuts" to `help`.
void addHelpActions(QMenu *help, QMainWindow *window);

} // namespace attn
