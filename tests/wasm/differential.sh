#!/bin/sh
# SPDX-License-Identifier: MIT
# tst_wasmengine (issue 40): the practice and predict engines compiled to
# WebAssembly answer as the native ones. nq_enginedriver writes COUNT random
# sequences of actions from SEED (fixed, so a failure reproduces: the script
# is kept in WORKDIR), answers them natively, and runner.js answers them with
# the module under node; every answer must be the same, line by line.
#
# The sentences too: nq_wordstable writes the desktop's table of practice's
# and predict's words in English and in German (tr() with the program's
# translations), and most sequences install one of them (some none, some a
# bad file that both builds must refuse), so the answers carry practice's
# "text", "instruction" and "summary" and predict's questions, verdicts and
# reasons in both languages.
#
#   differential.sh DRIVER NODE RUNNER MODULE WORKDIR SEED COUNT WORDSTABLE
set -eu
driver=$1 node=$2 runner=$3 module=$4 workdir=$5 seed=$6 count=$7 wordstable=$8
mkdir -p "$workdir"
"$wordstable" en > "$workdir/words-en.json"
"$wordstable" de > "$workdir/words-de.json"
# Tables the module must refuse: a number, one cut short, a lone surrogate,
# bytes that are not UTF-8, a key twice, something after the object.
printf '{"practice.row":1}' > "$workdir/bad-number.json"
printf '{"practice.row":"Reihe %%1"' > "$workdir/bad-cut.json"
printf '{"practice.row":"\\ud800"}' > "$workdir/bad-surrogate.json"
printf '{"practice.row":"\377\376"}' > "$workdir/bad-utf8.json"
printf '{"a":"1","a":"2"}' > "$workdir/bad-twice.json"
printf '{"a":"1"} {}' > "$workdir/bad-after.json"
"$driver" script "$seed" "$count" --words "$workdir/words-en.json" "$workdir/words-de.json" \
    --bad "$workdir"/bad-*.json > "$workdir/script.txt"
"$driver" run < "$workdir/script.txt" > "$workdir/native.txt"
"$node" "$runner" "$module" "$workdir/script.txt" "$workdir/native.txt"
# Equal sentences must be sentences: the answers said them in both languages,
# and the bad tables were refused.
for said in '"text":"Right: ' '"text":"Mistake: ' '"text":"Shown: ' '"instruction":"Row ' \
    '"summary":"Summary: ' '"text":"Richtig: ' '"text":"Fehler: ' '"text":"Gezeigt: ' \
    '"instruction":"Reihe ' '"summary":"Zusammenfassung: ' \
    '"text":"Where will the next queen go in row ' '"text":"Right!"' '"text":"Not quite. ' \
    '"text":"The answer: ' '"text":"Wohin kommt die n' '"text":"Richtig!"' \
    '"text":"Nicht ganz. ' '"text":"Die Antwort: '; do
    if ! grep -qF "$said" "$workdir/native.txt"; then
        echo "no answer says $said" >&2
        exit 1
    fi
done
refused=$(paste -d ' ' "$workdir/script.txt" "$workdir/native.txt" | grep -c '^words [^ ]*/bad-[a-z0-9]*\.json 0$' || true)
accepted=$(paste -d ' ' "$workdir/script.txt" "$workdir/native.txt" | grep -c '^words [^ ]*/bad-[a-z0-9]*\.json 1$' || true)
if [ "$refused" -eq 0 ] || [ "$accepted" -ne 0 ]; then
    echo "bad tables: $refused refused, $accepted accepted" >&2
    exit 1
fi
echo "sentences in English and German said alike; $refused bad tables refused by both"
