import BarKit
import Foundation

/// A 16×8 gray image with a dark square at `offset`.
func image(offset: Int) -> Pixmap {
  var p = Pixmap(width: 16, height: 8, filledWith: RGBA8(r: 240, g: 240, b: 240).premultiplied)!
  for y in 2..<5 { for x in offset..<offset + 3 { p[x, y] = RGBA8(r: 20, g: 20, b: 20).premultiplied } }
  return p
}

/// The phase the script runs: `change` (and `crash`, which runs after the change is accepted)
/// moves the square of the goldens that fail on purpose.
var changedOffset: Int { ["change", "crash"].contains(ProcessInfo.processInfo.environment["CONSUMER_PHASE"]) ? 6 : 1 }
