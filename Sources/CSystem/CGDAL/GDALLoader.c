// GDAL loaded when it is first needed, not when regio starts.
//
// Linking libgdal makes every process load it and the 120 libraries it needs
// (about 50 ms of CPU, most of a `regio search`), though most commands read
// no file through GDAL. Instead, this file defines the GDAL functions Regio
// calls (GDALFunctions.h): the first call opens the library with dlopen and
// finds them all; every call then goes straight to GDAL's own function.
//
// The library is the one the linker would have recorded: REGIO_GDAL_LIBRARY,
// the file libgdal.so points to when the package is built (Package.swift),
// such as libgdal.so.32. The Debian package depends on its package.
// GDAL's headers mark its functions visible from a shared library (CPL_DLL);
// this file's definitions of them are hidden (below), so none is declared so.
#define CPL_DLL
#include "CGDAL.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef REGIO_GDAL_LIBRARY
#define REGIO_GDAL_LIBRARY "libgdal.so"
#endif

// GDAL's functions, found in the library once it is open.
#define FORWARD(type, name, parameters, arguments) static __typeof__(name) *gdal_##name;
#define FORWARD_VOID(name, parameters, arguments) static __typeof__(name) *gdal_##name;
#include "GDALFunctions.h"
#undef FORWARD
#undef FORWARD_VOID

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_error[512];

static void load_library(void) {
    void *library = dlopen(REGIO_GDAL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "cannot open " REGIO_GDAL_LIBRARY);
        return;
    }
#define FIND(name)                                                                      \
    gdal_##name = (__typeof__(name) *)dlsym(library, #name);                            \
    if (gdal_##name == NULL) {                                                          \
        snprintf(load_error, sizeof load_error, "%s has no function %s (GDAL too old?)", \
                 REGIO_GDAL_LIBRARY, #name);                                            \
        return;                                                                         \
    }
#define FORWARD(type, name, parameters, arguments) FIND(name)
#define FORWARD_VOID(name, parameters, arguments) FIND(name)
#include "GDALFunctions.h"
#undef FORWARD
#undef FORWARD_VOID
#undef FIND
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int regio_gdal_load(char *message, size_t size) {
    pthread_once(&load_once, load_library);
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return 1;
    if (message != NULL && size > 0) snprintf(message, size, "%s", load_error);
    return 0;
}

const char *regio_gdal_library(void) { return REGIO_GDAL_LIBRARY; }

// A GDAL function called before the Swift side checked the load
// (GDALLibrary.ensureRegistered) on a machine without the library: nothing
// sensible can be returned, so the process stops and says why.
static void require_library(void) {
    if (__builtin_expect(__atomic_load_n(&loaded, __ATOMIC_ACQUIRE), 1)) return;
    if (regio_gdal_load(NULL, 0)) return;
    fprintf(stderr, "regio: GDAL could not be loaded: %s\n", load_error);
    abort();
}

// The functions Regio calls, each going to GDAL's own. Hidden: were they in
// regio's dynamic symbol table, libgdal's calls to its own functions would
// come here too (and, made while it is being loaded, wait for the load).
#define FORWARD(type, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) type name parameters { \
        require_library();                         \
        return gdal_##name arguments;              \
    }
#define FORWARD_VOID(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { \
        require_library();                        \
        gdal_##name arguments;                    \
    }
#include "GDALFunctions.h"
#undef FORWARD
#undef FORWARD_VOID
