# SPDX-License-Identifier: MIT
# Writes CHANGELOG.md as a Debian changelog. CHANGELOG.md's form:
#   ## 0.2.0 - 2026-11-23        one heading per release, newest first
#   - An entry, which may go on  entries; a line that starts with two
#     over several lines         spaces continues the entry above it
# Anything else (the title, the paragraph under it) is not part of a release.
# Usage: cmake -DMARKDOWN=CHANGELOG.md -DOUTPUT=changelog -DPACKAGE=name
#              -DVERSION=x.y.z -DMAINTAINER="Name <address>" -P changelog.cmake
foreach(var MARKDOWN OUTPUT PACKAGE VERSION MAINTAINER)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "changelog.cmake needs -D${var}=...")
    endif()
endforeach()

# A Debian changelog's trailer line wants an RFC 2822 date; date(1) knows the
# day of the week. Noon UTC, so the day is the same in every time zone's view.
function(nq_rfc2822 day out)
    execute_process(COMMAND date -u -R -d "${day} 12:00:00 UTC"
                    RESULT_VARIABLE result OUTPUT_VARIABLE text ERROR_VARIABLE error
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${MARKDOWN}: '${day}' is not a date: ${error}")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Lines as a CMake list: semicolons and brackets, which lists treat
# specially, travel as placeholders and come back in nq_line().
file(READ "${MARKDOWN}" markdown)
string(REPLACE ";" "@SEMICOLON@" markdown "${markdown}")
string(REPLACE "[" "@OPEN@" markdown "${markdown}")
string(REPLACE "]" "@CLOSE@" markdown "${markdown}")
string(REPLACE "\n" ";" lines "${markdown}")

# Appends one line to the changelog. The lines of the changes stay within 80
# columns (lintian: debian-changelog-line-too-long); the trailer may be longer.
function(nq_line line)
    set(restored "${line}")
    string(REPLACE "@SEMICOLON@" ";" restored "${restored}")
    string(REPLACE "@OPEN@" "[" restored "${restored}")
    string(REPLACE "@CLOSE@" "]" restored "${restored}")
    string(LENGTH "${restored}" length)
    if(length GREATER 80 AND restored MATCHES "^  ")
        message(FATAL_ERROR "${MARKDOWN}: this line is ${length} columns in the Debian changelog, "
                            "more than 80; wrap it: '${restored}'")
    endif()
    set(text "${text}${restored}\n" PARENT_SCOPE)
endfunction()

set(text "")
set(release "")
set(release_date "")
set(first_version "")
set(entries 0)
macro(nq_close_release)
    if(NOT release STREQUAL "")
        if(entries EQUAL 0)
            message(FATAL_ERROR "${MARKDOWN}: release ${release} lists no changes")
        endif()
        nq_rfc2822(${release_date} trailer_date)
        nq_line("")
        nq_line(" -- ${MAINTAINER}  ${trailer_date}")
    endif()
endmacro()
foreach(line IN LISTS lines)
    if(line MATCHES "^## ([0-9][0-9.]*) - ([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])$")
        nq_close_release()
        set(release ${CMAKE_MATCH_1})
        set(release_date ${CMAKE_MATCH_2})
        set(entries 0)
        if(first_version STREQUAL "")
            set(first_version ${release})
        else()
            nq_line("")
        endif()
        nq_line("${PACKAGE} (${release}) unstable@SEMICOLON@ urgency=medium")
        nq_line("")
    elseif(line MATCHES "^## ")
        message(FATAL_ERROR "${MARKDOWN}: a release heading is '## X.Y.Z - YYYY-MM-DD', not '${line}'")
    elseif(NOT release STREQUAL "" AND line MATCHES "^- (.*)$")
        nq_line("  * ${CMAKE_MATCH_1}")
        math(EXPR entries "${entries} + 1")
    elseif(NOT release STREQUAL "" AND entries GREATER 0 AND line MATCHES "^  ([^ ].*)$")
        nq_line("    ${CMAKE_MATCH_1}")
    elseif(NOT release STREQUAL "" AND NOT line STREQUAL "")
        message(FATAL_ERROR "${MARKDOWN}: in release ${release}, not an entry or its continuation: '${line}'")
    endif()
endforeach()
nq_close_release()

if(NOT first_version STREQUAL VERSION)
    message(FATAL_ERROR "${MARKDOWN}: the newest release is '${first_version}', but the project's "
                        "version is ${VERSION} (CMakeLists.txt): add its entry")
endif()
file(WRITE "${OUTPUT}" "${text}")
