//  PNGChunks.swift — fuzz-png
//  Rewrites the CRC of every whole chunk after the PNG signature, so mutated chunk data is
//  parsed instead of refused at the checksum. Bytes that do not form chunks are kept as they are.

enum PNGChunks {
    /// The 8 bytes every PNG starts with.
    static let signatureLength = 8

    /// `bytes` with each complete chunk's CRC recomputed over its type and data.
    static func mendingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var offset = signatureLength
        // A chunk: 4-byte big-endian length, 4-byte type, data, 4-byte CRC of type + data.
        while offset + 12 <= out.count {
            let length = out[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let crcOffset = offset + 8 + length
            guard crcOffset + 4 <= out.count else { break }
            let crc = crc32(out[(offset + 4)..<crcOffset])
            for i in 0..<4 { out[crcOffset + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
            offset = crcOffset + 4
        }
        return out
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320 reflected), bit by bit.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
