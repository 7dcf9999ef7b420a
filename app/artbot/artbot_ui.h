#pragma once
// Artbot on the Qt side: its action and event texts (message keys "artbot.*"), its summary, its
// table, the new-game panel for decks built from the players' collections, and the collections
// themselves, kept up to date whenever an Artbot game ends (artbot_collections.h).
#include <QCoreApplication>

#include "game_ui.h"

namespace gm::app::artbot {

class ArtbotUi : public GameUi {
  // The texts keep the translation context they always had.
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  QString gameId() const override { return QStringLiteral("artbot"); }
  QString summary() const override;
  QUrl tableUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/ArtbotTable.qml"));
  }
  QUrl optionsPanelUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/ArtbotOptions.qml"));
  }
  std::optional<QString> action(const rules::ActionView& view,
                                const EventText& names) const override;
  std::optional<QString> event(const rules::GameEvent& e, bool hidden, EventText::Context& context,
                               const EventText& names) const override;
  std::optional<QString> reason(const rules::Unavailable& why,
                                const EventText& names) const override;
  QString prompt(const QVariantMap& observation, const EventText& names) const override;
  void attach(Session& session) const override;
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::artbot
