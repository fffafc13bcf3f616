package zipzap.input;

import zipzap.field.Scan;

/** A barcode the camera recognized in a frame, at (x, y) in ten-thousandths of the view (SPEC C-8.3). */
public record Detection(Scan scan, long x, long y) {}
