import BarKitChrome
import BarKitScene

/// Why a ``LabelledGrid`` cannot be composed; each message is one line naming what was expected.
public enum SheetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The grid has no cells.
  case noCells
  /// The column count is below 1.
  case columnCount(Int)
  /// More column headers than columns.
  case tooManyColumnHeaders(headers: Int, columns: Int)
  /// More row labels than rows.
  case tooManyRowLabels(labels: Int, rows: Int)
  /// A spacing of the style (named) is negative, not finite or over 1000 points.
  case spacing(name: String, value: Double)
  /// The composed sheet would exceed the pixmap limits.
  case tooLarge(width: Int, height: Int)

  /// A one-line message.
  public var description: String {
    switch self {
    case .noCells: "sheet: no cells; expected at least one image"
    case .columnCount(let n): "sheet: column count \(n); expected at least 1"
    case .tooManyColumnHeaders(let h, let c): "sheet: \(h) column headers for \(c) columns; expected at most \(c)"
    case .tooManyRowLabels(let l, let r): "sheet: \(l) row labels for \(r) rows; expected at most \(r)"
    case .spacing(let name, let value): "sheet: style \(name) is \(value) pt; expected 0 ... 1000"
    case .tooLarge(let w, let h): "sheet: \(w) × \(h) pixels is too large; expected at most 100000 per side"
    }
  }
}
