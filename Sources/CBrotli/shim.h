// Brotli's decoder (Debian's libbrotli-dev), for bodies sent with `Content-Encoding: br`: the
// header only. BridgeNetworking loads libbrotlidec when the first such body arrives, so a
// process that never sees one never loads it (nothing links it at start-up).
#include <brotli/decode.h>
