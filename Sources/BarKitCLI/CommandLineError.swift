/// A failure that ends a `barkit` command, with the exit code it maps to.
///
/// Exit codes: 0 success, 1 a comparison mismatch, 2 a usage error, 3 bad input (an unreadable
/// or invalid file or value). Messages are one line and name the file or option at fault.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
  /// The arguments do not fit the command's grammar (exit 2).
  case usage(String)
  /// An input file or value is unreadable or invalid (exit 3).
  case badInput(String)

  public var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .badInput: 3
    }
  }

  public var description: String {
    switch self {
    case .usage(let m), .badInput(let m): m
    }
  }
}
