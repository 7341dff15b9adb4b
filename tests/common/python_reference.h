// What NumPy and PyTorch computed, once, for the cross-checks: scripts/python-references.py
// ran Python on what the tests hand it and kept the outputs in tests/data/python/, each with the
// SHA-256 of the input it ran on. The tests then need no Python: they check that what they would
// hand Python today is that input, byte for byte, and compare their numbers with the outputs.
//
// When ATTENTION_PYTHON_INPUTS names a folder (the script sets it), the tests also write what
// they hand Python into it: the script runs the tests that way first.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace testing {

inline QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// tests/data/python/<name>.json, or an empty object with *error saying what to run.
inline QJsonObject pythonReference(const QString &name, QString *error)
{
    const QString path = QStringLiteral(TEST_DATA_DIR "/python/%1.json").arg(name);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: missing; scripts/python-references.py writes it").arg(path);
        return {};
    }
    QJsonParseError pe;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll(), &pe).object();
    if (pe.error != QJsonParseError::NoError || o.isEmpty())
        *error = QStringLiteral("%1: not a JSON object (%2)").arg(path, pe.errorString());
    return o;
}

// Empty when `bytes` are what the reference was computed from (its `key`); otherwise why not.
inline QString sameInput(const QJsonObject &reference, const QString &key, const QByteArray &bytes)
{
    const QString want = reference.value(key).toString();
    if (sha256Hex(bytes) == want)
        return {};
    return QStringLiteral("%1 differs from what Python ran (%2 %3): when the change is meant, run "
                          "scripts/python-references.py (it needs python3-numpy and python3-torch) and "
                          "commit tests/data/python/")
        .arg(key, reference.value(QStringLiteral("generated_by")).toString(), want.left(12));
}

// For the script: where to write what is handed to Python (a folder, say), or empty when
// ATTENTION_PYTHON_INPUTS is not set.
inline QString pythonInputPath(const QString &relative)
{
    const QString root = qEnvironmentVariable("ATTENTION_PYTHON_INPUTS");
    return root.isEmpty() ? QString() : QDir(root).filePath(relative);
}

// For the script: `bytes` as <ATTENTION_PYTHON_INPUTS>/<relative>, when that variable is set.
// False when it is set and the file cannot be written.
inline bool writeForPython(const QString &relative, const QByteArray &bytes)
{
    const QString path = pythonInputPath(relative);
    if (path.isEmpty())
        return true;
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace testing
