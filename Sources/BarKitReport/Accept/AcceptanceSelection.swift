import BarKitFiles

/// The failures `--only` chooses (all when it is not given), and the patterns that matched
/// none of the run's failures.
public struct AcceptanceSelection: Sendable {
  public let only: [GlobPattern]
  private var matched: Set<GlobPattern> = []

  public init(only: [GlobPattern]) { self.only = only }

  /// Whether the failure named `name` is chosen; remembers the patterns that match it.
  public mutating func chooses(_ name: String) -> Bool {
    let matching = only.filter { $0.matches(name) }
    matched.formUnion(matching)
    return only.isEmpty || !matching.isEmpty
  }

  /// The patterns no failure matched, in the order given.
  public var unmatched: [GlobPattern] { only.filter { !matched.contains($0) } }
}
