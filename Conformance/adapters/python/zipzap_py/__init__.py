"""An independent ZipZap validation pipeline in Python, for the conformance adapter (SPEC.md, PROTOCOL.md)."""
