// A student's answers (answers.h).
#include "answers.h"

#include "fileio.h"
#include "iotext.h"
#include "strictjson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace attn::io {

namespace {

    // A value's numbers in one of the three forms; false when it is none of them.
    bool numbersOf(const QJsonValue &v, AnswerValue &out)
    {
        if (v.isDouble()) {
            out.numbers = { v.toDouble() };
            return std::isfinite(v.toDouble()); // (1e999 parses as ∞)
        }
        if (!v.isArray() || v.toArray().isEmpty())
            return false;
        const QJsonArray a = v.toArray();
        out.list = true;
        if (a.first().isArray()) { // a list of lists, each as long as the first
            out.nested = true;
            out.rows = static_cast<int>(a.size());
            out.cols = static_cast<int>(a.first().toArray().size());
            if (out.cols == 0)
                return false;
            for (const QJsonValue &row : a) {
                if (!row.isArray() || row.toArray().size() != out.cols)
                    return false;
                for (const QJsonValue &x : row.toArray()) {
                    if (!x.isDouble() || !std::isfinite(x.toDouble()))
                        return false;
                    out.numbers.push_back(x.toDouble());
                }
            }
            return true;
        }
        out.cols = static_cast<int>(a.size());
        for (const QJsonValue &x : a) {
            if (!x.isDouble() || !std::isfinite(x.toDouble()))
                return false;
            out.numbers.push_back(x.toDouble());
        }
        return true;
    }

} // namespace

std::optional<std::vector<std::pair<QString, AnswerValue>>> readAnswers(const QByteArray &json,
                                                                        QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (json.size() > kMaxAnswersBytes)
        return fail(IoText::tr("more than %1 MB of answers").arg(kMaxAnswersBytes >> 20));
    QString problem;
    const auto doc = parseStrictJson(json, &problem);
    if (!doc)
        return fail(problem);
    if (!doc->isObject())
        return fail(IoText::tr("not an object of answers {\"id\": value, …}"));
    const QJsonObject o = doc->object();
    if (o.size() > kMaxAnswers)
        return fail(IoText::tr("more than %1 answers").arg(kMaxAnswers));
    std::vector<std::pair<QString, AnswerValue>> out;
    qsizetype numbers = 0;
    for (auto it = o.begin(); it != o.end(); ++it) {
        AnswerValue v;
        if (!numbersOf(it.value(), v))
            //: %1 the answer's name (its id) in the answers file
            return fail(IoText::tr("the answer \"%1\" is not a number, a list of numbers or a list of "
                                   "equally long lists of numbers")
                            .arg(printableName(it.key().left(200))));
        numbers += qsizetype(v.numbers.size());
        if (numbers > kMaxAnswerNumbers)
            return fail(IoText::tr("more than %1 numbers in all").arg(kMaxAnswerNumbers));
        out.emplace_back(it.key(), std::move(v));
    }
    return out;
}

} // namespace attn::io
