extension String {
  /// `value` written with exactly `places` decimals, rounded half away from zero: what `printf`'s
  /// `%.Nf` writes for the measurements and ratios BarKit prints, without Foundation's
  /// `String(format:)`.
  package init(fixed value: Double, places: Int) {
    let scale = (0..<places).reduce(1) { power, _ in power * 10 }
    let units = Int((abs(value) * Double(scale)).rounded())
    let sign = value < 0 ? "-" : "", whole = "\(units / scale)"
    guard places > 0 else {
      self = sign + whole
      return
    }
    let fraction = String(units % scale)
    self = sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
