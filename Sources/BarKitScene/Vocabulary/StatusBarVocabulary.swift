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
  /// Signal dots.
  case active
  /// "Searching..." in place of the dots.
  case searching
  /// "No Service".
  case failed
  /// No cellular indicator (a Wi-Fi-only device).
  case notSupported
}

/// The data network indicator (`simctl status_bar --dataNetwork`, with iOS 7's GPRS and EDGE).
public enum DataNetwork: String, CaseIterable, Sendable, SceneEnum {
  /// The Wi-Fi fan.
  case wifi
  /// "GPRS".
  case gprs
  /// "E".
  case edge
  /// "3G".
  case threeG = "3g"
  /// "4G".
  case fourG = "4g"
  /// "LTE".
  case lte
  /// No data indicator.
  case hide
}

/// The Wi-Fi indicator's state (`simctl status_bar --wifiMode`).
public enum WifiMode: String, CaseIterable, Sendable, SceneEnum {
  /// The fan with ``StatusBar/wifiBars`` arcs.
  case active
  /// Looking for networks.
  case searching
  /// No connection.
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

/// The Bluetooth indicator's state, as iOS 7 showed it right of the other status glyphs.
public enum BluetoothState: String, CaseIterable, Sendable, SceneEnum {
  /// No Bluetooth glyph.
  case off
  /// Bluetooth on but no device connected: the rune dimmed (black α 0.40 in the CTA capture).
  case on
  /// A device connected: the rune in full ink.
  case connected
}

/// Why the status bar is double height (40 pt, the app pushed down 20 pt): what iOS 7 shows
/// while another app or the system is busy in the background. Each has its color and its line
/// of text in the lower band (Docs/Fidelity.md, "Double-height status bar").
public enum DoubleHeightStatusBarStyle: String, CaseIterable, Sendable, SceneEnum {
  /// A phone call in progress: green, "Touch to return to call".
  case inCall
  /// Devices on the Personal Hotspot: blue, "Personal Hotspot: 1 Connection".
  case hotspot
  /// An app recording audio in the background: red.
  case recording

  /// The band's text when the scene gives none, in English (SpringBoard's words for the call
  /// are in the CalmCall capture; the others are estimates, Docs/Fidelity.md).
  public var defaultText: String {
    switch self {
    case .inCall: "Touch to return to call"
    case .hotspot: "Personal Hotspot: 1 Connection"
    case .recording: "Recording"
    }
  }
}
