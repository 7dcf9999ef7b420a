#pragma once
// Sanitizer builds (test.sh --sanitize) run the engines 5-20x slower. Tests that play thousands of
// games take a smaller count of their own there, so every test still runs under the sanitizers and
// stays within its timeout on two cores; the plain build keeps the full counts and the statistics.
namespace gm::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderSanitizers = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderSanitizers = true;
#else
inline constexpr bool kUnderSanitizers = false;
#endif
#else
inline constexpr bool kUnderSanitizers = false;
#endif

// `plain` in an ordinary build, `sanitized` under ASan.
constexpr int scaledCount(int plain, int sanitized) {
  return kUnderSanitizers ? sanitized : plain;
}

}  // namespace gm::test
