#pragma once
// A table of figures with their 95 % intervals for the Balance Lab's charts: one row per figure
// (a seat's win rate, a card's impact, a bar of the length histogram). Qt Charts reads it through
// model mappers: the bar series maps column Value, the whisker series (a box plot whose box has no
// height) the five columns Low, Value, Value, Value, High. Values are in the unit shown (percent,
// points, games).
#include <QtQml/qqmlregistration.h>
#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace gm::app {

class FigureTableModel : public QAbstractTableModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by BalanceLab")
  // The rows' labels, for a category axis.
  Q_PROPERTY(QStringList labels READ labels NOTIFY changed)
  // The lowest and highest value or interval end (for a value axis), 0 when empty.
  Q_PROPERTY(double minimum READ minimum NOTIFY changed)
  Q_PROPERTY(double maximum READ maximum NOTIFY changed)
  Q_PROPERTY(int count READ count NOTIFY changed)

 public:
  enum Column { Label, Value, Low, Median1, Median2, Median3, High, ColumnCount };
  Q_ENUM(Column)

  struct Row {
    QString label;
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
  };

  explicit FigureTableModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  void setRows(std::vector<Row> rows);
  const std::vector<Row>& rows() const { return m_rows; }
  QStringList labels() const;
  double minimum() const;
  double maximum() const;
  int count() const { return static_cast<int>(m_rows.size()); }

 Q_SIGNALS:
  void changed();

 private:
  std::vector<Row> m_rows;
};

}  // namespace gm::app
