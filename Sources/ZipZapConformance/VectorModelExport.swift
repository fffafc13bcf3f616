// The vector model is part of the runner's API: ZipZapKit's tests and porting teams `import ZipZapConformance` and use
// `Vector`, `FieldSpec`, `VectorInput` and the suite loader with it (Docs/swift-in-process.md).
@_exported import ZipZapVectors
