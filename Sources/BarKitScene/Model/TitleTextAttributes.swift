/// A bar button item's title attributes per control state, as UIKit's
/// `setTitleTextAttributes:forState:` keeps them for `UIControlStateNormal` and
/// `UIControlStateDisabled`. On a bar it is the appearance proxy
/// (`[UIBarButtonItem appearanceWhenContainedIn:]`): its items use it unless they set their own.
public struct TitleTextAttributes: Hashable, Sendable {
  /// Attributes of an enabled item.
  public var normal: TextAttributes?
  /// Attributes of a disabled item; `nil` keeps the normal font with the look's dimmed color.
  public var disabled: TextAttributes?

  /// Attributes for neither state.
  public init(normal: TextAttributes? = nil, disabled: TextAttributes? = nil) {
    self.normal = normal
    self.disabled = disabled
  }

  /// What a title is drawn with, as UIKit resolves a state: `item`'s attributes for it, else the
  /// bar's (the appearance proxy); a disabled state set nowhere takes the normal state's font
  /// but not its color, so the item still looks disabled. `nil` fields keep the look's own.
  public static func resolved(item: Self?, bar: Self?, enabled: Bool) -> TextAttributes? {
    if enabled { return item?.normal ?? bar?.normal }
    if let disabled = item?.disabled ?? bar?.disabled { return disabled }
    var normal = item?.normal ?? bar?.normal
    normal?.color = nil
    return normal
  }
}

extension TitleTextAttributes: SceneCodable {
  static let keys = ["normal", "disabled"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(normal: try o.decode("normal"), disabled: try o.decode("disabled"))
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("normal", normal)
    b.add("disabled", disabled)
    return b.json
  }
}
