// Only the reentrant (_r) API: every call takes a context handle.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
