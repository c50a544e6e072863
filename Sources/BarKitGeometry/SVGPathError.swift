/// Why SVG path data (the `d` attribute) could not be read, and where.
///
/// The message is one line, for example
/// `SVG path data, offset 7: expected a number after "L"`.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong at ``offset``.
  public enum Problem: Hashable, Sendable {
    /// The data does not start with a moveto command.
    case expectedMoveTo
    /// A number was required after the given token (a command letter, number or comma).
    case expectedNumber(after: String)
    /// An arc flag (`0` or `1`) was required after the given token.
    case expectedFlag(after: String)
    /// Something other than a command letter stood where a command was required.
    case expectedCommand(found: String)
    /// A number overflows a `Double` (for example `1e999`).
    case numberOutOfRange(String)
    /// A coordinate, after adding relative offsets, is no longer a finite `Double`.
    case coordinateOutOfRange
    /// The data produces more path elements than ``Path/svgElementLimit``.
    case tooManyElements(limit: Int)
  }

  /// The zero-based UTF-8 byte offset in the path data where the problem was found: where the
  /// missing item should have started, or the start of the command that could not be completed.
  public let offset: Int
  /// What was wrong.
  public let problem: Problem

  /// Creates an error.
  public init(offset: Int, problem: Problem) {
    self.offset = offset
    self.problem = problem
  }

  /// The one-line message: `SVG path data, offset N: <problem>`.
  public var description: String { "SVG path data, offset \(offset): \(problem.message)" }
}

extension SVGPathError.Problem {
  /// A short phrase saying what was expected or wrong.
  public var message: String {
    switch self {
    case .expectedMoveTo: #"expected a moveto command ("M" or "m") at the start"#
    case .expectedNumber(let token): #"expected a number after "\#(token)""#
    case .expectedFlag(let token): #"expected an arc flag ("0" or "1") after "\#(token)""#
    case .expectedCommand(let found): #"expected a command letter, found "\#(found)""#
    case .numberOutOfRange(let text): #"number "\#(text)" is out of range"#
    case .coordinateOutOfRange: "a coordinate of this command is out of range"
    case .tooManyElements(let limit): "more than \(limit) path elements"
    }
  }
}
