import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET requests through URLSession with time-outs, a maximum body size and
/// an exact Content-Length check. Nothing is cached by URLSession itself
/// (no URLCache, no cookies): conditional requests are the engine's business.
struct HTTPFetcher: Sendable {
    let limits: SyncLimits

    /// Fetches `url` with `headers`. Returns only a complete 200 (with a JSON
    /// content type) or a 304; everything else throws a ``SyncError`` that
    /// names the URL and what went wrong.
    func get(_ url: URL, headers: [String: String]) async throws(SyncError) -> HTTPResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.requestTimeout)
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }

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
                download.start(session: session, request: request, continuation: continuation)
            }
        } onCancel: {
            download.abort(.transport(url: url.absoluteString, reason: "the sync was cancelled"))
        }
        return try result.get()
    }
}

/// The state of one download, fed by URLSession's delegate callbacks.
private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Bytes of an error page kept for the message.
    static let errorSnippetBytes = 4096

    private let url: URL
    private let limits: SyncLimits
    private let started = DispatchTime.now()
    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Result<HTTPResponse, SyncError>, Never>?
    private var response: HTTPURLResponse?
    private var body = Data()
    private var failure: SyncError?
    private var deadline: DispatchWorkItem?

    init(url: URL, limits: SyncLimits) {
        self.url = url
        self.limits = limits
    }

    private var name: String { url.absoluteString }

    func start(session: URLSession, request: URLRequest, continuation: CheckedContinuation<Result<HTTPResponse, SyncError>, Never>) {
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

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            abort(.protocolViolation(url: name, reason: "not an HTTP response"))
            completionHandler(.cancel)
            return
        }
        lock.withLock { self.response = http }
        if http.statusCode == 200 {
            let type = http.value(forHTTPHeaderField: "Content-Type")
            if !JSONContentType.accepts(type) {
                abort(.wrongContentType(url: name, found: type))
                completionHandler(.cancel)
                return
            }
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
        } else if size >= Self.errorSnippetBytes {
            abort(statusError())  // enough of the error page for the message
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
    private func finish(error: Error?) -> Result<HTTPResponse, SyncError> {
        let (failure, response, body): (SyncError?, HTTPURLResponse?, Data) = lock.withLock { (self.failure, self.response, self.body) }
        if let failure { return .failure(failure) }
        let declared = response.flatMap { Int($0.value(forHTTPHeaderField: "Content-Length") ?? "") }
        let encoded = response.flatMap { $0.value(forHTTPHeaderField: "Content-Encoding") }.map { $0.lowercased() != "identity" } ?? false
        if let error {
            if let declared, !encoded, response?.statusCode == 200, body.count < declared {
                return .failure(.truncated(url: name, expected: declared, received: body.count))
            }
            return .failure(transportError(error))
        }
        guard let response else { return .failure(.protocolViolation(url: name, reason: "no response")) }
        switch response.statusCode {
        case 200:
            if let declared, !encoded, body.count != declared {
                return .failure(.truncated(url: name, expected: declared, received: body.count))
            }
        case 304:
            break
        default:
            return .failure(statusError())
        }
        return .success(HTTPResponse(
            url: url, status: response.statusCode,
            date: response.value(forHTTPHeaderField: "Date"),
            etag: response.value(forHTTPHeaderField: "ETag"),
            lastModified: response.value(forHTTPHeaderField: "Last-Modified"),
            contentType: response.value(forHTTPHeaderField: "Content-Type"),
            body: response.statusCode == 304 ? Data() : body,
            bytesReceived: body.count))
    }

    /// An error for a status other than 200 and 304, with the first line of the error page.
    private func statusError() -> SyncError {
        let (status, page): (Int, Data) = lock.withLock { (self.response?.statusCode ?? 0, self.body) }
        let text = String(decoding: page.prefix(Self.errorSnippetBytes), as: UTF8.self)
        let line: String = text.split(whereSeparator: { $0.isNewline }).first.map { String($0) } ?? ""
        let short: String = line.count > 200 ? String(line.prefix(200)) + "…" : line
        return .httpStatus(url: name, status: status, reason: short.trimmingCharacters(in: .whitespaces))
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
