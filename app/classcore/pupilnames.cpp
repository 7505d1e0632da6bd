// SPDX-License-Identifier: MIT
#include "classcore/pupilnames.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextBoundaryFinder>

namespace {

bool isHidden(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true; // C0 and C1 controls (tabs and new lines are spaced below)
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f
        || c == 0x061c)
        return true; // bidirectional embeddings, overrides, isolates and marks
    if (c == 0x2028 || c == 0x2029)
        return true; // line and paragraph separators
    if ((c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe)
        return true; // non-characters
    return false;
}

// Animals, in the program's language when the name is made (the class's:
// the teacher reads the name the pupil sees). Each word is short and
// distinct from the others in every language.
const char *const Animals[] = {
    QT_TRANSLATE_NOOP("PupilNames", "Otter"), QT_TRANSLATE_NOOP("PupilNames", "Badger"),
    QT_TRANSLATE_NOOP("PupilNames", "Falcon"), QT_TRANSLATE_NOOP("PupilNames", "Heron"),
    QT_TRANSLATE_NOOP("PupilNames", "Lynx"), QT_TRANSLATE_NOOP("PupilNames", "Marten"),
    QT_TRANSLATE_NOOP("PupilNames", "Panda"), QT_TRANSLATE_NOOP("PupilNames", "Koala"),
    QT_TRANSLATE_NOOP("PupilNames", "Gecko"), QT_TRANSLATE_NOOP("PupilNames", "Puffin"),
    QT_TRANSLATE_NOOP("PupilNames", "Beaver"), QT_TRANSLATE_NOOP("PupilNames", "Bison"),
    QT_TRANSLATE_NOOP("PupilNames", "Crane"), QT_TRANSLATE_NOOP("PupilNames", "Dolphin"),
    QT_TRANSLATE_NOOP("PupilNames", "Ferret"), QT_TRANSLATE_NOOP("PupilNames", "Gazelle"),
    QT_TRANSLATE_NOOP("PupilNames", "Hedgehog"), QT_TRANSLATE_NOOP("PupilNames", "Ibis"),
    QT_TRANSLATE_NOOP("PupilNames", "Jaguar"), QT_TRANSLATE_NOOP("PupilNames", "Lemur"),
    QT_TRANSLATE_NOOP("PupilNames", "Moose"), QT_TRANSLATE_NOOP("PupilNames", "Newt"),
    QT_TRANSLATE_NOOP("PupilNames", "Ocelot"), QT_TRANSLATE_NOOP("PupilNames", "Pelican"),
    QT_TRANSLATE_NOOP("PupilNames", "Quokka"), QT_TRANSLATE_NOOP("PupilNames", "Raven"),
    QT_TRANSLATE_NOOP("PupilNames", "Seal"), QT_TRANSLATE_NOOP("PupilNames", "Tapir"),
    QT_TRANSLATE_NOOP("PupilNames", "Walrus"), QT_TRANSLATE_NOOP("PupilNames", "Yak"),
    QT_TRANSLATE_NOOP("PupilNames", "Zebra"), QT_TRANSLATE_NOOP("PupilNames", "Fox"),
};
constexpr int AnimalCount = int(sizeof Animals / sizeof *Animals);

} // namespace

QString PupilNames::clean(const QString &typed)
{
    QString plain;
    plain.reserve(typed.size());
    const auto ucs4 = typed.toUcs4(); // lone surrogates come out as U+FFFD
    for (char32_t c : ucs4) {
        if (c == U'\t' || c == U'\n' || c == U'\r' || c == 0x85) {
            plain += QLatin1Char(' ');
            continue;
        }
        if (c == 0xfffd && !typed.contains(QChar(0xfffd)))
            continue; // a lone surrogate's replacement, not a typed one
        if (isHidden(c))
            continue;
        plain += QString::fromUcs4(&c, 1);
    }
    plain = plain.simplified();
    if (plain.size() <= MaxLength)
        return plain;

    // Cut at the last grapheme boundary that keeps MaxLength units or fewer.
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, plain);
    graphemes.setPosition(MaxLength + 1);
    int cut = graphemes.toPreviousBoundary();
    if (cut <= 0)
        cut = MaxLength - (plain.at(MaxLength - 1).isHighSurrogate() ? 1 : 0);
    return plain.left(cut).trimmed();
}

QString PupilNames::generated(int index)
{
    const int animal = index % AnimalCount;
    const int number = index / AnimalCount % 99 + 1;
    return QCoreApplication::translate("PupilNames", Animals[animal]) + QLatin1Char(' ') + QString::number(number);
}

int PupilNames::animalCount()
{
    return AnimalCount;
}
