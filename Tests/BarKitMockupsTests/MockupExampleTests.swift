import BarKitChrome
import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

/// Keeps the worked example of Docs/Mockups.md true: one capture, five devices, 13 locales.
@Suite struct MockupExampleTests {
  static let folder = SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Examples/mockups")

  @Test func theManifestMakesEveryDeviceInEveryLocale() throws {
    let jobs = try BatchManifest(contentsOf: Self.folder.appendingPathComponent("mockups.json")).jobs()
    #expect(jobs.count == 5 * 13)
    #expect(jobs.first?.output == "en/inbox-iphone-4s.png")
    #expect(jobs.last?.output == "zh-Hant/inbox-ipad-retina.png")
    let scenes = try jobs.map { try $0.scene() }
    for scene in scenes { try scene.checkFiles() }
    #expect(Set(scenes.compactMap { $0.locale?.language }) == Set(SystemLanguage.allCases))
    let japanese = try #require(scenes.first { $0.locale?.language == .ja })
    #expect(
      japanese.spellingOutSystemStrings().tabBar?.items.first?.content == .systemItem(.favorites, title: "よく使う項目"))
  }

  @Test func theCapturesOwnBarsAreCutAndTheRestSitsBetweenTheNewBars() throws {
    let job = try #require(
      try BatchManifest(contentsOf: Self.folder.appendingPathComponent("mockups.json")).jobs().first {
        $0.output == "de/inbox-iphone-5s.png"
      })
    let out = try SceneRenderer().render(try job.scene()).pixmap
    let capture = try Pixmap(contentsOfPNGFile: Self.folder.appendingPathComponent("capture.png"))
    // On the iPhone 5s the 640×910 pixels left after the crop fill the space between the bars
    // one to one: each row below the navigation bar's hairline is the capture's same row.
    for y in stride(from: 129, to: 1136 - 98 - 1, by: 7) {
      for x in [4, 100, 320, 636] {
        #expect(out.color(x, y) == capture.color(x, y), "(\(x), \(y))")
      }
    }
    // The capture's own hairlines (rows 128 and 1037, one device pixel outside its bars) are
    // where the new bars draw theirs: drawn once, as in the capture (black α 0.302 over the
    // white rows: 178), not twice (124).
    for (x, y) in [(4, 128), (600, 128), (4, 1037), (320, 1037)] {
      #expect(out.color(x, y) == RGBA8(r: 178, g: 178, b: 178), "(\(x), \(y))")
      #expect(out.color(x, y) == capture.color(x, y), "(\(x), \(y))")
    }
  }
}
