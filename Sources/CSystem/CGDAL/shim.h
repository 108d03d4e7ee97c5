// GDAL's C API: rasters (gdal.h) and vector features (ogr_api.h, ogr_srs_api.h).
#include <gdal.h>
#include <ogr_api.h>
#include <ogr_srs_api.h>
#include <cpl_error.h>
#include <cpl_conv.h>
#include <cpl_string.h>
// gdalwarp as a library call (GDALWarp): a user's elevation model reprojected to the dataset's box.
#include <gdal_utils.h>
