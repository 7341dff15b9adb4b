# The window's languages: one Qt Linguist source per language in resources/translations/,
# compiled by lrelease into the ui's resources (":/i18n/attention-lab_<lang>.qm") on every
# build. lupdate is the target `update_translations`, run by hand after strings change (never
# on a build); tests/i18n fails when a .ts file is stale against the code, unfinished, or off
# its glossary (docs/glossary-<lang>.md).
find_package(Qt6 6.4 REQUIRED COMPONENTS LinguistTools)

# The languages shipped, as the .ts files are named. English is the source; its file holds only
# the plural forms ("%n step(s)" → "1 step", "2 steps"), made with lupdate -pluralonly.
set(ATTENTION_LANGUAGES de es fr zh_CN)

# Folders whose strings the window shows. core/ has no Qt and no strings of its own to translate.
set(ATTENTION_TR_FOLDERS app ui render io)
# One option set for the target and the stale test: no line numbers, so that an edit which
# moves a string does not make every .ts file stale.
set(ATTENTION_LUPDATE_OPTIONS -silent -locations none -no-obsolete -no-ui-lines
    -extensions cpp,h -I ${PROJECT_SOURCE_DIR})

set(ATTENTION_TS_EN ${PROJECT_SOURCE_DIR}/resources/translations/attention-lab_en.ts)
set(ATTENTION_TS_FILES "")
foreach(lang IN LISTS ATTENTION_LANGUAGES)
    list(APPEND ATTENTION_TS_FILES ${PROJECT_SOURCE_DIR}/resources/translations/attention-lab_${lang}.ts)
endforeach()

function(attention_add_translations target)
    qt_add_lrelease(${target} TS_FILES ${ATTENTION_TS_EN} ${ATTENTION_TS_FILES} NO_GLOBAL_TARGET
                    LRELEASE_OPTIONS -silent QM_FILES_OUTPUT_VARIABLE qm_files)
    qt_add_resources(${target} "translations" PREFIX "/i18n" BASE ${CMAKE_CURRENT_BINARY_DIR}
                     FILES ${qm_files})
endfunction()

set(folder_paths "")
foreach(folder IN LISTS ATTENTION_TR_FOLDERS)
    list(APPEND folder_paths ${PROJECT_SOURCE_DIR}/${folder})
endforeach()
add_custom_target(update_translations
    COMMAND Qt6::lupdate ${ATTENTION_LUPDATE_OPTIONS} ${folder_paths} -ts ${ATTENTION_TS_FILES}
    COMMAND Qt6::lupdate ${ATTENTION_LUPDATE_OPTIONS} -pluralonly ${folder_paths} -ts ${ATTENTION_TS_EN}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Updating resources/translations/*.ts from the code"
    VERBATIM)

# What tests/i18n needs to run lupdate as the target does and to find each file: one header,
# one item per line in each string.
list(JOIN ATTENTION_LUPDATE_OPTIONS "\\n" options_lines)
list(JOIN ATTENTION_TR_FOLDERS "\\n" folder_lines)
list(JOIN ATTENTION_LANGUAGES "\\n" language_lines)
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/generated/attention_translations.h CONTENT
"// Made by cmake/translations.cmake.
#pragma once
#define ATTENTION_LUPDATE \"$<TARGET_FILE:Qt6::lupdate>\"
#define ATTENTION_LUPDATE_OPTIONS \"${options_lines}\"
#define ATTENTION_TR_FOLDERS \"${folder_lines}\"
#define ATTENTION_LANGUAGES \"${language_lines}\"
#define ATTENTION_SOURCE_DIR \"${PROJECT_SOURCE_DIR}\"
")
