# SPDX-License-Identifier: MIT
# Sourced by the scripts CI runs: `timed NAME COMMAND...` runs COMMAND, then
# prints how long it took ("time: NAME 123 s"), also when it fails, and adds
# the line to $NQ_TIMES_FILE when that is set, so that .ci/run can print every
# phase at the end. Returns COMMAND's status.
timed() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    local line
    line=$(printf 'time: %-28s %5d s%s' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo " (failed: $status)")")
    echo "$line"
    if [ -n "${NQ_TIMES_FILE:-}" ]; then
        echo "$line" >>"$NQ_TIMES_FILE"
    fi
    return $status
}
