#pragma once
// Vitium on the Qt side: its action, event and reason texts (message keys "vitium.*", listed in
// rules/vitium/vitium_state.h under "Names a table reads"), its summary, what a boss is asked to do
// in each phase (the prompt: the maneuvering step, the allocation of a job's Influence, a gift or a
// share to accept or refuse), how its log lines look, and its table (qml/vitium/VitiumTable.qml).
#include <QCoreApplication>

#include "game_ui.h"

namespace gm::app::vitium {

class VitiumUi : public GameUi {
  Q_DECLARE_TR_FUNCTIONS(VitiumUi)

 public:
  QString gameId() const override { return QStringLiteral("vitium"); }
  QString summary() const override;
  QUrl tableUrl() const override {
    return QUrl(QStringLiteral("qrc:/GrudgeMatch/VitiumTable.qml"));
  }
  QVariantMap logTones() const override;
  QString optionText(const QString& messageKey) const override;
  std::optional<QString> action(const rules::ActionView& view,
                                const EventText& names) const override;
  std::optional<QString> event(const rules::GameEvent& e, bool hidden, EventText::Context& context,
                               const EventText& names) const override;
  std::optional<QString> reason(const rules::Unavailable& why,
                                const EventText& names) const override;
  QString prompt(const QVariantMap& observation, const EventText& names) const override;
  // A starting card is chosen from the boss's own deck, which the table draws face down.
  QString actionFace(const rules::ActionView& view) const override {
    return view.kind == "choose" && !view.args.empty() ? QString::fromStdString(view.args.front())
                                                       : QString();
  }
  bool explainsEnd(const rules::GameEvent& e) const override { return e.kind == "game_over"; }
  // Opening an offer has no line: the offer's amount tells it.
  bool logsAction(const rules::ActionView& action) const override { return action.kind != "gift"; }
  // A job's Influence given one point at a time ("Ann gives 1 Influence of the job to Bo."), and
  // a request to work on another boss's event, which waits for that boss's consent.
  std::optional<QString> actionLine(const rules::ActionView& action,
                                    const EventText& names) const override;
  // An action of no card (negotiating without a discard) is told by its declaration, accepting
  // by the gift or the share of Influence it takes.
  bool tellsAction(const rules::GameEvent& e, const rules::ActionView& action) const override {
    // The saboteur's House is told by the Influence it gains there.
    return e.kind == "declare" || ((action.kind == "accept" || action.kind == "house") &&
                                   (e.kind == "gift" || e.kind == "influence"));
  }

  // "with House Ledgermark" for the engine's House id ("ledger"), the phrase that follows
  // "Influence"; the id itself for an unknown one.
  static QString withHouse(const QString& id);

 private:
  static std::optional<QString> pawnAction(const rules::ActionView& view, const QString& card,
                                           const QString& mark);
};

std::unique_ptr<GameUi> makeGameUi();

}  // namespace gm::app::vitium
