/// The status bar's content color (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: String, CaseIterable, Sendable, SceneEnum {
  /// Dark content, for light backgrounds (`UIStatusBarStyleDefault`).
  case `default`
  /// Light content, for dark backgrounds (`UIStatusBarStyleLightContent`).
  case lightContent
  /// Light content over a black-style navigation bar, dark otherwise, as
  /// `UINavigationController` chooses.
  case auto
}

/// The cellular signal's state (`simctl status_bar --cellularMode`).
public enum CellularMode: String, CaseIterable, Sendable, SceneEnum {
  case active
  case searching
  case failed
  case notSupported
}

/// The data network indicator (`simctl status_bar --dataNetwork`, with iOS 7's GPRS and EDGE).
public enum DataNetwork: String, CaseIterable, Sendable, SceneEnum {
  case wifi
  case gprs
  case edge
  case threeG = "3g"
  case fourG = "4g"
  case lte
  /// No data indicator.
  case hide
}

/// The Wi-Fi indicator's state (`simctl status_bar --wifiMode`).
public enum WifiMode: String, CaseIterable, Sendable, SceneEnum {
  case active
  case searching
  case failed
}

/// The battery's state (`simctl status_bar --batteryState`, UIKit's `UIDeviceBatteryState`).
public enum BatteryState: String, CaseIterable, Sendable, SceneEnum {
  /// Plugged in and charging: iOS 7 shows a bolt.
  case charging
  /// Plugged in and full.
  case charged
  /// On battery: no extra glyph, as in Apple's marketing images.
  case discharging
}
