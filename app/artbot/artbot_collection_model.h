#pragma once
// The deck editor of one Artbot profile: the card types it owns with how many are in the deck
// being built, filtered by power and rarity, plus the deck itself (a working copy saved on save()).
// Owned by ArtbotCollections (one per profile name); refreshed when the collections change.
//
// The rows also speak the roles of a table's ZoneModel (uid, actionId and legal = the row and
// whether one more may go into the deck, back, end, rotation, counters {owned, deck}, reason = why
// not), so the deck builder draws the collection with the generic ZoneView and Card.
#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QVariantList>
#include <string>
#include <vector>

namespace gm::app {

class ArtbotCollections;

class ArtbotCollectionModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Collections come from ArtbotCollections.collection(name)")
  Q_PROPERTY(QString profileName READ profileName CONSTANT)
  Q_PROPERTY(bool ai READ ai NOTIFY changed)
  Q_PROPERTY(int deckSize READ deckSize WRITE setDeckSize NOTIFY changed)
  Q_PROPERTY(int deckCount READ deckCount NOTIFY changed)
  Q_PROPERTY(int ownedCount READ ownedCount NOTIFY changed)
  Q_PROPERTY(bool valid READ valid NOTIFY changed)
  Q_PROPERTY(QString whyNot READ whyNot NOTIFY changed)
  Q_PROPERTY(bool dirty READ dirty NOTIFY changed)
  Q_PROPERTY(QString powerFilter READ powerFilter WRITE setPowerFilter NOTIFY changed)
  Q_PROPERTY(QString rarityFilter READ rarityFilter WRITE setRarityFilter NOTIFY changed)
  Q_PROPERTY(QVariantList deckList READ deckList NOTIFY changed)
  Q_PROPERTY(int count READ count NOTIFY changed)
  // What a ZoneView asks of its model.
  Q_PROPERTY(QString zoneName READ zoneName CONSTANT)
  Q_PROPERTY(int capacity READ capacity CONSTANT)

 public:
  enum Role {
    FaceRole = Qt::UserRole + 1,
    NameRole,
    PowerRole,
    PointsRole,
    RarityRole,
    RpRole,
    OwnedRole,
    InDeckRole,
    UidRole,
    ActionIdRole,
    LegalRole,
    BackRole,
    EndRole,
    RotationRole,
    CountersRole,
    ReasonRole
  };
  Q_ENUM(Role)

  ArtbotCollectionModel(ArtbotCollections* owner, QString profileName);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  QString profileName() const { return m_profile; }
  bool ai() const;
  int deckSize() const { return m_deckSize; }
  void setDeckSize(int size);
  int deckCount() const { return static_cast<int>(m_deck.size()); }
  int ownedCount() const;
  bool valid() const;
  QString whyNot() const;
  bool dirty() const;
  QString powerFilter() const { return m_powerFilter; }
  void setPowerFilter(const QString& power);
  QString rarityFilter() const { return m_rarityFilter; }
  void setRarityFilter(const QString& rarity);
  QVariantList deckList() const;
  int count() const { return static_cast<int>(m_rows.size()); }
  QString zoneName() const { return QStringLiteral("collection"); }
  int capacity() const { return 0; }

  // One more / one fewer of a card in the deck; false when not possible (none left, deck full,
  // none in the deck).
  Q_INVOKABLE bool add(const QString& face);
  Q_INVOKABLE bool remove(const QString& face);
  Q_INVOKABLE void clearDeck();
  Q_INVOKABLE void autoBuild();
  // Stores the deck in the collections file; false (and ArtbotCollections.lastError) when the
  // deck is not valid or the file could not be written.
  Q_INVOKABLE bool save();
  Q_INVOKABLE void revert();
  // The row of a card type (after filtering), -1 when not shown.
  Q_INVOKABLE int indexOfFace(const QString& face) const;

  // Re-reads the profile (after a result moved cards, or a reload). Keeps the working deck as far
  // as the collection still covers it.
  void refresh();

 Q_SIGNALS:
  void changed();

 private:
  int owned(const std::string& id) const;
  int inDeck(const std::string& id) const;
  // Why one more card `id` cannot go into the deck, "" when it can.
  QString whyNotAdd(const std::string& id) const;
  void rebuildRows();
  void deckEdited();

  ArtbotCollections* m_owner;
  QString m_profile;
  int m_deckSize = 20;
  std::vector<std::string> m_deck;  // card ids, sorted
  QString m_powerFilter;
  QString m_rarityFilter;
  std::vector<int> m_rows;  // card type indexes shown
  quint64 m_autoBuilds = 0;
};

}  // namespace gm::app
