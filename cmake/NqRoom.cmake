# SPDX-License-Identifier: MIT
# Rooms: every folder of the programs is a library whose headers the others
# include with the folder's name ("board/boardscene.h"). A room's include
# path holds its own folder and nothing else (a link to the folder in the
# build tree, rooms/<name>/<name>), and a room sees another room's headers
# only by linking it. So the direction written in the links is the one the
# compiler enforces: a file of board/ that includes "window/mainwindow.h"
# does not compile (tests/rooms proves it). Two folders of one name would
# share an include prefix: configuring stops.

# nq_room_include(<target> <PUBLIC|PRIVATE|INTERFACE> <folder>): `target`
# (and, when PUBLIC, whoever links it) finds the headers of `folder` as
# "<folder's name>/header.h".
function(nq_room_include target scope folder)
    get_filename_component(name ${folder} NAME)
    get_property(owner GLOBAL PROPERTY NQ_ROOM_${name})
    if(owner AND NOT owner STREQUAL folder)
        message(FATAL_ERROR "Two folders are named ${name}: ${owner} and ${folder}. "
                            "Rooms are included by name (\"${name}/x.h\"): rename one.")
    endif()
    set_property(GLOBAL PROPERTY NQ_ROOM_${name} ${folder})
    set(root ${PROJECT_BINARY_DIR}/rooms/${name})
    if(IS_SYMLINK ${root}/${name})
        file(READ_SYMLINK ${root}/${name} linked)
        if(NOT linked STREQUAL folder)
            file(REMOVE ${root}/${name}) # the folder moved since the last configure
        endif()
    endif()
    if(NOT EXISTS ${root}/${name})
        file(MAKE_DIRECTORY ${root})
        file(CREATE_LINK ${folder} ${root}/${name} SYMBOLIC)
    endif()
    target_include_directories(${target} ${scope} ${root})
endfunction()
