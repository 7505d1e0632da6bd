#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Checks of the Debian package that scripts/package.sh builds.
# Usage: deb_check.sh build SOURCE_DIR PACKAGE_BUILD_DIR PROJECT_BUILD_DIR
#          makes the package (the fixture the other checks share) and writes
#          its path to PACKAGE_BUILD_DIR/deb-path: packed from the tests' own
#          build when scripts/build.sh made it (Debian's flags), else built
#          in PACKAGE_BUILD_DIR by scripts/package.sh
#        deb_check.sh lintian|hardening|manpages|contents PACKAGE_BUILD_DIR
set -euo pipefail
mode=$1

need() { # program debian-package
    if ! command -v "$1" >/dev/null; then
        echo "$1 not found: install the Debian package '$2' (scripts/install-deps.sh does)"
        exit 1
    fi
}

if [ "$mode" = build ]; then
    source_dir=$2 build_dir=$3 project_build_dir=$4
    rm -f "$build_dir/deb-path"
    start=$SECONDS
    status=0
    deb=$("$source_dir/scripts/package.sh" --from "$project_build_dir" "$build_dir") || status=$?
    if [ $status -eq 3 ]; then
        echo "the tests' build has other flags than Debian's: the package is built on its own"
        deb=$(PACKAGE_BUILD_DIR=$build_dir "$source_dir/scripts/package.sh")
    elif [ $status -ne 0 ]; then
        exit $status
    fi
    echo "made $deb in $((SECONDS - start)) s"
    echo "$deb" >"$build_dir/deb-path"
    exit 0
fi

build_dir=$2
if [ ! -s "$build_dir/deb-path" ]; then
    echo "no package: the test deb_package builds it (ctest -R deb_ runs both)"
    exit 1
fi
deb=$(cat "$build_dir/deb-path")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch/root"
binaries=(usr/bin/nqueens usr/bin/nqueens-visualizer)
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

case $mode in
lintian)
    need lintian lintian
    # Every tag is shown (-EvIL +pedantic, as a Debian maintainer would run
    # it); errors and warnings fail. The package carries no lintian
    # overrides, so nothing is hidden: --fail-on override would also fail
    # on any that appeared.
    if [ -d "$scratch/root/usr/share/lintian/overrides" ]; then
        fail "the package carries lintian overrides: $(ls "$scratch/root/usr/share/lintian/overrides")"
    fi
    lintian -EvIL +pedantic --fail-on error,warning "$deb" || fail "lintian found errors or warnings (above)"
    ;;
