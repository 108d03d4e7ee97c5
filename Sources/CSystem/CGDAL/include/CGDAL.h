// GDAL's C API as Regio calls it: rasters (gdal.h), vector features (ogr_api.h,
// ogr_srs_api.h), errors and options (cpl_*), and gdalwarp as a library call
// (gdal_utils.h). The functions themselves are GDALLoader.c's: they load
// libgdal when the first of them is called, so a command that reads no file
// through GDAL never loads it (nor the 120 libraries it needs: about 50 ms
// of every start).
#pragma once
#pragma clang system_header

// Debian installs the headers in /usr/include/gdal (pkg-config --cflags gdal);
// the headers include each other with quotes, so they are found beside it.
#if __has_include(<gdal.h>)
#include <gdal.h>
#include <ogr_api.h>
#include <ogr_srs_api.h>
#include <cpl_error.h>
#include <cpl_conv.h>
#include <cpl_string.h>
#include <gdal_utils.h>
#else
#include "/usr/include/gdal/gdal.h"
#include "/usr/include/gdal/ogr_api.h"
#include "/usr/include/gdal/ogr_srs_api.h"
#include "/usr/include/gdal/cpl_error.h"
#include "/usr/include/gdal/cpl_conv.h"
#include "/usr/include/gdal/cpl_string.h"
#include "/usr/include/gdal/gdal_utils.h"
#endif

#include <stddef.h>

/// Loads libgdal (once; later calls return at once) and finds every function
/// Regio calls in it. Returns 1 on success; 0 with the reason in `message`
/// (for example "libgdal.so.32: cannot open shared object file").
int regio_gdal_load(char *message, size_t size);

/// The file name of the library the loader opens, such as "libgdal.so.32".
const char *regio_gdal_library(void);
