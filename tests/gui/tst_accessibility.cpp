// SPDX-License-Identifier: MIT
// What a sighted pupil reads, a screen reader can say: every figure of the
// counters and play panels is in what QAccessible reports for it (name,
// value or description), with the caption that says what it counts; every
// label the window shows is spoken with its text; the call stack's frames
// are its list's items.
#include "coach/predictmode.h"
#include "activity/activityhost.h"
#include "window/docklayout.h"
#include "coach/predictpanel.h"
#include "explain/callstackpanel.h"
#include "explain/counterspanel.h"
#include "explain/searchtreeview.h"
#include "explain/variablespanel.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "run/runcontroller.h"
#include "support/predictquestion.h"
#include "text/squarenames.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"

#include <QAccessible>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocumentFragment>

Q_DECLARE_METATYPE(nq::Algorithm)

namespace {

// All a screen reader can say of a widget without reading its children.
QString spoken(QObject *object)
{
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(object);
    if (!face) {
        return {};
    }
    // Simplified as shownText() is: French writes 1 234 with a narrow no-break space.
    return QStringList { face->text(QAccessible::Name), face->text(QAccessible::Value),
        face->text(QAccessible::Description) }
        .join(QLatin1Char('\n'))
        .simplified();
}

// A label's text as seen: without markup and mnemonic ampersands.
QString shownText(const QLabel *label)
{
    QString text = label->text();
    if (label->textFormat() == Qt::RichText
        || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text))) {
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    }
    if (label->buddy()) {
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    }
    return text.simplified();
}

// "Placements", "Queens left" (without the colon some captions end with).
QString captionText(const QLabel *caption)
{
    QString text = shownText(caption);
    if (text.endsWith(QLatin1Char(':'))) {
        text.chop(1);
    }
    return text.trimmed();
}

// The rows of a form: caption and value labels, those shown only.
QList<std::pair<QLabel *, QLabel *>> formRows(QWidget *panel)
{
    QList<std::pair<QLabel *, QLabel *>> rows;
    for (auto *form : panel->findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            auto *caption = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)
                    ? form->itemAt(row, QFormLayout::LabelRole)->widget()
                    : nullptr);
            auto *value = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::FieldRole)
                    ? form->itemAt(row, QFormLayout::FieldRole)->widget()
                    : nullptr);
            if (caption && value && form->isRowVisible(row)) {
                rows.append(std::make_pair(caption, value));
            }
        }
    }
    return rows;
}

QString describe(const QLabel *caption, const QLabel *value)
{
    return QStringLiteral("\"%1\" = \"%2\" is spoken as \"%3\"")
        .arg(shownText(caption), shownText(value), spoken(const_cast<QLabel *>(value)));
}

// The figures of a panel's form that a screen reader cannot say with their
// caption, one line each; empty when all can (and there are `atLeast`).
QString unspokenFigures(QWidget *panel, int atLeast)
{
    const auto rows = formRows(panel);
    if (rows.size() < atLeast) {
        return QStringLiteral("%1 rows shown, at least %2 expected").arg(rows.size()).arg(atLeast);
    }
    QStringList unspoken;
    for (const auto &[caption, value] : rows) {
        const QString said = spoken(value);
        if (shownText(value).isEmpty() || !said.contains(shownText(value))
            || !said.contains(captionText(caption))) {
            unspoken << describe(caption, value);
        }
    }
    return unspoken.join(QLatin1Char('\n'));
}

// Runs the window's search to `steps` and waits for the panels to show it.
bool runTo(MainWindow &window, quint64 steps)
{
    RunController *controller = window.controller();
    controller->runToStep(steps);
    return QTest::qWaitFor(
        [&] {
            return controller->state().step() == steps
                && controller->mode() == RunController::Mode::Paused
                && window.docks()->panels().counters->valueText(QStringLiteral("steps"))
                == QLocale().toString(steps);
        },
        20000);
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void figuresAreSpokenWithTheirCaptions_data();
    void figuresAreSpokenWithTheirCaptions();
    void shownLabelsAreSpoken_data();
    void shownLabelsAreSpoken();
    void callStackFramesAreSpoken();
    void searchTreeNodesAreSpoken();
    void hiddenControlsAreNotInTheTree();
};

