import Foundation
import MealKit
import SousCore
import Testing

/// Drives the session one event at a time and fails on anything the test did not say.
///
/// Each `send` names the effects the event must produce, all of them and in order, and changes a
/// copy of the state before the event into the state expected after it; a difference in either
/// is a test failure at the caller's line. No effect can be dropped with `_ =`, no state change
/// can pass unseen (TCA's `TestStore` is the model).
public struct SessionTestStore {
    public private(set) var session: Session

    public init(_ state: SessionState = SessionState(), clock: SessionClock = .fixed(SessionTestStore.fixedDate)) {
        session = Session(state: state, clock: clock)
    }

    /// The instant the store's clock stands at unless told otherwise: 2025-11-24 16:00 UTC.
    public static let fixedDate = Date(timeIntervalSince1970: 1_764_000_000)

    public var state: SessionState { session.state }

    /// Sends `event`, expecting exactly `effects` and the state `update` makes of the old one.
    public mutating func send(
        _ event: Event, effects expected: [Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout SessionState) -> Void = { _ in }
    ) {
        var expectedState = session.state
        update(&expectedState)
        let effects = session.handle(event)
        if effects != expected {
            Issue.record("effects of \(event):\n  got      \(effects)\n  expected \(expected)", sourceLocation: sourceLocation)
        }
        if session.state != expectedState {
            Issue.record("state after \(event):\n\(Self.difference(session.state, expectedState))", sourceLocation: sourceLocation)
        }
    }

    /// Sends a typed command.
    public mutating func send(
        _ command: Command, effects expected: [Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout SessionState) -> Void = { _ in }
    ) {
        send(.command(command), effects: expected, sourceLocation: sourceLocation, update)
    }

    /// Feeds back what a fetch answered.
    public mutating func receive(
        _ response: Response, effects expected: [Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout SessionState) -> Void = { _ in }
    ) {
        send(.loaded(response), effects: expected, sourceLocation: sourceLocation, update)
    }

    /// The fields of two states that differ, one a line, so a failure says what changed.
    private static func difference(_ got: SessionState, _ expected: SessionState) -> String {
        let gotFields = Mirror(reflecting: got).children
        let expectedFields = Dictionary(
            Mirror(reflecting: expected).children.compactMap { child in child.label.map { ($0, child.value) } },
            uniquingKeysWith: { first, _ in first })
        return gotFields.compactMap { child -> String? in
            guard let label = child.label else { return nil }
            let mine = String(describing: child.value)
            let theirs = expectedFields[label].map { String(describing: $0) } ?? "—"
            return mine == theirs ? nil : "  \(label): got \(mine)\n  \(String(repeating: " ", count: label.count))  expected \(theirs)"
        }.joined(separator: "\n")
    }
}
