// The tables: the inputs (tokens & embeddings, W_Q, W_K, W_V, W_O), each with its fill
// helpers, and the computed matrices (Q, K, V, scores, weights, outputs), each headed by
// its shape. Clicking a row in any of them selects that query token everywhere.
#pragma once

#include "ui/document/document.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTabWidget;

namespace attn {

class MatrixModel;
class MatrixView;

class InputPanel : public QWidget
{
    Q_OBJECT
public:
    explicit InputPanel(Document *doc, QWidget *parent = nullptr);
    MatrixView *view(MatrixId id) const;
    QTabWidget *tabs() const { return m_tabs; }
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

    Document *m_doc;
    QTabWidget *m_tabs;
    std::vector<std::pair<MatrixId, MatrixView *>> m_views;
};

class ComputedPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ComputedPanel(Document *doc, QWidget *parent = nullptr);
    MatrixView *view(MatrixId id) const;
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *headBox() const { return m_head; }

private:
    void updateTitles();
    void syncHeads();

    Document *m_doc;
    QTabWidget *m_tabs;
    QComboBox *m_head;
    std::vector<std::pair<MatrixId, MatrixView *>> m_views;
};

// Clicking a row of a token-rowed table selects that query in the document.
void followQuerySelection(MatrixView *view, Document *doc);

} // namespace attn
