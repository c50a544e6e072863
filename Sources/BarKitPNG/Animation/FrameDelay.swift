/// How long an animation frame stays on screen: `numerator / denominator` seconds, the
/// `delay_num` / `delay_den` pair of an APNG `fcTL` chunk (APNG spec, "fcTL").
///
/// - Invariant: the denominator is at least 1 and the delay is longer than 10 ms: Chromium,
///   Firefox and WebKit show frames of 10 ms or less for 100 ms (a rule kept from GIF ads),
///   so such a delay would not play as asked.
public struct FrameDelay: Hashable, Sendable, CustomStringConvertible {
  /// The delay's numerator, in units of 1/``denominator`` second.
  public let numerator: UInt16
  /// The delay's denominator: units per second.
  public let denominator: UInt16

  /// Creates a delay of `numerator / denominator` seconds, or returns `nil` when the
  /// denominator is 0 or the delay is 10 ms or less.
  public init?(numerator: Int, denominator: Int) {
    guard (1...Int(UInt16.max)).contains(numerator), (1...Int(UInt16.max)).contains(denominator),
      numerator * 100 > denominator
    else { return nil }
    self.numerator = UInt16(numerator)
    self.denominator = UInt16(denominator)
  }

  /// One frame at `fps` frames per second (1 ... 99), or `nil` outside that range.
  public init?(framesPerSecond fps: Int) { self.init(numerator: 1, denominator: fps) }

  /// A delay of `milliseconds` (11 ... 65535), or `nil` outside that range.
  public init?(milliseconds: Int) { self.init(numerator: milliseconds, denominator: 1000) }

  /// The delay in seconds.
  public var seconds: Double { Double(numerator) / Double(denominator) }

  /// `numerator/denominator s`.
  public var description: String { "\(numerator)/\(denominator) s" }

  /// This delay followed by `other` as one delay, when it is exactly representable: both share
  /// a denominator and the numerators' sum fits 16 bits.
  func extended(by other: FrameDelay) -> FrameDelay? {
    guard denominator == other.denominator else { return nil }
    return FrameDelay(numerator: Int(numerator) + Int(other.numerator), denominator: Int(denominator))
  }
}
