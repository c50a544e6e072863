import BarKitJSON

/// The status bar's content (the scene's `statusBar`): the knobs of
/// `xcrun simctl status_bar override` plus what iOS 7 showed. Defaults match Apple's marketing
/// images: 9:41 AM, five signal dots, full Wi-Fi, a full battery.
public struct StatusBar: Hashable, Sendable {
  /// Dark or light content (`UIStatusBarStyle`), or `auto` from the navigation bar's style.
  public var style: StatusBarStyle = .auto
  /// Whether the status bar is hidden (content still fills the canvas).
  public var hidden = false
  /// The clock text, drawn centered as written; `nil` is 9:41 in the scene locale's format
  /// (`9:41 AM`, `09:41`, `上午9:41`).
  public var time: String?
  /// The carrier name left of the network indicator; empty hides it.
  public var operatorName = "Carrier"
  /// The signal state (`--cellularMode`).
  public var cellularMode: CellularMode = .active
  /// Filled signal dots, 0...5 (iOS 7 draws five dots; simctl's 0...4 bars map onto them).
  public var cellularBars = 5
  /// The Wi-Fi fan or a network name (`--dataNetwork`).
  public var dataNetwork: DataNetwork = .wifi
  /// The Wi-Fi state (`--wifiMode`).
  public var wifiMode: WifiMode = .active
  /// Wi-Fi arcs, 0...3.
  public var wifiBars = 3
  /// Charging adds a bolt (`--batteryState`).
  public var batteryState: BatteryState = .discharging
  /// Battery charge in percent, 0...100.
  public var batteryLevel = 100.0
  /// Whether the percentage is shown left of the battery.
  public var batteryPercentage = false
  /// The Bluetooth rune left of the battery: hidden, dimmed (`on`) or solid (`connected`).
  public var bluetooth: BluetoothState = .off
  /// The alarm clock glyph (an alarm is set).
  public var alarm = false
  /// The location-services arrow (an app is using location).
  public var locationServices = false
  /// The portrait orientation lock glyph.
  public var orientationLock = false
  /// The Do Not Disturb crescent moon.
  public var doNotDisturb = false
  /// The spinning network activity indicator right of the data network item
  /// (`UIApplication.networkActivityIndicatorVisible`).
  public var networkActivityIndicatorVisible = false
  /// The double-height bar of a call, a hotspot or a recording, or `nil` for the 20-pt bar.
  public var doubleHeight: DoubleHeightStatusBar?

  /// A status bar with every default.
  public init() {}
}

extension StatusBar: SceneCodable {
  static let keys = [
    "style", "hidden", "time", "operatorName", "cellularMode", "cellularBars", "dataNetwork", "wifiMode",
    "wifiBars", "batteryState", "batteryLevel", "batteryPercentage",
    "bluetooth", "alarm", "locationServices", "orientationLock", "doNotDisturb", "networkActivityIndicatorVisible",
    "doubleHeight",
  ]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init()
    try o.update(&style, "style")
    try o.update(&hidden, "hidden")
    try o.update(&time, "time")
    try o.update(&operatorName, "operatorName")
    try o.update(&cellularMode, "cellularMode")
    try o.update(&cellularBars, "cellularBars", in: 0...5)
    try o.update(&dataNetwork, "dataNetwork")
    try o.update(&wifiMode, "wifiMode")
    try o.update(&wifiBars, "wifiBars", in: 0...3)
    try o.update(&batteryState, "batteryState")
    try o.update(&batteryLevel, "batteryLevel", in: 0...100)
    try o.update(&batteryPercentage, "batteryPercentage")
    try o.update(&bluetooth, "bluetooth")
    try o.update(&alarm, "alarm")
    try o.update(&locationServices, "locationServices")
    try o.update(&orientationLock, "orientationLock")
    try o.update(&doNotDisturb, "doNotDisturb")
    try o.update(&networkActivityIndicatorVisible, "networkActivityIndicatorVisible")
    try o.update(&doubleHeight, "doubleHeight")
    if hidden, let node = o["doubleHeight"] {
      throw node.error(.invalid("not with \"hidden\": true (a hidden status bar shows no band)"))
    }
  }

  package var sceneJSON: JSONValue {
    let d = StatusBar()
    var b = SceneObjectBuilder()
    b.add("style", style, default: d.style)
    b.add("hidden", hidden, default: d.hidden)
    b.add("time", time)
    b.add("operatorName", operatorName, default: d.operatorName)
    b.add("cellularMode", cellularMode, default: d.cellularMode)
    b.add("cellularBars", cellularBars, default: d.cellularBars)
    b.add("dataNetwork", dataNetwork, default: d.dataNetwork)
    b.add("wifiMode", wifiMode, default: d.wifiMode)
    b.add("wifiBars", wifiBars, default: d.wifiBars)
    b.add("batteryState", batteryState, default: d.batteryState)
    b.add("batteryLevel", batteryLevel, default: d.batteryLevel)
    b.add("batteryPercentage", batteryPercentage, default: d.batteryPercentage)
    b.add("bluetooth", bluetooth, default: d.bluetooth)
    b.add("alarm", alarm, default: d.alarm)
    b.add("locationServices", locationServices, default: d.locationServices)
    b.add("orientationLock", orientationLock, default: d.orientationLock)
    b.add("doNotDisturb", doNotDisturb, default: d.doNotDisturb)
    b.add("networkActivityIndicatorVisible", networkActivityIndicatorVisible, default: false)
    b.add("doubleHeight", doubleHeight)
    return b.json
  }
}
