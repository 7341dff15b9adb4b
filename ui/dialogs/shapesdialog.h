// Labs ▸ Shapes, Parameters and Cost: the lesson's "Tracking Shapes: B, T, d", "Parameters" and
// "Complexity: O(T²d)" for the session on screen, updated as it changes.
#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace attn {

class Document;
struct Session;

// The page as HTML (also what the tests read).
QString shapesHtml(const Session &s);

class ShapesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShapesDialog(Document *doc, QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_text; }

private:
    Document *m_doc;
    QTextBrowser *m_text;
};

} // namespace attn
