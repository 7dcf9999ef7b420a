#pragma once
// A table of figures with their 95 % intervals for the Balance Lab's charts: one row per figure
// (a seat's win rate, a card's impact, a bar of the length histogram). Qt Charts reads it through
// model mappers: the bar series maps column Value, the whisker series (a box plot whose box has no
// height) the five columns Low, Value, Value, Value, High. Values are in the unit shown (percent,
// points, games).
#include <QtQml/qqmlregistration.h>
#include <QAbstractTableModel>
#include <QStringList>
#include <QVariantMap>
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
  // The value axis a chart draws, in round figures chosen by the model's owner so that it stays
  // the same from one study to the next of a similar outcome (setAxis).
  Q_PROPERTY(double axisMin READ axisMin NOTIFY changed)
  Q_PROPERTY(double axisMax READ axisMax NOTIFY changed)

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

  // The rows and the value axis to draw them on (axisMin < axisMax).
  void setRows(std::vector<Row> rows, double axisMin, double axisMax);
  const std::vector<Row>& rows() const { return m_rows; }
  QStringList labels() const;
  double minimum() const;
  double maximum() const;
  int count() const { return static_cast<int>(m_rows.size()); }
  double axisMin() const { return m_axisMin; }
  double axisMax() const { return m_axisMax; }
  // Row `row` for a delegate: {label, value, low, high}; an empty map outside the rows.
  Q_INVOKABLE QVariantMap rowAt(int row) const;
  // Where `value` lies on the axis: 0 at axisMin, 1 at axisMax (clamped).
  Q_INVOKABLE double position(double value) const;
  // The smallest round figure (1, 2, 2.5 or 5 times a power of ten) at or above `value` > 0.
  static double roundUp(double value);

 Q_SIGNALS:
  void changed();

 private:
  std::vector<Row> m_rows;
  double m_axisMin = 0.0;
  double m_axisMax = 1.0;
};

}  // namespace gm::app
