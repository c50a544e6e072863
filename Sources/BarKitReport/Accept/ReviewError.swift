/// Why accepting or deleting goldens was refused: one line naming the file and what was
/// expected. The command line puts its command's name first and exits 3.
public struct ReviewError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
