import Hummingbird

/// The content feeds `regio sync` reads: `/api/places.json`, `/api/quizzes.json`,
/// `/api/videos.json` (ETag, Last-Modified, 304, `?since=` with tombstones).
/// Owned by the content-feed work (serve2); empty in the skeleton.
struct FeedRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {}
}
