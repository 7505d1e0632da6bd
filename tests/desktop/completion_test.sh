#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The shell completion of nqueens, driven as the shell drives it, and checked
# against the real program: every subcommand, option and value that nqueens
# itself names as valid must be offered. That direction only, so that options
# the completion already knows ahead of the program (--start) do not fail it.
# Usage: completion_test.sh bash COMPLETION_FILE NQUEENS [BASH_COMPLETION]
#          bash: COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT set as bash
#          sets them, then _nqueens. BASH_COMPLETION: bash-completion's main
#          script, loaded first when given, so that the completion is also
#          tested with its helpers (_init_completion, _filedir).
#        completion_test.sh fish COMPLETION_FILE NQUEENS
#          fish's own `complete -C LINE`.
set -u
shell=$1
completion_file=$(realpath "$2")
nqueens=$3
helpers=${4:-}

case $shell in
bash)
    if [ -n "$helpers" ]; then
        if [ ! -r "$helpers" ]; then
            echo "no $helpers: install the Debian package 'bash-completion' (scripts/install-deps.sh does)"
            exit 1
        fi
        # shellcheck disable=SC1090
        source "$helpers"
    fi
    # shellcheck disable=SC1090
    source "$completion_file"
    if ! declare -F _nqueens >/dev/null; then
        echo "$completion_file defines no _nqueens"
        exit 1
    fi
    ;;
fish)
    if ! command -v fish >/dev/null; then
        echo "fish not found: install the Debian package 'fish' (scripts/install-deps.sh does)"
        exit 1
    fi
    ;;
*)
    echo "unknown shell '$shell'"
    exit 2
    ;;
esac

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# Completes the last of the given words (pass '' to complete a new word) and
# prints the offers, sorted, one a line.
offers() {
    if [ "$shell" = fish ]; then
        # fish prints "offer<TAB>description".
        fish --no-config -c "source \$argv[1]; complete -C \$argv[2]" "$completion_file" "$*" |
            cut -f1 | sort
        return
    fi
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _nqueens nqueens "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    if ((${#COMPREPLY[@]} > 0)); then
        printf '%s\n' "${COMPREPLY[@]}" | sort
    fi
}

# expect "EXPECTED OFFERS" WORD... : the offers are exactly these.
expect() {
    local expected got
    expected=$(tr ' ' '\n' <<<"$1" | sed '/^$/d' | sort)
    shift
    got=$(offers "$@")
    if [ "$got" != "$expected" ]; then
        fail "'$*': offered [$(echo $got)], expected [$(echo $expected)]"
    fi
}

# Known answers. fish offers options only after a '-'.
if [ "$shell" = fish ]; then
    expect 'count solutions trace stats export one homework' nqueens ''
else
    expect 'count solutions trace stats export one homework --help --version' nqueens ''
fi
expect 'trace' nqueens tr
expect 'solutions stats' nqueens s
expect '--help --version' nqueens --
expect '' nqueens count ''
expect '--threads --json --help' nqueens count 8 --
expect '--threads' nqueens count 8 --t
expect '--algorithm --limit --seed --start --help' nqueens trace 8 --
expect '--algorithm --json --seed --start --help' nqueens stats 8 --
expect '--method --seed --json --help' nqueens one 8 --
expect 'permutations check-queens mark-board lock-lines bitmask available-columns forward-checking mrv dancing-links min-conflicts' nqueens trace 8 --algorithm ''
expect 'lock-lines' nqueens stats 12 --algorithm lo
expect 'png pdf' nqueens export 8 --format p
expect 'construct min-conflicts' nqueens one 8 --method ''
expect 'en de es fr' nqueens homework 6 --lang ''
expect 'first-solution' nqueens homework 6 --to ''
expect 'every-step each-backtrack each-new-row one-in-k' nqueens homework 6 --predict --frequency ''
expect '' nqueens count 8 --threads ''
expect '' nqueens trace 8 --start ''
# After an unknown subcommand: nothing in bash; fish's --help is everywhere.
if [ "$shell" = fish ]; then
    expect '--help' nqueens bogus 8 --
else
    expect '' nqueens bogus 8 --
fi

# --output completes file names.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
touch "$scratch/board-one.png" "$scratch/board-two.svg"
(
    failures=0
    cd "$scratch" || exit 1
    expect 'board-one.png board-two.svg' nqueens export 8 --output board
    exit "$failures"
) || failures=$((failures + $?))

# The program's own lists, from its messages for a wrong name (the C locale:
# the messages are English). Each prints "...; valid <things>: a, b, c".
valid_list() {
    LC_ALL=C.UTF-8 "$nqueens" "$@" 2>&1 | sed -n 's/.*valid [a-z ]*: //p' | tr -d ',' | tr ' ' '\n' | sed '/^$/d'
}
contains() { grep -qxF -- "$2" <<<"$1"; }

subcommands=$(valid_list bogus 8)
[ -n "$subcommands" ] || fail "nqueens bogus 8 named no valid subcommands"
top=$(offers nqueens '')
for subcommand in $subcommands; do
    contains "$top" "$subcommand" || fail "subcommand '$subcommand' is not completed"
    options=$(valid_list "$subcommand" 8 --bogus | grep -- '^--')
    [ -n "$options" ] || fail "nqueens $subcommand 8 --bogus named no valid options"
    offered=$(offers nqueens "$subcommand" 8 --)
    for option in $options; do
        contains "$offered" "$option" || fail "'nqueens $subcommand': option $option is not completed"
    done
done
for spec in 'trace 8 --algorithm' 'export 8 --format' 'one 8 --method'; do
    read -r -a words <<<"$spec"
    values=$(valid_list "${words[@]}" bogus)
    [ -n "$values" ] || fail "nqueens $spec bogus named no valid values"
    offered=$(offers nqueens "${words[@]}" '')
    for value in $values; do
        contains "$offered" "$value" || fail "'nqueens $spec': value '$value' is not completed"
    done
done

# Every option the help names is offered somewhere.
all_offers=$(
    offers nqueens ''
    offers nqueens --
    for subcommand in $subcommands; do offers nqueens "$subcommand" 8 --; done
)
for option in $(LC_ALL=C.UTF-8 "$nqueens" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    contains "$all_offers" "$option" || fail "option $option of 'nqueens --help' is never completed"
done

if ((failures > 0)); then
    echo "$failures completion check(s) failed"
    exit 1
fi
echo "$shell completion of nqueens: all checks passed${helpers:+, with the helpers of $helpers}"
