# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when quantum-cli loads a Widgets library (docs/architecture.md: the CLI links no
# Widgets). Run by CTest: cmake -DCLI=<path to quantum-cli> -P nowidgets.cmake
find_program(LDD ldd REQUIRED)
execute_process(COMMAND "${LDD}" "${CLI}" OUTPUT_VARIABLE libs ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ldd ${CLI} failed: ${err}")
endif()
if(NOT libs MATCHES "libQt6Core")
    message(FATAL_ERROR "ldd lists no Qt Core library for ${CLI}:\n${libs}")
endif()
string(REGEX MATCHALL "[^\n]*[Ww][Ii][Dd][Gg][Ee][Tt][Ss][^\n]*" widgets "${libs}")
if(widgets)
    list(JOIN widgets "\n" lines)
    message(FATAL_ERROR "quantum-cli loads a Widgets library:\n${lines}")
endif()
message(STATUS "quantum-cli loads no Widgets library")
