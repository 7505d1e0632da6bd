// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QTest>

#include <functional>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

// Rows of a data-driven test, one per nq::Algorithm, named by the
// algorithm's CLI name ("lock-lines"). Header only: the solver's tests use it
// without the GUI.

Q_DECLARE_METATYPE(nq::Algorithm)

namespace nqtest {

// Adds the column `name` of type nq::Algorithm (call it first, like
// QTest::addColumn, so that rows start with the algorithm).
inline void addAlgorithmColumn(const char *name = "algorithm")
{
    QTest::addColumn<nq::Algorithm>(name);
}

// A new row named "<cli-name><suffix>" holding `algorithm`; stream the other
// columns' values into the returned row.
inline QTestData &newAlgorithmRow(nq::Algorithm algorithm, const QByteArray &suffix = {})
{
    const QByteArray name(nq::algorithmInfo(algorithm).name.data(),
        qsizetype(nq::algorithmInfo(algorithm).name.size()));
    return QTest::newRow((name + suffix).constData()) << algorithm;
}

// One row per algorithm that `accept` takes (every one when empty), in the
// order of nq::algorithms(), holding just the algorithm.
inline void addAlgorithmRows(const std::function<bool(nq::Algorithm)> &accept = {})
{
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        if (!accept || accept(info.id)) {
            newAlgorithmRow(info.id);
        }
    }
}

} // namespace nqtest
