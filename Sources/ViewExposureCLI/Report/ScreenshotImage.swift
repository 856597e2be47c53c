import Foundation

/// A screenshot for the HTML report (``AuditHTMLReport``): PNG or JPEG bytes, with the pixel
/// size read from the image's own header — PNG's `IHDR`, JPEG's start-of-frame segment — so
/// that the page can draw it at the screen's scale without decoding it. Hostile bytes give
/// `nil`, never a crash: every read is bounds-checked. O(header) (JPEG: O(segments before the
/// frame), each skipped by its length).
struct ScreenshotImage: Sendable {
    /// `image/png` or `image/jpeg`.
    var mimeType: String
    /// The size in pixels, as the header states it (both positive).
    var width: Int
    var height: Int
    /// The file's bytes.
    var bytes: [UInt8]

    /// The image in `bytes`, or `nil` when they are no PNG or JPEG with a readable size.
    init?(bytes: [UInt8]) {
        if let s = Self.pngSize(bytes) { mimeType = "image/png"; (width, height) = s }
        else if let s = Self.jpegSize(bytes) { mimeType = "image/jpeg"; (width, height) = s }
        else { return nil }
        self.bytes = bytes
    }

    /// The bytes as a `data:` URI (base64), for a page that fetches nothing.
    var dataURI: String { "data:\(mimeType);base64," + Data(bytes).base64EncodedString() }

    /// Big-endian unsigned integer of `count` bytes at `at`, or `nil` past the end.
    private static func uint(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, count > 0, at <= b.count - count else { return nil }
        var v = 0
        for k in 0..<count { v = v << 8 | Int(b[at + k]) }
        return v
    }

    /// PNG: the signature, then the first chunk, `IHDR`, holding width and height (each
    /// 1 … 2³¹ − 1).
    static func pngSize(_ b: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8),
              let w = uint(b, 16, 4), let h = uint(b, 20, 4), w > 0, h > 0, w < 1 << 31, h < 1 << 31 else { return nil }
        return (w, h)
    }

    /// JPEG: start of image (`FF D8`), then marker segments, each `FF`, a marker and a 2-byte
    /// length (fill bytes `FF` may precede a marker; `RSTn`, `TEM` have no length) up to a
    /// start-of-frame marker (`C0`–`CF` except `C4` DHT, `C8` JPG, `CC` DAC) whose segment holds
    /// the precision, the height and the width. Stops at start-of-scan or end of image.
    static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i < b.count {
            guard b[i] == 0xFF else { return nil }
            while i < b.count, b[i] == 0xFF { i += 1 }   // fill bytes
            guard i < b.count else { return nil }
            let marker = b[i]
            i += 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            guard let length = uint(b, i, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 7, let h = uint(b, i + 3, 2), let w = uint(b, i + 5, 2), w > 0, h > 0 else { return nil }
                return (w, h)
            }
            i += length
        }
        return nil
    }
}
