#pragma once
// A value or a message a person can act on. Used wherever user input (files, saves, command lines)
// reaches the rules; broken invariants inside rules/ are assertions instead.
#include <optional>
#include <string>
#include <utility>

namespace gm::rules {

struct Error {
  std::string message;
};

template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : m_value(std::move(value)) {}
  Expected(Error error) : m_error(std::move(error.message)) {}

  explicit operator bool() const { return m_value.has_value(); }
  bool ok() const { return m_value.has_value(); }
  T& value() { return *m_value; }
  const T& value() const { return *m_value; }
  T& operator*() { return *m_value; }
  const T& operator*() const { return *m_value; }
  T* operator->() { return &*m_value; }
  const T* operator->() const { return &*m_value; }
  const std::string& error() const { return m_error; }

 private:
  std::optional<T> m_value;
  std::string m_error;
};

}  // namespace gm::rules
