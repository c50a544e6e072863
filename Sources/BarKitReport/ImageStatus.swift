import BarKitCompare

/// What a run found for one image, in the one vocabulary every report speaks (the page,
/// Markdown, JUnit, annotations, `accept`): a golden assertion's (``GoldenRecord/Status``:
/// matched, recorded, mismatched, resized, missing, error) and a folder comparison's
/// (``FolderComparisonEntry/Status``: passed, changed, resized, missing, added, unreadable),
/// plus `failed` for a failure whose record is absent. Each producer keeps its own narrower
/// type, so a record cannot say `added` nor a folder `recorded`.
public enum ImageStatus: String, Sendable, Hashable, Codable, CaseIterable {
  case matched, recorded, mismatched, error
  case passed, changed, resized, added, unreadable
  /// No image where a golden was expected: in both vocabularies.
  case missing
  /// A failure known only by its image, with no record to say more.
  case failed

  /// A golden assertion's status.
  public init(_ status: GoldenRecord.Status) {
    switch status {
    case .matched: self = .matched
    case .recorded: self = .recorded
    case .mismatched: self = .mismatched
    case .resized: self = .resized
    case .missing: self = .missing
    case .error: self = .error
    }
  }

  /// A folder comparison's status.
  public init(_ status: FolderComparisonEntry.Status) {
    switch status {
    case .passed: self = .passed
    case .changed: self = .changed
    case .resized: self = .resized
    case .missing: self = .missing
    case .added: self = .added
    case .unreadable: self = .unreadable
    }
  }
}
