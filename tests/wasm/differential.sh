#!/bin/sh
# SPDX-License-Identifier: MIT
# tst_wasmengine (issue 40): the practice and predict engines compiled to
# WebAssembly answer as the native ones. nq_enginedriver writes COUNT random
# sequences of actions from SEED (fixed, so a failure reproduces: the script
# is kept in WORKDIR), answers them natively, and runner.js answers them with
# the module under node; every answer must be the same, line by line.
#
#   differential.sh DRIVER NODE RUNNER MODULE WORKDIR SEED COUNT
set -eu
driver=$1 node=$2 runner=$3 module=$4 workdir=$5 seed=$6 count=$7
mkdir -p "$workdir"
"$driver" script "$seed" "$count" > "$workdir/script.txt"
"$driver" run < "$workdir/script.txt" > "$workdir/native.txt"
"$node" "$runner" "$module" "$workdir/script.txt" "$workdir/native.txt"
