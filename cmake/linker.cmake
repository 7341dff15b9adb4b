# The linker. GNU ld takes most of a fresh build's linking time: the suite is some eighty
# programs, each pulling in the static layers, and ld.bfd links the largest in 2.6 s where
# lld or gold take 0.5–0.6 s. The first of lld and gold the compiler can use links everything
# (gold comes with binutils, so a plain Debian machine has it); a -fuse-ld= already given in
# CMAKE_EXE_LINKER_FLAGS (scripts/sanitize.sh) wins, and ATTENTION_FAST_LINKER=OFF keeps ld.
option(ATTENTION_FAST_LINKER "Link with lld or gold when the compiler can" ON)
if(ATTENTION_FAST_LINKER AND NOT CMAKE_EXE_LINKER_FLAGS MATCHES "-fuse-ld=")
    include(CheckLinkerFlag)
    foreach(linker lld gold)
        check_linker_flag(CXX "-fuse-ld=${linker}" ATTENTION_HAVE_LD_${linker})
        if(ATTENTION_HAVE_LD_${linker})
            add_link_options("-fuse-ld=${linker}")
            message(STATUS "Linking with ${linker}")
            break()
        endif()
    endforeach()
endif()
