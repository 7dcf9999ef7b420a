#pragma once
// Engines of Vengeance on the Qt side: its action and event texts (message keys "engines.*") and
// those of its three-Act match, its roles and scoring piles, its summary, its table and the
// translations of its match options.
#include <QCoreApplication>

#include "game_ui.h"

namespace gm::app::engines {

class EnginesUi : public GameUi {
  // The texts keep the translation context they always had.
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  QString gameId() const override { return QStringLiteral("engines"); }
  QString summary() const override;
  QUrl tableUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/EnginesTable.qml"));
  }
  QString optionText(const QString& messageKey) const override;
  std::optional<QString> action(const rules::ActionView& view,
                                const EventText& names) const override;
  std::optional<QString> event(const rules::GameEvent& e, bool hidden, EventText::Context& context,
                               const EventText& names) const override;
  std::optional<QString> reason(const rules::Unavailable& why,
                                const EventText& names) const override;
  std::optional<QString> caution(const rules::Caution& caution,
                                 const EventText& names) const override;
  bool explainsEnd(const rules::GameEvent& e) const override {
    return e.kind == "act_end" || e.kind == "match_over";
  }

  // "Vigilante", "Detective" for the engine's role keys; the key itself when unknown.
  static QString roleName(const QString& key);
  // "the Bodycount", "Evidence", "the Discard" for the engine's pile keys.
  static QString pileName(const QString& key);

 private:
  static std::optional<QString> actEvent(const rules::GameEvent& e, const EventText& names);
  static std::optional<QString> matchEvent(const rules::GameEvent& e, const EventText& names);
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::engines
