/// An image's size in pixels, read from its header as an image decoder reads it: PNG, GIF, JPEG
/// (baseline and progressive), WebP (lossy, lossless, extended) and BMP. Nothing is decoded
/// beyond the header. Any thread.
public struct ImageSize: Sendable, Equatable {
    /// Pixels across and down.
    public var width: Int, height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// The size `bytes` state, or nil when they are not one of the formats above (or too short).
    public init?(header bytes: some Collection<UInt8>) {
        let b = Array(bytes.prefix(1 << 20))
        guard let size = Self.png(b) ?? Self.gif(b) ?? Self.webp(b) ?? Self.bmp(b) ?? Self.jpeg(b) else { return nil }
        self = size
    }

    private static func starts(_ b: [UInt8], _ prefix: [UInt8], at offset: Int = 0) -> Bool {
        b.count >= offset + prefix.count && Array(b[offset..<offset + prefix.count]) == prefix
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// PNG: the signature, then the IHDR chunk's width and height.
    private static func png(_ b: [UInt8]) -> ImageSize? {
        guard starts(b, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(b, Array("IHDR".utf8), at: 12), b.count >= 24 else { return nil }
        return ImageSize(width: bigEndian(b, 16, 4), height: bigEndian(b, 20, 4))
    }

    /// GIF: the logical screen's width and height after the version.
    private static func gif(_ b: [UInt8]) -> ImageSize? {
        guard starts(b, Array("GIF87a".utf8)) || starts(b, Array("GIF89a".utf8)), b.count >= 10 else { return nil }
        return ImageSize(width: littleEndian(b, 6, 2), height: littleEndian(b, 8, 2))
    }

    /// BMP: the info header's width and height (a negative height is a top-down image).
    private static func bmp(_ b: [UInt8]) -> ImageSize? {
        guard starts(b, Array("BM".utf8)), b.count >= 26 else { return nil }
        let height = Int32(truncatingIfNeeded: littleEndian(b, 22, 4))
        return ImageSize(width: littleEndian(b, 18, 4), height: Int(height.magnitude))
    }

    /// WebP: `VP8 ` (lossy: the key frame's 14-bit sizes), `VP8L` (lossless: 14 bits each, less
    /// one) or `VP8X` (extended: 24-bit canvas sizes, less one).
    private static func webp(_ b: [UInt8]) -> ImageSize? {
        guard starts(b, Array("RIFF".utf8)), starts(b, Array("WEBP".utf8), at: 8), b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard starts(b, [0x9D, 0x01, 0x2A], at: 23) else { return nil }
            return ImageSize(width: littleEndian(b, 26, 2) & 0x3FFF, height: littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = littleEndian(b, 21, 4)
            return ImageSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            return ImageSize(width: littleEndian(b, 24, 3) + 1, height: littleEndian(b, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// JPEG: the markers after SOI up to the first start-of-frame (SOF0–SOF15 but DHT, JPG and
    /// DAC), whose height and width follow its precision byte.
    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        guard starts(b, [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 4 <= b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF { at += 1; continue }  // fill bytes
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            let length = bigEndian(b, at + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard at + 9 <= b.count else { return nil }
                return ImageSize(width: bigEndian(b, at + 7, 2), height: bigEndian(b, at + 5, 2))
            }
            guard length >= 2, marker != 0xD9, marker != 0xDA else { return nil }
            at += 2 + length
        }
        return nil
    }
}
