import BarKitScene

/// The labels of the elements a render notes (``ElementFrames``): what each item shows.
extension BarButtonItem {
  /// What the item shows, as its element's label (``ElementFrames``): its title, a system
  /// item's title as drawn (`Done`, spelled out in the scene's language) or its name (`trash`),
  /// a custom label's text; nothing for a picture.
  var elementLabel: String? {
    switch content {
    case .title(let title): title
    case .systemItem(let system, let title): title ?? system.rawValue
    case .customView(.label(let label)): label.text
    case .image, .customView(.image), .customView(.activityIndicator): nil
    }
  }
}

extension TabBarItem {
  /// What the item shows, as its element's label: its title, or a system item's (`Favorites`,
  /// spelled out in the scene's language).
  var elementLabel: String? {
    switch content {
    case .systemItem(let system, let title): title ?? system.rawValue
    case .custom(let title, _, _): title
    }
  }
}
