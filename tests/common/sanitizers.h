// ATTENTION_TEST_ASAN is defined in a test built with AddressSanitizer (gcc or clang): its
// allocator reserves terabytes of address space and keeps freed memory in quarantine, so limits
// on the address space and measured peaks mean nothing there — such tests skip themselves.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define ATTENTION_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ATTENTION_TEST_ASAN 1
#endif
#endif