hardening)
    need readelf binutils
    hardened_functions=/usr/share/lintian/data/binaries/hardened-functions
    [ -r "$hardened_functions" ] || need lintian lintian
    fortified=()
    for binary in "${binaries[@]}"; do
        before=$failures
        file=$scratch/root/$binary
        dynamic=$(readelf -d "$file")
        sections=$(readelf -S -W "$file")
        symbols=$(readelf --dyn-syms -W "$file")
        # -z now: BIND_NOW, or NOW in FLAGS_1 (both mean every symbol is
        # bound at start-up, so the GOT can be read-only: full RELRO).
        grep -Eq '\(BIND_NOW\)|\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*NOW' <<<"$dynamic" || fail "$binary: no BIND_NOW"
        grep -q 'GNU_RELRO' <<<"$(readelf -l -W "$file")" || fail "$binary: no RELRO segment"
        grep -q '__stack_chk_fail' <<<"$symbols" || fail "$binary: no __stack_chk_fail (stack protector)"
        # _FORTIFY_SOURCE, judged as lintian does (hardening-no-fortify-
        # functions): a binary that calls a function with a checked variant
        # (lintian's list) must call some checked variant. One that calls
        # none (nqueens may) has nothing to fortify.
        imports=$(awk '$7 == "UND" { sub(/@.*/, "", $8); print $8 }' <<<"$symbols" | sort -u)
        checked=$(grep -E '^__[a-z0-9_]+_chk$' <<<"$imports" | grep -v '^__stack_chk_fail$' || true)
        unchecked=$(grep -xF -f <(grep -Ev '^(#|$)' "$hardened_functions") <<<"$imports" || true)
        if [ -n "$unchecked" ] && [ -z "$checked" ]; then
            fail "$binary: calls $(echo $unchecked) but no checked variant (_FORTIFY_SOURCE)"
        fi
        [ -n "$checked" ] && fortified+=("$binary: $(echo $checked)")
        grep -q 'DYN (Position-Independent Executable' <<<"$(readelf -h "$file")" ||
            fail "$binary: not a position-independent executable"
        grep -Eq '\((RUNPATH|RPATH)\)' <<<"$dynamic" && fail "$binary: has a RUNPATH or RPATH: $(grep -E 'R(UN)?PATH' <<<"$dynamic")"
        grep -q ' \.comment ' <<<"$sections" && fail "$binary: has a .comment section"
        grep -Eq ' \.(debug_[a-z]+|symtab) ' <<<"$sections" && fail "$binary: not stripped (debug information or symbol table)"
        ((failures > before)) ||
            echo "$binary: BIND_NOW, RELRO, PIE, stack protector; no RUNPATH, .comment, .symtab or debug sections"
    done
    # The flag reached the compiler: some call was fortified.
    if [ ${#fortified[@]} -eq 0 ]; then
        fail "no binary calls a checked __*_chk function: built without _FORTIFY_SOURCE?"
    else
        printf 'fortified: %s\n' "${fortified[@]}"
    fi
    ;;
manpages)
    need man man-db
    for program in nqueens nqueens-visualizer; do
        page=$scratch/root/usr/share/man/man1/$program.1.gz
        if [ ! -f "$page" ]; then
            fail "no man page $program(1)"
            continue
        fi
        # gzip -9n: no name or time stamp in the header (reproducible).
        [ "$(od -An -tx1 -j4 -N4 "$page" | tr -d ' ')" = 00000000 ] || fail "$page has a time stamp (gzip without -n)"
        rendered=$(MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -l "$page" 2>"$scratch/warnings") ||
            fail "man -l $page failed"
        [ -s "$scratch/warnings" ] && fail "man -l $page warned: $(cat "$scratch/warnings")"
        # The page says what the program's --help says: every option.
        options=$(LC_ALL=C.UTF-8 "$scratch/root/usr/bin/$program" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
        [ -n "$options" ] || fail "$program --help names no options"
        for option in $options; do
            grep -qF -- "$option" <<<"$rendered" || fail "$program(1) does not mention $option"
        done
        grep -q '^NAME' <<<"$rendered" && grep -q "^       $program - " <<<"$rendered" ||
            fail "$program(1) has no NAME line"
        echo "$program(1): renders without warnings, names every option of --help"
    done
    ;;
contents)
    # What Debian wants beside the programs.
    doc=$scratch/root/usr/share/doc/nqueens-visualizer
    for file in "$doc/changelog.gz" "$doc/copyright" \
        "$scratch/root/usr/share/bash-completion/completions/nqueens" \
        "$scratch/root/usr/share/fish/vendor_completions.d/nqueens.fish" \
        "$scratch/root/usr/share/icons/hicolor/22x22/apps/io.github.nqueens.visualizer.png"; do
        [ -f "$file" ] || fail "missing: ${file#"$scratch/root"}"
    done
    if [ -f "$doc/changelog.gz" ]; then
        version=$(dpkg-deb -f "$deb" Version)
        zcat "$doc/changelog.gz" >"$scratch/changelog"
        changelog_version=$(dpkg-parsechangelog -l "$scratch/changelog" -S Version)
        [ "$changelog_version" = "$version" ] || fail "changelog.gz is for $changelog_version, the package is $version"
    fi
    if [ -f "$doc/copyright" ]; then
        head -n1 "$doc/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
            fail "copyright is not in the machine-readable format"
    fi
    recommends=$(dpkg-deb -f "$deb" Recommends)
    grep -q 'qt6-translations-l10n' <<<"$recommends" || fail "Recommends lacks qt6-translations-l10n: $recommends"
    grep -q 'ffmpeg' <<<"$recommends" || fail "Recommends lacks ffmpeg (MP4 and WebM export): $recommends"
    ;;
*)
    echo "unknown mode '$mode'"
    exit 2
    ;;
esac

if ((failures > 0)); then
    echo "$failures check(s) failed for $deb"
    exit 1
fi
