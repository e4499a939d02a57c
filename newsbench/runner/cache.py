"""The result cache shared by all runs: SQLite in WAL mode, keyed by generation and judgment keys.

Only successful results are stored, so a rerun retries exactly the failed and the missing calls. Texts are
stored with the run's secrets redacted: an endpoint that echoes its key must not leave it in the cache.
Results are written shard by shard as they arrive; a killed run loses at most the shard in flight.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Iterable, Sequence

from newsbench.backends.base import ChatResult
from newsbench.core.errors import ConfigError
from newsbench.core.secrets import redact


_PAYLOAD_JSON = json.JSONEncoder(ensure_ascii=False)


def payload(result: ChatResult, secrets: Sequence[str]) -> str:
    """What the cache stores of a result: json.dumps(asdict(result), ensure_ascii=False) with its text redacted.
    Its fields read directly: no field holds a dataclass, so asdict's deep copy (three quarters of the cost of
    storing a result, on the thread that also feeds the run) changes nothing."""
    return _PAYLOAD_JSON.encode({**vars(result), "text": redact(result.text, secrets)})


class ResultCache:
    def __init__(self, path: str | Path, secrets: Sequence[str] = ()) -> None:
        self.path = Path(path)
        self.secrets = list(secrets)
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=60)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, kind TEXT, payload TEXT)")
            self._db.commit()
        except (OSError, sqlite3.Error) as e:  # read-only folder or file, a file that is not SQLite, a full disk
            raise ConfigError(
                f"The result cache {self.path} (runner.cache_path) cannot be opened for writing: {e}. Make its "
                "folder writable, set runner.cache_path to a writable file, or turn the cache off with "
                "runner.cache=false.") from None

    def get_many(self, keys: Sequence[str]) -> dict[str, ChatResult]:
        found: dict[str, ChatResult] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                chunk = list(keys[start:start + 500])
                marks = ",".join("?" * len(chunk))
                for key, payload in self._db.execute(f"SELECT key, payload FROM results WHERE key IN ({marks})", chunk):
                    found[key] = ChatResult(**json.loads(payload))
        return found

    def put_many(self, kind: str, results: Iterable[ChatResult]) -> int:
        rows = [(r.key, kind, payload(r, self.secrets)) for r in results if r.ok]
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO results (key, kind, payload) VALUES (?, ?, ?)", rows)
            self._db.commit()
        return len(rows)

    def count(self, kind: str | None = None) -> int:
        with self._lock:
            if kind is None:
                return self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
            return self._db.execute("SELECT COUNT(*) FROM results WHERE kind = ?", (kind,)).fetchone()[0]

    def close(self) -> None:
        with self._lock:
            self._db.close()


class NoCache:
    """Stands in when `runner.cache=false`: remembers nothing."""

    def get_many(self, keys: Sequence[str]) -> dict[str, ChatResult]:
        return {}

    def put_many(self, kind: str, results: Iterable[ChatResult]) -> int:
        return 0

    def finish(self) -> None:
        pass

    def close(self) -> None:
        pass
