import BarKitFiles
import BarKitGeometry
import BarKitPNG
import BarKitScene
import BarKitTesting
import Foundation
import TestSupport
import Testing

@testable import BarKitChrome

/// `Docs/icons.json` mirrors the icon table so tools outside Swift (Tests/Scripts/icons-contact-sheet.sh)
/// can draw it. Run with `BARKIT_RECORD=all` to rewrite it (off CI; the run fails, as a recorded
/// golden does); otherwise the test fails when it is stale.
@Suite struct IconJSONTests {
  /// The JSON shape of one layer: SVG attribute names, so the script maps them one to one.
  struct LayerRecord: Codable, Equatable {
    var d: String
    var fillRule: String?
    var strokeWidth: Double?
    var strokeLinecap: String?
    var strokeLinejoin: String?
    var strokeMiterlimit: Double?
    var opacity: Double
  }

  struct IconRecord: Codable, Equatable {
    var name: String
    var viewBox: [Double]
    var layers: [LayerRecord]
  }

  struct Document: Codable, Equatable {
    var icons: [IconRecord]
  }

  static func record(_ icon: Icon) -> IconRecord {
    let layers = icon.layers.map { layer -> LayerRecord in
      var record = LayerRecord(d: layer.pathData, opacity: layer.opacity)
      switch layer.paint {
      case .fill(let rule):
        record.fillRule = rule.rawValue
      case .stroke(let style):
        record.strokeWidth = style.lineWidth
        record.strokeLinecap = style.lineCap.rawValue
        record.strokeLinejoin = style.lineJoin.rawValue
        record.strokeMiterlimit = style.miterLimit
      }
      return record
    }
    let box = icon.viewBox
    return IconRecord(name: icon.name, viewBox: [box.minX, box.minY, box.width, box.height], layers: layers)
  }

  static func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(Document(icons: IconCatalog.all.map(record)))
    data.append(0x0A)
    return data
  }

  static let file = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/icons.json")

  @Test func docsIconsJSONMatchesTheTable() throws {
    let fresh = try Self.encoded()
    // As goldens are recorded (RecordMode): only when asked, never on CI, and a write fails
    // the test, so the rewritten file is looked at before it is trusted.
    let environment = ProcessInfo.processInfo.environment
    if try RecordMode.fromEnvironment(environment) == .all, !RecordMode.isCI(environment) {
      try AtomicFile.write(fresh, to: Self.file)
      Issue.record("recorded \(Self.file.path) (BARKIT_RECORD=all); look at its diff and run again without it")
      return
    }
    let stored = try JSONDecoder().decode(Document.self, from: try Data(contentsOf: Self.file)).icons
    let current = IconCatalog.all.map(Self.record)
    // Name the stale icons rather than printing both documents.
    let stale = current.filter { !stored.contains($0) }.map(\.name)
    let removed = stored.filter { !current.contains($0) }.map(\.name)
    #expect(
      stale.isEmpty && removed.isEmpty && stored.count == current.count,
      "Docs/icons.json is stale (changed: \(stale), gone: \(removed)); run BARKIT_RECORD=all swift test --filter IconJSONTests"
    )
  }

  @Test func recordsKeepEveryLayerAndTheViewBox() {
    let record = Self.record(NavigationIcons.searchFieldClear)
    #expect(record.viewBox == [0, 0, 14, 14])
    #expect(record.layers.count == 1)
    #expect(record.layers[0].fillRule == "evenodd")
    #expect(record.layers[0].strokeWidth == nil)
    let chevron = Self.record(NavigationIcons.backChevron).layers[0]
    #expect(chevron.strokeWidth == 2.95)
    #expect(chevron.strokeLinecap == "butt")
    #expect(chevron.fillRule == nil)
  }
}
