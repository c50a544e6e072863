import BarKit

/// What checking one image against its golden found.
public struct GoldenOutcome: Sendable {
  /// The kind of outcome, as the failure's record spells it. Only `matched` passes.
  public typealias Status = GoldenRecord.Status

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
