import BarKitChrome
import BarKitJSON
import BarKitScene

/// One value of a manifest's `styles` axis, such as `light` and `dark`: a bar style applied
/// to every bar the scene has, and scene keys to merge.
public struct BatchStyle: Sendable {
  /// The style's name, as the manifest's key; it names outputs.
  public let name: String
  /// The `barStyle` set on each bar present (navigation, search, toolbar, tab), if given.
  public let barStyle: BarStyle?
  /// Scene keys the style changes (merged after the device, before the locale).
  let scene: JSONValue?

  static let keys = ["barStyle", "scene"]
  /// The scene members that are bars, which `barStyle` applies to.
  static let bars = ["navigationBar", "searchBar", "toolbar", "tabBar"]

  init(name: String, node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.name = name
    barStyle = try o.decode("barStyle")
    scene = try o["scene"].map { n throws(SceneError) in try n.fragment() }
  }

  /// `json` with ``barStyle`` set on each bar it has.
  func applyingBarStyle(to json: JSONValue) -> JSONValue {
    guard let barStyle else { return json }
    var out = json
    for bar in Self.bars where json[member: bar] != nil {
      out = out.merged(with: .object([(bar, .object([("barStyle", .string(barStyle.rawValue))]))]))
    }
    return out
  }
}
