"""The result cache shared by all runs: SQLite in WAL mode, keyed by generation and judgment keys.

Only successful results are stored, so a rerun retries exactly the failed and the missing calls. Texts are
stored with the run's secrets redacted: an endpoint that echoes its key must not leave it in the cache.
Results are written shard by shard as they arrive; a killed run loses at most the shard in flight.

Each result is stored with the identity of the model that gave it (`model`; empty in caches written before it
was kept), so that a plan (`plan=true`, newsbench/estimate/) can read a model's measured speed from its earlier
results. A plan reads the cache through `CacheReader`, which opens it read-only and creates nothing.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Iterable, NamedTuple, Sequence

from newsbench.backends.base import ChatResult
from newsbench.core.errors import ConfigError
from newsbench.core.paths import probe_writable
from newsbench.core.secrets import redact


_PAYLOAD_JSON = json.JSONEncoder(ensure_ascii=False)


def payload(result: ChatResult, secrets: Sequence[str]) -> str:
    """What the cache stores of a result: json.dumps(asdict(result), ensure_ascii=False) with its text redacted.
    Its fields read directly: no field holds a dataclass, so asdict's deep copy (three quarters of the cost of
    storing a result, on the thread that also feeds the run) changes nothing."""
    return _PAYLOAD_JSON.encode({**vars(result), "text": redact(result.text, secrets)})


MEASURED_CALLS = 1000  # a model's speed is read from its latest results, at most this many


class Timing(NamedTuple):
    """How long one earlier result took, and its tokens where the backend reported them."""

    latency_s: float
    prompt_tokens: int | None
    completion_tokens: int | None


def cannot_open(path: Path, error: BaseException) -> ConfigError:
    return ConfigError(
        f"The result cache {path} (runner.cache_path) cannot be opened for writing: {error}. Make its "
        "folder writable, set runner.cache_path to a writable file, or turn the cache off with "
        "runner.cache=false.")


class _Reading:
    """Lookups shared by the cache a run writes and the read-only one a plan reads."""

    _db: sqlite3.Connection
    _lock: threading.Lock
    _has_model: bool

    def get_many(self, keys: Sequence[str]) -> dict[str, ChatResult]:
        found: dict[str, ChatResult] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                chunk = list(keys[start:start + 500])
                marks = ",".join("?" * len(chunk))
                for key, payload in self._db.execute(f"SELECT key, payload FROM results WHERE key IN ({marks})", chunk):
                    found[key] = ChatResult(**json.loads(payload))
        return found

    def holds(self, keys: Sequence[str]) -> set[str]:
        """Which of `keys` the cache has a result for (without reading the results)."""
        found: set[str] = set()
        with self._lock:
            for start in range(0, len(keys), 500):
                chunk = list(keys[start:start + 500])
                marks = ",".join("?" * len(chunk))
                found.update(k for (k,) in self._db.execute(f"SELECT key FROM results WHERE key IN ({marks})", chunk))
        return found

    def timings(self, model: str, kind: str) -> list[Timing]:
        """The latest results of this model and kind (generation, judgment): their latency and tokens. None
        for a cache written before results named their model."""
        if not self._has_model:
            return []
        with self._lock:
            rows = self._db.execute(
                "SELECT json_extract(payload, '$.latency_s'), json_extract(payload, '$.prompt_tokens'), "
                "json_extract(payload, '$.completion_tokens') FROM results WHERE model = ? AND kind = ? "
                "ORDER BY rowid DESC LIMIT ?", (model, kind, MEASURED_CALLS)).fetchall()
        return [Timing(float(latency), prompt, completion) for latency, prompt, completion in rows
                if latency is not None]


class ResultCache(_Reading):
    def __init__(self, path: str | Path, secrets: Sequence[str] = ()) -> None:
        self.path = Path(path)
        self.secrets = list(secrets)
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=60)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, kind TEXT, payload TEXT, "
                             "model TEXT)")
            if "model" not in _columns(self._db):  # a cache written before results named their model
                self._db.execute("ALTER TABLE results ADD COLUMN model TEXT")
            self._db.execute("CREATE INDEX IF NOT EXISTS results_by_model ON results (model, kind)")
            self._db.commit()
        except (OSError, sqlite3.Error) as e:  # read-only folder or file, a file that is not SQLite, a full disk
            raise cannot_open(self.path, e) from None
        self._has_model = True

    def put_many(self, kind: str, results: Iterable[ChatResult], model: str | None = None) -> int:
        """`model`: the identity of the model that answered, kept for plans' measured rates."""
        rows = [(r.key, kind, payload(r, self.secrets), model) for r in results if r.ok]
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO results (key, kind, payload, model) VALUES (?, ?, ?, ?)",
                                 rows)
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


class CacheReader(_Reading):
    """The cache opened read-only, for a plan: it creates no file and changes none. A cache not made yet holds
    nothing; one that a run could not open for writing is refused as the run would refuse it."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._has_model = False
        check_writable_cache(self.path)
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        if not self.path.is_file():
            self._db.execute("CREATE TABLE results (key TEXT PRIMARY KEY, kind TEXT, payload TEXT, model TEXT)")
            return
        # Without a write-ahead log beside it every result is in the file itself: read it as immutable, which
        # leaves no -wal and -shm files behind; with one (a run going on, or killed), read that too.
        wal = self.path.with_name(self.path.name + "-wal").exists()
        mode = "mode=ro" if wal else "immutable=1"
        try:
            self._db = sqlite3.connect(f"{self.path.resolve().as_uri()}?{mode}", uri=True, check_same_thread=False,
                                       timeout=60)
            self._has_model = "model" in _columns(self._db)
        except sqlite3.Error as e:  # a file that is not SQLite
            raise cannot_open(self.path, e) from None

    def close(self) -> None:
        with self._lock:
            self._db.close()


def check_writable_cache(path: Path) -> None:
    """What opening the cache for writing would meet, found without creating or changing anything."""
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        probe_writable(path)
    except OSError as e:
        raise cannot_open(path, e) from None


def _columns(db: sqlite3.Connection) -> set[str]:
    return {row[1] for row in db.execute("PRAGMA table_info(results)")}


class NoCache:
    """Stands in when `runner.cache=false`: remembers nothing."""

    def get_many(self, keys: Sequence[str]) -> dict[str, ChatResult]:
        return {}

    def holds(self, keys: Sequence[str]) -> set[str]:
        return set()

    def timings(self, model: str, kind: str) -> list[Timing]:
        return []

    def put_many(self, kind: str, results: Iterable[ChatResult], model: str | None = None) -> int:
        return 0

    def finish(self) -> None:
        pass

    def close(self) -> None:
        pass
