import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The network transport: GET requests through URLSession with an idle limit
/// (no progress for ``SyncLimits/requestTimeout`` seconds, headers included),
/// a minimum rate of the body (``MinimumRate``), an overall limit, a maximum
/// body size and an exact Content-Length check.
/// Nothing is cached by URLSession itself (no URLCache, no cookies):
/// conditional requests are the engine's business.
///
/// Bodies are asked for and accepted uncompressed only (`Accept-Encoding:
/// identity`): URLSession on Linux inflates a compressed body on its own
/// thread, ahead of the delegate that counts it, so a few megabytes of gzip
/// could inflate to gigabytes before the size limit could stop them. A server
/// that compresses anyway is refused before any of the body is read.
public struct URLSessionTransport: SyncTransport {
    public init() {}

    public func get(_ request: TransportRequest) async throws(SyncError) -> TransportResponse {
        let limits = request.limits
        let url = request.url
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.requestTimeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")

        let configuration = URLSessionConfiguration.ephemeral
        // Backstops only: the download's own watchdog applies the limits (and names them).
        configuration.timeoutIntervalForRequest = limits.requestTimeout + 5
        configuration.timeoutIntervalForResource = limits.resourceTimeout + 5
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
    /// When the last progress (the headers, a piece of the body) was seen.
    private var lastProgress = DispatchTime.now()
    private var watchdog: DispatchSourceTimer?
    /// The minimum rate of the body, measured from the headers on.
    private var rate: MinimumRate

    init(url: URL, limits: SyncLimits) {
        self.url = url
        self.limits = limits
        self.rate = MinimumRate(limits)
    }

    /// Seconds since an arbitrary start, for the rate rule.
    private static func seconds(_ time: DispatchTime) -> TimeInterval { Double(time.uptimeNanoseconds) / 1e9 }

    private var name: String { url.absoluteString }

    func start(session: URLSession, request: URLRequest, continuation: CheckedContinuation<Result<TransportResponse, SyncError>, Never>) {
        let task = session.dataTask(with: request)
        // A backstop for the resource time-out: URLSession's own is not enforced everywhere.
        let seconds = limits.resourceTimeout
        let deadline = DispatchWorkItem { [weak self, name] in
            self?.abort(.timedOut(url: name, seconds: seconds))
        }
        // The idle limit: no progress for `requestTimeout` seconds stops the download at once;
        // the minimum rate: too few bytes in the last `rateWindow` seconds of the body.
        let idle = limits.requestTimeout
        let watchdog = DispatchSource.makeTimerSource(queue: .global())
        let tick = min(0.25, idle / 4, limits.rateWindow / 4)
        watchdog.schedule(deadline: .now() + tick, repeating: tick)
        watchdog.setEventHandler { [weak self, name, limits] in
            guard let self else { return }
            let (quiet, slow) = lock.withLock {
                let now = DispatchTime.now()  // read under the lock: never before `lastProgress`
                return (Double(now.uptimeNanoseconds - lastProgress.uptimeNanoseconds) / 1e9,
                        rate.check(bytes: body.count, at: Self.seconds(now)))
            }
            if quiet >= idle {
                abort(.stalled(url: name, seconds: idle))
            } else if let slow {
                abort(.tooSlow(url: name, received: slow, seconds: limits.rateWindow, minimumBytesPerSecond: limits.minimumBytesPerSecond))
            }
        }
        let cancelled = lock.withLock {
            self.continuation = continuation
            self.task = task
            self.deadline = deadline
            self.watchdog = watchdog
            lastProgress = .now()
            return failure != nil
        }
        watchdog.resume()
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
        lock.withLock {
            self.response = http
            lastProgress = .now()
            rate.start(at: Self.seconds(lastProgress), bytes: body.count)
        }
        if http.statusCode == 200 {
            if let encoding = http.value(forHTTPHeaderField: "Content-Encoding"), encoding.lowercased() != "identity" {
                abort(.protocolViolation(url: name, reason: "the server sent a compressed body (Content-Encoding: \(TerminalText.escaped(encoding))) "
                                         + "although Regio asked for none (Accept-Encoding: identity); compressed bodies are refused"))
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

    /// A 401 with `WWW-Authenticate` comes here as a challenge. Regio sends its
    /// credentials with the request (`Authorization`, ``SyncCredentials``), so it
    /// has nothing more to offer: the 401 is the answer, kept as the response of
    /// an error page stopped here (with what of the page has arrived). Left to URLSession's
    /// default handling, the task waited on Linux until a time limit stopped it
    /// ("too slow" after 20 s instead of "HTTP 401").
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if let refused = challenge.failureResponse as? HTTPURLResponse {
            lock.withLock {
                response = refused
                errorPageComplete = true
            }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (status, size) = lock.withLock {
            lastProgress = .now()
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
        let (continuation, deadline, watchdog) = lock.withLock {
            let taken = (self.continuation, self.deadline, self.watchdog)
            self.continuation = nil
            self.deadline = nil
            self.watchdog = nil
            return taken
        }
        deadline?.cancel()
        watchdog?.cancel()
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
            return elapsed >= limits.resourceTimeout ? .timedOut(url: name, seconds: limits.resourceTimeout)
                : .stalled(url: name, seconds: limits.requestTimeout)
        }
        return .transport(url: name, reason: (error as NSError).localizedDescription)
    }
}
