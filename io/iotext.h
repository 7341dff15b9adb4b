// The messages io/ gives — a file that cannot be read or written, a session file, a model's
// folder, its config.json, tokenizer and safetensors, a .npy file, an answers file that is not
// what it should be — go through Qt's translation system in one context: a class lupdate
// reads, called as IoText::tr("%1: cannot open (%2)"). A message made of parts has each part
// translated on its own, with a translator's comment (//:) saying where it goes. What is
// written into a file or read back from one (JSON keys, a session's contents, the exported
// code, file names) is not translated. The window installs its language
// (ui/common/language.h); the command line installs none, so its messages stay English, word
// for word, for the scripts and tests that read them.
#pragma once

#include <QCoreApplication>

// Every message of io/ and io/model/.
struct IoText {
    Q_DECLARE_TR_FUNCTIONS(IoText)
};
