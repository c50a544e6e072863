import BarKit
import Foundation
import Testing

/// The images of a failing golden, attached to the Swift Testing issue so `swift test
/// --attachments-path DIR` (and IDEs) collect them with the test: `<stem>.reference.png`,
/// `<stem>.actual.png` and `<stem>.diff.png`, as far as the failure wrote them. Corelibs XCTest
/// on Linux has no `XCTAttachment`; there the artifacts folder is the only copy.
enum GoldenAttachments {
  /// Attaches the artifacts of `location` that BarKit wrote (never a user's file that happens to
  /// carry an artifact's name), to the running Swift Testing test.
  static func record(_ location: GoldenLocation, sourceLocation: SourceLocation) {
    let folder = ArtifactsFolder(root: location.artifactsRoot)
    for url in [location.referenceArtifact, location.actualArtifact, location.diffArtifact] where folder.owns(url) {
      guard let data = try? Data(contentsOf: url) else { continue }
      Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: sourceLocation)
    }
  }
}
