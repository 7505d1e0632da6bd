// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>

/*
 * One line of machine output, described once: an ordered list of named
 * fields with typed values, and how each field shows in the text form.
 * OutputWriter::write renders it either as key=value text
 * ("N=8 solutions=92 ...") or as one JSON object ({"n":8,"solutions":92,...})
 * with the fields in the order they were added, so the two forms of a
 * record cannot drift apart.
 *
 * A Record owns no text and no lists: string and list values are views,
 * which must stay valid until the record is written. It holds at most
 * MaxFields fields and never allocates, so one record per solution line or
 * per trace event costs next to nothing.
 */
class Record
{
public:
    // How a field shows in the text form; the JSON form shows every field,
    // under its key.
    enum class InText : std::uint8_t {
        Keyed, // textKey=value, the text key being the JSON key unless textAs() set one
        Bare, // the value alone
        Omitted, // JSON only
    };

    // A number written with exactly `decimals` digits after the point ("0.001").
    struct Fixed
    {
        double value = 0.0;
        int decimals = 0;
    };
    // JSON's null, for a field that has no value in this record; "null" in text too.
    struct Null
    {
    };

    /*
     * A field's value, written the same in both forms except:
     * - a string is a quoted, escaped JSON string in JSON, the bare bytes in text;
     * - a list of numbers is [1,2,3] in JSON; in text its numbers are
     *   separated by spaces when the field is Bare ("1 3 0 2"), by commas
     *   when Keyed (key=1,3,0,2), so that it stays one word.
     */
    using Value
        = std::variant<int, std::uint64_t, Fixed, Null, std::string_view, std::span<const int>>;

    struct Field
    {
        std::string_view key; // the JSON key, and the text key unless textAs() set one
        Value value;
        std::string_view textKey;
        InText inText = InText::Keyed;

        // Shows the field in text as `textKey`=value (e.g. "N" for the JSON key "n").
        // The view must outlive the record. Returns this field.
        Field &textAs(std::string_view key);
        // Shows the value alone in text. Returns this field.
        Field &bare();
        // Leaves the field out of the text form. Returns this field.
        Field &jsonOnly();
    };

    static constexpr std::size_t MaxFields = 12;

    Record() = default;

    // Appends a field shown in text as key=value; returns it so its text form
    // can be changed. `key` must outlive the record. More than MaxFields
    // fields is a programming error: throws std::length_error.
    Field &add(std::string_view key, Value value)
    {
        // Checked in release builds too: writing past the array would
        // corrupt the stack, and the check is one comparison a field.
        if (m_size == MaxFields) {
            throwFull();
        }
        // Constructed here, not before: see m_storage.
        Field *field = ::new (static_cast<void *>(m_storage.fields + m_size)) Field;
        ++m_size;
        field->key = key;
        field->value = value;
        return *field;
    }

    // The fields in the order they were added.
    std::span<const Field> fields() const
    {
        return std::span<const Field>(m_storage.fields, m_size);
    }

private:
    [[noreturn]] static void throwFull();

    // Only the fields added are constructed: a trace event of four fields
    // does not pay for clearing twelve, millions of times (a plain array made
    // `trace` about 15% slower). Field is trivially copyable and
    // destructible (asserted below), so the union needs nothing more.
    union Storage {
        Storage() { }
        Field fields[MaxFields];
    };
    Storage m_storage;
    std::size_t m_size = 0;
};

static_assert(
    std::is_trivially_copyable_v<Record::Field> && std::is_trivially_destructible_v<Record::Field>);
