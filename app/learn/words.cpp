// SPDX-License-Identifier: MIT
#include "learn/words.h"

#include <charconv>

namespace nq::learn {

namespace {

void appendUtf8(std::string &out, std::uint32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

// The length of the well-formed UTF-8 sequence at text[at] (RFC 3629: no
// overlong forms, no surrogates, nothing past U+10FFFF), 0 when it is not one.
std::size_t utf8Length(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead < 0x80) {
        return 1;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (at + length > text.size() || byte(at + 1) < low || byte(at + 1) > high) {
        return 0;
    }
    for (std::size_t i = 2; i < length; ++i) {
        if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) {
            return 0;
        }
    }
    return length;
}

void appendJsonString(std::string &out, std::string_view text)
{
    static constexpr char Hex[] = "0123456789abcdef";
    out += '"';
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c < 0x20 || c == '<' || c == '>' || c == '&') {
            // Control characters as JSON wants them; the markup characters
            // so that "</script>" in a template cannot end the page's script.
            out += "\\u00";
            out += Hex[c >> 4];
            out += Hex[c & 0xF];
        } else if (c == 0xE2 && i + 2 < text.size() && text[i + 1] == char(0x80)
            && (text[i + 2] == char(0xA8) || text[i + 2] == char(0xA9))) {
            // U+2028 and U+2029 end a line in older JavaScript.
            out += text[i + 2] == char(0xA8) ? "\\u2028" : "\\u2029";
            i += 2;
        } else {
            out += char(c);
        }
    }
    out += '"';
}

// A strict reader of one flat JSON object of strings.
class FlatJson
{
public:
    explicit FlatJson(std::string_view text)
        : m_text(text)
    { }