void TestAccessibility::figuresAreSpokenWithTheirCaptions_data()
{
    QTest::addColumn<nq::Algorithm>("algorithm");
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("steps");
    QTest::addColumn<QString>("language");
    QTest::newRow("lock-lines 8, 3000 steps")
        << nq::Algorithm::LockLines << 8 << quint64(3000) << QStringLiteral("en");
    QTest::newRow("check-queens 6, 57 steps")
        << nq::Algorithm::CheckQueens << 6 << quint64(57) << QStringLiteral("en");
    QTest::newRow("min-conflicts 8, 12 steps")
        << nq::Algorithm::MinConflicts << 8 << quint64(12) << QStringLiteral("en");
    QTest::newRow("lock-lines 8, 2500 steps, de")
        << nq::Algorithm::LockLines << 8 << quint64(2500) << QStringLiteral("de");
    QTest::newRow("bitmask 10, 1234 steps, fr")
        << nq::Algorithm::Bitmask << 10 << quint64(1234) << QStringLiteral("fr");
}

void TestAccessibility::figuresAreSpokenWithTheirCaptions()
{
    QFETCH(nq::Algorithm, algorithm);
    QFETCH(int, size);
    QFETCH(quint64, steps);
    QFETCH(QString, language);

    MainWindow window(size, algorithm);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runTo(window, steps));
    // The language changes after the figures are shown: their spoken form
    // follows without a new step.
    QVERIFY(window.languages()->setLanguage(language));
    QCoreApplication::processEvents();

    QString unspoken = unspokenFigures(window.docks()->panels().counters, 7);
    QVERIFY2(unspoken.isEmpty(), qPrintable(unspoken));
    unspoken = unspokenFigures(window.activities()->get<PlayMode>()->playPanel(), 2);
    QVERIFY2(unspoken.isEmpty(), qPrintable(unspoken));

    // A new figure is spoken at once.
    const QString before = window.docks()->panels().counters->valueText(QStringLiteral("steps"));
    window.controller()->step();
    QTRY_VERIFY2(window.docks()->panels().counters->valueText(QStringLiteral("steps")) != before,
        qPrintable(before + QStringLiteral(" ") + QString::number(int(window.controller()->mode()))
            + QStringLiteral(" ") + QString::number(window.controller()->state().step())));
    unspoken = unspokenFigures(window.docks()->panels().counters, 7);
    QVERIFY2(unspoken.isEmpty(), qPrintable(unspoken));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

void TestAccessibility::shownLabelsAreSpoken_data()
{
    QTest::addColumn<nq::Algorithm>("algorithm");
    QTest::addColumn<quint64>("steps");
    QTest::addColumn<bool>("play");
    QTest::newRow("lock-lines, 800 steps") << nq::Algorithm::LockLines << quint64(800) << false;
    QTest::newRow("min-conflicts, 20 steps") << nq::Algorithm::MinConflicts << quint64(20) << false;
    QTest::newRow("play mode") << nq::Algorithm::LockLines << quint64(30) << true;
}

void TestAccessibility::shownLabelsAreSpoken()
{
    QFETCH(nq::Algorithm, algorithm);
    QFETCH(quint64, steps);
    QFETCH(bool, play);

    MainWindow window(8, algorithm);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.resize(1000, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runTo(window, steps));
    if (play) {
        window.activities()->get<PlayMode>()->setActive(true);
        QCoreApplication::processEvents();
    }

    // Every label on screen, and those of the panels that share a dock tab
    // with another (hidden until their tab is chosen, spoken when it is).
    QList<QLabel *> labels;
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (label->isVisibleTo(&window)) {
            labels << label;
        }
    }
    for (QWidget *panel : QList<QWidget *> { window.docks()->panels().counters, window.activities()->get<PlayMode>()->playPanel(),
             window.docks()->panels().callStack, window.docks()->panels().variables }) {
        for (QLabel *label : panel->findChildren<QLabel *>()) {
            if (label->isVisibleTo(panel) && !labels.contains(label)) {
                labels << label;
            }
        }
    }
    QStringList unspoken;
    for (QLabel *label : std::as_const(labels)) {
        const QString text = shownText(label);
        if (text.isEmpty()) {
            continue;
        }
        if (!spoken(label).contains(text)) {
            unspoken << QStringLiteral("%1 '%2' in %3: \"%4\" is spoken as \"%5\"")
                            .arg(QString::fromLatin1(label->metaObject()->className()),
                                label->objectName(),
                                QString::fromLatin1(
                                    label->parentWidget()->metaObject()->className()),
                                text, spoken(label));
        }
    }
    QVERIFY2(unspoken.isEmpty(), qPrintable(unspoken.join(QLatin1Char('\n'))));
}

void TestAccessibility::callStackFramesAreSpoken()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runTo(window, 700));
    QTRY_VERIFY(!window.docks()->panels().callStack->frames().isEmpty());
    auto *list = window.docks()->panels().callStack->findChild<QListWidget *>();
    QVERIFY(list);
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(list);
    QVERIFY(face);
    QStringList items;
    for (int i = 0; i < face->childCount(); ++i) {
        items << face->child(i)->text(QAccessible::Name);
    }
    for (const QString &frame : window.docks()->panels().callStack->frames()) {
        QVERIFY2(items.contains(frame),
            qPrintable(frame + QStringLiteral(" not in: ") + items.join(QStringLiteral(" / "))));
    }
}

