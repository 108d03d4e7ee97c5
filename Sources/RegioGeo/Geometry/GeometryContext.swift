import CGEOS
import Foundation

/// A GEOS context (`GEOSContextHandle_t`, the reentrant `_r` API): the owner of
/// every ``Geometry`` and ``PreparedGeometry`` made with it.
///
/// GEOS reports errors through a message handler; the context keeps the last
/// message and every failing call becomes a Swift ``GeoError/geos(_:)`` with
/// it, never a crash. The handle is finished when the context and all its
/// geometries (which retain it) are gone.
///
/// ## Threads
/// GEOS itself allows one context per thread and no concurrent use of a
/// context or of its geometries. This wrapper enforces that contract with a
/// lock: every GEOS call made for a context (and for its geometries) holds the
/// context's lock, so sharing a context between threads is *safe* but
/// *serialised*. That is why the classes are `Sendable` (`@unchecked`, the
/// lock being the reason). For parallel work give each thread or task its own
/// context and hand geometries over with ``Geometry/copy(into:)``.
/// Binary operations on geometries of two different contexts clone the
/// argument into the receiver's context first, so two locks are never held
/// at once.
///
/// ```swift
/// let context = GeometryContext()
/// let box = Geometry.box(BoundingBox(west: 14, south: 49, east: 15, north: 50), context: context)
/// box.contains(Coordinate(latitude: 49.5, longitude: 14.5))   // true
/// ```
public final class GeometryContext: @unchecked Sendable {
    /// The raw handle; use only inside ``perform(_:)``.
    let handle: OpaquePointer
    private let lock = NSRecursiveLock()
    // All of the following are guarded by `lock`.
    private var lastError: String?
    private var lastNotice: String?
    private var wkbReader: OpaquePointer?
    private var wkbWriter: OpaquePointer?
    private var ownedObjects = 0

    /// Creates a GEOS context with error and notice handlers installed.
    public init() {
        guard let h = GEOS_init_r() else { fatalError("GEOS_init_r failed: out of memory") }
        handle = h
        LiveGEOSObjects.shared.add(1)
        let me = Unmanaged.passUnretained(self).toOpaque()
        // The handlers receive the context through `userdata`; they run on the
        // thread that called GEOS, which holds `lock`.
        _ = GEOSContext_setErrorMessageHandler_r(h, { message, userdata in
            guard let userdata else { return }
            let context = Unmanaged<GeometryContext>.fromOpaque(userdata).takeUnretainedValue()
            context.lastError = message.map { String(cString: $0) } ?? "unknown GEOS error"
        }, me)
        _ = GEOSContext_setNoticeMessageHandler_r(h, { message, userdata in
            guard let userdata else { return }
            let context = Unmanaged<GeometryContext>.fromOpaque(userdata).takeUnretainedValue()
            context.lastNotice = message.map { String(cString: $0) }
        }, me)
    }

    deinit {
        if let wkbReader { GEOSWKBReader_destroy_r(handle, wkbReader); LiveGEOSObjects.shared.add(-1) }
        if let wkbWriter { GEOSWKBWriter_destroy_r(handle, wkbWriter); LiveGEOSObjects.shared.add(-1) }
        GEOS_finish_r(handle)
        LiveGEOSObjects.shared.add(-1)
    }

    /// The GEOS library version, e.g. "3.11.1-CAPI-1.17.1".
    public static var geosVersion: String { String(cString: GEOSversion()) }

    /// The number of GEOS objects (geometries, prepared geometries, WKB readers
    /// and writers) this context owns right now. Tests assert it returns to 0.
    public var liveObjectCount: Int { perform { _ in ownedObjects } }

    /// The number of GEOS objects alive in the whole process, contexts included.
    public static var liveObjectCount: Int { LiveGEOSObjects.shared.value }

    /// The last notice GEOS sent (for example a validity notice), if any.
    public var lastNoticeMessage: String? { perform { _ in lastNotice } }

    // MARK: - Internals for the geometry classes

    /// Runs `body` with the handle while holding the context's lock, after
    /// clearing the last error message.
    func perform<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        lastError = nil
        return try body(handle)
    }

    /// The error for a failed GEOS call: GEOS's own message when it sent one.
    /// Call inside ``perform(_:)``.
    func failure(_ operation: String) -> GeoError {
        let message = lastError ?? "\(operation) failed"
        lastError = nil
        return .geos(message)
    }

    /// Counts an object created for this context (call inside ``perform(_:)``).
    func adopt() { ownedObjects += 1; LiveGEOSObjects.shared.add(1) }
    /// Counts an object destroyed (call inside ``perform(_:)``).
    func release() { ownedObjects -= 1; LiveGEOSObjects.shared.add(-1) }

    /// The context's WKB reader, created on first use (call inside ``perform(_:)``).
    func reader() throws -> OpaquePointer {
        if let wkbReader { return wkbReader }
        guard let r = GEOSWKBReader_create_r(handle) else { throw failure("GEOSWKBReader_create") }
        wkbReader = r
        LiveGEOSObjects.shared.add(1)
        return r
    }

    /// The context's WKB writer (2D, little endian, ISO flavour), created on first use.
    func writer() throws -> OpaquePointer {
        if let wkbWriter { return wkbWriter }
        guard let w = GEOSWKBWriter_create_r(handle) else { throw failure("GEOSWKBWriter_create") }
        GEOSWKBWriter_setOutputDimension_r(handle, w, 2)
        GEOSWKBWriter_setByteOrder_r(handle, w, Int32(GEOS_WKB_NDR.rawValue))
        GEOSWKBWriter_setFlavor_r(handle, w, Int32(GEOS_WKB_ISO.rawValue))
        wkbWriter = w
        LiveGEOSObjects.shared.add(1)
        return w
    }
}

/// A process-wide count of live GEOS objects (contexts, geometries, prepared
/// geometries, WKB readers and writers).
final class LiveGEOSObjects: @unchecked Sendable {
    static let shared = LiveGEOSObjects()
    private let lock = NSLock()
    private var count = 0
    func add(_ n: Int) { lock.lock(); count += n; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