    std::optional<Words> read()
    {
        Words words;
        skipSpace();
        if (!take('{')) {
            return std::nullopt;
        }
        skipSpace();
        if (!take('}')) {
            for (;;) {
                std::string key;
                std::string value;
                skipSpace();
                if (!string(key)) {
                    return std::nullopt;
                }
                skipSpace();
                if (!take(':')) {
                    return std::nullopt;
                }
                skipSpace();
                if (!string(value) || words.find(key)) {
                    return std::nullopt;
                }
                words.set(std::move(key), std::move(value));
                skipSpace();
                if (take('}')) {
                    break;
                }
                if (!take(',')) {
                    return std::nullopt;
                }
            }
        }
        skipSpace();
        if (m_at != m_text.size()) {
            return std::nullopt;
        }
        return words;
    }

private:
    bool take(char c)
    {
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    void skipSpace()
    {
        while (m_at < m_text.size()
            && (m_text[m_at] == ' ' || m_text[m_at] == '\t' || m_text[m_at] == '\n'
                || m_text[m_at] == '\r')) {
            ++m_at;
        }
    }
    std::optional<std::uint32_t> hex4()
    {
        if (m_at + 4 > m_text.size()) {
            return std::nullopt;
        }
        std::uint32_t value = 0;
        const char *first = m_text.data() + m_at;
        const auto [end, error] = std::from_chars(first, first + 4, value, 16);
        if (error != std::errc() || end != first + 4) {
            return std::nullopt; // also a sign, which from_chars would not take anyway
        }
        m_at += 4;
        return value;
    }
    bool escape(std::string &out)
    {
        if (m_at >= m_text.size()) {
            return false;
        }
        const char c = m_text[m_at++];
        switch (c) {
        case '"':
        case '\\':
        case '/':
            out += c;
            return true;
        case 'b':
            out += '\b';
            return true;
        case 'f':
            out += '\f';
            return true;
        case 'n':
            out += '\n';
            return true;
        case 'r':
            out += '\r';
            return true;
        case 't':
            out += '\t';
            return true;
        case 'u':
            break;
        default:
            return false;
        }
        const std::optional<std::uint32_t> unit = hex4();
        if (!unit || (*unit >= 0xDC00 && *unit <= 0xDFFF)) {
            return false; // a low surrogate alone
        }
        if (*unit < 0xD800 || *unit > 0xDBFF) {
            appendUtf8(out, *unit);
            return true;
        }
        // A high surrogate: its low one must follow.
        if (!take('\\') || !take('u')) {
            return false;
        }
        const std::optional<std::uint32_t> low = hex4();
        if (!low || *low < 0xDC00 || *low > 0xDFFF) {
            return false;
        }
        appendUtf8(out, 0x10000 + ((*unit - 0xD800) << 10) + (*low - 0xDC00));
        return true;
    }
    bool string(std::string &out)
    {
        if (!take('"')) {
            return false;
        }
        while (m_at < m_text.size()) {
            const auto c = static_cast<unsigned char>(m_text[m_at]);
            if (c == '"') {
                ++m_at;
                return true;
            }
            if (c == '\\') {
                ++m_at;
                if (!escape(out)) {
                    return false;
                }
            } else if (c < 0x20) {
                return false;
            } else {
                const std::size_t length = utf8Length(m_text, m_at);
                if (length == 0) {
                    return false;
                }
                out.append(m_text.substr(m_at, length));
                m_at += length;
            }
        }
        return false; // no closing quote
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

} // namespace

void Words::set(std::string key, std::string text)
{
    m_entries.insert_or_assign(std::move(key), std::move(text));
}

const std::string *Words::find(std::string_view key) const
{
    const auto it = m_entries.find(key);
    return it == m_entries.end() ? nullptr : &it->second;
}

std::string Words::fill(std::string_view text, std::initializer_list<std::string_view> args)
{
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto k = std::size_t(text[i + 1] - '1');
            if (k < args.size()) {
                out += *(args.begin() + k);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Words::say(std::string_view key, std::initializer_list<std::string_view> args) const
{
    const std::string *text = find(key);
    return fill(text ? std::string_view(*text) : key, args);
}

std::string Words::sayCount(
    std::string_view key, std::uint64_t count, std::initializer_list<std::string_view> args) const
{
    std::string form(key);
    form += count == 1 ? "#1" : "#other";
    const std::string *text = nullptr;
    if (count == 0) {
        text = find(std::string(key) + "#0");
    }
    if (!text) {
        text = find(form);
    }
    std::string withCount;
    const std::string_view pattern = text ? std::string_view(*text) : std::string_view(form);
    const std::string digits = std::to_string(count);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] == 'n') {
            withCount += digits;
            ++i;
        } else {
            withCount += pattern[i];
        }
    }
    return fill(withCount, args);
}

std::string Words::number(std::uint64_t value) const
{
    const std::string digits = std::to_string(value);
    const std::string *group = find("number.group");
    const std::string *least = find("number.least");
    std::size_t leading = 1;
    if (least && least->size() == 1 && (*least)[0] >= '1' && (*least)[0] <= '9') {
        leading = std::size_t((*least)[0] - '0');
    }
    if (!group || group->empty()) {
        return digits;
    }
    // Separators from the right, every three digits, while at least
    // `leading` digits stay before them (QLocale's "minimum grouping").
    std::size_t head = digits.size();
    while (head >= 3 + leading) {
        head -= 3;
    }
    std::string out = digits.substr(0, head);
    for (std::size_t at = head; at < digits.size(); at += 3) {
        out += *group;
        out += digits.substr(at, 3);
    }
    return out;
}

std::string Words::toJson() const
{
    std::string out = "{";
    bool first = true;
    for (const auto &[key, text] : m_entries) {
        if (!first) {
            out += ',';
        }
        first = false;
        appendJsonString(out, key);
        out += ':';
        appendJsonString(out, text);
    }
    out += '}';
    return out;
}

std::optional<Words> Words::fromJson(std::string_view json)
{
    if (json.size() > MaxJsonSize) {
        return std::nullopt;
    }
    return FlatJson(json).read();
}

} // namespace nq::learn
