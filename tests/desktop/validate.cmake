# SPDX-License-Identifier: MIT
# Validates one source file of the desktop integration.
# Usage: cmake -DKIND=desktop|metainfo -DFILE=<path> -P validate.cmake
include(${CMAKE_CURRENT_LIST_DIR}/validators.cmake)

if(KIND STREQUAL "desktop")
    nq_validate_desktop_file("${FILE}")
elseif(KIND STREQUAL "metainfo")
    nq_validate_metainfo("${FILE}")
else()
    message(FATAL_ERROR "KIND must be desktop or metainfo, not '${KIND}'")
endif()
