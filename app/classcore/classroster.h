// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/*
 * What a class needs to go on after the program stopped (issue 39, item 9):
 * its code, its port and each pupil's id, name and secret token, so that
 * every page, retrying with the code and token it keeps, comes back as the
 * same pupil, and the next question's id, so that the results file goes on
 * without two questions of one id. The program keeps it in a file of its
 * own beside the class's results file while the class is open (never in
 * the results, which a teacher hands on) and removes it when the class
 * closes.
 *
 * A file in the user's folder can be edited, so fromJson() reads it as
 * hostile and takes back only what toJson() writes: a code as the class
 * makes them (ClassSession::isCode()), a port, at most MaxPupils pupils with ids "p1".."p999999999"
 * below nextPupil, names as PupilNames::clean() leaves them, and tokens of
 * 32 lower-case hex digits, no id or token twice.
 */
class ClassRoster
{
    Q_DECLARE_TR_FUNCTIONS(ClassRoster)

public:
    static constexpr int MaxPupils = 10000;
    static constexpr qsizetype MaxJsonBytes = 4 * 1024 * 1024;
    static constexpr int MaxCounter = 999999999;

    struct Pupil
    {
        QString id;
        QString name;
        QByteArray token;
        friend bool operator==(const Pupil &, const Pupil &) = default;
    };

    QString code;
    quint16 port = 0;
    int nextPupil = 1; // the number of the next pupil's id ("p" + number)
    int nextQuestion = 1; // the next question's id
    QList<Pupil> pupils; // in the order they joined

    friend bool operator==(const ClassRoster &, const ClassRoster &) = default;

    QByteArray toJson() const;
    // Null, with a sentence for the teacher in `error`, for anything
    // toJson() would not write.
    static std::optional<ClassRoster> fromJson(const QByteArray &json, QString *error);
};
