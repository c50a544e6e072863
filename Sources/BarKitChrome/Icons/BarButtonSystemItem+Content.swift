import BarKitScene

/// What each `UIBarButtonSystemItem` shows in iOS 7 (the enum itself is the scene vocabulary's).
extension BarButtonSystemItem {
  /// What a system item draws in iOS 7.
  public enum Content: Hashable, Sendable {
    /// A tint-coloured title.
    case title(SystemItemTitle)
    /// A tint-coloured glyph.
    case icon(Icon)
    /// Nothing: the item only takes up room (flexible and fixed spaces).
    case space
  }

  /// The item's iOS 7 content: Done, Cancel, Edit, Save, Undo and Redo are words; the spaces draw
  /// nothing; the rest are BarKit's own glyphs.
  public var content: Content {
    switch self {
    case .done: .title(SystemItemTitle(text: "Done"))
    case .cancel: .title(SystemItemTitle(text: "Cancel"))
    case .edit: .title(SystemItemTitle(text: "Edit"))
    case .save: .title(SystemItemTitle(text: "Save"))
    case .undo: .title(SystemItemTitle(text: "Undo"))
    case .redo: .title(SystemItemTitle(text: "Redo"))
    case .flexibleSpace, .fixedSpace: .space
    case .add: .icon(BarButtonIcons.add)
    case .compose: .icon(BarButtonIcons.compose)
    case .reply: .icon(BarButtonIcons.reply)
    case .action: .icon(BarButtonIcons.action)
    case .organize: .icon(BarButtonIcons.organize)
    case .bookmarks: .icon(BarButtonIcons.bookmarks)
    case .search: .icon(BarButtonIcons.search)
    case .refresh: .icon(BarButtonIcons.refresh)
    case .stop: .icon(BarButtonIcons.stop)
    case .camera: .icon(BarButtonIcons.camera)
    case .trash: .icon(BarButtonIcons.trash)
    case .play: .icon(BarButtonIcons.play)
    case .pause: .icon(BarButtonIcons.pause)
    case .rewind: .icon(BarButtonIcons.rewind)
    case .fastForward: .icon(BarButtonIcons.fastForward)
    case .pageCurl: .icon(BarButtonIcons.pageCurl)
    }
  }
}
