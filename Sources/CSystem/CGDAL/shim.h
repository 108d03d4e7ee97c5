// GDAL's C API: rasters (gdal.h) and vector features (ogr_api.h, ogr_srs_api.h).
#include <gdal.h>
#include <ogr_api.h>
#include <ogr_srs_api.h>
#include <cpl_error.h>
#include <cpl_conv.h>
#include <cpl_string.h>
