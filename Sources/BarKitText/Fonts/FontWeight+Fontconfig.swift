@_exported import BarKitTypography
import CFontconfig

extension FontWeight {
  /// Fontconfig's weight constant for ``cssWeight`` (`FC_WEIGHT_THIN` … `FC_WEIGHT_BLACK`).
  var fontconfigWeight: Int32 {
    switch self {
    case .ultraLight: Int32(FC_WEIGHT_THIN)
    case .thin: Int32(FC_WEIGHT_EXTRALIGHT)
    case .light: Int32(FC_WEIGHT_LIGHT)
    case .regular: Int32(FC_WEIGHT_REGULAR)
    case .medium: Int32(FC_WEIGHT_MEDIUM)
    case .semibold: Int32(FC_WEIGHT_DEMIBOLD)
    case .bold: Int32(FC_WEIGHT_BOLD)
    case .heavy: Int32(FC_WEIGHT_EXTRABOLD)
    case .black: Int32(FC_WEIGHT_BLACK)
    }
  }
}
