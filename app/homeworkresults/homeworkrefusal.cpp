// SPDX-License-Identifier: MIT
#include "homeworkresults/homeworkrefusal.h"

QString HomeworkRefusal::reasonName(Reason reason)
{
    switch (reason) {
    case Reason::None:
        return QStringLiteral("none");
    case Reason::Unreadable:
        return QStringLiteral("unreadable");
    case Reason::TooLarge:
        return QStringLiteral("too-large");
    case Reason::NotJson:
        return QStringLiteral("not-json");
    case Reason::WrongFormat:
        return QStringLiteral("wrong-format");
    case Reason::WrongVersion:
        return QStringLiteral("wrong-version");
    case Reason::Damaged:
        return QStringLiteral("damaged");
    case Reason::TooManyActions:
        return QStringLiteral("too-many-actions");
    case Reason::TimeGoesBack:
        return QStringLiteral("time-goes-back");
    case Reason::UnknownHomework:
        return QStringLiteral("unknown-homework");
    case Reason::TasksDiffer:
        return QStringLiteral("tasks-differ");
    case Reason::WrongTask:
        return QStringLiteral("wrong-task");
    case Reason::OffBoard:
        return QStringLiteral("off-board");
    case Reason::AfterEnd:
        return QStringLiteral("after-end");
    case Reason::QuestionNotOpen:
        return QStringLiteral("question-not-open");
    case Reason::QuestionOutOfOrder:
        return QStringLiteral("question-out-of-order");
    case Reason::CountsDiffer:
        return QStringLiteral("counts-differ");
    }
    return QString();
}
