// The BarKitScene module: the scene model, its vocabulary, canvases and devices, and the JSON
// format that reads and writes it. It draws nothing. See Docs/Architecture.md.
