// The checks a field of a session file goes through (session_fields.h).
#include "session_fields.h"

#include "iotext.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::io::fields {

void fail(const QString &message)
{
    throw ParseError { message };
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        //: what a value in a session file is instead (in "%1 is %2, expected a number")
        return IoText::tr("a number");
    case QJsonValue::String:
        //: what a value in a session file is instead (in "%1 is %2, expected a number")
        return IoText::tr("a string");
    case QJsonValue::Array:
        //: what a value in a session file is instead (in "%1 is %2, expected a number")
        return IoText::tr("a list");
    case QJsonValue::Object:
        //: what a value in a session file is instead (in "%1 is %2, expected a number")
        return IoText::tr("an object");
    default:
        //: what a value in a session file is instead (in "%1 is %2, expected a number")
        return IoText::tr("nothing");
    }
}

double number(const QJsonValue &v, const QString &where)
{
    if (!v.isDouble())
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 what it is: "a
        //: list", "a string"…
        fail(IoText::tr("%1 is %2, expected a number").arg(where, typeName(v)));
    const double d = v.toDouble();
    if (!std::isfinite(d))
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3")
        fail(IoText::tr("%1 is not a finite number").arg(where));
    return d;
}

int index(const QJsonValue &v, const QString &where, int count)
{
    const double d = number(v, where);
    if (d != std::floor(d))
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 the number found
        fail(IoText::tr("%1 is %2, expected a whole number").arg(where).arg(d, 0, 'g', 17));
    if (d < 0 || d >= count)
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 the number found,
        //: %3 the highest allowed
        fail(IoText::tr("%1 is %2, outside 0…%3").arg(where).arg(d, 0, 'g', 17).arg(count - 1));
    return static_cast<int>(d);
}

QJsonArray array(const QJsonValue &v, const QString &where)
{
    if (!v.isArray())
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 what it is: "a
        //: number", "a string"…
        fail(IoText::tr("%1 is %2, expected a list").arg(where, typeName(v)));
    return v.toArray();
}

// A value as the file has it, for messages: "a", 1.5, null, [1, 2] (cut short when long).
QString shown(const QJsonValue &v)
{
    QString text
        = QString::fromUtf8(QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact).mid(1).chopped(1));
    if (text.size() > 40)
        text = text.left(37) + QStringLiteral("…");
    return text;
}

// A whole number that fits an int (a double holds every one exactly); nullopt otherwise.
std::optional<int> wholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (d != std::floor(d) || d < std::numeric_limits<int>::min() || d > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(d);
}

// A bias: absent = none (zeros), otherwise exactly d finite numbers within the limits.
RowVector bias(const QJsonObject &o, const QString &key, int d)
{
    if (!o.contains(key))
        return {};
    const QJsonArray a = array(o.value(key), key);
    if (a.size() != d)
        //: %1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected
        fail(IoText::tr("%1: %2 numbers, expected %3").arg(key).arg(a.size()).arg(d));
    RowVector b(d);
    for (int j = 0; j < d; ++j) {
        b[j] = a.at(j).toDouble();
        if (a.at(j).isDouble() && std::isfinite(b[j]) && std::abs(b[j]) <= Limits::maxAbsValue)
            continue; // the place is said only when something is wrong (a session has millions)
        //: a place in a session file, put into messages; %1 a key of the file, %2 the entry's number (from 0)
        const QString where = IoText::tr("%1: entry %2").arg(key).arg(j);
        b[j] = number(a.at(j), where);
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 the number
        //: found, %3 the largest size allowed
        fail(IoText::tr("%1 is %2, outside ±%3").arg(where).arg(b[j]).arg(Limits::maxAbsValue));
    }
    return b;
}

// A list of rows of numbers. rows/cols < 0 means "take it from the data".
Matrix matrix(const QJsonObject &o, const QString &key, int rows, int cols)
{
    const QJsonArray a = array(o.value(key), key);
    if (rows >= 0 && a.size() != rows)
        //: %1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected
        fail(IoText::tr("%1: %2 rows, expected %3").arg(key).arg(a.size()).arg(rows));
    if (a.isEmpty())
        //: %1 a key of the session file (W_Q, embeddings…)
        fail(IoText::tr("%1: no rows").arg(key));
    if (rows < 0 && a.size() > Limits::maxTokens) // (a shape the caller gives is its own bound)
        //: %1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed
        fail(IoText::tr("%1: %2 rows, more than the limit of %3")
                 .arg(key)
                 .arg(a.size())
                 .arg(Limits::maxTokens));
    Matrix m;
    for (qsizetype i = 0; i < a.size(); ++i) {
        //: a place in a session file, put into messages; %1 a key of the file, %2 the row's number (from 0)
        const QJsonArray row = array(a.at(i), IoText::tr("%1: row %2").arg(key).arg(i));
        if (i == 0) {
            const bool fromData = cols < 0;
            if (fromData)
                cols = static_cast<int>(row.size());
            if (cols == 0)
                //: %1 a key of the session file (W_Q, embeddings…)
                fail(IoText::tr("%1: row 0 is empty").arg(key));
            if (fromData && cols > std::max(Limits::maxDModel, Limits::maxHeadColumns))
                //: %1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed
                fail(IoText::tr("%1: %2 columns, more than the limit of %3")
                         .arg(key)
                         .arg(cols)
                         .arg(std::max(Limits::maxDModel, Limits::maxHeadColumns)));
            m.resize(a.size(), cols);
        }
        if (row.size() != cols)
            //: %1 a key of the session file (W_Q, embeddings…), %2 the row's number (from 0), %3 the count
            //: found, %4 the count expected
            fail(IoText::tr("%1: row %2 has %3 numbers, expected %4")
                     .arg(key)
                     .arg(i)
                     .arg(row.size())
                     .arg(cols));
        for (int j = 0; j < cols; ++j) {
            const QJsonValue v = row.at(j);
            m(i, j) = v.toDouble();
            if (v.isDouble() && std::isfinite(m(i, j)) && std::abs(m(i, j)) <= Limits::maxAbsValue)
                continue; // the place is said only when something is wrong (a session has millions)
            //: a place in a session file, put into messages; %1 a key of the file, %2 the row, %3 the column
            //: (from 0)
            const QString where = IoText::tr("%1: row %2, column %3").arg(key).arg(i).arg(j);
            const double d = number(v, where);
            fail(IoText::tr("%1 is %2, outside ±%3").arg(where).arg(d).arg(Limits::maxAbsValue));
        }
    }
    return m;
}

double positiveNumber(const QJsonValue &v, const QString &where, double most)
{
    const double x = number(v, where);
    if (!(x > 0) || x > most)
        //: %1 where in the session file (a key such as W_Q, or "W_Q: row 2, column 3"), %2 the number found,
        //: %3 the largest allowed
        fail(IoText::tr("%1: %2 must be a positive number up to %3").arg(where).arg(x).arg(most));
    return x;
}

QJsonArray matrixToJson(const Matrix &m)
{
    QJsonArray rows;
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        rows.append(vectorToJson(m.row(i)));
    return rows;
}

QJsonArray vectorToJson(const RowVector &v)
{
    QJsonArray out;
    for (Eigen::Index j = 0; j < v.size(); ++j)
        out.append(v[j]);
    return out;
}

} // namespace attn::io::fields
