"""Label scenes rendered and decoded by zxing-cpp: the camera path of ZipZap Conformance on real pictures."""
