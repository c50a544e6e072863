// The BarKitChrome module. See Docs/Architecture.md.
