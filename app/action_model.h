#pragma once
// What the viewing seat may do right now, one row per legal action: its kind, the cards it uses
// (the acting card first, then its targets), the zones involved and a translated description. Empty
// whenever that seat may not act (another seat's turn, a privacy screen, events still animating),
// so a table can highlight exactly the rows it holds. Built from the engine's ActionViews only.
//
// Beside the rows, the reasons the engine gives for what the seat is shown but may not do now
// (rules::GameState::unavailable), translated: reasonFor(card, kind) answers a card's tooltip. They
// are kept even while the seat may not act ("It is Ann's turn.").
//
// Chosen numbers (X costs): actions that differ only in the number they carry (rules::ActionView::
// number) form one group. Every row tells its group's legal numbers (numbers, numberMin,
// numberMax) and whether it leads the group (the row with the smallest number), so a choice bar
// shows one control per group, a slider or spin box over the legal numbers, and plays
// actionForNumber(lead, n).
//
// Chosen seats: an action that chooses a seat (rules::ActionView::targetSeat) carries it, so a
// table offers it on that seat's panel (forSeat).
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QVariantList>
#include <vector>

namespace gm::app {

struct ActionRow {
  int actionId = -1;
  QString kind;         // the engine's verb: "play", "use", "end_turn", "choose", ...
  QVariantList cards;   // card instance ids: the acting card first, then the targets
  QString fromZone;     // "" when none
  QString toZone;       // "" when none
  QString messageKey;   // the engine's message key, "<game>.<action>"
  QString text;         // translated description, e.g. "Use TAIL on WRATH"
  QStringList args;     // the engine's message arguments (e.g. a target: seat, what for)
  int number = -1;      // the number the action carries (an X cost), -1 none
  int targetSeat = -1;  // the seat the action chooses, -1 none
  // The card type the action names, as the seat may see it, for a preview of the choice ("" none).
  QString face;
  // What the seat should know before taking it (rules::GameState::caution), translated; "" none.
  QString caution;

  int card() const { return cards.isEmpty() ? -1 : cards.front().toInt(); }
  bool operator==(const ActionRow&) const = default;
};

// Why the viewing seat may not do something it is shown (a card of the table, or an action kind).
struct ActionReason {
  int card = -1;  // card instance id, -1 for an action of no card
  QString kind;   // the action kind it would be ("use", "play", "end_turn")
  QString text;   // translated

  bool operator==(const ActionReason&) const = default;
};

class ActionModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The legal actions belong to a table view (TableView.actions)")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    ActionIdRole = Qt::UserRole + 1,
    KindRole,
    CardsRole,
    CardRole,
    TargetsRole,
    FromZoneRole,
    ToZoneRole,
    MessageKeyRole,
    TextRole,
    ArgsRole,
    NumberRole,
    NumbersRole,
    NumberMinRole,
    NumberMaxRole,
    GroupLeadRole,
    TargetSeatRole,
    FaceRole,
    CautionRole
  };
  Q_ENUM(Role)
  // The same rows with one per group of actions that differ only in a number (its lead, the
  // smallest): what a bar of buttons draws, however many numbers a group holds (an amount of
  // money may have thousands).
  Q_PROPERTY(QAbstractItemModel* leads READ leads CONSTANT)

  explicit ActionModel(QObject* parent = nullptr);
  QAbstractItemModel* leads() const { return m_leads; }

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return static_cast<int>(m_rows.size()); }

  // Replaces the rows (a reset when they differ: the set of legal actions changes as a whole).
  void setRows(std::vector<ActionRow> rows);
  const std::vector<ActionRow>& rows() const { return m_rows; }
  // Replaces the reasons; reasonsChanged() when they differ.
  void setReasons(std::vector<ActionReason> reasons);
  const std::vector<ActionReason>& reasons() const { return m_reasons; }

  // The actions of `kind` ("" = any) whose acting card is `uid`, each as a map with the roles above
  // (actionId, kind, cards, card, targets, fromZone, toZone, messageKey, text, args, number,
  // numbers, groupLead, targetSeat, face, caution), in id order.
  Q_INVOKABLE QVariantList forCard(int uid, const QString& kind = {}) const;
  // The actions that choose seat `seat` (targetSeat), as forCard() gives them.
  Q_INVOKABLE QVariantList forSeat(int seat) const;
  // The actions of a kind ("end_turn", ...), as forCard() gives them.
  Q_INVOKABLE QVariantList ofKind(const QString& kind) const;
  // Every action, as forCard() gives them, in row order.
  Q_INVOKABLE QVariantList all() const;
  // Why the viewing seat may not use card `uid` (or, with uid -1, take an action of `kind`) now:
  // the engine's reason, translated; with kind "" any of the card's. "" when none is given (it is
  // legal, or the engine names no reason).
  Q_INVOKABLE QString reasonFor(int uid, const QString& kind = {}) const;
  // What the seat should know before it takes `actionId` (the engine's caution, translated); ""
  // when there is nothing, or the action is not legal now.
  Q_INVOKABLE QString cautionFor(int actionId) const;
  // The row of an action, -1 when it is not legal now.
  Q_INVOKABLE int indexOfAction(int actionId) const;
  // The legal numbers of the group `actionId` belongs to, ascending; empty when it carries none.
  Q_INVOKABLE QVariantList numbers(int actionId) const;
  // The action of `actionId`'s group that carries `number`, -1 when that number is not legal.
  Q_INVOKABLE int actionForNumber(int actionId, int number) const;

 Q_SIGNALS:
  void countChanged();
  void reasonsChanged();

 private:
  QVariantMap toMap(std::size_t row) const;
  // Same group: equal but for the number, and both carry one.
  static bool sameGroup(const ActionRow& a, const ActionRow& b);
  // Sorts the rows into their number groups (once per setRows()).
  void group();
  // The numbers of row i's group, ascending (empty for a row that carries none).
  const QVariantList& groupNumbers(std::size_t i) const;
  bool groupLead(std::size_t i) const;

  std::vector<ActionRow> m_rows;
  std::vector<int> m_group;            // per row: its group, -1 for a row without a number
  std::vector<QVariantList> m_groups;  // per group: its numbers, ascending
  std::vector<ActionReason> m_reasons;
  QSortFilterProxyModel* m_leads = nullptr;
};

}  // namespace gm::app
