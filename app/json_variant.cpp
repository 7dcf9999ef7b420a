#include "json_variant.h"

#include <QVariantList>
#include <QVariantMap>
#include <limits>
#include <nlohmann/json.hpp>

namespace gm::app {

QVariant jsonToVariant(const nlohmann::json& value) {
  using Type = nlohmann::json::value_t;
  switch (value.type()) {
    case Type::object: {
      QVariantMap map;
      for (auto it = value.begin(); it != value.end(); ++it)
        map.insert(QString::fromStdString(it.key()), jsonToVariant(it.value()));
      return map;
    }
    case Type::array: {
      QVariantList list;
      list.reserve(static_cast<qsizetype>(value.size()));
      for (const auto& item : value) list.append(jsonToVariant(item));
      return list;
    }
    case Type::string:
      return QString::fromStdString(value.get<std::string>());
    case Type::boolean:
      return value.get<bool>();
    case Type::number_integer: {
      const auto v = value.get<std::int64_t>();
      if (v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max())
        return static_cast<int>(v);
      return QVariant::fromValue<qint64>(v);
    }
    case Type::number_unsigned: {
      const auto v = value.get<std::uint64_t>();
      if (v <= static_cast<std::uint64_t>(std::numeric_limits<int>::max()))
        return static_cast<int>(v);
      return QVariant::fromValue<quint64>(v);
    }
    case Type::number_float:
      return value.get<double>();
    default:
      return {};
  }
}

}  // namespace gm::app
