import Hummingbird

/// Printable maps: `/map.png`, `/map.pdf` (the same maps as `regio map`).
/// Owned by the map work (serve2); empty in the skeleton.
struct MapRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {}
}
