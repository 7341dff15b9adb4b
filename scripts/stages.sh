# Sourced by test.sh, sanitize.sh and fuzz.sh: `stage NAME command…` runs the command and, when
# ATTENTION_STAGE_TIMES names a file (.ci/run sets it), adds "SECONDS<tab>NAME" to it, also
# when the command fails (its status is returned).
stage() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    if [ -n "${ATTENTION_STAGE_TIMES:-}" ]; then
        local note=""
        [ "$status" -eq 0 ] || note=" (failed)"
        printf '%s\t%s%s\n' "$((SECONDS - start))" "$name" "$note" >>"$ATTENTION_STAGE_TIMES"
    fi
    return "$status"
}
