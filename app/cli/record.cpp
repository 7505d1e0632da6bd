// SPDX-License-Identifier: MIT
#include "cli/record.h"

#include <stdexcept>

Record::Field &Record::Field::textAs(std::string_view key)
{
    textKey = key;
    inText = InText::Keyed;
    return *this;
}

Record::Field &Record::Field::bare()
{
    inText = InText::Bare;
    return *this;
}

Record::Field &Record::Field::jsonOnly()
{
    inText = InText::Omitted;
    return *this;
}

void Record::throwFull()
{
    throw std::length_error("Record: more than MaxFields fields");
}
