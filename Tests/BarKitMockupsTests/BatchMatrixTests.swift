import BarKitChrome
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

@Suite struct BatchMatrixTests {
  static let matrix = #"""
    {"devices": ["iphone-5s", "iphone-6"],
     "locales": {"en": {}, "de": {}, "zh-Hans": {}},
     "styles": {"light": {}, "dark": {"barStyle": "black"}},
     "entries": [{"name": "a", "scene": \#(tinyScene)}, {"name": "b", "scene": \#(tinyScene)}]}
    """#

  @Test func expandsEveryEntryOverEveryAxisInNestingOrder() throws {
    let jobs = try manifest(Self.matrix).jobs()
    #expect(jobs.count == 2 * 2 * 3 * 2)
    #expect(Set(jobs.map(\.output)).count == jobs.count)
    #expect(
      jobs.prefix(3).map(\.output) == [
        "a-iphone-5s-en-light.png", "a-iphone-5s-en-dark.png", "a-iphone-5s-de-light.png",
      ])
    #expect(jobs.last?.output == "b-iphone-6-zh-Hans-dark.png")
  }

  @Test func anAbsentAxisCountsOnce() throws {
    let jobs = try manifest(#"{"entries": [{"name": "only", "scene": \#(tinyScene)}]}"#).jobs()
    #expect(jobs.map(\.output) == ["only.png"])
    #expect(jobs[0].device == nil && jobs[0].locale == nil)
  }

  @Test func appearancesAreAnAxis() throws {
    let jobs = try manifest(#"{"appearances": ["ios7", "ios6"], "entries": [{"name": "x", "scene": \#(tinyScene)}]}"#)
      .jobs()
    #expect(jobs.map(\.output) == ["x-ios7.png", "x-ios6.png"])
    #expect(try jobs.map { try $0.scene().appearance } == [.ios7, .ios6])
  }

  @Test func templatesFillPlaceholdersAndEscapeBraces() throws {
    let t = try NameTemplate("{locale}/{name}@{device}{{x}}.png", available: [.name, .locale, .device])
    #expect(t.name([.name: "inbox", .locale: "de", .device: "iphone-6"]) == "de/inbox@iphone-6{x}.png")
    #expect(t.placeholders == [.locale, .name, .device])
  }

  @Test func templateErrorsNameTheOutputPath() {
    #expect(
      manifestError(#"{"output": "{name}-{colour}.png", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)
        == "batch.json: output: unknown placeholder {colour} (expected one of: {name}, {device}, {locale}, {style}, {appearance}, {storeLanguage}, {displayClass}, {index})"
    )
    #expect(
      manifestError(#"{"output": "{name}-{locale}.png", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)
        == "batch.json: output: {locale} needs the manifest's \"locales\"")
    #expect(
      manifestError(#"{"output": "{name", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)
        == "batch.json: output: unterminated '{'")
  }

  @Test func outputsThatCollideOrEscapeTheFolderAreErrors() {
    let collide = manifestError(
      #"{"devices": ["iphone-5s", "iphone-6"], "output": "{name}.png", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#
    )
    #expect(
      collide
        == "batch.json: output: entries[0] and entries[0] both make \"a.png\"; add the placeholders that tell them apart"
    )
    #expect(
      manifestError(#"{"output": "../{name}.png", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)
        == "batch.json: output: \"../a.png\" is not a relative path inside the output folder")
  }

  @Test func manifestErrorsNameTheJSONPath() {
    #expect(
      manifestError(#"{"devices": ["iphone-6s"], "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)?
        .hasPrefix("batch.json: devices[0]: unknown value \"iphone-6s\"") == true)
    #expect(
      manifestError(#"{"entries": [{"name": "a", "scene": \#(tinyScene), "overide": {}}]}"#)?
        .hasPrefix("batch.json: entries[0].overide: unknown key") == true)
    #expect(
      manifestError(#"{"styles": {"dark": {"barStyle": "blak"}}, "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)?
        .hasPrefix("batch.json: styles.dark.barStyle: unknown value \"blak\"") == true)
    #expect(manifestError(#"{"entries": []}"#) == "batch.json: entries: expected at least one entry, found an array")
    #expect(
      manifestError(#"{"time": "9:41 AM", "entries": [{"name": "a", "scene": \#(tinyScene)}]}"#)
        == "batch.json: time: expected a 24-hour time such as \"09:41\", found \"9:41 AM\"")
  }

  @Test func aBadSceneFailsOnlyItsOwnJobsNamingEntryAndPath() throws {
    let m = try manifest(
      #"""
      {"entries": [{"name": "good", "scene": \#(tinyScene)},
                   {"name": "bad", "scene": {"canvas": {"width": 40, "height": 30}, "navigationBar": {"titel": "x"}}},
                   {"name": "missing", "scene": "missing.json"}]}
      """#)
    let jobs = try m.jobs()
    #expect(throws: Never.self) { try jobs[0].scene() }
    #expect(throws: BatchJobError.self) { try jobs[1].scene() }
    do {
      _ = try jobs[1].scene()
    } catch {
      #expect(
        error.description.hasPrefix(
          "bad.png: entry bad (entries[1]): batch.json: entries[1].scene: navigationBar.titel: unknown key"))
    }
    do {
      _ = try jobs[2].scene()
    } catch {
      #expect(
        error.description
          == "missing.png: entry missing (entries[2]): missing.json: cannot read the file: no such file"
      )
    }
  }
  /// Issue 31: an error is blamed on the layer that holds the offending value: the entry's
  /// `override` or a matching `overrides[i]` in the manifest, not the scene file.
  @Test func errorsBlameTheFileAndPathThatHoldTheTypo() throws {
    let m = try manifest(
      #"""
      {"styles": {"dark": {"scene": {"statusBar": {"time": "9:41"}}}},
       "entries": [{"name": "a", "scene": \#(tinyScene), "override": {"statusBar": {"opratorName": "x"}}},
                   {"name": "b", "scene": \#(tinyScene)}],
       "overrides": [{"filter": "b*", "scene": {"navigationBar": {"titel": "x"}}}]}
      """#)
    func message(_ output: String) throws -> String {
      let job = try #require(try m.jobs().first { $0.output == output })
      do {
        _ = try job.scene()
        return ""
      } catch {
        return error.description
      }
    }
    #expect(
      try message("a-dark.png").hasPrefix(
        "a-dark.png: entry a (entries[0]): batch.json: entries[0].override: statusBar.opratorName: unknown key"))
    #expect(
      try message("b-dark.png").hasPrefix(
        "b-dark.png: entry b (entries[1]): batch.json: overrides[0].scene: navigationBar.titel: unknown key"))
  }
}
