# SPDX-License-Identifier: MIT
# Validators shared by the desktop tests, for cmake -P scripts. The tools are
# looked up when the test runs, not when the build is configured, so that a
# machine that got them later (scripts/install-deps.sh) needs no reconfigure.

# Fails the test with a message naming the Debian package to install.
function(nq_require_program var name package)
    find_program(${var} ${name})
    if(NOT ${var})
        message(FATAL_ERROR "${name} not found: install the Debian package '${package}' "
                            "(scripts/install-deps.sh does)")
    endif()
    set(${var} ${${var}} PARENT_SCOPE)
endfunction()

# desktop-file-validate exits 0 after warnings and hints, so any output at all
# counts as a failure: a menu entry that passes quietly is the only good one.
function(nq_validate_desktop_file file)
    nq_require_program(desktop_file_validate desktop-file-validate desktop-file-utils)
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "no desktop file at ${file}")
    endif()
    execute_process(COMMAND ${desktop_file_validate} "${file}"
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0 OR NOT output STREQUAL "")
        message(FATAL_ERROR "desktop-file-validate ${file} (exit ${result}):\n${output}")
    endif()
    message(STATUS "desktop-file-validate: ${file}: no errors, warnings or hints")
endfunction()

# appstreamcli exits non-zero on errors and warnings only; info and pedantic
# notes would pass. Every note counts here: --pedantic, and any line that
# starts with a note's letter (E, W, I, P) fails the test. --no-net: the tests
# run offline, so URLs and screenshots are not fetched (the notes that need
# the network are not checked).
function(nq_check_appstream_output what result output)
    if(NOT result EQUAL 0 OR output MATCHES "(^|\n)[EWIP]: ")
        message(FATAL_ERROR "appstreamcli ${what} (exit ${result}):\n${output}")
    endif()
endfunction()

function(nq_validate_metainfo file)
    nq_require_program(appstreamcli appstreamcli appstream)
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "no AppStream metainfo at ${file}")
    endif()
    execute_process(COMMAND ${appstreamcli} validate --pedantic --no-net --explain "${file}"
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    nq_check_appstream_output("validate ${file}" "${result}" "${output}")
    message(STATUS "appstreamcli validate --pedantic: ${file}:\n${output}")
endfunction()

# validate-tree reads an installed tree the way a software centre does: the
# metainfo together with the .desktop file its launchable names.
function(nq_validate_tree root)
    nq_require_program(appstreamcli appstreamcli appstream)
    execute_process(COMMAND ${appstreamcli} validate-tree --pedantic --no-net --explain "${root}"
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    nq_check_appstream_output("validate-tree ${root}" "${result}" "${output}")
    message(STATUS "appstreamcli validate-tree: ${root}:\n${output}")
endfunction()
