// Brotli's decoder (Debian's libbrotli-dev), for bodies sent with `Content-Encoding: br`.
#include <brotli/decode.h>
