// The lesson's exercises on the command line (exercisescommand.h).
#include "exercisescommand.h"

#include "cliutil.h"
#include "commandline.h"

#include "io/answers.h"
#include "io/fileio.h"
#include "render/lesson/exercises.h"
#include "render/notation.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace attn::cli {

namespace {

    // Numbers as JSON: a number, a list, or (nested) a list of lists of `cols` each.
    QJsonValue jsonOf(const std::vector<double> &numbers, bool list, bool nested, int cols)
    {
        if (!list && numbers.size() == 1)
            return numbers.front();
        QJsonArray all, row;
        for (double x : numbers) {
            row.append(x);
            if (nested && row.size() == cols) {
                all.append(row);
                row = QJsonArray();
            }
        }
        return nested ? all : row;
    }

    QJsonValue shaped(const lesson::Exercise &e)
    {
        return jsonOf(e.answer, e.shape != lesson::Exercise::Shape::Number,
                      e.shape == lesson::Exercise::Shape::Matrix, e.cols);
    }

    QJsonValue asGiven(const io::AnswerValue &v)
    {
        return jsonOf(v.numbers, v.list, v.nested, v.cols);
    }

    // One object a line: a list a script reads whole and a person reads line by line.
    bool printJson(const QJsonArray &a)
    {
        QByteArray text = "[\n";
        for (qsizetype i = 0; i < a.size(); ++i)
            text += "  " + QJsonDocument(a.at(i).toObject()).toJson(QJsonDocument::Compact)
                + (i + 1 < a.size() ? ",\n" : "\n");
        return printOut(text + "]\n");
    }

} // namespace

bool readLessonHeadAndQuery(const QCommandLineParser &p, const QString &command, const Session &s,
                            lesson::LessonInput &input, QString *error)
{
    const int T = s.tokenCount();
    if (p.isSet(QStringLiteral("head"))) {
        const auto h
            = intOption(p, command, QStringLiteral("head"), 0, s.numHeads - 1, error,
                        QStringLiteral("0…%1 (the session has %2)")
                            .arg(s.numHeads - 1)
                            .arg(countOf(s.numHeads, QStringLiteral("head"), QStringLiteral("heads"))));
        if (!h)
            return false;
        input.head = *h;
    }
    if (p.isSet(QStringLiteral("query"))) {
        const auto q = intOption(p, command, QStringLiteral("query"), 0, T - 1, error,
                                 QStringLiteral("0…%1 (the session has %2)")
                                     .arg(T - 1)
                                     .arg(countOf(T, QStringLiteral("token"), QStringLiteral("tokens"))));
        if (!q)
            return false;
        input.query = *q;
    }
    return true;
}

int printExercises(const lesson::LessonContext &context)
{
    QJsonArray out;
    for (const lesson::Exercise &e : lesson::lessonExercises(context)) {
        QJsonObject o;
        o["id"] = e.id;
        o["step"] = e.step;
        o["prompt"] = e.prompt;
        o["answer"] = shaped(e);
        o["tolerance"] = e.tolerance;
        o["hints"] = QJsonArray::fromStringList(e.hints);
        if (!e.indices.empty()) { // which keys (a row) or rows (a matrix) are asked, from 0
            QJsonArray asked;
            for (int i : e.indices)
                asked.append(i);
            o[e.indicesName] = asked;
        }
        if (!e.columns.empty()) { // which components of a long vector are asked, from 0
            QJsonArray columns;
            for (int j : e.columns)
                columns.append(j);
            o["columns"] = columns;
        }
        out.append(o);
    }
    return printJson(out) ? Done : Failed;
}

int checkAnswers(const lesson::LessonContext &context, const QString &path)
{
    QString error;
    const auto bytes = io::readRegularFile(path, io::kMaxAnswersBytes, &error);
    if (!bytes) {
        printError(QStringLiteral("check: %1").arg(error));
        return BadInput;
    }
    const auto answers = io::readAnswers(*bytes, &error);
    if (!answers) {
        printError(QStringLiteral("check: %1: %2").arg(io::printableName(path), error));
        return BadInput;
    }
    const std::vector<lesson::Exercise> exercises = lesson::lessonExercises(context);
    std::map<QString, const io::AnswerValue *> given;
    for (const auto &[id, value] : *answers) {
        const bool known = std::any_of(exercises.begin(), exercises.end(),
                                       [&id = id](const lesson::Exercise &e) { return e.id == id; });
        if (!known) {
            printError(
                QStringLiteral("check: %1: \"%2\" is not an exercise of this session (lesson --exercises "
                               "lists them)")
                    .arg(io::printableName(path), io::printableName(id.left(200))));
            return BadInput;
        }
        given[id] = &value;
    }
    QJsonArray out;
    for (const lesson::Exercise &e : exercises) {
        const auto at = given.find(e.id);
        std::optional<lesson::Given> g;
        if (at != given.end())
            g = lesson::Given { at->second->numbers, at->second->rows, at->second->cols };
        const lesson::Marked m = lesson::markAnswer(e, g);
        QJsonObject o;
        o["id"] = e.id;
        o["verdict"] = m.verdict == lesson::Marked::Verdict::Right ? QStringLiteral("right")
            : m.verdict == lesson::Marked::Verdict::Wrong          ? QStringLiteral("wrong")
                                                                   : QStringLiteral("missing");
        o["expected"] = shaped(e);
        o["given"] = g ? asGiven(*at->second) : QJsonValue(QJsonValue::Null);
        QJsonArray place;
        for (int i : m.firstWrong)
            place.append(i);
        o["first_wrong"] = m.firstWrong.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(place);
        out.append(o);
    }
    return printJson(out) ? Done : Failed;
}

} // namespace attn::cli