// The search tree draws its nodes without an item each: a screen reader
// reads them from its accessible interface, a tree item per node of the
// path shown (the root first), named with its depth and queen, the current
// node selected; they follow the step shown.
void TestAccessibility::searchTreeNodesAreSpoken()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SearchTreeView *tree = window.docks()->panels().tree;
    bool linked = true; // every item's parent and index are its tree's
    const auto items = [&] {
        QList<QAccessibleInterface *> found;
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(tree);
        for (int i = 0; face && i < face->childCount(); ++i) {
            QAccessibleInterface *child = face->child(i);
            if (child && child->role() == QAccessible::TreeItem) {
                found << child;
                linked = linked && face->indexOfChild(child) == i && child->parent() == face;
            }
        }
        return found;
    };
    for (const quint64 step : { quint64(30), quint64(700), quint64(5) }) {
        if (step > window.controller()->state().step()) {
            QVERIFY(runTo(window, step));
        } else {
            window.controller()->seek(step); // back: the path shortens
        }
        QTRY_COMPARE(tree->currentStep(), step);
        const QList<int> board = window.controller()->state().board();
        const QList<QAccessibleInterface *> nodes = items();
        const int queens
            = int(std::count_if(board.begin(), board.end(), [](int c) { return c >= 0; }));
        QVERIFY(linked);
        QCOMPARE(nodes.size(), queens + 1); // the empty board, then a node per queen
        QVERIFY2(nodes.first()->text(QAccessible::Name).contains(QLatin1String("empty board")),
            qPrintable(nodes.first()->text(QAccessible::Name)));
        for (int depth = 1; depth <= queens; ++depth) {
            const int row = depth - 1;
            const QString name = nodes[depth]->text(QAccessible::Name);
            const QString square = text::squareName(8, row, board[row]);
            QVERIFY2(name.startsWith(QStringLiteral("Depth %1: queen on %2").arg(depth).arg(square),
                         Qt::CaseInsensitive),
                qPrintable(name));
            QVERIFY(!nodes[depth]->text(QAccessible::Description).isEmpty());
            QCOMPARE(nodes[depth]->state().selected, depth == queens);
        }
        QCOMPARE(QAccessible::queryAccessibleInterface(tree)->text(QAccessible::Value),
            nodes.last()->text(QAccessible::Name));
    }
}

// A control a panel hides is not in the accessible tree: a screen reader
// listed predict's answer buttons of other kinds of question (and all of
// them outside predict mode) as controls of no size.
void TestAccessibility::hiddenControlsAreNotInTheTree()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PredictPanel *panel = window.activities()->get<PredictMode>()->predictPanel();
    // The widgets of `panel`'s accessible tree, and those hidden among them.
    const auto listed = [&](QStringList *hidden) {
        QList<QWidget *> widgets;
        QList<QAccessibleInterface *> todo { QAccessible::queryAccessibleInterface(panel) };
        while (!todo.isEmpty()) {
            QAccessibleInterface *face = todo.takeFirst();
            for (int i = 0; face && i < face->childCount(); ++i) {
                QAccessibleInterface *child = face->child(i);
                if (!child) {
                    continue;
                }
                todo << child;
                if (auto *widget = qobject_cast<QWidget *>(child->object())) {
                    widgets << widget;
                    if (widget->isHidden()) {
                        *hidden << QStringLiteral("%1 \"%2\"")
                                       .arg(QString::fromLatin1(widget->metaObject()->className()),
                                           child->text(QAccessible::Name));
                    }
                }
            }
        }
        return widgets;
    };
    QStringList hidden;
    listed(&hidden); // predict mode off: no answer is shown
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));

    nq::learn::PredictSettings settings;
    settings.frequency = nq::learn::Frequency::EveryStep;
    settings.kinds = 0;
    settings.set(nq::learn::QuestionKind::PartOfSolution, true);
    window.activities()->get<PredictMode>()->setSettings(settings);
    window.activities()->get<PredictMode>()->setActive(true);
    QVERIFY(nqtest::stepToQuestion(window));
    const QList<QWidget *> widgets = listed(&hidden);
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));
    // The question's own answers are there.
    int answers = 0;
    for (QPushButton *answer : panel->findChildren<QPushButton *>()) {
        if (answer->isVisibleTo(panel) && answer->isEnabled()) {
            answers += widgets.contains(answer) ? 1 : 0;
            QVERIFY2(widgets.contains(answer), qPrintable(answer->text()));
        }
    }
    QVERIFY(answers >= 2); // yes and no at least
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
