// The tables: the inputs (tokens & embeddings, W_Q, W_K, W_V, W_O), each with its fill
// helpers, and the computed matrices (Q, K, V, scores, weights, outputs), each headed by
// its shape. Clicking a row header in any of them selects that query token everywhere.
#pragma once

#include "ui/document/document.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QToolButton;
class QSpinBox;
class QTabWidget;

namespace attn {

class MatrixModel;
class MatrixView;

class InputPanel : public QWidget {
    Q_OBJECT
public:
    explicit InputPanel(Document *doc, QWidget *parent = nullptr);
    MatrixView *view(MatrixId id) const;
    void showMatrix(MatrixId id);

    // The token actions act on the tokens table's current row.
    void addToken();
    void removeToken();
    void moveToken(int delta);

signals:
    void refused(const QString &reason);

private:
    QWidget *makePage(MatrixId id);
    void updateTitles();
    static QString latentRole(MatrixId id); // what a latent matrix does, for its tab's tooltip

    Document *m_doc;
    QTabWidget *m_tabs;
    QToolButton *m_removeToken = nullptr; // off while only one token is left
    std::vector<std::pair<MatrixId, MatrixView *>> m_views;
};

// The nine computed matrices are picked with a row of short, checkable buttons that wraps at
// the dock's width (nine tabs did not fit and scrolled, cutting names: "es 3×3"); the table's
// full name and shape stand in a caption above it.
class ComputedPanel : public QWidget {
    Q_OBJECT
public:
    explicit ComputedPanel(Document *doc, QWidget *parent = nullptr);
    // The pages (its own tab bar hidden): currentWidget() is the table in front.
    QTabWidget *tabs() const { return m_tabs; }
    // "Logits", "Head output": the name a button's tooltip and the caption use.
    static QString longName(MatrixId id);

private:
    void updateTitles();
    void syncHeads();

    Document *m_doc;
    QTabWidget *m_tabs;
    QComboBox *m_head;
    QLabel *m_caption;
    std::vector<std::pair<MatrixId, MatrixView *>> m_views;
    std::vector<QToolButton *> m_buttons; // in the order of m_views
};

// Clicking a row header of a token-rowed table (or a cell of a computed one) selects that
// query in the document; moving the cell cursor does not.
void followQuerySelection(MatrixView *view, Document *doc);

} // namespace attn
