package zipzap.input;

import zipzap.field.Scan;

/** The scan engine decoded a barcode at {@code time} (SPEC C-9.1); the engine always knows the type. */
public record Decode(long time, Scan scan) {}
