import BarKitCompare
import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `<stem>.json` BarKitTesting writes beside a failure's images, as far as the report
/// reads it: every field optional, so an older or partial record still gives a page entry.
package struct FailureRecord: Decodable {
  /// The largest record read (`report`, `accept`): 1 MiB, far above a message and a scene's
  /// changed elements.
  package static let maximumByteCount = 1 << 20

  struct Bounds: Decodable {
    let x: Int, y: Int, width: Int, height: Int
  }
  struct Result: Decodable {
    let changedBounds: Bounds?
    let differingPixels: Int?
  }
  /// The stem and reference the record names: a BarKit record names both.
  let stem: String?
  let referencePath: String?
  let message: String?
  let status: String?
  let result: Result?
  /// The elements holding the changed pixels, for a golden rendered from a scene.
  let changedElements: ElementChanges?
  /// The assertion's file and line, as the test's build saw them.
  let file: String?
  let line: Int?
}

extension FailureRecord {
  /// The record at `url`, or `nil` where there is none. One that is there but cannot be used (a
  /// link, which is not followed; above ``maximumByteCount``; not JSON; a field of the wrong
  /// type) throws a one-line reason naming the file, which the page shows as the failure's
  /// message: a forged or damaged record never vanishes from the page.
  package static func read(at url: URL) throws(Unreadable) -> FailureRecord? {
    // Not following links: absent means neither a file nor a link is there.
    guard (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil else { return nil }
    let name = url.lastPathComponent
    let data: Data
    do {
      data = try InputFile.read(url, maxByteCount: maximumByteCount, followingLinks: false)
    } catch {
      throw Unreadable(message: "\(name): cannot read: \(error.reason)")
    }
    do {
      return try JSONDecoder().decode(FailureRecord.self, from: data)
    } catch let error as DecodingError {
      throw Unreadable(message: "\(name): not a BarKit failure record: \(Self.reason(error))")
    } catch {
      throw Unreadable(message: "\(name): not a BarKit failure record: \(error)")
    }
  }

  /// Why a record could not be read, as the page shows it.
  package struct Unreadable: Error, Sendable {
    package let message: String
  }

  /// A decoding error in one line: the field's path and what it should have been.
  private static func reason(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "" : "\(path): "
    }
    switch error {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(at(context))expected \(type)"
    case .keyNotFound(let key, let context): return "\(at(context))missing \"\(key.stringValue)\""
    case .dataCorrupted(let context): return "\(at(context))not JSON"
    @unknown default: return "not JSON"
    }
  }
}
