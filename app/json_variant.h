#pragma once
// Conversions between the rule engine's JSON (nlohmann) and the QVariant world QML reads.
#include <QVariant>
#include <nlohmann/json_fwd.hpp>

namespace gm::app {

// Objects become QVariantMap, arrays QVariantList, integers int (or qint64 when they do not fit),
// other numbers double, null an invalid QVariant.
QVariant jsonToVariant(const nlohmann::json& value);

}  // namespace gm::app
