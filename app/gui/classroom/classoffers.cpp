// SPDX-License-Identifier: MIT
#include "classroom/classoffers.h"

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
    auto *box = new QMessageBox(QMessageBox::Question, tr("A class did not close"),
        tr("The program stopped while a class was open (%1). Its results up to the last question "
           "were kept. Show them?")
            .arg(QFileInfo(journal).lastModified().toString(QLocale().dateTimeFormat(QLocale::ShortFormat))),
        QMessageBox::Open | QMessageBox::Close, m_window);
    box->setObjectName(QStringLiteral("unclosedClass"));
    fitToWindow(box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, journal](int result) {
        if (result != QMessageBox::Open) {
            return; // offered again at the next start
        }
        QString error;
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
