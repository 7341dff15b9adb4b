# Precompiled headers: each layer parses the headers most of its files include once, instead
# of once per file (a widget's file spent 3 of its 4 seconds in Qt's headers; with its layer's
# header, under a second). One short list per layer, of headers that layer may use — core's
# has no Qt — rather than Qt's umbrella headers, which cost more to load than they save.
# -DATTENTION_PCH=OFF builds without them: the way to find a file that does not include what it
# uses (the precompiled headers hide that; no CI tree builds so).
option(ATTENTION_PCH "Precompile each layer's most used headers" ON)

function(attention_precompile target)
    if(ATTENTION_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# The standard headers every layer uses, and Eigen's core (no Qt: core/ takes these alone).
set(ATTENTION_PCH_STD <algorithm> <cmath> <cstdint> <functional> <memory> <optional> <vector>
    <Eigen/Core>)
