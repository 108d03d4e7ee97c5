import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock between processes, held while a store is opened and
/// migrated, so that two `regio` processes starting on a new store do not both
/// create its tables. It is an advisory `flock` on `<store>.lock`, released
/// when the lock is dropped or the process dies.
final class MigrationLock {
    private let fd: Int32

    /// Waits until no other process holds the lock.
    init(storePath: String) throws {
        fd = open(storePath + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw StoreError.cannotOpen(path: storePath, detail: "cannot create the lock file \(storePath).lock: \(String(cString: strerror(errno)))")
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw StoreError.cannotOpen(path: storePath, detail: "cannot lock \(storePath).lock: \(reason)")
            }
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
