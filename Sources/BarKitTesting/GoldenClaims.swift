import Foundation
import Synchronization

/// The goldens asserted so far in this process and by whom, so two tests that resolve to the
/// same file fail instead of overwriting each other's reference (names that differ only in
/// punctuation, a name reused in two tests of a `.byName` folder).
final class GoldenClaims: Sendable {
  static let shared = GoldenClaims()

  /// Who first asserted a golden, and where.
  struct Claim: Sendable, Hashable {
    let owner: String
    let site: String
  }

  private let claims = Mutex<[String: Claim]>([:])

  /// Claims `reference` for `owner` at `site`; returns the earlier claim when another test
  /// (case) holds it. The same owner may assert its golden again.
  func claim(_ reference: URL, owner: String, site: String) -> Claim? {
    claims.withLock { claims in
      let key = reference.standardizedFileURL.path
      if let earlier = claims[key] { return earlier.owner == owner ? nil : earlier }
      claims[key] = Claim(owner: owner, site: site)
      return nil
    }
  }

  /// The references claimed in this process, for the run manifest.
  var references: [String] { claims.withLock { $0.keys.sorted() } }
}
