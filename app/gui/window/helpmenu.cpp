// SPDX-License-Identifier: MIT
#include "window/helpmenu.h"

#include "window/shortcutsdialog.h"

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

HelpMenu::HelpMenu(QMainWindow *window)
    : QMenu(window)
    , m_window(window)
    , m_shortcuts(addAction(QString()))
    , m_about(new QAction(this))
    , m_aboutQt(new QAction(this))
    , m_examples(addMenu(QString()))
{
    m_examples->setObjectName(QStringLiteral("exampleLessons"));
    for (const QString &path : examplePaths()) {
        QAction *action = m_examples->addAction(QString());
        connect(action, &QAction::triggered, this, [this, path] { emit exampleChosen(path); });
        m_exampleActions.append(action);
    }
    addSeparator();
    addActions({ m_about, m_aboutQt });
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    m_shortcuts->setShortcutContext(Qt::WindowShortcut);
    window->addAction(m_shortcuts);
    m_about->setMenuRole(QAction::AboutRole);
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_shortcuts, &QAction::triggered, this, &HelpMenu::showShortcuts);
    connect(m_about, &QAction::triggered, this, &HelpMenu::showAbout);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    retranslate();
}

void HelpMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMenu::changeEvent(event);
}

void HelpMenu::retranslate()
{
    setTitle(tr("&Help"));
    m_shortcuts->setText(tr("&Keyboard shortcuts"));
    m_shortcuts->setToolTip(tr("Every key the program answers to"));
    m_about->setText(tr("&About N-Queens Visualizer"));
    m_about->setToolTip(tr("Version, license and credits"));
    m_aboutQt->setText(tr("About &Qt"));
    m_examples->setTitle(tr("&Example lessons"));
    const QStringList examples { tr("&4 x 4 by hand"), tr("&8 x 8: step back and predict") };
    const QStringList tips { tr("A lesson: queens placed by hand, then the search's dead ends"),
        tr("A lesson: backtracks, stepping back and predict questions") };
    for (qsizetype i = 0; i < m_exampleActions.size(); ++i) {
        m_exampleActions.at(i)->setText(examples.at(i));
        m_exampleActions.at(i)->setToolTip(tips.at(i));
    }
    m_aboutQt->setToolTip(tr("The version of Qt the program runs on"));
}

QStringList HelpMenu::examplePaths()
{
    return { QStringLiteral(":/lessons/4x4-by-hand.nqueens"),
        QStringLiteral(":/lessons/8x8-step-back-and-predict.nqueens") };
}

ShortcutsDialog *HelpMenu::showShortcuts()
{
    if (!m_dialog) {
        m_dialog = new ShortcutsDialog(m_window->menuBar(), m_window);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

QString HelpMenu::aboutText()
{
    return tr("<h3>N-Queens Visualizer %1</h3>"
              "<p>Watch backtracking solve the N-Queens puzzle step by step: every queen "
              "placed, every square refused and why, every step back. Compare five "
              "algorithms by the work they really do, browse all solutions and their "
              "symmetries, and export boards for slides and handouts.</p>"
              "<p>Built with Qt %2. Free software under the MIT license.</p>")
        .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()));
}

void HelpMenu::showAbout()
{
    QMessageBox::about(m_window, tr("About N-Queens Visualizer"), aboutText());
}
