// SPDX-License-Identifier: MIT
#pragma once

#include "algorithm.h"

#include <cstdint>

// Exit codes of `nqueens`, documented in its --help text.
namespace ExitCode {
inline constexpr int Success = 0;
inline constexpr int Failure = 1; // output could not be written (e.g. closed pipe)
inline constexpr int Usage = 2; // bad command line: nothing was run
inline constexpr int Cancelled = 130; // a count, stats or trace stopped by Ctrl-C (128 + SIGINT)
} // namespace ExitCode

/*
 * One invocation of `nqueens`, fully validated by CommandLine: every field is
 * in range for `kind`, so a CliRunner runs it without checking again.
 * Fields that do not apply to `kind` keep their defaults.
 */
struct Command
{
    enum class Kind : std::uint8_t {
        Help, // print the usage on stdout
        Version, // print "nqueens <version>" on stdout
        Count, // n, threads, json
        Solutions, // n, fundamental, limit
        Trace, // n, algorithm, limit
        Stats, // n, algorithm, json
    };

    // Largest --threads value accepted.
    static constexpr int MaxThreads = 1024;

    Kind kind = Kind::Help;
    int n = 0; // board size; in range for the subcommand (and algorithm)
    int threads = 0; // 1..MaxThreads, or 0 for one per hardware thread
    bool json = false;
    bool fundamental = false;
    std::uint64_t limit = 0; // lines (solutions) or events (trace) to print; 0 = all
    nq::Algorithm algorithm = nq::Algorithm::LockLines;
};
