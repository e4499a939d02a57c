"""The TLS context the OpenAI-compatible clients of this process verify servers with."""

from __future__ import annotations

import functools
import ssl


@functools.cache
def tls_context() -> ssl.SSLContext:
    """The context the client would make itself (httpx2's default: certificates from the environment, as
    SSL_CERT_FILE and SSL_CERT_DIR say when it is first made), made once per process. Loading the certificates
    takes about 40 ms, and the client and the first-attempt sender each made one per run before the first
    request; a sweep's runs share it. An SSLContext may serve many connections and threads."""
    import httpx2

    return httpx2.create_ssl_context()
