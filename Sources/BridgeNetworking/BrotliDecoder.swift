#if Networking
import CBrotli
#if canImport(Glibc)
import Glibc
#endif

/// Decodes a body sent with `Content-Encoding: br`, chunk by chunk (Brotli's streaming
/// decoder). Owned by one transfer; not shared.
final class BrotliDecoder {
    private let library: Library
    private let state: OpaquePointer

    /// A decoder; throws when libbrotlidec cannot be loaded.
    init() throws(RequestProblem) {
        guard let library = Library.shared else {
            throw RequestProblem("a br (Brotli) body needs libbrotlidec.so.1, which could not be loaded")
        }
        guard let state = library.create(nil, nil, nil) else { throw RequestProblem("the Brotli decoder could not be made") }
        self.library = library
        self.state = state
    }

    deinit { library.destroy(state) }

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
                    result = library.decompress(state, &availableIn, &nextIn, &availableOut, &nextOut, nil)
                    output.append(contentsOf: out.prefix(out.count - availableOut))
                }
            } while result == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT
        }
        if result == BROTLI_DECODER_RESULT_ERROR { throw RequestProblem("the body is not valid br (Brotli) data") }
        return output
    }

    /// Whether the stream ended where Brotli's data ends (a cut-off body does not).
    var isFinished: Bool { library.isFinished(state) != 0 }

    /// libbrotlidec's decoder functions, loaded the first time a br body arrives.
    // @unchecked: C function pointers from a library that is never unloaded; immutable.
    private struct Library: @unchecked Sendable {
        typealias Create = @convention(c) (brotli_alloc_func?, brotli_free_func?, UnsafeMutableRawPointer?) -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        typealias Decompress = @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
            UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int>?
        ) -> BrotliDecoderResult
        typealias IsFinished = @convention(c) (OpaquePointer?) -> Int32

        let create: Create
        let destroy: Destroy
        let decompress: Decompress
        let isFinished: IsFinished

        static let shared: Library? = {
            guard let handle = dlopen("libbrotlidec.so.1", RTLD_NOW) else { return nil }
            func symbol<T>(_ name: String, _: T.Type) -> T? { dlsym(handle, name).map { unsafeBitCast($0, to: T.self) } }
            guard let create = symbol("BrotliDecoderCreateInstance", Create.self),
                  let destroy = symbol("BrotliDecoderDestroyInstance", Destroy.self),
                  let decompress = symbol("BrotliDecoderDecompressStream", Decompress.self),
                  let isFinished = symbol("BrotliDecoderIsFinished", IsFinished.self)
            else { return nil }
            return Library(create: create, destroy: destroy, decompress: decompress, isFinished: isFinished)
        }()
    }
}
#endif
