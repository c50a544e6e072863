import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// A contact sheet: images in a grid of columns, each with an optional caption below it,
/// optional headers above the columns ("iOS 7" / "iOS 6", as in the tables of Apple's iOS 7
/// UI Transition Guide) and optional labels left of the rows.
///
/// Images are device pixels, already at ``scale``; spacing and text are in points and are laid
/// out at the same scale, so text stays crisp at @2x and @3x. Cells fill the grid row by row.
///
/// Alignment: each column is as wide as its widest image and each row as tall as its tallest
/// image; an image sits centred horizontally in its column and at the top of its row, and
/// captions of one row share a band below the row's tallest image, centred under their column
/// (truncated with "…" to the column's width). Text never overlaps an image. See
/// `Docs/Sheets.md`.
public struct LabelledGrid: Sendable {
  /// One image of the grid and the text under it.
  public struct Cell: Sendable {
    /// The image, in device pixels at the grid's scale.
    public var image: Pixmap
    /// The text below the image, or `nil` for none.
    public var caption: String?

    /// Creates a cell.
    public init(image: Pixmap, caption: String? = nil) {
      self.image = image
      self.caption = caption
    }
  }

  /// The cells, row by row.
  public var cells: [Cell]
  /// The number of columns (at least 1).
  public var columns: Int
  /// Headers above the columns, left to right; may be fewer than the columns.
  public var columnHeaders: [String]
  /// Labels left of the rows, top to bottom; may be fewer than the rows.
  public var rowLabels: [String]
  /// Spacing, fonts and colors.
  public var style: LabelledGridStyle
  /// Device pixels per point, for spacing and text.
  public var scale: DisplayScale
  /// When set, images are halved with a 2 × 2 box filter (as often as needed, text unchanged)
  /// until the sheet is at most this many pixels wide, or the images are 1 pixel wide.
  public var maxWidth: Int?

  /// Creates a grid; ``render()`` checks the counts.
  public init(
    cells: [Cell], columns: Int, columnHeaders: [String] = [], rowLabels: [String] = [],
    style: LabelledGridStyle = .standard, scale: DisplayScale = .x2, maxWidth: Int? = nil
  ) {
    self.cells = cells
    self.columns = columns
    self.columnHeaders = columnHeaders
    self.rowLabels = rowLabels
    self.style = style
    self.scale = scale
    self.maxWidth = maxWidth
  }

  /// The number of rows the cells fill.
  public var rows: Int { columns > 0 ? (cells.count + columns - 1) / columns : 0 }

  /// Throws when the grid cannot be laid out.
  func validate() throws(SheetError) {
    guard !cells.isEmpty else { throw .noCells }
    guard columns >= 1 else { throw .columnCount(columns) }
    guard columnHeaders.count <= columns else {
      throw .tooManyColumnHeaders(headers: columnHeaders.count, columns: columns)
    }
    guard rowLabels.count <= rows else { throw .tooManyRowLabels(labels: rowLabels.count, rows: rows) }
    for (name, value) in [("padding", style.padding), ("spacing", style.spacing), ("textGap", style.textGap)]
    where !(0...1000).contains(value) {
      throw .spacing(name: name, value: value)
    }
  }
}
