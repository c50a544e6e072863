import BarKitChrome
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

@Suite struct BatchLocaleTests {
  @Test func clockStylesFromA24HourTime() throws {
    let morning = try #require(StatusBarClock(parsing: "09:41"))
    #expect(morning.formatted(.twelveHour) == "9:41 AM")
    #expect(morning.formatted(.twentyFourHour) == "09:41")
    #expect(morning.formatted(.twentyFourHourShort) == "9:41")
    #expect(morning.formatted(.chinese) == "上午9:41")
    #expect(morning.formatted(.korean) == "오전 9:41")
    let evening = try #require(StatusBarClock(parsing: "21:05"))
    #expect(evening.formatted(.twelveHour) == "9:05 PM")
    #expect(evening.formatted(.twentyFourHour) == "21:05")
    #expect(evening.formatted(.chinese) == "下午9:05")
    #expect(StatusBarClock(parsing: "0:00")?.formatted(.twelveHour) == "12:00 AM")
    #expect(StatusBarClock(parsing: "12:30")?.formatted(.twelveHour) == "12:30 PM")
    for bad in ["24:00", "9:41 AM", "9:5", "09:60", "", "0941", "١٢:٣٠"] {
      #expect(StatusBarClock(parsing: bad) == nil)
    }
  }

  @Test func clockStyleByLocaleIdentifier() {
    #expect(StatusBarClock.style(forLocale: "en") == .twelveHour)
    #expect(StatusBarClock.style(forLocale: "en-GB") == .twentyFourHour)
    #expect(StatusBarClock.style(forLocale: "de") == .twentyFourHour)
    #expect(StatusBarClock.style(forLocale: "zh-Hans") == .chinese)
    #expect(StatusBarClock.style(forLocale: "zh_Hant_TW") == .chinese)
    #expect(StatusBarClock.style(forLocale: "ja") == .twentyFourHourShort)
  }

  static let localized = #"""
    {"time": "09:41",
     "locales": {
       "en": {"strings": {"inbox": "Inbox", "all": "All"}},
       "de": {"strings": {"inbox": "Eingang", "all": "Alle"}},
       "zh-Hans": {"strings": {"inbox": "收件箱", "all": "全部"}, "fontFamily": "WenQuanYi Micro Hei"},
       "fr": {"strings": {"inbox": "Réception", "all": "Tous"}, "clock": "12h"}
     },
     "entries": [{"name": "a", "scene": {"canvas": {"width": 40, "height": 30, "scale": 1},
        "navigationBar": {"title": "@inbox", "rightItems": [{"title": "@@home"}]},
        "searchBar": {"scopeButtonTitles": ["@all", "plain"]}}}]}
    """#

  @Test func stringsClockAndFontPerLocale() throws {
    let scenes = try manifest(Self.localized).jobs().map { try $0.scene() }
    #expect(scenes.map { $0.navigationBar?.title } == ["Inbox", "Eingang", "收件箱", "Réception"])
    #expect(
      scenes.map { $0.searchBar?.scopeButtonTitles ?? [] } == [
        ["All", "plain"], ["Alle", "plain"], ["全部", "plain"], ["Tous", "plain"],
      ])
    #expect(scenes.map(\.statusBar.time) == ["9:41 AM", "09:41", "上午9:41", "9:41 AM"])
    #expect(scenes.map(\.fontFamily) == [nil, nil, "WenQuanYi Micro Hei", nil])
    #expect(scenes.allSatisfy { $0.navigationBar?.titleTextAttributes == nil })
    #expect(scenes.allSatisfy { $0.navigationBar?.rightItems.first?.content == .title("@home") })
    // Each locale BarKit has UIKit's strings for becomes the scene's locale.
    #expect(scenes.map { $0.locale?.identifier } == ["en", "de", "zh-Hans", "fr"])
  }

  @Test func aMissingStringFailsWithItsScenePath() throws {
    let text = Self.localized.replacingOccurrences(of: #""all": "Alle""#, with: #""alle": "Alle""#)
    let jobs = try manifest(text).jobs()
    #expect(throws: Never.self) { try jobs[0].scene() }
    do {
      _ = try jobs[1].scene()
      Issue.record("expected a failure")
    } catch {
      #expect(
        error.description
          == "a-de.png: entry a (entries[0]): batch.json: entries[0].scene: searchBar.scopeButtonTitles[0]: no string \"all\" in locale \"de\" (locales.de.strings)"
      )
    }
  }

  @Test func aWrittenClockIsLocalizedOnlyWhenItIs24Hour() throws {
    let m = try manifest(
      #"""
      {"locales": {"de": {}},
       "entries": [{"name": "a", "scene": {"canvas": {"width": 40, "height": 30}, "statusBar": {"time": "14:07"}}},
                   {"name": "b", "scene": {"canvas": {"width": 40, "height": 30}, "statusBar": {"time": "Tue 9:41"}}},
                   {"name": "c", "scene": {"canvas": {"width": 40, "height": 30}}}]}
      """#)
    let times = try m.jobs().map { try $0.scene().statusBar.time }
    #expect(times == ["14:07", "Tue 9:41", StatusBar().time])
  }
}
