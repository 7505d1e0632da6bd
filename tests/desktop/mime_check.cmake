# SPDX-License-Identifier: MIT
# The session file type: the shared-mime-info package file builds a MIME
# database without a complaint, and a file manager's lookup (GIO, as GNOME's
# and Xfce's file managers do it) knows a lesson by its name (*.nqueens) and,
# named otherwise, by its first bytes (the magic).
# Usage: cmake -DMIME_XML=<file> -DSAMPLE=<a .nqueens file> -DSCRATCH=<dir> -P mime_check.cmake
include(${CMAKE_CURRENT_LIST_DIR}/validators.cmake)
nq_require_program(update_mime_database update-mime-database shared-mime-info)
nq_require_program(gio gio libglib2.0-bin)

set(type application/x-nqueens-session)
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}/mime/packages")
file(COPY "${MIME_XML}" DESTINATION "${SCRATCH}/mime/packages")
execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${SCRATCH} XDG_DATA_HOME=${SCRATCH}
                        ${update_mime_database} "${SCRATCH}/mime"
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output STREQUAL "")
    message(FATAL_ERROR "update-mime-database (exit ${result}):\n${output}")
endif()
file(READ "${SCRATCH}/mime/globs2" globs)
if(NOT globs MATCHES "${type}:\\*\\.nqueens")
    message(FATAL_ERROR "globs2 has no *.nqueens for ${type}:\n${globs}")
endif()

# By name, and by content alone (the same bytes named .json, a JSON subclass).
file(COPY_FILE "${SAMPLE}" "${SCRATCH}/lesson.nqueens")
file(COPY_FILE "${SAMPLE}" "${SCRATCH}/renamed.json")
foreach(sample lesson.nqueens renamed.json)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${SCRATCH}
                            XDG_DATA_HOME=${SCRATCH}/home
                            ${gio} info -a standard::content-type "${SCRATCH}/${sample}"
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0 OR NOT output MATCHES "content-type: ${type}")
        message(FATAL_ERROR "gio says ${sample} is not ${type} (exit ${result}):\n${output}")
    endif()
endforeach()
message(STATUS "MIME type ${type}: known by name and by its magic")
