import ZipZap
import ZipZapConformance

/// The edits the shrinker makes to a source's input: an event or a detection less, the default configuration, a
/// byte string changed.
extension VectorInput {
    func removingEvent(at index: Int) -> VectorInput {
        func removing<T>(_ items: [T]) -> [T] { var items = items; items.remove(at: index); return items }
        return switch self {
        case .direct(let scans): .direct(removing(scans))
        case .source(.camera(let configuration, let events)): .source(.camera(configuration, removing(events)))
        case .source(.hardware(let configuration, let events)): .source(.hardware(configuration, removing(events)))
        case .source(.hid(let configuration, let events)): .source(.hid(configuration, removing(events)))
        case .source(.typing(let configuration, let events)): .source(.typing(configuration, removing(events)))
        }
    }

    /// Each camera frame with one of its detections left out, in order.
    var withOneDetectionFewer: [VectorInput] {
        guard case .source(.camera(let configuration, let events)) = self else { return [] }
        return events.indices.flatMap { index -> [VectorInput] in
            guard case .frame(let time, let detections) = events[index] else { return [] }
            return detections.indices.map { removed in
                var changed = events
                var kept = detections
                kept.remove(at: removed)
                changed[index] = .frame(time: time, detections: kept)
                return .source(.camera(configuration, changed))
            }
        }
    }

    /// The same events under the source's default configuration; nil when it has it already.
    var withDefaultConfiguration: VectorInput? {
        let changed: VectorInput = switch self {
        case .direct: self
        case .source(.camera(_, let events)): .source(.camera(.default, events))
        case .source(.hardware(_, let events)): .source(.hardware(.default, events))
        case .source(.hid(_, let events)): .source(.hid(.default, events))
        case .source(.typing(_, let events)): .source(.typing(.default, events))
        }
        return changed == self ? nil : changed
    }

    /// The input with `transform` applied to each of its byte strings (scan values, detections, keys, typed text),
    /// given the string's number in reading order.
    func mappingByteStrings(_ transform: (Int, [UInt8]) -> [UInt8]) -> VectorInput {
        var number = 0
        func next(_ bytes: [UInt8]) -> [UInt8] {
            defer { number += 1 }
            return transform(number, bytes)
        }
        switch self {
        case .direct(let scans):
            return .direct(scans.map { Scan(value: next($0.value), type: $0.type) })
        case .source(.camera(let configuration, let events)):
            return .source(.camera(configuration, events.map { event in
                guard case .frame(let time, let detections) = event else { return event }
                return .frame(time: time, detections: detections.map {
                    Detection(value: next($0.value), type: $0.type, position: $0.position)
                })
            }))
        case .source(.hardware(let configuration, let events)):
            return .source(.hardware(configuration, events.map { event in
                guard case .decode(let time, let value, let type) = event else { return event }
                return .decode(time: time, value: next(value), type: type)
            }))
        case .source(.hid(let configuration, let events)):
            return .source(.hid(configuration, events.map { event in
                guard case .keys(let time, let bytes) = event else { return event }
                return .keys(time: time, bytes: next(bytes))
            }))
        case .source(.typing(let configuration, let events)):
            return .source(.typing(configuration, events.map { event in
                switch event {
                case .insert(let offset, let text): .insert(offset: offset, text: next(text))
                case .replace(let offset, let count, let text): .replace(offset: offset, count: count, text: next(text))
                case .delete, .submit: event
                }
            }))
        }
    }

    /// The byte strings `mappingByteStrings` visits, in its order.
    var byteStrings: [[UInt8]] {
        var strings: [[UInt8]] = []
        _ = mappingByteStrings { strings.append($1); return $1 }
        return strings
    }
}
