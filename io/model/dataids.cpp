#include "dataids.h"

#include "io/fileio.h"
#include "io/iotext.h"

namespace attn::io {

std::optional<std::vector<std::vector<int>>> parseDataIds(const QByteArray &text, const QString &label,
                                                          int vocab, int maxLength, QString *error)
{
    std::vector<std::vector<int>> out;
    auto fail = [&](qsizetype line, const QString &why) {
        //: %1 the file, %2 the line's number, %3 what is wrong with the line, with its own space or colon
        //: first (" is empty", ": id 7 is outside …")
        *error = IoText::tr("%1: line %2%3").arg(label, QString::number(line), why);
        return std::nullopt;
    };
    QByteArrayView rest(text);
    if (rest.endsWith('\n'))
        rest.chop(1);
    if (rest.isEmpty()) {
        //: %1 the file of token ids
        *error = IoText::tr("%1 has no sequence").arg(label);
        return std::nullopt;
    }
    qsizetype lineNumber = 0;
    while (true) {
        ++lineNumber;
        const qsizetype end = rest.indexOf('\n');
        QByteArrayView line = end < 0 ? rest : rest.first(end);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            //: put after "%1: line %2" (the file and the line), the space first kept
            return fail(lineNumber, IoText::tr(" is empty"));
        std::vector<int> ids;
        qsizetype start = 0;
        while (start <= line.size()) {
            qsizetype comma = line.indexOf(',', start);
            if (comma < 0)
                comma = line.size();
            const QByteArrayView field = line.sliced(start, comma - start).trimmed();
            bool ok = false;
            const qlonglong id = field.size() <= 12 ? field.toLongLong(&ok) : 0;
            if (!ok || field.startsWith('+'))
                //: put after "%1: line %2" (the file and the line), the colon first kept; %1 the text found
                return fail(lineNumber,
                            IoText::tr(": \"%1\" is not a token id")
                                .arg(printableName(
                                    QString::fromUtf8(field.first(std::min<qsizetype>(field.size(), 20))))));
            if (id < 0 || id >= vocab)
                //: put after "%1: line %2" (the file and the line), the colon first kept; %1 the id found, %2
                //: the highest token id
                return fail(lineNumber,
                            IoText::tr(": id %1 is outside the vocabulary (0…%2)").arg(id).arg(vocab - 1));
            if (qsizetype(ids.size()) >= maxLength)
                //: put after "%1: line %2" (the file and the line), the space first kept; %1 the model's
                //: positions
                return fail(lineNumber,
                            IoText::tr(" has more than %1 ids, the model's positions").arg(maxLength));
            ids.push_back(int(id));
            start = comma + 1;
        }
        if (ids.size() < 2)
            //: put after "%1: line %2" (the file and the line), the space first kept; %1 the model's
            //: positions
            return fail(lineNumber, IoText::tr(" has 1 id; a sequence needs 2 to %1").arg(maxLength));
        out.push_back(std::move(ids));
        if (end < 0)
            break;
        rest = rest.sliced(end + 1);
    }
    return out;
}

} // namespace attn::io
