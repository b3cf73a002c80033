import FoundationEssentials

/// The limits every request obeys, in one place: deadlines, stalls, size, retries, redirects.
///
/// The defaults are the shell's promise: whatever a server does, a request (its retries and
/// redirects included) is over within `budget`, so any command that needs the network ends within
/// 10 s, with a line and `retry`.
public struct HTTPPolicy: Sendable {
    /// Longest wait for the first byte of an answer (connecting included). Short, so a network that
    /// silently drops packets is given up on (and the offline catalogue used) quickly.
    public var responseTimeout: TimeInterval
    /// Longest the whole request may take: every attempt, redirect and wait between retries.
    public var budget: TimeInterval
    /// An answer arriving slower than `minimumRate` bytes a second over `stallWindow` is abandoned:
    /// a server dripping its body must not hold a command for its whole deadline.
    public var minimumRate: Int
    public var stallWindow: TimeInterval
    /// Bodies larger than this are refused: by their declared length before they are read, or as
    /// they arrive.
    public var maxBodyBytes: Int
    /// Tries per request, the first included, for failures a second try may cure only.
    public var maxAttempts: Int
    /// The first retry waits this long, each later one twice as long (with jitter).
    public var retryBaseDelay: TimeInterval
    /// A 429 is retried only when its `Retry-After` (1 s when absent) is at most this.
    public var maxRetryAfter: TimeInterval
    /// Redirects followed per request, at most, and only to the same scheme, host and port.
    public var maxRedirects: Int
    /// Sent as `User-Agent`, so the API's operators can tell who is calling.
    public var userAgent: String

    public init(
        responseTimeout: TimeInterval = 5, budget: TimeInterval = 9, minimumRate: Int = 1024,
        stallWindow: TimeInterval = 3, maxBodyBytes: Int = 8 << 20, maxAttempts: Int = 3,
        retryBaseDelay: TimeInterval = 0.25, maxRetryAfter: TimeInterval = 3, maxRedirects: Int = 5,
        userAgent: String = "sous (terminal recipe shell)"
    ) {
        self.responseTimeout = responseTimeout
        self.budget = budget
        self.minimumRate = minimumRate
        self.stallWindow = stallWindow
        self.maxBodyBytes = maxBodyBytes
        self.maxAttempts = max(1, maxAttempts)
        self.retryBaseDelay = retryBaseDelay
        self.maxRetryAfter = maxRetryAfter
        self.maxRedirects = maxRedirects
        self.userAgent = userAgent
    }
}

extension HTTPPolicy {
    /// The policy with `seconds` as its answer timeout (a slow network's), the whole request's budget
    /// moved by as much; unchanged for nil.
    public func withAnswerTimeout(_ seconds: TimeInterval?) -> HTTPPolicy {
        guard let seconds else { return self }
        var policy = self
        policy.budget += seconds - responseTimeout
        policy.responseTimeout = seconds
        return policy
    }
}
