// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace nq::learn {

/*
 * The learning room's words: a table of translated templates, key to text
 * (UTF-8), that the host supplies in the pupil's language. The desktop fills
 * it from tr() (learnwords/PracticeText), the homework file carries the same
 * table as JSON for the WebAssembly module (wasm/engine.h, nq_words_set), so
 * the sentences the room composes on it (PracticeSentences) are the same
 * words in the window, in seat work and at home.
 *
 * A template holds %1 to %9, replaced by the arguments of say() in one pass
 * (an argument is never read again for placeholders, so a square name or a
 * pupil's text cannot pull another argument in), as QString::arg() with
 * several arguments does. A sentence with a count has plural forms, one
 * entry each: "key#0" (count 0; optional), "key#1" (count 1) and
 * "key#other", with %n for the count (sayCount()); the host fills them as
 * its language words 0, 1 and many.
 *
 * Two entries are not sentences: "number.group", the separator of groups
 * of three digits (empty: none), and "number.least", how many digits must
 * stand before the first separator ("1", or "2" where 1234 is written
 * whole); number() writes counts with them, as QLocale::toString() does.
 *
 * A key the table lacks reads as the key itself: a gap shows in the text
 * instead of leaving a sentence half said (the tests require full tables).
 */
class Words
{
public:
    // Sets `key`'s template (replacing the one set before).
    void set(std::string key, std::string text);
    // `key`'s template, or nullptr when the table has none.
    const std::string *find(std::string_view key) const;
    bool empty() const noexcept { return m_entries.empty(); }
    const std::map<std::string, std::string, std::less<>> &entries() const noexcept
    {
        return m_entries;
    }

    // `key`'s template with %k replaced by args[k - 1] (k from 1 to 9; a %k
    // with no argument, and a % before anything else, stay as they are).
    std::string say(std::string_view key, std::initializer_list<std::string_view> args = {}) const;
    // The form of `key` for `count` ("key#0", "key#1" or "key#other"; "#0"
    // falls back to "#other" when the table has none), %n replaced by the
    // count's digits, then the arguments as say() does.
    std::string sayCount(std::string_view key, std::uint64_t count,
        std::initializer_list<std::string_view> args = {}) const;
    // `value` with the table's digit groups ("1,234", "1.234", "1234").
    std::string number(std::uint64_t value) const;

    // Fills a template: the substitution of say() on a text of the caller's.
    static std::string fill(std::string_view text, std::initializer_list<std::string_view> args);

    // The table as one flat JSON object {"key": "template", ...}: UTF-8,
    // keys in order, with <, >, & and the line separators escaped so the
    // text can stand inside an HTML script element.
    std::string toJson() const;
    // Reads such an object, strictly: one object of string values (escapes
    // as JSON has them, surrogate pairs whole), valid UTF-8, no key twice,
    // nothing after it, at most MaxJsonSize bytes; nullopt otherwise.
    static std::optional<Words> fromJson(std::string_view json);
    static constexpr std::size_t MaxJsonSize = 1 << 20;

    friend bool operator==(const Words &, const Words &) = default;

private:
    std::map<std::string, std::string, std::less<>> m_entries;
};

} // namespace nq::learn
