/// Hears how a tile run goes, for a progress display: the generator calls
/// ``tilesBegan(total:skipped:name:)`` once the work is known, then
/// ``tilesRendered(_:)`` from its worker threads after each batch is written,
/// then ``tilesEnded()`` (also when the run fails). Drawing a progress bar is
/// the front end's business (the CLI draws one on a terminal).
public protocol TileProgressObserver: Sendable {
    /// `total` tiles will be rendered; `skipped` were there already.
    func tilesBegan(total: Int, skipped: Int, name: String)
    /// `count` more tiles were rendered and written (called from several threads).
    func tilesRendered(_ count: Int)
    /// The run is over.
    func tilesEnded()
}
