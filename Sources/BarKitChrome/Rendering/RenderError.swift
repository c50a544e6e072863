import BarKitScene

/// A scene that cannot be rendered: an image it names cannot be read, or its canvas is invalid.
/// The message is one line naming the file or JSON path.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String

  /// Creates an error with a one-line message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
