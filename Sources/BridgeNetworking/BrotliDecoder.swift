#if Networking
import CBrotli

/// Decodes a body sent with `Content-Encoding: br`, chunk by chunk (Brotli's streaming
/// decoder). Owned by one transfer; not shared.
final class BrotliDecoder {
    private let state: OpaquePointer

    init?() {
        guard let state = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
        self.state = state
    }

    deinit { BrotliDecoderDestroyInstance(state) }

    /// The decoded bytes of `input`, the next part of the body.
    func decode(_ input: some Collection<UInt8>) throws(RequestProblem) -> [UInt8] {
        var output: [UInt8] = []
        let bytes = Array(input)
        var result = BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT
        bytes.withUnsafeBufferPointer { buffer in
            var availableIn = buffer.count
            var nextIn = buffer.baseAddress
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    var availableOut = out.count
                    var nextOut = out.baseAddress
                    result = BrotliDecoderDecompressStream(state, &availableIn, &nextIn, &availableOut, &nextOut, nil)
                    output.append(contentsOf: out.prefix(out.count - availableOut))
                }
            } while result == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT
        }
        if result == BROTLI_DECODER_RESULT_ERROR { throw RequestProblem("the body is not valid br (Brotli) data") }
        return output
    }

    /// Whether the stream ended where Brotli's data ends (a cut-off body does not).
    var isFinished: Bool { BrotliDecoderIsFinished(state) != 0 }
}
#endif
