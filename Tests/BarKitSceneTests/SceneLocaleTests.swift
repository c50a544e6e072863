import Foundation
import TestSupport
import Testing

@testable import BarKitScene

/// The scene's `locale`: tags, UIKit's strings per language, title overrides on system items.
@Suite struct SceneLocaleTests {
  @Test func tagsResolveToTheirLanguage() {
    let cases: [(String, SystemLanguage?)] = [
      ("en", .en), ("en-GB", .en), ("de", .de), ("de-AT", .de), ("fr-CA", .fr), ("pt", .ptBR), ("pt-BR", .ptBR),
      ("pt-PT", nil), ("zh-Hans", .zhHans), ("zh-Hans-CN", .zhHans), ("zh-CN", .zhHans), ("zh-Hant", .zhHant),
      ("zh-TW", .zhHant), ("zh-HK", .zhHant), ("zh", nil), ("ja", .ja), ("ko-KR", .ko), ("sv", .sv), ("ru", .ru),
      ("nl", .nl), ("it", .it), ("es-MX", .es), ("pl", nil), ("", nil), ("de--AT", nil), ("d e", nil),
    ]
    for (tag, language) in cases { #expect(SystemLanguage(tag: tag) == language, "\(tag)") }
    #expect(SystemLanguage.allCases.count == 13)
  }

  @Test func everyStringHasAllThirteenLanguagesAndEnglishIsTheKey() {
    for string in SystemString.allCases {
      #expect(SystemString.table[string]?.count == SystemLanguage.allCases.count, "\(string)")
      #expect(string.text(in: .en) == string.rawValue)
      #expect(!string.isEstimate(in: .en), "English is iOS 7.0.4's own table")
      for language in SystemLanguage.allCases { #expect(!string.text(in: language).isEmpty) }
    }
    #expect(SystemString.more.text(in: .ja) == "その他")
    #expect(SystemString.favorites.text(in: .zhHans) == "个人收藏")
    #expect(SystemString.done.text(in: .fr) == "OK")
    #expect(SystemString.back.text(in: .de) == "Zurück")
    #expect(SystemString.cancel.text(in: .ko) == "취소")
    // Where the public tables disagree the older one is used, and the cell is an estimate.
    #expect(SystemString.recents.text(in: .ja) == "履歴" && SystemString.recents.isEstimate(in: .ja))
    #expect(SystemString.recents.text(in: .de) == "Verlauf" && SystemString.recents.isEstimate(in: .de))
    #expect(!SystemString.recents.isEstimate(in: .fr))
    #expect(SystemString.estimates.count == 28)
  }

  @Test func localeDecodesRoundTripsAndNamesBadTags() throws {
    let scene = try decodeScene(#"{"locale": "zh-Hans"}"#)
    #expect(scene.locale?.language == .zhHans && scene.locale?.identifier == "zh-Hans")
    #expect(scene.jsonText.contains(#""locale": "zh-Hans""#))
    #expect(try decodeScene(scene.jsonText) == scene)
    #expect(try decodeScene("{}").language == .en)
    let all = SystemLanguage.allCases.map(\.rawValue).joined(separator: ", ")
    // Issue 31: suggestions go by language, never by spelling (`ar` is not a misspelled `fr`).
    for tag in ["ar", "he", "dee", "pt-PT"] {
      #expect(
        sceneError(#"{"locale": "\#(tag)"}"#)
          == "scene.json: locale: \"\(tag)\" is not one of the 13 localized languages (\(all)); give the strings with each system item's \"title\", the backItem's \"title\" and the search bar's \"cancelButtonTitle\", and the clock with statusBar \"time\", and leave \"locale\" out"
      )
    }
    #expect(
      sceneError(#"{"locale": "zh"}"#)
        == "scene.json: locale: \"zh\" needs a script or a region: \"zh-Hans\" (simplified, as zh-CN) or \"zh-Hant\" (traditional, as zh-TW and zh-HK)"
    )
    #expect(
      sceneError(#"{"locale": "jp"}"#)
        == "scene.json: locale: \"jp\" is a region, not a language; the language is \"ja\"")
    #expect(
      sceneError(#"{"locale": "de_DE"}"#)
        == "scene.json: locale: \"de_DE\" is not a language tag (expected a BCP 47 tag such as \"de\", \"en-GB\" or \"zh-Hant\")"
    )
    #expect(sceneError(#"{"locale": 7}"#) == "scene.json: locale: expected a string, found 7")
  }

  @Test func clockFollowsTheLocaleUnlessATimeIsWritten() throws {
    #expect(try decodeScene("{}").clockText == "9:41 AM")
    #expect(try decodeScene(#"{"locale": "de"}"#).clockText == "09:41")
    #expect(try decodeScene(#"{"locale": "ja"}"#).clockText == "9:41")
    #expect(try decodeScene(#"{"locale": "zh-Hant"}"#).clockText == "上午9:41")
    #expect(try decodeScene(#"{"locale": "ko"}"#).clockText == "오전 9:41")
    #expect(try decodeScene(#"{"locale": "de", "statusBar": {"time": "Mo. 9:41"}}"#).clockText == "Mo. 9:41")
  }

  @Test func titlesOnSystemItemsOverrideTheirLabels() throws {
    let scene = try decodeScene(
      ##"""
      {"navigationBar": {"rightItems": [{"systemItem": "done", "title": "Send"}]},
       "tabBar": {"items": [{"systemItem": "favorites", "title": "Stars"}, {"systemItem": "more"}]}}
      """##)
    #expect(scene.navigationBar?.rightItems[0].content == .systemItem(.done, title: "Send"))
    #expect(scene.tabBar?.items[0].content == .systemItem(.favorites, title: "Stars"))
    #expect(try decodeScene(scene.jsonText) == scene)
    #expect(
      sceneError(##"{"toolbar": {"items": [{"systemItem": "trash", "title": "Bin"}]}}"##)
        == "scene.json: toolbar.items[0].title: not allowed with the glyph or space \"trash\" (only done, cancel, edit, save, undo and redo show a title)"
    )
    #expect(
      sceneError(##"{"toolbar": {"items": [{"systemItem": "done", "image": "a.png"}]}}"##)
        == "scene.json: toolbar.items[0].image: not allowed together with \"systemItem\" (give one of: title, systemItem, image, customView)"
    )
    #expect(
      sceneError(##"{"tabBar": {"items": [{"systemItem": "more", "image": "a.png"}]}}"##)
        == "scene.json: tabBar.items[0].image: not allowed together with \"systemItem\" (a system item has its own image)"
    )
  }

  @Test func spellingOutFillsEveryUntitledSystemStringInTheLanguage() throws {
    let scene = try decodeScene(
      ##"""
      {"locale": "ja", "navigationBar": {"leftItems": [{"systemItem": "cancel"}],
        "rightItems": [{"systemItem": "done", "title": "送信"}, {"systemItem": "add"}]},
       "toolbar": {"items": [{"systemItem": "edit"}]},
       "tabBar": {"items": [{"systemItem": "favorites"}, {"systemItem": "recents"}, {"systemItem": "more"}]}}
      """##
    ).spellingOutSystemStrings()
    #expect(scene.navigationBar?.leftItems[0].content == .systemItem(.cancel, title: "キャンセル"))
    #expect(scene.navigationBar?.rightItems[0].content == .systemItem(.done, title: "送信"))
    #expect(scene.navigationBar?.rightItems[1].content == .systemItem(.add))
    #expect(scene.toolbar?.items[0].content == .systemItem(.edit, title: "編集"))
    #expect(
      scene.tabBar?.items.map(\.content) == [
        .systemItem(.favorites, title: "よく使う項目"), .systemItem(.recents, title: "履歴"), .systemItem(.more, title: "その他"),
      ])
    #expect(scene.statusBar.time == "9:41")
  }

  @Test func fidelityListsEveryEstimateWithTheStringUsed() throws {
    let fidelity = try String(
      contentsOf: SharedFixtures.repositoryRoot.appendingPathComponent("Docs/Fidelity.md"), encoding: .utf8)
    for (string, language) in SystemString.estimates {
      #expect(fidelity.contains("\(language.rawValue) \(string.text(in: language))"), "\(string) \(language)")
    }
  }
}
