#pragma once
// Knockdown on the Qt side: its event texts (the speed steps name the cards revealed earlier in the
// same action), why a fighter lost, its summary and its table.
#include <QCoreApplication>

#include "game_ui.h"

namespace gm::app::knockdown {

class KnockdownUi : public GameUi {
  // The texts keep the translation context they always had.
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  QString gameId() const override { return QStringLiteral("knockdown"); }
  QString summary() const override;
  QUrl tableUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/KnockdownTable.qml"));
  }
  QVariantMap logTones() const override {
    return {{QStringLiteral("knockdown"), QStringLiteral("danger")},
            {QStringLiteral("rally"), QStringLiteral("good")},
            {QStringLiteral("step"), QStringLiteral("quiet")}};
  }
  std::optional<QString> action(const rules::ActionView& view,
                                const EventText& names) const override;
  std::optional<QString> event(const rules::GameEvent& e, bool hidden, EventText::Context& context,
                               const EventText& names) const override;
  bool explainsEnd(const rules::GameEvent& e) const override { return e.kind == "loss"; }

  // Why a seat lost, from the engine's loss key ("twentyDamage", ...).
  static QString lossReason(const QString& key);
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::knockdown
