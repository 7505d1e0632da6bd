# SPDX-License-Identifier: MIT
# Installs the build into a fresh prefix and checks what a desktop and a
# software centre look for there: both programs, the menu entry and its
# target, the AppStream metadata, and the icon in every hicolor size.
# Also what a Debian package ships beside them: changelog, copyright, bash
# and fish completion, the example lessons, and the man pages when the build
# made them (help2man found).
# Usage: cmake -DBUILD_DIR=<build dir> -DPREFIX=<scratch dir> -DAPP_ID=<id>
#              -DICON_SIZES=16,24,... -DMAN_PAGES=ON|OFF -P install_layout.cmake
include(${CMAKE_CURRENT_LIST_DIR}/validators.cmake)

foreach(var BUILD_DIR PREFIX APP_ID ICON_SIZES)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "install_layout.cmake needs -D${var}=...")
    endif()
endforeach()
string(REPLACE "," ";" ICON_SIZES "${ICON_SIZES}")

# A fresh prefix each run: files left by an earlier install must not hide a
# rule that went missing since.
file(REMOVE_RECURSE "${PREFIX}")
file(MAKE_DIRECTORY "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install ${BUILD_DIR} --prefix ${PREFIX} failed (exit ${result}):\n${output}")
endif()

set(problems "")
function(nq_expect_file relative)
    if(NOT EXISTS "${PREFIX}/${relative}" OR IS_DIRECTORY "${PREFIX}/${relative}")
        set(problems "${problems}  missing: ${relative}\n" PARENT_SCOPE)
    endif()
endfunction()

set(desktop_file share/applications/${APP_ID}.desktop)
set(metainfo_file share/metainfo/${APP_ID}.metainfo.xml)
nq_expect_file(bin/nqueens-visualizer)
nq_expect_file(bin/nqueens)
nq_expect_file(${desktop_file})
nq_expect_file(${metainfo_file})
nq_expect_file(share/icons/hicolor/scalable/apps/${APP_ID}.svg)
nq_expect_file(share/mime/packages/${APP_ID}.xml)
nq_expect_file(share/doc/nqueens-visualizer/changelog.gz)
nq_expect_file(share/doc/nqueens-visualizer/copyright)
nq_expect_file(share/bash-completion/completions/nqueens)
nq_expect_file(share/fish/vendor_completions.d/nqueens.fish)
# The example lessons, as files a teacher copies and changes.
nq_expect_file(share/nqueens-visualizer/lessons/4x4-by-hand.nqueens)
nq_expect_file(share/nqueens-visualizer/lessons/8x8-step-back-and-predict.nqueens)
if(MAN_PAGES)
    nq_expect_file(share/man/man1/nqueens.1.gz)
    nq_expect_file(share/man/man1/nqueens-visualizer.1.gz)
endif()

# A PNG's size is in its IHDR chunk, which the format puts first: bytes 16..23
# hold the width and the height as 32-bit big-endian numbers.
foreach(size IN LISTS ICON_SIZES)
    set(png share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
    if(NOT EXISTS "${PREFIX}/${png}")
        string(APPEND problems "  missing: ${png}\n")
        continue()
    endif()
    file(READ "${PREFIX}/${png}" header LIMIT 24 HEX)
    string(SUBSTRING "${header}" 0 16 signature)
    string(SUBSTRING "${header}" 24 8 chunk)
    if(NOT signature STREQUAL "89504e470d0a1a0a" OR NOT chunk STREQUAL "49484452")
        string(APPEND problems "  not a PNG: ${png}\n")
        continue()
    endif()
    string(SUBSTRING "${header}" 32 8 width_hex)
    string(SUBSTRING "${header}" 40 8 height_hex)
    math(EXPR width "0x${width_hex}")
    math(EXPR height "0x${height_hex}")
    if(NOT width EQUAL size OR NOT height EQUAL size)
        string(APPEND problems "  ${png} is ${width}x${height}, not ${size}x${size}\n")
    endif()
endforeach()

# The menu entry must start a program this install provides, and name the
# icon that was installed.
if(EXISTS "${PREFIX}/${desktop_file}")
    file(STRINGS "${PREFIX}/${desktop_file}" exec_lines REGEX "^Exec=")
    file(STRINGS "${PREFIX}/${desktop_file}" icon_lines REGEX "^Icon=")
    list(LENGTH exec_lines exec_count)
    if(NOT exec_count EQUAL 1)
        string(APPEND problems "  ${desktop_file} has ${exec_count} Exec= lines, not 1\n")
    else()
        string(REGEX REPLACE "^Exec=([^ ]+).*" "\\1" program "${exec_lines}")
        if(NOT EXISTS "${PREFIX}/bin/${program}")
            string(APPEND problems "  ${desktop_file} runs '${program}', which is not in bin/\n")
        endif()
    endif()
    # A file manager opens a session file with the program: the entry names
    # the type that share/mime/packages defines and takes the file (%f).
    file(STRINGS "${PREFIX}/${desktop_file}" mime_lines REGEX "^MimeType=")
    if(NOT mime_lines MATCHES "^MimeType=.*application/x-nqueens-session" OR NOT exec_lines MATCHES " %f$")
        string(APPEND problems "  ${desktop_file} does not open application/x-nqueens-session files (MimeType=, Exec= ... %f)\n")
    endif()
    if(NOT icon_lines STREQUAL "Icon=${APP_ID}")
        string(APPEND problems "  ${desktop_file} names icon '${icon_lines}', not 'Icon=${APP_ID}'\n")
    endif()
endif()

if(NOT problems STREQUAL "")
    message(FATAL_ERROR "install layout under ${PREFIX}:\n${problems}")
endif()

# The installed copies, as a distribution would check them.
nq_validate_desktop_file("${PREFIX}/${desktop_file}")
nq_validate_metainfo("${PREFIX}/${metainfo_file}")
nq_validate_tree("${PREFIX}")
message(STATUS "install layout under ${PREFIX}: complete")
