// SPDX-License-Identifier: MIT
#include "classroom/classoffers.h"

#include "classroom/classjournal.h"
#include "classroom/classmode.h"
#include "classroom/classresultsdialog.h"

#include <QAction>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

ClassOffers::ClassOffers(ClassMode *classMode, QWidget *window)
    : QObject(window)
    , m_class(classMode)
    , m_window(window)
{
}

void ClassOffers::fitToWindow(QWidget *box) const
{
    if (auto *main = qobject_cast<QMainWindow *>(m_window)) {
        box->setFont(main->statusBar()->font());
    }
}

void ClassOffers::offerUnclosed()
{
    const QStringList unclosed = ClassMode::unclosedJournals();
    if (unclosed.isEmpty()) {
        return;
    }
    const QString journal = unclosed.last(); // the newest (named by date and time)
    const QString when
        = QFileInfo(journal).lastModified().toString(QLocale().dateTimeFormat(QLocale::ShortFormat));
    QString why;
    // Only a class whose roster was kept can go on: its pages come back.
    const bool canGoOn = ClassJournal::rosterOf(journal, &why).has_value();
    auto *box = new QMessageBox(QMessageBox::Question, tr("A class did not close"),
        canGoOn ? tr("The program stopped while a class was open (%1). Its results up to the last question "
                     "were kept. Go on with the class? The pupils' pages come back by themselves, with the "
                     "same code, as the same pupils.")
                      .arg(when)
                : tr("The program stopped while a class was open (%1). Its results up to the last question "
                     "were kept. Show them?")
                      .arg(when),
        QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("unclosedClass"));
    QPushButton *goOn = nullptr;
    if (canGoOn) {
        goOn = box->addButton(tr("Go On with the Class"), QMessageBox::AcceptRole);
        goOn->setObjectName(QStringLiteral("resumeClassButton"));
    }
    QPushButton *show = box->addButton(tr("Show the Results"), QMessageBox::ActionRole);
    show->setObjectName(QStringLiteral("showUnclosedButton"));
    box->addButton(tr("Not Now"), QMessageBox::RejectRole)->setObjectName(QStringLiteral("notNowUnclosedButton"));
    box->setDefaultButton(goOn ? goOn : show);
    fitToWindow(box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // A box with buttons of its own has no standard result: the button says.
    connect(box, &QMessageBox::buttonClicked, this, [this, journal, goOn, show](QAbstractButton *clicked) {
        QString error;
        if (clicked == goOn) {
            if (!m_class->resume(journal, &error)) {
                emit warning(tr("A class did not close"), error, QStringLiteral("resumeClassFailed"));
            }
            return;
        }
        if (clicked != show) {
            return; // offered again at the next start
        }
        if (ClassResultsDialog *dialog = ClassResultsDialog::fromFile(journal, m_window, &error)) {
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            fitToWindow(dialog);
            dialog->resize(m_window->width() / 2, m_window->height() / 2);
            dialog->open();
        } else {
            emit warning(tr("A class did not close"), error, QStringLiteral("unclosedClassUnreadable"));
        }
    });
    box->open();
}

void ClassOffers::offerForLesson(const QString &name)
{
    if (m_class->isOpen()) {
        emit message(tr("“%1” is meant for a class: its questions go to the %n pupil(s) connected.", nullptr,
            m_class->session()->connectedCount())
                         .arg(name));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("A lesson for a class"),
        tr("“%1” is meant for a class answering on their phones or laptops. Open a class now? "
           "The pupils join with the code and the QR code the window shows.")
            .arg(name),
        QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("lessonForClass"));
    QPushButton *open = box->addButton(tr("Open the Class"), QMessageBox::AcceptRole);
    open->setObjectName(QStringLiteral("openClassButton"));
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setDefaultButton(open);
    fitToWindow(box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // A box with buttons of its own has no standard result: the button says.
    connect(box, &QMessageBox::buttonClicked, this, [this, open](QAbstractButton *clicked) {
        if (clicked == open && !m_class->isOpen()) {
            m_class->openAction()->trigger(); // says why itself when no port opens
        }
    });
    box->open();
}
