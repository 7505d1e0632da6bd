// SPDX-License-Identifier: MIT
#pragma once

#include "cli/command.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/*
 * Parses the arguments of `nqueens` (without the program name) into a
 * Command, or into one error message. Nothing is printed or run here, so the
 * caller can validate everything before the first byte of output.
 *
 * Grammar: `nqueens --help | -h | --version`, or `nqueens SUBCOMMAND ARGS...`
 * where ARGS mixes one positional N with the subcommand's options in any
 * order. Options take their value as the next argument or after '='
 * (`--limit 5`, `--limit=5`); `--` ends the options. `--help` anywhere after
 * the subcommand asks for the usage, whatever else is wrong. Integers are
 * parsed strictly: ASCII digits only, no sign, no overflow.
 */
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    explicit CommandLine(const QStringList &arguments);

    bool isValid() const { return m_error.isEmpty(); }
    // The parsed command; meaningful only when isValid().
    const Command &command() const { return m_command; }
    // One line, translated, without the "nqueens: " prefix and without a
    // newline; names what would have been valid. Empty when isValid().
    QString errorMessage() const { return m_error; }

    // The --help text, translated, ending with a newline.
    static QString usage();

private:
    QString parse(const QStringList &arguments);
    QString parseSubcommandArguments(const QStringList &arguments);

    Command m_command;
    QString m_error;
};
