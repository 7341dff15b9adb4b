// The window with the tiny GPT-2 that tests/common/gpt2_files.h writes (3 layers × 4 heads,
// d_model 16): its folder, the Model dock's parts, and opening it on "it's the world" through the
// window's own machinery. Shared by the model view's and the workbench's tests.
#pragma once

#include "../common/gpt2_files.h"
#include "window_fixture.h"

#include "ui/model/modelpanel.h"
#include "ui/model/modelsetup.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace testing {

// "it's the world": GPT-2's pattern gives "it", "'s", " the", " world"; the test vocabulary has
// each as one token.
inline const QString kWorldText = QStringLiteral("it's the world");
inline const std::vector<int> kWorldIds = { 261, 260, 258, 266 };

class ModelWindowFixture : public WindowFixture {
public:
    void initTestCase()
    {
        WindowFixture::initTestCase();
        QVERIFY(m_dir.isValid());
        m_model = makeTinyGpt2(tinyConfig(3, 4, 16, 300, 64), 7);
    }

    // The model written once per test program.
    QString modelFolder()
    {
        const QString dir = m_dir.filePath(QStringLiteral("tiny-gpt2"));
        if (!QFileInfo::exists(dir + QStringLiteral("/config.json")))
            [&] { QVERIFY(writeModelFolder(dir, m_model)); }();
        return dir;
    }
    attn::ModelSetup *setup() { return window()->modelSetup(); }
    attn::ModelPanel *panel() { return named<attn::ModelPanel>(window(), "modelPanel"); }

    // Opens through the window's machinery and waits until the model view is filled.
    bool openAndWait(const attn::ModelRequest &request)
    {
        QSignalSpy opened(setup(), &attn::ModelSetup::opened);
        setup()->open(request);
        return opened.wait(20000) || opened.count() == 1;
    }
    bool openAndWait() { return openAndWait({ modelFolder(), kWorldText, {} }); }

protected:
    QTemporaryDir m_dir;
    TinyGpt2 m_model;
};

} // namespace testing
