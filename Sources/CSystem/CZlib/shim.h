// zlib: the OSM PBF check inflates each block to find a damaged one (OSMPBFCheck).
#include <zlib.h>
