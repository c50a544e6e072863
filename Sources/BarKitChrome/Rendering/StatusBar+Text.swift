import BarKitScene

extension StatusBar {
  /// What the carrier slot shows: the operator, or the search or failure message.
  var carrierText: String {
    switch cellularMode {
    case .searching: "Searching..."
    case .failed: "No Service"
    case .active, .notSupported: operatorName
    }
  }
}

extension DataNetwork {
  /// The label the status bar shows for a cellular data network.
  var displayName: String {
    switch self {
    case .wifi, .hide: ""
    case .gprs: "GPRS"
    case .edge: "E"
    case .threeG: "3G"
    case .fourG: "4G"
    case .lte: "LTE"
    }
  }
}
