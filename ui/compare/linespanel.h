// View ▸ Lines in the window: the line view (LinesWidget: queries on one side, keys on the
// other, a line per head as strong as the weight) following the document — its result, the
// session's head names, and the selected head unless "All heads" is ticked. Clicking a query
// keeps only its lines and selects it for the breakdown. It follows the document while shown.
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;

namespace attn {

class LinesWidget;
class Document;

class LinesPanel : public QWidget {
    Q_OBJECT
public:
    explicit LinesPanel(Document *doc, QWidget *parent = nullptr);

    LinesWidget *view() const { return m_view; }

    void rebuild();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void applyHeads();
    // Hidden, the panel holds no result: a held large result would make the next edit compute
    // into fresh memory rather than write it where it is (Recompute).
    bool m_stale = true;

    Document *m_doc;
    // Off: only the document's selected head is drawn (and follows it); on: every head, each
    // in its colour.
    QCheckBox *m_allHeads;
    QLabel *m_hint;
    LinesWidget *m_view;
};

} // namespace attn
