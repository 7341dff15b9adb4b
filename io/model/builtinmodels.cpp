// Finding the built-in models (builtinmodels.h).
#include "builtinmodels.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace attn::io {

const std::vector<BuiltinModel> &builtinModels()
{
    // The induction model (scripts/induction-model.py): head 0.0 (the window's layer 1, head 1)
    // looks at the previous token; head 1.1 (layer 2, head 2) finds the earlier occurrence of the
    // current token and copies the token after it. The sentence repeats, so the last word's
    // continuation can be copied.
    static const std::vector<BuiltinModel> models = {
        { QStringLiteral(
              "induction"), // The title is translated where the window shows it (lupdate reads it here).
          QStringLiteral(QT_TRANSLATE_NOOP("attn::OpenModelDialog", "Induction (built-in example)")),
          QStringLiteral("The old king saw a red tree by the river. The old king saw a red tree by the") },
    };
    return models;
}

QString builtinModelFolder(const QString &name)
{
    const QString relative = QStringLiteral("attention-lab/models/") + name;
    auto holdsModel
        = [](const QString &dir) { return QFileInfo(dir + QStringLiteral("/config.json")).isFile(); };
    if (QCoreApplication::instance()) {
        const QString beside = QDir::cleanPath(QCoreApplication::applicationDirPath()
                                               + QStringLiteral("/../share/") + relative);
        if (holdsModel(beside))
            return beside;
    }
    for (const QString &data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation)) {
        const QString dir = QDir::cleanPath(data + QLatin1Char('/') + relative);
        if (holdsModel(dir))
            return dir;
    }
    return {};
}

} // namespace attn::io
