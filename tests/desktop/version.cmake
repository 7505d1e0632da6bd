# SPDX-License-Identifier: MIT
# One version everywhere: both programs' --version, the newest release of
# CHANGELOG.md (the package's changelog) and of the AppStream metadata must
# say the version of CMakeLists.txt's project(), which the package carries.
# The programs run without a display, as a terminal or help2man runs them.
# Usage: cmake -DVERSION=x.y.z -DNQUEENS=<path> -DVISUALIZER=<path>
#              -DCHANGELOG=<CHANGELOG.md> -DMETAINFO=<metainfo.xml> -P version.cmake
foreach(var VERSION NQUEENS VISUALIZER CHANGELOG METAINFO)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "version.cmake needs -D${var}=...")
    endif()
endforeach()

set(problems "")
foreach(program IN ITEMS NQUEENS VISUALIZER)
    get_filename_component(name "${${program}}" NAME)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                            "${${program}}" --version
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE error)
    if(NOT result EQUAL 0 OR NOT output STREQUAL "${name} ${VERSION}\n")
        string(APPEND problems "  '${name} --version' printed '${output}' (exit ${result}, "
                               "stderr '${error}'), not '${name} ${VERSION}'\n")
    endif()
endforeach()

file(STRINGS "${CHANGELOG}" headings REGEX "^## ")
list(GET headings 0 newest)
if(NOT newest MATCHES "^## ${VERSION} - ")
    string(APPEND problems "  ${CHANGELOG}: the newest release is '${newest}', not ${VERSION}\n")
endif()

file(STRINGS "${METAINFO}" releases REGEX "<release ")
list(GET releases 0 newest)
if(NOT newest MATCHES "version=\"${VERSION}\"")
    string(APPEND problems "  ${METAINFO}: the newest release is '${newest}', not ${VERSION}\n")
endif()

if(NOT problems STREQUAL "")
    message(FATAL_ERROR "not version ${VERSION} everywhere:\n${problems}")
endif()
message(STATUS "version ${VERSION}: both programs, CHANGELOG.md and the AppStream releases")
