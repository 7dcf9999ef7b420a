#include "vitium_fixture.h"
using namespace gm::rules;
using namespace gm::rules::vitium;
using namespace gm::rules::vitium::test;
class T : public QObject {
  Q_OBJECT
 private slots:
  void loads() { QVERIFY(shippedCards()->cards.size() > 10); }
};
QTEST_APPLESS_MAIN(T)
#include "vitium_keywords_test.moc"
