// BarKit: one import for the whole library. Each layer is its own module (see
// Docs/Architecture.md); this umbrella re-exports them so users write `import BarKit`.
@_exported import BarKitChrome
@_exported import BarKitCompare
@_exported import BarKitEffects
@_exported import BarKitElements
@_exported import BarKitFiles
@_exported import BarKitGeometry
@_exported import BarKitJSON
@_exported import BarKitMockups
@_exported import BarKitPNG
@_exported import BarKitRaster
@_exported import BarKitReport
@_exported import BarKitScene
@_exported import BarKitText
@_exported import BarKitTypography
