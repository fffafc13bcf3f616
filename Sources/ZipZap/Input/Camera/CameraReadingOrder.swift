/// The order in which the camera reads a frame's detections (SPEC C-8.3): nearest to the point of interest first,
/// then by type and bytes (`BarcodeIdentity`), then by position. Two detections equal in all of these are the same
/// detection, so the order is total and the outcome never depends on the order a frame lists its detections in.
struct CameraReadingOrder {
    let pointOfInterest: ViewPoint

    /// The order of two detections at the same distance from the point of interest.
    private func precedesAtEqualDistance(_ lhs: Detection, _ rhs: Detection) -> Bool {
        if lhs.identity != rhs.identity { return lhs.identity < rhs.identity }
        return lhs.position < rhs.position
    }

    /// The detections the camera reads, in reading order: one per barcode (its first in reading order; SPEC C-8.5)
    /// and at most `limit` of them (SPEC C-8.9).
    func read(_ detections: [Detection], limit: Int) -> [Detection] {
        // Each distance is computed once, not twice in every comparison of the sort.
        let byDistance = detections.map { (distance: $0.position.squaredDistance(to: pointOfInterest), detection: $0) }
            .sorted { lhs, rhs in
                lhs.distance != rhs.distance ? lhs.distance < rhs.distance : precedesAtEqualDistance(lhs.detection, rhs.detection)
            }
        var seen = Set<BarcodeIdentity>()
        var read: [Detection] = []
        for (_, detection) in byDistance {
            guard read.count < limit else { break }
            if seen.insert(detection.identity).inserted { read.append(detection) }
        }
        return read
    }
}
