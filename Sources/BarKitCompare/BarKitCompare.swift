// The BarKitCompare module. See Docs/Architecture.md.
