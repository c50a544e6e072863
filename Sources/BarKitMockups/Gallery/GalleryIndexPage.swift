#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `index.html` of a rendered gallery: every entry's PNG with its caption.
package enum GalleryIndexPage {
  /// The page for `entries`, whose PNGs sit beside it as `NAME.png`.
  package static func html(_ entries: [DemoGallery.Entry]) -> String {
    let figures = entries.map { e in
      "<figure><img src=\"\(e.name).png\" alt=\"\(e.name)\"><figcaption>\(e.caption)</figcaption></figure>"
    }
    return """
      <!doctype html><html><head><meta charset="utf-8"><title>BarKit gallery</title><style>
      body{font:14px -apple-system,Helvetica,Arial,sans-serif;background:#eee;margin:24px}
      figure{display:inline-block;vertical-align:top;margin:0 24px 24px 0;width:340px}
      img{width:320px;box-shadow:0 2px 8px rgba(0,0,0,.3)}</style></head><body><h1>BarKit gallery</h1>
      \(figures.joined(separator: "\n"))
      </body></html>
      """
  }
}
