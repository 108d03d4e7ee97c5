"""OWSLib's OGC API – Features client against a running `regio serve` (run by ServeOGCTests).

Usage: owslib_features.py http://127.0.0.1:PORT
Prints one JSON object: the landing page's title, the OpenAPI document that
api() read, the conformance classes, the collections, items in a bbox (one
across the antimeridian too) and the queryables. Exits 77 when OWSLib is missing.
"""
import json
import sys

try:
    from owslib.ogcapi.features import Features
except ImportError:
    print("OWSLib is missing (pip install OWSLib)", file=sys.stderr)
    sys.exit(77)

features = Features(sys.argv[1], timeout=60)
api = features.api()
brno = features.collection_items("places", bbox=[16.5, 49.1, 16.7, 49.3], limit=100, lang="cs")
across = features.collection_items("places", bbox=[10, -90, -170, 90], limit=1)
everything = features.collection_items("places", limit=1)
print(json.dumps({
    "title": features.response.get("title"),
    "openapi": api.get("openapi"),
    "paths": sorted(api.get("paths", {})),
    "conformsTo": features.conformance().get("conformsTo", []),
    "collections": [c["id"] for c in features.collections().get("collections", [])],
    "brnoMatched": brno.get("numberMatched"),
    "brnoNames": [f["properties"]["name"] for f in brno.get("features", [])],
    "brnoCoordinates": [f["geometry"]["coordinates"] for f in brno.get("features", [])],
    "acrossMatched": across.get("numberMatched"),
    "allMatched": everything.get("numberMatched"),
    "queryables": sorted(features.collection_queryables("places").get("properties", {})),
}, ensure_ascii=False))
