#include "action_model.h"

#include <algorithm>

namespace gm::app {
namespace {
QVariantList targetsOf(const ActionRow& row) {
  return row.cards.size() > 1 ? row.cards.mid(1) : QVariantList{};
}
}  // namespace

namespace {
// The rows a bar of buttons draws: those without a number and the lead of each number group.
class LeadRows final : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    return sourceModel()->index(row, 0, parent).data(ActionModel::GroupLeadRole).toBool();
  }
};
}  // namespace

ActionModel::ActionModel(QObject* parent)
    : QAbstractListModel(parent), m_leads(new LeadRows(this)) {
  m_leads->setSourceModel(this);
}

int ActionModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant ActionModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const auto i = static_cast<std::size_t>(index.row());
  const ActionRow& r = m_rows[i];
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
      return groupNumbers(i);
    case NumberMinRole:
    case NumberMaxRole: {
      const QVariantList& n = groupNumbers(i);
      if (n.empty()) return -1;
      return role == NumberMinRole ? n.front() : n.back();
    }
    case GroupLeadRole:
      return groupLead(i);
    case TargetSeatRole:
      return r.targetSeat;
    case FaceRole:
      return r.face;
    case CautionRole:
      return r.caution;
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
          {GroupLeadRole, "groupLead"}, {TargetSeatRole, "targetSeat"},
          {FaceRole, "face"},           {CautionRole, "caution"}};
}

void ActionModel::setRows(std::vector<ActionRow> rows) {
  if (rows == m_rows) return;
  const bool countChanges = rows.size() != m_rows.size();
  beginResetModel();
  m_rows = std::move(rows);
  group();
  endResetModel();
  if (countChanges) Q_EMIT countChanged();
}

void ActionModel::group() {
  // Rows of one group lie anywhere in the list; each row joins the first group it matches.
  m_group.assign(m_rows.size(), -1);
  m_groups.clear();
  std::vector<std::size_t> leads;  // a row of each group
  for (std::size_t i = 0; i < m_rows.size(); ++i) {
    if (m_rows[i].number < 0) continue;
    std::size_t g = 0;
    while (g < leads.size() && !sameGroup(m_rows[leads[g]], m_rows[i])) ++g;
    if (g == leads.size()) {
      leads.push_back(i);
      m_groups.emplace_back();
    }
    m_group[i] = static_cast<int>(g);
  }
  std::vector<std::vector<int>> numbers(m_groups.size());
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_group[i] >= 0) numbers[static_cast<std::size_t>(m_group[i])].push_back(m_rows[i].number);
  for (std::size_t g = 0; g < numbers.size(); ++g) {
    std::sort(numbers[g].begin(), numbers[g].end());
    m_groups[g].reserve(static_cast<qsizetype>(numbers[g].size()));
    for (const int n : numbers[g]) m_groups[g].append(n);
  }
}

const QVariantList& ActionModel::groupNumbers(std::size_t i) const {
  static const QVariantList none;
  return m_group[i] < 0 ? none : m_groups[static_cast<std::size_t>(m_group[i])];
}

bool ActionModel::groupLead(std::size_t i) const {
  const QVariantList& n = groupNumbers(i);
  return n.empty() || n.front().toInt() == m_rows[i].number;
}

QVariantMap ActionModel::toMap(std::size_t i) const {
  const ActionRow& r = m_rows[i];
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
          {QStringLiteral("numbers"), groupNumbers(i)},
          {QStringLiteral("groupLead"), groupLead(i)},
          {QStringLiteral("targetSeat"), r.targetSeat},
          {QStringLiteral("face"), r.face},
          {QStringLiteral("caution"), r.caution}};
}

QVariantList ActionModel::forCard(int uid, const QString& kind) const {
  QVariantList out;
  if (uid < 0) return out;
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i].card() == uid && (kind.isEmpty() || m_rows[i].kind == kind)) out.append(toMap(i));
  return out;
}

QVariantList ActionModel::forSeat(int seat) const {
  QVariantList out;
  if (seat < 0) return out;
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i].targetSeat == seat) out.append(toMap(i));
  return out;
}

QVariantList ActionModel::ofKind(const QString& kind) const {
  QVariantList out;
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i].kind == kind) out.append(toMap(i));
  return out;
}

QVariantList ActionModel::all() const {
  QVariantList out;
  for (std::size_t i = 0; i < m_rows.size(); ++i) out.append(toMap(i));
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

QString ActionModel::cautionFor(int actionId) const {
  const int at = indexOfAction(actionId);
  return at < 0 ? QString() : m_rows[static_cast<std::size_t>(at)].caution;
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

QVariantList ActionModel::numbers(int actionId) const {
  const int at = indexOfAction(actionId);
  return at < 0 ? QVariantList{} : groupNumbers(static_cast<std::size_t>(at));
}

int ActionModel::actionForNumber(int actionId, int number) const {
  const int at = indexOfAction(actionId);
  if (at < 0) return -1;
  const int g = m_group[static_cast<std::size_t>(at)];
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (g >= 0 && m_group[i] == g && m_rows[i].number == number) return m_rows[i].actionId;
  return -1;
}

}  // namespace gm::app
