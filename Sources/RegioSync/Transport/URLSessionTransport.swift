import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The network transport: GET requests through URLSession with time-outs, a
/// maximum body size and an exact Content-Length check. Nothing is cached by
/// URLSession itself (no URLCache, no cookies): conditional requests are the
/// engine's business.
public struct URLSessionTransport: SyncTransport {
    public init() {}

    public func get(_ request: TransportRequest) async throws(SyncError) -> TransportResponse {
        let limits = request.limits
        let url = request.url
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.requestTimeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.requestTimeout
        configuration.timeoutIntervalForResource = limits.resourceTimeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never

        let download = Download(url: url, limits: limits)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                download.start(session: session, request: urlRequest, continuation: continuation)
            }
        } onCancel: {
            download.abort(.transport(url: url.absoluteString, reason: "the sync was cancelled"))
        }
        return try result.get()
    }
}

/// The state of one download, fed by URLSession's delegate callbacks.
private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let limits: SyncLimits
    private let started = DispatchTime.now()
    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Result<TransportResponse, SyncError>, Never>?
    private var response: HTTPURLResponse?
    private var body = Data()
    private var failure: SyncError?
    /// Set when an error page was cut at ``TransportRequest/errorPageBytes``: enough for the message.
    private var errorPageComplete = false
    private var deadline: DispatchWorkItem?

    init(url: URL, limits: SyncLimits) {
        self.url = url
        self.limits = limits
    }

    private var name: String { url.absoluteString }

    func start(session: URLSession, request: URLRequest, continuation: CheckedContinuation<Result<TransportResponse, SyncError>, Never>) {
        let task = session.dataTask(with: request)
        // A backstop for the resource time-out: URLSession's own is not enforced everywhere.
        let seconds = limits.resourceTimeout
        let deadline = DispatchWorkItem { [weak self, name] in
            self?.abort(.timedOut(url: name, seconds: seconds))
        }
        let cancelled = lock.withLock {
            self.continuation = continuation
            self.task = task
            self.deadline = deadline
            return failure != nil
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: deadline)
        if cancelled { task.cancel() } else { task.resume() }
    }

    /// Stops the download with `error` (the first reason wins).
    func abort(_ error: SyncError) {
        let task = lock.withLock {
            if failure == nil { failure = error }
            return self.task
        }
        task?.cancel()
    }

    /// Stops the download of an error page that is long enough for the message.
    private func stopErrorPage() {
        let task = lock.withLock {
            errorPageComplete = true
            return self.task
        }
        task?.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            abort(.protocolViolation(url: name, reason: "not an HTTP response"))
            completionHandler(.cancel)
            return
        }
        lock.withLock { self.response = http }
        if http.statusCode == 200 {
            let declared = Int(http.value(forHTTPHeaderField: "Content-Length") ?? "") ?? -1
            if declared > limits.maxBodyBytes {
                abort(.bodyTooLarge(url: name, limit: limits.maxBodyBytes, size: declared))
                completionHandler(.cancel)
                return
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (status, size) = lock.withLock {
            body.append(data)
            return (response?.statusCode ?? 0, body.count)
        }
        if status == 200 || status == 304 {
            if size > limits.maxBodyBytes {
                abort(.bodyTooLarge(url: name, limit: limits.maxBodyBytes, size: size))
            }
        } else if size >= TransportRequest.errorPageBytes {
            stopErrorPage()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (continuation, deadline) = lock.withLock {
            let taken = (self.continuation, self.deadline)
            self.continuation = nil
            self.deadline = nil
            return taken
        }
        deadline?.cancel()
        continuation?.resume(returning: finish(error: error))
    }

    /// The outcome once URLSession has finished (or was cancelled).
    private func finish(error: Error?) -> Result<TransportResponse, SyncError> {
        let (failure, response, body, pageComplete): (SyncError?, HTTPURLResponse?, Data, Bool) = lock.withLock {
            (self.failure, self.response, self.body, self.errorPageComplete)
        }
        if let failure { return .failure(failure) }
        let declared = response.flatMap { Int($0.value(forHTTPHeaderField: "Content-Length") ?? "") }
        let encoded = response.flatMap { $0.value(forHTTPHeaderField: "Content-Encoding") }.map { $0.lowercased() != "identity" } ?? false
        if let error, !pageComplete {
            if let declared, !encoded, response?.statusCode == 200, body.count < declared {
                return .failure(.truncated(url: name, expected: declared, received: body.count))
            }
            return .failure(transportError(error))
        }
        guard let response else { return .failure(.protocolViolation(url: name, reason: "no response")) }
        if response.statusCode == 200, let declared, !encoded, body.count != declared {
            return .failure(.truncated(url: name, expected: declared, received: body.count))
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields { headers[name] = value }
        let kept = response.statusCode == 200 || response.statusCode == 304 ? body : body.prefix(TransportRequest.errorPageBytes)
        return .success(TransportResponse(status: response.statusCode, headers: headers, body: kept))
    }

    private func transportError(_ error: Error) -> SyncError {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        if code == .timedOut {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            return .timedOut(url: name, seconds: elapsed >= limits.resourceTimeout ? limits.resourceTimeout : limits.requestTimeout)
        }
        return .transport(url: name, reason: (error as NSError).localizedDescription)
    }
}
