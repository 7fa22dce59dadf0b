import BridgeCore
import CJavaScriptCore

#if canImport(Glibc)
import Glibc
#endif

extension JSEngine {
    /// `process.memoryUsage()`'s figures in bytes: `[rss, heapTotal, heapUsed, external]`, the
    /// resident set from `/proc/self/statm` and the rest the engine's own: its heap's capacity,
    /// its size (which the engine counts at a collection: before the first one, the capacity),
    /// and the memory it counts outside the heap, mostly array buffers' bytes.
    func memoryUsage() -> BridgeValue {
        var heap: [Double] = [0, 0, 0]
        if let context, let stats = JSGetMemoryUsageStatistics(context) {
            for (i, name) in ["heapCapacity", "heapSize", "extraMemorySize"].enumerated() {
                heap[i] = number(property(stats, name)) ?? 0
            }
        }
        let used = heap[1] > 0 ? heap[1] : heap[0]
        return .array([.number(Self.residentBytes()), .number(heap[0]), .number(used), .number(heap[2])])
    }

    /// The process's resident set in bytes (0 where `/proc` cannot be read): the second field
    /// of `/proc/self/statm`, in pages.
    private static func residentBytes() -> Double {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
        let text = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let fields = String(decoding: text, as: UTF8.self).split(separator: " ")
        guard fields.count >= 2, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}
