#if Bundles || Networking
/// A self-signed certificate for `localhost` and `127.0.0.1` (valid for a hundred years from
/// 2026) and its key, made for these tests with
/// `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
/// -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1`. Nothing trusts it:
/// a client that verifies certificates, as node does, refuses a server that presents it.
enum SelfSignedCertificate {
    static let certificate = """
-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUF+J6Qq0z+NByPn+s32d+pcdZxckwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNDAxNTQwNVoYDzIxMjYxMDMx
MDE1NDA1WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAR+ZVHmKufH7anUvHac1Zw9dsvRptr/t3N06Y4Lx9bviBQVOTCVXa/0
Hei9TMZ1KP0B9h/olYZpCjdh3kA0h5OPo28wbTAdBgNVHQ4EFgQUeA5wVajbm0kw
jLxELuycDwdS2WMwHwYDVR0jBBgwFoAUeA5wVajbm0kwjLxELuycDwdS2WMwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIgJx6MLqOYtz6uhU00frROoI3z2knPHiMevWD4c/bcy8cCIQD7
9gwug/a3AH/MY9YBFwiwLJp++f0bA7mTnk4EkAcyNA==
-----END CERTIFICATE-----
"""

    static let privateKey = """
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghVrSo0aGsTicMGeX
LnKkUd6vS/K0u7bggLuIgHmoo4+hRANCAAR+ZVHmKufH7anUvHac1Zw9dsvRptr/
t3N06Y4Lx9bviBQVOTCVXa/0Hei9TMZ1KP0B9h/olYZpCjdh3kA0h5OP
-----END PRIVATE KEY-----
"""
}
#endif
