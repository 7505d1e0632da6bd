# SPDX-License-Identifier: MIT
# bash completion for nqueens: subcommands, each subcommand's options, and the
# values of --algorithm, --format and --method. Installed as
# /usr/share/bash-completion/completions/nqueens, where bash-completion loads it
# the first time nqueens is completed. The names are those of app/cli; a test
# (tests/desktop/completion_test.sh) asks the real nqueens for its subcommands,
# options and values and fails when one is missing here.

_nqueens()
{
    local cur prev words cword
    # bash-completion's helper, when it is loaded, also copes with quotes and
    # redirections; plain bash gets the same answers for ordinary words.
    if declare -F _init_completion >/dev/null; then
        _init_completion || return
    else
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
        cur=${words[cword]}
        prev=${words[cword - 1]}
    fi
    COMPREPLY=()

    local subcommands='count solutions trace stats export one homework'
    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$subcommands --help --version" -- "$cur"))
        return
    fi

    # The value of the option before the cursor.
    case $prev in
    --algorithm)
        COMPREPLY=($(compgen -W 'permutations check-queens mark-board lock-lines bitmask available-columns forward-checking mrv dancing-links min-conflicts' -- "$cur"))
        return
        ;;
    --format)
        # Stills in png, svg or pdf; --animate writes gif, mp4 or webm.
        COMPREPLY=($(compgen -W 'png svg pdf gif mp4 webm' -- "$cur"))
        return
        ;;
    --theme)
        COMPREPLY=($(compgen -W 'classic high-contrast system' -- "$cur"))
        return
        ;;
    --caption)
        COMPREPLY=($(compgen -W 'none' -- "$cur"))
        return
        ;;
    --method)
        COMPREPLY=($(compgen -W 'construct min-conflicts' -- "$cur"))
        return
        ;;
    --lang)
        # The homework page's words.
        COMPREPLY=($(compgen -W 'en de es fr' -- "$cur"))
        return
        ;;
    --frequency)
        COMPREPLY=($(compgen -W 'every-step each-backtrack each-new-row one-in-k' -- "$cur"))
        return
        ;;
    --output)
        if declare -F _filedir >/dev/null; then
            _filedir
        else
            COMPREPLY=($(compgen -f -- "$cur"))
        fi
        return
        ;;
    --to)
        # homework works to the first solution; export's --to is a step.
        if [[ ${words[1]} == homework ]]; then
            COMPREPLY=($(compgen -W 'first-solution' -- "$cur"))
        fi
        return
        ;;
    --threads | --limit | --seed | --solution | --pixels | --start | --step | --steps | --from | --fps | --hold | --title)
        # A number, a list of squares or the teacher's words: nothing to offer.
        return
        ;;
    esac

    local options
    case ${words[1]} in
    count) options='--threads --json' ;;
    solutions) options='--fundamental --limit' ;;
    # --start SQUARES (e.g. a8,c7): the first queens of the search.
    trace) options='--algorithm --limit --seed --start' ;;
    stats) options='--algorithm --json --seed --start' ;;
    export) options='--solution --all --fundamental --sheet --step --animate --algorithm --seed --from --to --fps --hold --format --pixels --theme --coordinates --no-coordinates --caption --names --output' ;;
    one) options='--method --seed --json' ;;
    homework) options='--algorithm --to --steps --pupil-refuses --predict --frequency --browse --lang --title --output' ;;
    *) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
    fi
} &&
    complete -F _nqueens nqueens
