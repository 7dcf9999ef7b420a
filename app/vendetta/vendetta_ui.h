#pragma once
// Personal Vendetta on the Qt side: its action, event and reason texts (message keys
// "vendetta.*", listed in rules/vendetta/vendetta_state.h), its summary, the words of its "sets"
// option, how its log lines look, and its table (qml/vendetta/VendettaTable.qml).
#include <QCoreApplication>

#include "game_ui.h"

namespace gm::app::vendetta {

class VendettaUi : public GameUi {
  Q_DECLARE_TR_FUNCTIONS(VendettaUi)

 public:
  QString gameId() const override { return QStringLiteral("vendetta"); }
  QString summary() const override;
  QUrl tableUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/VendettaTable.qml"));
  }
  QString optionText(const QString& messageKey) const override;
  QVariantMap logTones() const override;
  std::optional<QString> action(const rules::ActionView& view,
                                const EventText& names) const override;
  std::optional<QString> event(const rules::GameEvent& e, bool hidden, EventText::Context& context,
                               const EventText& names) const override;
  std::optional<QString> caution(const rules::Caution& caution,
                                 const EventText& names) const override;
  std::optional<QString> reason(const rules::Unavailable& why,
                                const EventText& names) const override;
  bool explainsEnd(const rules::GameEvent& e) const override { return e.kind == "game_over"; }
  // Choosing X is told by the line of X chosen.
  bool tellsAction(const rules::GameEvent& e, const rules::ActionView& action) const override {
    return action.kind == "x" && e.kind == "choose_x";
  }
  // A clone's turn is a "Zug" in German, not the "Runde" of the other games.
  QString turnText(int turn, int limit) const override;

  // "corpus", "cerebrium", "ticks", ... for the engine's resource keys (vendetta_cards.h resKey).
  static QString resourceName(const QString& key);
  // "3 corpus", "1 tick", "2 cards": `n` of the resource `key`, in the plural it takes.
  static QString amountOf(const QString& key, int n);

 private:
  static std::optional<QString> moveEvent(const rules::GameEvent& e, const QString& who,
                                          const QString& card, const EventText& names);
  static QString harmEvent(const rules::GameEvent& e, const QString& who, const EventText& names);
  static std::optional<QString> lifeEvent(const rules::GameEvent& e, const QString& who,
                                          const QString& card, const EventText& names);
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::vendetta
