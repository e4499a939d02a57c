"""Ray's authentication token for drivers started in the test process, read afresh around each use.

A Ray driver reads its token once per process (a C++ singleton) and keeps it, so a test that starts a local Ray
after another test joined a cluster of its own token would present the old token and be refused. This reloads
the token from the environment (or the token file of local clusters) before and after a block.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator


def reload_token() -> None:
    import ray
    from ray._raylet import AuthenticationTokenLoader, Config

    if ray.is_initialized():
        ray.shutdown()
    Config.initialize("")  # first, so a draining gRPC thread never reloads under the old settings
    AuthenticationTokenLoader.instance().reset_cache()


@contextmanager
def fresh_ray_token() -> Iterator[None]:
    reload_token()
    try:
        yield
    finally:
        reload_token()
