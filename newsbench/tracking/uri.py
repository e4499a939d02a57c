"""A tracking URI as newsbench shows it: never with the user:password part it may carry."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit


def shown_uri(uri: str) -> str:
    """The URI without any user:password part, for messages and records."""
    parts = urlsplit(uri)
    if parts.password or parts.username:
        return urlunsplit(parts._replace(netloc=parts.hostname + (f":{parts.port}" if parts.port else "")))
    return uri
