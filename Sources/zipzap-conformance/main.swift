import ZipZap
import ZipZapConformance

print("zipzap-conformance \(ConformanceSuite.version)")
