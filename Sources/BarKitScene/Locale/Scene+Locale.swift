extension Scene {
  /// The language of UIKit's strings: the locale's, else English.
  public var language: SystemLanguage { locale?.language ?? .en }

  /// The clock text: `statusBar.time` as written, else 9:41 in the locale's format.
  public var clockText: String {
    statusBar.time ?? StatusBarClock.marketingTime.formatted(locale?.clockStyle ?? .twelveHour)
  }

  /// The scene with every string UIKit would write itself spelled out in the scene's language:
  /// system items' titles (unless a `title` replaces them), the search bar's Cancel (unless
  /// `cancelButtonTitle` replaces it) and the clock (unless `statusBar.time` is set). The renderers draw this form, so they need no locale.
  public func spellingOutSystemStrings() -> Scene {
    var out = self
    let language = self.language
    out.statusBar.time = clockText
    func spellOut(_ items: inout [BarButtonItem]) {
      for i in items.indices {
        guard case .systemItem(let system, nil) = items[i].content, let string = system.titleString else { continue }
        items[i].content = .systemItem(system, title: string.text(in: language))
      }
    }
    if out.navigationBar != nil {
      spellOut(&out.navigationBar!.leftItems)
      spellOut(&out.navigationBar!.rightItems)
    }
    if out.toolbar != nil { spellOut(&out.toolbar!.items) }
    if out.searchBar?.showsCancelButton == true, out.searchBar?.cancelButtonTitle == nil {
      out.searchBar!.cancelButtonTitle = SystemString.cancel.text(in: language)
    }
    if let items = out.tabBar?.items {
      out.tabBar!.items = items.map { item in
        guard case .systemItem(let system, nil) = item.content else { return item }
        var spelled = item
        spelled.content = .systemItem(system, title: system.titleString.text(in: language))
        return spelled
      }
    }
    return out
  }
}
