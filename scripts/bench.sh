#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the benchmarks with -O3 -march=native into build-bench/ and prints
# their figures (README "Figures"). Takes a few minutes; run it on a quiet
# machine. `scripts/bench.sh 16` counts N=16 instead of 17; the second
# argument is the GUI soak in seconds (default 60). `scripts/bench.sh --n18`
# also counts N=18 against the baseline (about 3 more minutes: the
# baseline alone takes that long), so that both ratios come from one run.
# Last, the whole class under load (nq_bench_class, 500 pupils on 127.0.0.1),
# the teacher's window with them (nq_bench_classwindow, with how long one
# Reveal holds it when 2,000 names are recorded, against one of 30 pupils),
# and seat work (nq_bench_seat, a run per pupil for 200 pupils on 8x8).
# Then the homework: the file's size, the page in headless Chromium (ready
# for the pupil's name, a tap to its verdict), one action checked by the
# WebAssembly engine under node against the same engine native (the same
# 300 sequences, with German sentences), and importing 200 results files.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=17
if [[ ${1:-} == --n18 ]]; then
    sizes=17,18
    shift
fi
scripts/install-deps.sh
dir=${BENCH_DIR:-build-bench}
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNQ_NATIVE=ON
cmake --build "$dir" --parallel --target nq_bench nq_bench_gui nq_bench_class nq_bench_classwindow nq_bench_seat nqueens \
    nq_bench_homework nq_enginedriver nq_wordstable nqengine_wasm
export QT_QPA_PLATFORM=offscreen
"$dir/tests/bench/nq_bench" "${1:-$sizes}"
"$dir/tests/bench/nq_bench_gui" "${2:-60}"
# The whole class: 500 pupils (NQ_CLASS_PUPILS) on 127.0.0.1.
"$dir/tests/bench/nq_bench_class" "${NQ_CLASS_PUPILS:-500}"
# The class server under attack: a ping flood and a pupil who never reads,
# 30 s each (NQ_ATTACK_SECONDS), beside a pupil who reads.
"$dir/tests/bench/nq_bench_class" --attacks "${NQ_ATTACK_SECONDS:-30}"
"$dir/tests/bench/nq_bench_classwindow" "${NQ_CLASS_PUPILS:-500}"
# Seat work: 200 pupils (NQ_SEAT_PUPILS), each with their own run on 8x8.
"$dir/tests/bench/nq_bench_seat" "${NQ_SEAT_PUPILS:-200}"
# The homework.
homework=$(mktemp -d)
trap 'rm -rf "$homework"' EXIT
"$dir/app/cli/nqueens" homework 8 --lang de --output "$homework/homework.html" >/dev/null
echo "homework file (8 x 8, German): $(stat -c %s "$homework/homework.html") bytes (goal: under 1,000,000)"
/usr/bin/python3 tests/bench/bench_homeworkpage.py "$homework/homework.html"
"$dir/tests/wasm/nq_wordstable" de >"$homework/words-de.json"
"$dir/tests/wasm/nq_enginedriver" script 40 300 --words "$homework/words-de.json" >"$homework/script.txt"
"$dir/tests/wasm/nq_enginedriver" run --time <"$homework/script.txt" >"$homework/native.txt"
NODE_PATH=/usr/share/nodejs node tests/wasm/runner.js "$dir/wasm/nqengine.js" "$homework/script.txt" \
    "$homework/native.txt" --time
"$dir/tests/homeworkresults/nq_bench_homework" "${NQ_HOMEWORK_FILES:-200}"
