# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The layering of docs/architecture.md, read from the #include lines of the sources: each
# folder includes only from the folders below it, and the folders without widgets include
# no header of a Qt module other than Core, Network and Concurrent. Run by CTest:
#   cmake -DSOURCE_DIR=<repository> -DQT_INCLUDE_ROOT=<Qt's include folder> -P layering.cmake

# Every folder and what it may include (besides itself and the generated app/version.h).
# The order is the layers' order: a folder's list holds only folders above it in this table.
set(layers
    "engine="
    "editor/board=engine"
    "editor=engine editor/board"
    "app/game=engine"
    "app/net=engine app/game"
    "app/cli=engine editor/board app/game app/net"
    "app/common=engine editor/board editor app/game app/net"
    "app/art=engine editor/board app/game app/common"
    "app/play=engine editor/board app/game app/net app/common app/art"
    "app/lan=engine editor/board app/game app/net app/common app/art"
    "app/qwantum=engine editor/board app/game app/net app/common app/art app/play"
    "app/learn=engine editor/board app/game app/net app/common app/art app/play app/qwantum"
    "app/shell=engine editor/board editor app/game app/net app/common app/art app/play app/qwantum app/lan app/learn"
    "app=app/shell"
)
# The folders whose code runs without a display (quantum-cli, the host): Qt Core, Network and
# Concurrent only.
set(headless engine app/game app/net app/cli)
set(allowed_qt_modules QtCore QtNetwork QtConcurrent)

if(NOT IS_DIRECTORY "${SOURCE_DIR}/engine" OR NOT IS_DIRECTORY "${QT_INCLUDE_ROOT}/QtCore")
    message(FATAL_ERROR "usage: cmake -DSOURCE_DIR=... -DQT_INCLUDE_ROOT=... -P layering.cmake")
endif()

# The folder a repository path belongs to: the longest folder of the table that holds it.
set(folders "")
foreach(layer IN LISTS layers)
    string(REGEX REPLACE "=.*" "" folder "${layer}")
    list(APPEND folders "${folder}")
endforeach()
function(folder_of path out)
    set(best "")
    foreach(folder IN LISTS folders)
        string(LENGTH "${folder}" n)
        string(LENGTH "${best}" m)
        if(path MATCHES "^${folder}/" AND n GREATER m)
            set(best "${folder}")
        endif()
    endforeach()
    set(${out} "${best}" PARENT_SCOPE)
endfunction()

set(failures "")
set(checked 0)
foreach(layer IN LISTS layers)
    string(REGEX REPLACE "=.*" "" folder "${layer}")
    string(REGEX REPLACE "^[^=]*=" "" below "${layer}")
    string(REPLACE " " ";" below "${below}")
    file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/${folder}/*.h"
         "${SOURCE_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        folder_of("${source}" owner)
        if(NOT owner STREQUAL folder)
            continue() # a deeper folder of the table: checked with its own rule
        endif()
        math(EXPR checked "${checked} + 1")
        file(STRINGS "${SOURCE_DIR}/${source}" includes REGEX "^[ \t]*#[ \t]*include")
        foreach(line IN LISTS includes)
            if(line MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
                set(target "${CMAKE_MATCH_1}")
                if(target STREQUAL "app/version.h" OR NOT target MATCHES "/")
                    continue()
                endif()
                folder_of("${target}" to)
                if(to STREQUAL "" OR to STREQUAL folder)
                    continue()
                endif()
                list(FIND below "${to}" i)
                if(i LESS 0)
                    list(APPEND failures "${source}: ${folder}/ includes ${target} (${to}/)")
                endif()
            elseif(line MATCHES "#[ \t]*include[ \t]*<(Q[A-Za-z0-9_/]*)>")
                set(header "${CMAKE_MATCH_1}")
                list(FIND headless "${folder}" h)
                if(h LESS 0)
                    continue()
                endif()
                set(found FALSE)
                foreach(module IN LISTS allowed_qt_modules)
                    if(EXISTS "${QT_INCLUDE_ROOT}/${module}/${header}")
                        set(found TRUE) # <QString>
                    elseif(header MATCHES "^${module}/")
                        set(found TRUE) # <QtConcurrent/QtConcurrentRun>
                    endif()
                endforeach()
                if(NOT found)
                    list(APPEND failures
                         "${source}: ${folder}/ runs without a display but includes <${header}>")
                endif()
            endif()
        endforeach()
    endforeach()
endforeach()

if(failures)
    list(JOIN failures "\n" lines)
    message(FATAL_ERROR "The layering of docs/architecture.md is broken:\n${lines}")
endif()
if(checked LESS 100)
    message(FATAL_ERROR "only ${checked} sources found under ${SOURCE_DIR}: wrong folder?")
endif()
message(STATUS "${checked} sources follow the layering")
