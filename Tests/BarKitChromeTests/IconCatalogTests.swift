import BarKitGeometry
import BarKitScene
import TestSupport
import Testing

@testable import BarKitChrome

@Suite struct IconCatalogTests {
  @Test func namesAreUnique() {
    let names = IconCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func lookupByNameFindsEachIconAndNothingElse() {
    for icon in IconCatalog.all { #expect(IconCatalog.icon(named: icon.name) == icon) }
    #expect(IconCatalog.icon(named: "barButton.nonexistent") == nil)
  }

  @Test(arguments: BarButtonSystemItem.allCases)
  func everyBarButtonSystemItemDrawsATitleOrACatalogIcon(item: BarButtonSystemItem) {
    switch item.content {
    case .title(let title):
      #expect(!title.text.isEmpty)
    case .icon(let icon):
      #expect(IconCatalog.icon(named: icon.name) == icon, "\(item) uses an icon missing from the catalog")
      #expect(icon.name == "barButton.\(item)")
    case .space:
      #expect(item == .flexibleSpace || item == .fixedSpace)
    }
  }

  @Test func textItemsAreTheOnesIOS7Spells() {
    let titles = BarButtonSystemItem.allCases.compactMap { item -> String? in
      if case .title(let title) = item.content { return title.text }
      return nil
    }
    #expect(titles == ["Done", "Cancel", "Edit", "Save", "Undo", "Redo"])
    // Done starts in the done style (Medium), the others plain.
    #expect(BarButtonSystemItem.done.initialStyle == .done)
    #expect(BarButtonSystemItem.cancel.initialStyle == .plain)
  }

  @Test func everyUIKitSystemItemIsCovered() {
    // UIBarButtonItem.h has 24 system items for iOS 7 (Done = 0 … PageCurl = 23), UITabBarItem.h 12.
    #expect(BarButtonSystemItem.allCases.count == 24)
    #expect(TabBarSystemItem.allCases.count == 12)
  }

  @Test(arguments: TabBarSystemItem.allCases)
  func everyTabBarSystemItemHasATitleAndTwoDistinctCatalogGlyphs(item: TabBarSystemItem) {
    #expect(!item.title.isEmpty)
    #expect(IconCatalog.icon(named: item.icon.name) == item.icon)
    #expect(IconCatalog.icon(named: item.selectedIcon.name) == item.selectedIcon)
    #expect(item.selectedIcon.name == item.icon.name + ".selected")
    #expect(item.icon.layers != item.selectedIcon.layers)
    #expect(item.icon.viewBox == Rect(x: 0, y: 0, width: 30, height: 30))
  }

  @Test func selectedTabGlyphsAreSolidOrHeavier() {
    func strokeWidths(_ icon: Icon) -> [Double] {
      icon.layers.compactMap { layer in
        if case .stroke(let style) = layer.paint { return style.lineWidth }
        return nil
      }
    }
    for item in TabBarSystemItem.allCases {
      let selected = strokeWidths(item.selectedIcon)
      let solid = selected.isEmpty
      let heavier = (selected.max() ?? 0) > (strokeWidths(item.icon).max() ?? 0)
      #expect(solid || heavier, "\(item): the selected glyph is neither solid nor heavier")
    }
  }
}
