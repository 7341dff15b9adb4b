// The models that come with the app (resources/models/, made by scripts/): where they are and
// what the window calls them. The DEB installs each under <prefix>/share/attention-lab/models/NAME
// and the build copies it to build/share/attention-lab/models/NAME, so both are found the same
// way, beside the program: <the program's folder>/../share/attention-lab/models/NAME.
#pragma once

#include <QString>

#include <vector>

namespace attn::io {

struct BuiltinModel {
    QString name; // the folder's name, e.g. "induction"
    QString title; // as File ▸ Open Model… offers it, e.g. "Induction (built-in example)"
    QString exampleText; // a sentence that shows what the model does
};

const std::vector<BuiltinModel> &builtinModels();

// The folder that holds the built-in model `name`, or an empty string when it is not installed:
// first beside the program (../share/attention-lab/models/NAME from its folder), then in the
// data folders of the system (XDG_DATA_DIRS, e.g. /usr/share).
QString builtinModelFolder(const QString &name);

} // namespace attn::io
