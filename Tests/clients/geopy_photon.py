"""geopy's Photon geocoder against a running `regio serve` (run by ServePhotonTests).

Usage: geopy_photon.py http://127.0.0.1:PORT
Prints one JSON object: what geopy made of a geocode of "Brno" (in Czech and
in English), of three results, and of a reverse geocode of a Brno coordinate.
Exits 77 when geopy is missing.
"""
import json
import sys

try:
    from geopy.geocoders import Photon
except ImportError:
    print("geopy is missing (pip install geopy)", file=sys.stderr)
    sys.exit(77)


def location(loc):
    if loc is None:
        return None
    return {"address": loc.address, "latitude": loc.latitude, "longitude": loc.longitude,
            "name": loc.raw["properties"].get("name"), "distance_m": loc.raw["properties"].get("distance_m")}


scheme, domain = sys.argv[1].split("://", 1)
photon = Photon(domain=domain, scheme=scheme, user_agent="regio-tests", timeout=60)
print(json.dumps({
    "geocode": location(photon.geocode("Brno", language="cs")),
    "geocodeEnglish": location(photon.geocode("Plzeň", language="en")),
    "geocodeNear": location(photon.geocode("Brno", location_bias=(49.2, 16.6))),
    "three": [location(l) for l in photon.geocode("Praha", exactly_one=False, limit=3) or []],
    "reverse": location(photon.reverse((49.1951, 16.6068), language="cs")),
    "reverseThree": [location(l) for l in photon.reverse("49.1951, 16.6068", exactly_one=False, limit=3) or []],
}, ensure_ascii=False))
