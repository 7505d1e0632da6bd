# SPDX-License-Identifier: MIT
# Qt's headers are most of a file's compile time here (QtWidgets' alone, about
# 5 s of a file's 6 to 13 s at -O2): they are parsed once per build into two
# precompiled headers, and every target that uses Qt reuses one of them, so a
# full build takes about a quarter less. A target that links no Qt (the
# solver) gets none; a target that does not link Qt Widgets, itself or through
# a room it links, gets the one without widgets, so that a room without
# widgets still cannot use one. The probes of tests/rooms get none: each must
# see its own include path and nothing else. GCC uses a precompiled header
# only where the flags match, which they do (one set for the program, and
# one pair of headers more for the tests' own files when NQ_TESTS_CXX_FLAGS
# gives them flags of their own);
# CMake adds -Winvalid-pch, so a refused one is said in the build's output.
# Force-included headers would let a file forget its own includes: the TSan
# build (CMakePresets.json) turns them off, so CI compiles without them too.

# Whether `target` links Qt6::<module>, itself or through the project's own
# libraries it links (walked through their link interfaces).
function(_nq_links_qt target module result)
    set(todo ${target})
    set(seen)
    while(todo)
        list(POP_FRONT todo current)
        if(current IN_LIST seen)
            continue()
        endif()
        list(APPEND seen ${current})
        # The target's own links; of what it links, only what their link
        # interfaces pass on (a library's private link to Widgets gives its
        # users no widgets' headers, and $<LINK_ONLY:...> no headers at all).
        if(current STREQUAL target)
            get_target_property(links ${current} LINK_LIBRARIES)
        else()
            get_target_property(links ${current} INTERFACE_LINK_LIBRARIES)
        endif()
        if(NOT links)
            continue()
        endif()
        foreach(link IN LISTS links)
            if(link MATCHES "^\\$<LINK_ONLY:")
                continue()
            endif()
            if(link STREQUAL "Qt6::${module}" OR link STREQUAL "Qt::${module}")
                set(${result} TRUE PARENT_SCOPE)
                return()
            endif()
            if(TARGET ${link})
                get_target_property(imported ${link} IMPORTED)
                if(NOT imported)
                    list(APPEND todo ${link})
                endif()
            endif()
        endforeach()
    endwhile()
    set(${result} FALSE PARENT_SCOPE)
endfunction()

# The targets defined in `directory` and the folders below it, but for `skip`.
function(_nq_targets_below directory skip result)
    set(found)
    get_directory_property(targets DIRECTORY ${directory} BUILDSYSTEM_TARGETS)
    list(APPEND found ${targets})
    get_directory_property(folders DIRECTORY ${directory} SUBDIRECTORIES)
    foreach(folder IN LISTS folders)
        if(NOT folder STREQUAL skip)
            _nq_targets_below(${folder} "${skip}" more)
            list(APPEND found ${more})
        endif()
    endforeach()
    set(${result} ${found} PARENT_SCOPE)
endfunction()

# nq_precompile_qt(): call once, after every folder is added.
function(nq_precompile_qt)
    set(empty ${PROJECT_BINARY_DIR}/nqpch.cpp)
    file(CONFIGURE OUTPUT ${empty} CONTENT "// Only the precompiled header is built here.\n")
    add_library(nqpch_core OBJECT ${empty})
    target_link_libraries(nqpch_core PRIVATE Qt6::Core)
    target_precompile_headers(nqpch_core PRIVATE <QtCore/QtCore>)
    add_library(nqpch_widgets OBJECT ${empty})
    target_link_libraries(nqpch_widgets PRIVATE Qt6::Widgets)
    target_precompile_headers(nqpch_widgets PRIVATE <QtCore/QtCore> <QtGui/QtGui> <QtWidgets/QtWidgets>)

    # The tests' own flags (NQ_TESTS_CXX_FLAGS, such as -O0) need headers
    # precompiled with them: GCC refuses one built with other optimisation.
    if(NQ_TESTS_CXX_FLAGS)
        separate_arguments(test_flags UNIX_COMMAND "${NQ_TESTS_CXX_FLAGS}")
        add_library(nqpch_core_tests OBJECT ${empty})
        target_link_libraries(nqpch_core_tests PRIVATE Qt6::Core)
        target_compile_options(nqpch_core_tests PRIVATE ${test_flags})
        target_precompile_headers(nqpch_core_tests PRIVATE <QtCore/QtCore>)
        add_library(nqpch_widgets_tests OBJECT ${empty})
        target_link_libraries(nqpch_widgets_tests PRIVATE Qt6::Widgets)
        target_compile_options(nqpch_widgets_tests PRIVATE ${test_flags})
        target_precompile_headers(nqpch_widgets_tests PRIVATE <QtCore/QtCore> <QtGui/QtGui> <QtWidgets/QtWidgets>)
    endif()

    _nq_targets_below(${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests/rooms targets)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$"
           OR target MATCHES "^nqpch_")
            continue()
        endif()
        _nq_links_qt(${target} Widgets widgets)
        _nq_links_qt(${target} Core core)
        get_target_property(tests_flags ${target} NQ_TESTS_FLAGS)
        set(suffix "")
        if(tests_flags)
            set(suffix "_tests")
        endif()
        if(widgets)
            target_precompile_headers(${target} REUSE_FROM nqpch_widgets${suffix})
        elseif(core)
            target_precompile_headers(${target} REUSE_FROM nqpch_core${suffix})
        endif()
    endforeach()
endfunction()
