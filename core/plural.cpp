#include "plural.h"

namespace attn {

std::string pluralNoun(long long n, std::string_view one, std::string_view many)
{
    if (n == 1)
        return std::string(one);
    return many.empty() ? std::string(one) + "s" : std::string(many);
}

std::string counted(long long n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + " " + pluralNoun(n, one, many);
}

} // namespace attn
