# Layers the compiler enforces. A file can include only what its target's include roots hold:
#
#   - Qt: every Qt module's headers sit side by side under one folder (…/qt6/QtCore, QtGui,
#     QtWidgets, …), and Qt's CMake targets put that folder on every include path, so linking
#     Qt Core alone would let a file name <QtWidgets/QWidget>. Here that shared folder is taken
#     off the Qt targets, and each module brings an include root of its own that holds only its
#     folder (include-roots/qt/Gui/QtGui → …/qt6/QtGui): a target sees the modules it links.
#   - Our folders: each target brings an include root that holds only its own folder
#     (include-roots/core/core → core/), PUBLIC, so a target sees its own folder and those of
#     the targets it links: "io/fileio.h" from io and above, never "render/…" from io.
#
# tests/layers proves it: files that break a rule must fail to compile, the allowed ones must not.
# A quoted include is looked for beside the including file first, so "../ui/x.h" from render/ or
# an absolute path would still reach past the roots; tests/layers also reads what the compiler
# opened for every object of every layer (its dependency records) and fails on any such header.

set(ATTENTION_INCLUDE_ROOTS ${CMAKE_BINARY_DIR}/include-roots)

# A symbolic link `link` → `target`, made again at every configure (the source tree may move).
function(attention_link target link)
    get_filename_component(parent ${link} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(REMOVE ${link})
    file(CREATE_LINK ${target} ${link} SYMBOLIC)
endfunction()

# Qt's modules, each behind its own include root (see above).
function(attention_narrow_qt_includes)
    get_target_property(core_dirs Qt6::Core INTERFACE_INCLUDE_DIRECTORIES)
    set(qt_root "")
    foreach(dir IN LISTS core_dirs)
        if(IS_DIRECTORY ${dir}/QtCore AND IS_DIRECTORY ${dir}/QtGui)
            set(qt_root ${dir})
        endif()
    endforeach()
    if(NOT qt_root)
        message(FATAL_ERROR "Qt's include folder (the one holding QtCore/) was not found in ${core_dirs}")
    endif()
    foreach(module Platform Core Gui Widgets Svg Test)
        if(NOT TARGET Qt6::${module})
            continue()
        endif()
        get_target_property(aliased Qt6::${module} ALIASED_TARGET)
        set(target Qt6::${module})
        if(aliased)
            set(target ${aliased})
        endif()
        get_target_property(dirs ${target} INTERFACE_INCLUDE_DIRECTORIES)
        list(REMOVE_ITEM dirs ${qt_root})
        if(NOT module STREQUAL "Platform")
            set(root ${ATTENTION_INCLUDE_ROOTS}/qt/${module})
            attention_link(${qt_root}/Qt${module} ${root}/Qt${module})
            list(APPEND dirs ${root})
        endif()
        set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${dirs}")
    endforeach()
    # tests/layers checks that no file of ours reached a Qt header through another way in.
    set_property(GLOBAL PROPERTY ATTENTION_QT_INCLUDE_ROOT ${qt_root})
endfunction()

# `target` exposes the project folder `folder` (core, io, ui/heatmap, …) to itself and to every
# target that links it, as "folder/file.h", and nothing else of the tree.
function(attention_layer_root target folder)
    string(REPLACE "/" "-" name ${folder})
    set(root ${ATTENTION_INCLUDE_ROOTS}/${name})
    attention_link(${PROJECT_SOURCE_DIR}/${folder} ${root}/${folder})
    target_include_directories(${target} PUBLIC ${root})
    # The targets whose every compiled file tests/layers holds to the rule (tst_layer_includes).
    set_property(GLOBAL APPEND PROPERTY ATTENTION_LAYER_TARGETS ${target})
endfunction()
