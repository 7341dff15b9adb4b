#include "modeltext.h"

#include "io/fileio.h" // printableName
#include "io/iotext.h"

#include <QStringList>

#include <algorithm>

namespace attn::io {

std::optional<std::vector<int>> encodeModelText(const Gpt2Model &model, const QString &text, QString *error)
{
    auto ids = model.tokenizer.encode(text, error);
    if (ids && model.config.textPrefixId >= 0 && !ids->empty())
        ids->insert(ids->begin(), model.config.textPrefixId);
    return ids;
}

std::optional<int> continuationToken(const Gpt2Model &model, const QString &text, const std::vector<int> &textIds,
                                     const QString &given, const QString &name, QString *error)
{
    if (given.startsWith(QLatin1Char('#'))) {
        bool ok = false;
        const int id = given.mid(1).toInt(&ok);
        if (!ok || id < 0 || id >= model.config.vocabSize) {
            //: %1 what the token is for (an option such as --answer, or a field's name), %2 what was given
            //: ("#70000"), %3 the highest token id
            *error = IoText::tr("%1 \"%2\" is not a token id (0…%3)")
                         .arg(name, printableName(given.left(40)))
                         .arg(model.config.vocabSize - 1);
            return std::nullopt;
        }
        return id;
    }
    QString why;
    auto longer = encodeModelText(model, text + given, &why);
    if (!longer) {
        *error = QStringLiteral("%1: %2").arg(name, why);
        return std::nullopt;
    }
    // Without special tokens: an EOS the tokenizer puts after every text is not a continuation.
    std::vector<int> ids(textIds);
    const std::vector<int> &suffix = model.tokenizer.suffixIds();
    for (std::vector<int> *v : { &ids, &*longer })
        if (!suffix.empty() && v->size() >= suffix.size()
            && std::equal(suffix.begin(), suffix.end(), v->end() - std::ptrdiff_t(suffix.size())))
            v->resize(v->size() - suffix.size());
    if (longer->size() == ids.size() + 1 && std::equal(ids.begin(), ids.end(), longer->begin()))
        return longer->back();
    // Name the pieces the text after `text` became (where it kept the text's own ids at all).
    std::size_t common = 0;
    while (common < ids.size() && common < longer->size() && ids[common] == (*longer)[common])
        ++common;
    QStringList pieces;
    for (std::size_t k = common; k < longer->size(); ++k)
        pieces << QStringLiteral("\"%1\" (%2)").arg(model.tokenizer.tokenText((*longer)[k])).arg((*longer)[k]);
    //: %1 what the token is for (an option such as --answer, or a field's name), %2 the text given, %3 the
    //: tokens the text ends in then ("\"Ma\" (12), \"ry\" (34)") or "nothing new", %4 ", and the text's own
    //: last tokens change" or nothing; " Mary" is an example of a name that continues a text, #ID kept
    *error
        = IoText::tr("%1 \"%2\" is not one token after the text: the text then ends in %3%4 "
                     "(give a one-token continuation such as \" Mary\", or #ID)")
              .arg(name, printableName(given.left(40)),
                   //: what a text ends in when what was given added no token (in "the text then ends in %3")
                   pieces.isEmpty() ? IoText::tr("nothing new") : pieces.join(QStringLiteral(", ")),
                   //: added after the tokens a text ends in, when the given text also changed the text's own
                   //: last tokens
                   common < ids.size() ? IoText::tr(", and the text's own last tokens change") : QString());
    return std::nullopt;
}

} // namespace attn::io
