/// Reads the NUL-terminated `message` array the C shim fills (imported as a tuple of CChar).
func shimMessage<Tuple>(_ message: Tuple) -> String {
  var copy = message
  return Swift.withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}
