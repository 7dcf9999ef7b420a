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

  // "corpus", "cerebrium", "ticks", ... for the engine's resource keys (vendetta_cards.h resKey).
  static QString resourceName(const QString& key);

 private:
  static std::optional<QString> moveEvent(const rules::GameEvent& e, const QString& who,
                                          const QString& card, const EventText& names);
  static std::optional<QString> lifeEvent(const rules::GameEvent& e, const QString& who,
                                          const QString& card, const EventText& names);
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::vendetta
