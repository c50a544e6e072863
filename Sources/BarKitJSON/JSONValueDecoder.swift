#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes a `Decodable` type from a document ``JSONParser`` read: the one strict reader under
/// every JSON file BarKit takes in, scenes and `Codable` formats alike. A syntax error is a
/// ``JSONSyntaxError`` with its line and column, a duplicate key or a number no `Double` holds
/// (`1e999`) is refused, and every other problem is a `DecodingError` of the kind Foundation's
/// decoder throws, with the coding path (``JSONInputError/decoding(_:file:bracketsFirstKey:expectation:)``
/// names its JSON path). The document is parsed once. Where no BarKit type looks, it differs
/// from Foundation's: `superDecoder(forKey:)` of a missing key throws `keyNotFound` (Foundation
/// decodes null), and an array's `decodeNil()` past its end says `false` (Foundation throws).
package enum JSONValueDecoder {
  /// A `T` from the JSON document `data`. The caller bounds its size (it read the file).
  ///
  /// - Throws: ``JSONSyntaxError`` or `DecodingError`.
  package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let document = try JSONParser.parse(Array(data), maximumByteCount: data.count, maximumStringByteCount: data.count)
    return try ValueDecoder(value: document, codingPath: []).unbox(type)
  }
}

/// One value of the document and its place in it.
private struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch([Any].self) }
    return UnkeyedContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

  /// The value as a `T`: JSON's own kinds read strictly (`true` is no number, `1` no Bool, a
  /// whole-number field takes no fraction), anything else through its `init(from:)`.
  func unbox<T: Decodable>(_ type: T.Type) throws -> T {
    if value == .null, T.self is any JSONScalar.Type {
      throw DecodingError.valueNotFound(
        T.self, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(T.self), found null"))
    }
    switch T.self {
    case is Bool.Type:
      guard case .bool(let bool) = value else { throw mismatch(T.self) }
      return bool as! T
    case is String.Type:
      guard case .string(let string) = value else { throw mismatch(T.self) }
      return string as! T
    case let floating as any BinaryFloatingPoint.Type:
      guard case .number(let literal) = value else { throw mismatch(T.self) }
      guard let number = Double(literal), number.isFinite, floating.init(number).isFinite else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected a number a \(T.self) holds, found \(literal.prefix(60))"
          ))
      }
      return floating.init(number) as! T
    case let integer as any FixedWidthInteger.Type:
      guard case .number(let literal) = value, let whole = Self.whole(literal, as: integer) else {
        throw mismatch(T.self)
      }
      return whole as! T
    default:
      return try T(from: self)
    }
  }

  /// `literal` as an `I`: an integer literal, or a number literal of a whole value (`1e2`).
  private static func whole<I: FixedWidthInteger>(_ literal: String, as _: I.Type) -> I? {
    if let whole = I(literal) { return whole }
    guard let number = Double(literal), number.isFinite else { return nil }
    return I(exactly: number)
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    // A string is quoted shortened: a hostile document's megabyte string stays out of the error.
    let found = if case .string(let text) = value { JSONValue.excerpt(text) } else { value.summary }
    return .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "found \(found)"))
  }
}

/// The types Foundation's decoder reads as JSON scalars, which a `null` cannot be.
private protocol JSONScalar {}
extension Bool: JSONScalar {}
extension String: JSONScalar {}
extension Double: JSONScalar {}
extension Float: JSONScalar {}
extension Int: JSONScalar {}
extension Int8: JSONScalar {}
extension Int16: JSONScalar {}
extension Int32: JSONScalar {}
extension Int64: JSONScalar {}
extension UInt: JSONScalar {}
extension UInt8: JSONScalar {}
extension UInt16: JSONScalar {}
extension UInt32: JSONScalar {}
extension UInt64: JSONScalar {}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: String, value: JSONValue)]
  let codingPath: [any CodingKey]
  private let index: [String: JSONValue]

  init(members: [(key: String, value: JSONValue)], codingPath: [any CodingKey]) {
    self.members = members
    self.codingPath = codingPath
    // The parser refuses duplicate keys, so every key is one member.
    index = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }
  func contains(_ key: Key) -> Bool { index[key.stringValue] != nil }

  private func decoder(_ key: any CodingKey) throws -> ValueDecoder {
    guard let value = index[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
    }
    return ValueDecoder(value: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).value == .null }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).unbox(type) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).unbox(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).unbox(type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).unbox(type) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).unbox(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).unbox(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).unbox(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).unbox(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).unbox(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).unbox(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).unbox(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).unbox(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).unbox(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).unbox(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).unbox(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { try decoder(MemberKey(stringValue: "super")) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  /// The decoder of the next item; the index moves on only when `body` succeeds.
  private mutating func next<T>(_ body: (ValueDecoder) throws -> T) throws -> T {
    let key = MemberKey(intValue: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "no more items"))
    }
    let value = try body(ValueDecoder(value: items[currentIndex], codingPath: codingPath + [key]))
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, items[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.unbox(type) } }
  mutating func decode(_ type: String.Type) throws -> String { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.unbox(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.unbox(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.unbox(type) } }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try next { $0 } }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == .null }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unbox(type) }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.unbox(type) }
  func decode(_ type: String.Type) throws -> String { try decoder.unbox(type) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.unbox(type) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.unbox(type) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.unbox(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.unbox(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.unbox(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.unbox(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.unbox(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.unbox(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.unbox(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.unbox(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.unbox(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.unbox(type) }
}
