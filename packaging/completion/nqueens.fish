# SPDX-License-Identifier: MIT
# fish completion for nqueens, with the same names as the bash completion
# (nqueens.bash): subcommands, each subcommand's options and the values of
# --algorithm, --format and --method. Installed in fish's
# vendor_completions.d; tests/desktop/completion_test.fish checks it against
# the real nqueens.

complete -c nqueens -f
complete -c nqueens -n __fish_use_subcommand -a count -d 'Count all and fundamental solutions'
complete -c nqueens -n __fish_use_subcommand -a solutions -d 'Print solutions, one a line'
complete -c nqueens -n __fish_use_subcommand -a trace -d 'Print the events of a search as JSON Lines'
complete -c nqueens -n __fish_use_subcommand -a stats -d 'Run a whole search and print its counters'
complete -c nqueens -n __fish_use_subcommand -a export -d 'Write board images and animations'
complete -c nqueens -n __fish_use_subcommand -a one -d 'Print one solution'
complete -c nqueens -n __fish_use_subcommand -a homework -d 'Write a homework page that works offline'
complete -c nqueens -n __fish_use_subcommand -l version -d 'Show the version'
complete -c nqueens -l help -s h -d 'Show the help'

complete -c nqueens -n '__fish_seen_subcommand_from count' -l threads -x -d 'Worker threads'
complete -c nqueens -n '__fish_seen_subcommand_from count stats one' -l json -d 'Print JSON'
complete -c nqueens -n '__fish_seen_subcommand_from solutions export' -l fundamental -d 'Only one board per symmetry class'
complete -c nqueens -n '__fish_seen_subcommand_from solutions trace' -l limit -x -d 'Stop after K lines'
complete -c nqueens -n '__fish_seen_subcommand_from trace stats export homework' -l algorithm -x \
    -a 'permutations check-queens mark-board lock-lines bitmask available-columns forward-checking mrv dancing-links min-conflicts' -d 'Search algorithm'
complete -c nqueens -n '__fish_seen_subcommand_from trace stats one export' -l seed -x -d 'Random seed of min-conflicts'
# --start SQUARES (e.g. a8,c7): the first queens of the search.
complete -c nqueens -n '__fish_seen_subcommand_from trace stats' -l start -x -d 'Start from these queens'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l solution -x -d 'Solution K'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l all -d 'Every board'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l sheet -d 'A contact sheet'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l format -x -a 'png svg pdf gif mp4 webm' -d 'Image or animation format'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l step -x -d 'The board after K steps of a run'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l animate -d 'Steps of a run as an animation'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l from -x -d 'First step of the animation'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l to -x -d 'Last step of the animation'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l fps -x -d 'Frames a second'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l hold -x -d 'Extra seconds on a solution'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l theme -x -a 'classic high-contrast system' -d 'Board colours'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l coordinates -d 'Label files and ranks'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l no-coordinates -d 'No file and rank labels'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l caption -x -a 'none' -d 'Text under the board'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l names -d 'Square names in the squares'
complete -c nqueens -n '__fish_seen_subcommand_from export' -l pixels -x -d 'Image width'
complete -c nqueens -n '__fish_seen_subcommand_from export homework' -l output -r -F -d 'File or directory'
complete -c nqueens -n '__fish_seen_subcommand_from one' -l method -x -a 'construct min-conflicts' -d 'Method'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l to -x -a 'first-solution' -d 'Work to the first solution'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l steps -x -d 'Steps the pupil does'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l pupil-refuses -d 'The pupil refuses the attacked squares'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l predict -d 'Predict questions instead of practice'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l frequency -x -a 'every-step each-backtrack each-new-row one-in-k' -d 'How often predict asks'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l browse -d 'The solutions to look through'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l lang -x -a 'en de es fr' -d 'The page'"'"'s language'
complete -c nqueens -n '__fish_seen_subcommand_from homework' -l title -x -d 'The page'"'"'s title'
