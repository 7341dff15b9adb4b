# Checked builds: AddressSanitizer + UndefinedBehaviorSanitizer for everything
# (scripts/sanitize.sh), and libFuzzer binaries of the fuzz targets (scripts/fuzz.sh).
# Both off by default; a normal build is not affected.
option(ATTENTION_SANITIZERS "Build everything with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(ATTENTION_FUZZ "Build libFuzzer binaries of tests/fuzz (clang only; turns on the sanitizers)" OFF)

if(ATTENTION_FUZZ AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ATTENTION_FUZZ needs clang's libFuzzer: configure a fresh build directory with CXX=clang++")
endif()

if(ATTENTION_SANITIZERS OR ATTENTION_FUZZ)
    # -fno-sanitize-recover: undefined behaviour stops the test like a memory error does,
    # instead of printing a line that a passing ctest would hide.
    set(sanitize address,undefined)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        # Part of "undefined" in clang but not in gcc: a double too large for the int it is
        # cast to, the mistake a parser of numbers is most likely to make.
        string(APPEND sanitize ",float-cast-overflow")
    endif()
    add_compile_options(-fsanitize=${sanitize} -fno-sanitize-recover=all -fno-omit-frame-pointer)
    add_link_options(-fsanitize=${sanitize})
    # Tests that measure the process's resident memory skip themselves (the sanitizer's
    # allocator and its quarantine of freed memory decide that, not the code under test).
    add_compile_definitions(ATTENTION_SANITIZERS=1)
    message(STATUS "Sanitizers: -fsanitize=${sanitize}")
endif()

# Coverage feedback for libFuzzer from the code the fuzz targets read files with (core, io
# and the targets themselves; they link -fsanitize=fuzzer, tests/fuzz/CMakeLists.txt). The
# rest — render, the window, the tests — is not fuzzed, and is built without it.
function(attention_fuzz_coverage target)
    if(ATTENTION_FUZZ)
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
    endif()
endfunction()
