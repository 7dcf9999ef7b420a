#pragma once
// The data rows of a test over every game the build ships at every seat count it allows: columns
// "game" (its id) and "seats", one row "<game>, <n> seats" each.
#include <QtTest>

#include "games/builtin_games.h"

namespace gm::test {

inline void addEveryGameAndSeatCountRows() {
  QTest::addColumn<QString>("game");
  QTest::addColumn<int>("seats");
  for (const rules::Game* g : rules::builtinGames().games()) {
    const QString id = QString::fromStdString(g->info().id);
    for (int n = g->info().minSeats; n <= g->info().maxSeats; ++n)
      QTest::newRow(qPrintable(QString("%1, %2 seats").arg(id).arg(n))) << id << n;
  }
}

}  // namespace gm::test
