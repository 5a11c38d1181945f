// Counts heap allocations made by the benchmark process (flipbook-bench only).
#include <stdint.h>

/// Allocations (malloc, calloc, realloc, aligned allocations) since the process started.
uint64_t flipbook_allocation_count(void);
