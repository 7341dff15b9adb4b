// Compares a compute result (JSON) with a reference *.expected.json, number by number.
#pragma once

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cmath>

namespace testing {

// Empty when equal within tol; otherwise where they first differ.
inline QString compareJson(const QJsonValue &a, const QJsonValue &e, double tol,
                           const QString &path = QStringLiteral("$"))
{
    if (e.isDouble()) {
        if (!a.isDouble())
            return path + QStringLiteral(": not a number");
        const double d = std::abs(a.toDouble() - e.toDouble());
        return d <= tol ? QString()
                        : QStringLiteral("%1: %2 vs %3")
                              .arg(path)
                              .arg(a.toDouble(), 0, 'g', 17)
                              .arg(e.toDouble(), 0, 'g', 17);
    }
    if (e.isArray()) {
        const QJsonArray aa = a.toArray(), ea = e.toArray();
        if (!a.isArray() || aa.size() != ea.size())
            return path + QStringLiteral(": list sizes differ");
        for (qsizetype i = 0; i < ea.size(); ++i)
            if (QString m = compareJson(aa.at(i), ea.at(i), tol, QStringLiteral("%1[%2]").arg(path).arg(i));
                !m.isEmpty())
                return m;
        return {};
    }
    if (e.isObject()) {
        const QJsonObject ao = a.toObject(), eo = e.toObject();
        for (auto it = eo.begin(); it != eo.end(); ++it) {
            if (!ao.contains(it.key()))
                return path + "." + it.key() + QStringLiteral(": missing");
            if (QString m = compareJson(ao.value(it.key()), it.value(), tol, path + "." + it.key());
                !m.isEmpty())
                return m;
        }
        return {};
    }
    return a == e ? QString() : path + QStringLiteral(": differs");
}

inline QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

inline QStringList referenceCases()
{
    // Sessions with a NumPy result beside them (every-key.session.json has none: it is for the keys).
    QStringList names;
    const QDir dir(QStringLiteral(TEST_DATA_DIR));
    for (const QString &f : dir.entryList({ QStringLiteral("*.session.json") }, QDir::Files, QDir::Name))
        if (const QString name = f.chopped(int(qstrlen(".session.json")));
            dir.exists(name + QStringLiteral(".expected.json")))
            names << name;
    return names;
}

} // namespace testing
