#include "action_model.h"

#include <algorithm>

namespace gm::app {
namespace {
QVariantList targetsOf(const ActionRow& row) {
  return row.cards.size() > 1 ? row.cards.mid(1) : QVariantList{};
}
}  // namespace

ActionModel::ActionModel(QObject* parent) : QAbstractListModel(parent) {}

int ActionModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant ActionModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const ActionRow& r = m_rows[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case TextRole:
      return r.text;
    case ActionIdRole:
      return r.actionId;
    case KindRole:
      return r.kind;
    case CardsRole:
      return r.cards;
    case CardRole:
      return r.card();
    case TargetsRole:
      return targetsOf(r);
    case FromZoneRole:
      return r.fromZone;
    case ToZoneRole:
      return r.toZone;
    case MessageKeyRole:
      return r.messageKey;
    case ArgsRole:
      return r.args;
    case NumberRole:
      return r.number;
    case NumbersRole:
      return numbers(r.actionId);
    case NumberMinRole:
    case NumberMaxRole: {
      const std::vector<int> n = groupNumbers(r);
      if (n.empty()) return -1;
      return role == NumberMinRole ? n.front() : n.back();
    }
    case GroupLeadRole: {
      const std::vector<int> n = groupNumbers(r);
      return n.empty() || n.front() == r.number;
    }
    case TargetSeatRole:
      return r.targetSeat;
    default:
      return {};
  }
}

QHash<int, QByteArray> ActionModel::roleNames() const {
  return {{ActionIdRole, "actionId"},   {KindRole, "kind"},
          {CardsRole, "cards"},         {CardRole, "card"},
          {TargetsRole, "targets"},     {FromZoneRole, "fromZone"},
          {ToZoneRole, "toZone"},       {MessageKeyRole, "messageKey"},
          {TextRole, "text"},           {ArgsRole, "args"},
          {NumberRole, "number"},       {NumbersRole, "numbers"},
          {NumberMinRole, "numberMin"}, {NumberMaxRole, "numberMax"},
          {GroupLeadRole, "groupLead"}, {TargetSeatRole, "targetSeat"}};
}

void ActionModel::setRows(std::vector<ActionRow> rows) {
  if (rows == m_rows) return;
  const bool countChanges = rows.size() != m_rows.size();
  beginResetModel();
  m_rows = std::move(rows);
  endResetModel();
  if (countChanges) Q_EMIT countChanged();
}

QVariantMap ActionModel::toMap(const ActionRow& r) const {
  const std::vector<int> group = groupNumbers(r);
  return {{QStringLiteral("actionId"), r.actionId},
          {QStringLiteral("kind"), r.kind},
          {QStringLiteral("cards"), r.cards},
          {QStringLiteral("card"), r.card()},
          {QStringLiteral("targets"), targetsOf(r)},
          {QStringLiteral("fromZone"), r.fromZone},
          {QStringLiteral("toZone"), r.toZone},
          {QStringLiteral("messageKey"), r.messageKey},
          {QStringLiteral("text"), r.text},
          {QStringLiteral("args"), r.args},
          {QStringLiteral("number"), r.number},
          {QStringLiteral("numbers"), numbers(r.actionId)},
          {QStringLiteral("groupLead"), group.empty() || group.front() == r.number},
          {QStringLiteral("targetSeat"), r.targetSeat}};
}

QVariantList ActionModel::forCard(int uid, const QString& kind) const {
  QVariantList out;
  if (uid < 0) return out;
  for (const ActionRow& r : m_rows)
    if (r.card() == uid && (kind.isEmpty() || r.kind == kind)) out.append(toMap(r));
  return out;
}

QVariantList ActionModel::forSeat(int seat) const {
  QVariantList out;
  if (seat < 0) return out;
  for (const ActionRow& r : m_rows)
    if (r.targetSeat == seat) out.append(toMap(r));
  return out;
}

QVariantList ActionModel::ofKind(const QString& kind) const {
  QVariantList out;
  for (const ActionRow& r : m_rows)
    if (r.kind == kind) out.append(toMap(r));
  return out;
}

QVariantList ActionModel::all() const {
  QVariantList out;
  for (const ActionRow& r : m_rows) out.append(toMap(r));
  return out;
}

void ActionModel::setReasons(std::vector<ActionReason> reasons) {
  if (reasons == m_reasons) return;
  m_reasons = std::move(reasons);
  Q_EMIT reasonsChanged();
}

QString ActionModel::reasonFor(int uid, const QString& kind) const {
  for (const ActionReason& r : m_reasons)
    if (r.card == uid && (kind.isEmpty() || r.kind == kind)) return r.text;
  return {};
}

int ActionModel::indexOfAction(int actionId) const {
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i].actionId == actionId) return static_cast<int>(i);
  return -1;
}

bool ActionModel::sameGroup(const ActionRow& a, const ActionRow& b) {
  return a.number >= 0 && b.number >= 0 && a.kind == b.kind && a.cards == b.cards &&
         a.fromZone == b.fromZone && a.toZone == b.toZone && a.messageKey == b.messageKey;
}

std::vector<int> ActionModel::groupNumbers(const ActionRow& row) const {
  std::vector<int> out;
  for (const ActionRow& r : m_rows)
    if (sameGroup(r, row)) out.push_back(r.number);
  std::sort(out.begin(), out.end());
  return out;
}

QVariantList ActionModel::numbers(int actionId) const {
  QVariantList out;
  const int at = indexOfAction(actionId);
  if (at < 0) return out;
  for (const int n : groupNumbers(m_rows[static_cast<std::size_t>(at)])) out.append(n);
  return out;
}

int ActionModel::actionForNumber(int actionId, int number) const {
  const int at = indexOfAction(actionId);
  if (at < 0) return -1;
  const ActionRow& lead = m_rows[static_cast<std::size_t>(at)];
  for (const ActionRow& r : m_rows)
    if (sameGroup(r, lead) && r.number == number) return r.actionId;
  return -1;
}

}  // namespace gm::app
