import BarKit

/// What checking one image against its golden found.
public struct GoldenOutcome: Sendable {
  /// The kind of outcome. Only `matched` passes.
  public enum Status: String, Sendable, Hashable, Codable {
    /// The image matches its reference within the options.
    case matched
    /// The reference was written (record mode `all`, or a missing reference); the test fails.
    case recorded
    /// The image does not match its reference.
    case mismatched
    /// There is no reference and record mode `never` wrote none.
    case missing
    /// Something went wrong (unreadable reference, unwritable file, render error).
    case error
  }

  public let status: Status
  /// The failure message (with the files' paths and the numbers), `nil` when matched.
  public let message: String?
  /// Where the reference and the artifacts are.
  public let location: GoldenLocation
  /// The comparison, when one ran.
  public let comparison: ImageComparisonResult?
  /// The elements holding the changed pixels, when the image came with an element map (a
  /// rendered scene) and differs from its golden.
  public var changedElements: ElementChanges? = nil

  /// Whether the assertion passes: only a match does.
  public var passed: Bool { status == .matched }
}
