// SPDX-License-Identifier: MIT
#include "coach/predicttext.h"

#include "learn/predictsentences.h"
#include "learnwords/predictwords.h"

#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "run/narrator.h"
#include "run/runcontroller.h"

#include <QStringList>

#include <string>

using nq::learn::Check;
using nq::learn::Frequency;
using nq::learn::NextAction;
using nq::learn::PredictSentences;
using nq::learn::Question;
using nq::learn::QuestionKind;

namespace {

QString said(const std::string &text)
{
    return QString::fromStdString(text);
}

// The table of the language installed, kept while it stays installed.
std::shared_ptr<const nq::learn::Words> words()
{
    return PredictWords::cached();
}

} // namespace

QString PredictText::line(int n, nq::Square line)
{
    return said(PredictSentences(*words()).line(n, line));
}

QString PredictText::kindName(QuestionKind kind)
{
    return said(PredictSentences(*words()).kindName(kind));
}

QString PredictText::frequencyName(Frequency frequency)
{
    return said(PredictSentences(*words()).frequencyName(frequency));
}

QString PredictText::actionName(NextAction action)
{
    return said(PredictSentences(*words()).actionName(action));
}

QString PredictText::question(const Question &question, int n, bool refuses)
{
    return said(PredictSentences(*words()).question(question, n, refuses));
}

QString PredictText::pupilQuestion(const Question &question, int n, bool refuses)
{
    return said(PredictSentences(*words()).pupilQuestion(question, n, refuses));
}

QString PredictText::pupilStatus(const BoardPresenter &presenter)
{
    switch (presenter.shown()) {
    case BoardPresenter::Shown::Run: {
        // The narrator's caption is its status line without the keys to
        // press; why the teacher's run stopped (a breakpoint) is the teacher's.
        const RunController &run = *presenter.run();
        return Narrator::of(run).caption(run.state());
    }
    case BoardPresenter::Shown::Play:
        return tr("The teacher is placing queens by hand.");
    case BoardPresenter::Shown::Solution:
    case BoardPresenter::Shown::Orbit:
        break;
    }
    return presenter.statusText();
}

QString PredictText::revealed(const Question &question, int n)
{
    return said(PredictSentences(*words()).revealed(question, n));
}

QString PredictText::reason(const Check &check, const Question &question, int n)
{
    return said(PredictSentences(*words()).reason(check, question, n));
}

QString PredictText::rightReason(const Question &question, int n)
{
    return said(PredictSentences(*words()).rightReason(question, n));
}

QString PredictText::verdict(const Check &check, const Question &question, int n)
{
    return said(PredictSentences(*words()).verdict(check, question, n));
}
