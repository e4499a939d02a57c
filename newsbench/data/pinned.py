"""Release files pinned by digest: a location (URL or local path) plus a SHA-256 or git blob id -> a checked file.

Where a pinned file comes from, in order:
- a local path: the file itself, refused when its digest differs;
- `pinned_dir=FOLDER`: any file below FOLDER (recursively) with the pinned digest, whatever its name or path.
  The folder stands for "offline": a pinned URL it does not hold is read from the download cache or refused,
  never downloaded;
- the download cache, `$XDG_CACHE_HOME/newsbench/downloads/<pin>/<file name>` (`~/.cache` without the variable),
  where `<pin>` is the sha256, `blob-<git blob id>`, or for an unpinned URL `url-<sha256(url)[:16]>`;
- the URL, downloaded once into that cache: written to a temporary file beside the target, checked, then renamed.

A git blob id is what `git hash-object FILE` prints: sha1(b"blob <size>\\0" + bytes); some releases publish
only that. Digests are memoised by (path, size, mtime_ns), so a file is hashed once per process unless it changes.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Iterator
from urllib.parse import urlsplit

from newsbench.core.errors import ConfigError, DataError
from newsbench.core.paths import resolve_data_path

TIMEOUT_S = 60


@dataclass(frozen=True)
class Pin:
    """The digest a file must have: its SHA-256 or its git blob id (either, never both needed)."""

    sha256: str | None = None
    git_blob: str | None = None

    @staticmethod
    def of(sha256: str | None, git_blob: str | None) -> Pin | None:
        if not sha256 and not git_blob:
            return None
        return Pin(sha256=str(sha256).strip().lower() if sha256 else None,
                   git_blob=str(git_blob).strip().lower() if git_blob else None)

    @property
    def kind(self) -> str:
        return "sha256" if self.sha256 else "git blob id"

    @property
    def value(self) -> str:
        return self.sha256 or self.git_blob or ""

    @property
    def folder(self) -> str:
        """The cache sub-folder named by the pin."""
        return self.sha256 if self.sha256 else f"blob-{self.git_blob}"

    def digest_of(self, path: Path) -> str:
        sha256, blob = digests(path)
        return sha256 if self.sha256 else blob

    def matches(self, path: Path) -> bool:
        sha256, blob = digests(path)
        return (self.sha256 is None or sha256 == self.sha256) and (self.git_blob is None or blob == self.git_blob)


_DIGESTS: dict[tuple[str, int, int], tuple[str, str]] = {}  # (path, size, mtime_ns) -> (sha256, git blob id)


def digests(path: Path) -> tuple[str, str]:
    """(sha256, git blob id) of a file, both from one read."""
    stat = path.stat()
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    if key not in _DIGESTS:
        sha256, blob = hashlib.sha256(), hashlib.sha1(b"blob %d\0" % stat.st_size)
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                sha256.update(block)
                blob.update(block)
        _DIGESTS[key] = (sha256.hexdigest(), blob.hexdigest())
    return _DIGESTS[key]


def git_blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME", "")
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".cache"  # the XDG rule
    return root / "newsbench" / "downloads"


def is_url(location: str) -> bool:
    return location.startswith(("http://", "https://"))


def file_name(location: str) -> str:
    return PurePosixPath(urlsplit(location).path).name if is_url(location) else Path(location).name


class FolderIndex:
    """The files below a folder, listed once; hashed only when a lookup needs them."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.files = sorted(p for p in folder.rglob("*") if p.is_file())

    def find(self, pin: Pin, name: str) -> Path | None:
        """A file with the pinned digest; files named `name` are hashed first (most often the one)."""
        for path in sorted(self.files, key=lambda p: p.name != name):
            if path.is_file() and pin.matches(path):
                return path
        return None

    def same_name(self, name: str) -> list[Path]:
        return [p for p in self.files if p.name == name and p.is_file()]


_FOLDERS: dict[Path, FolderIndex] = {}


def folder_index(folder: Path) -> FolderIndex:
    key = folder.resolve()
    if key not in _FOLDERS:
        _FOLDERS[key] = FolderIndex(key)
    return _FOLDERS[key]


def find_in_folder(pinned_dir: str, pin: Pin, name: str) -> tuple[Path | None, list[Path]]:
    """(the copy with the pin's digest, or None; the files of the same name that differ)."""
    folder = resolve_data_path(pinned_dir)
    if not folder.is_dir():
        raise ConfigError(f"pinned_dir is '{pinned_dir}', but {folder} is not a folder. Give a folder holding "
                          "copies of the pinned release files (anywhere below it, under any name).")
    index = folder_index(folder)
    found = index.find(pin, name)
    if found is None:  # files added since the folder was listed (a second lookup in the same process)
        index = _FOLDERS[folder.resolve()] = FolderIndex(folder.resolve())
        found = index.find(pin, name)
    return found, ([] if found else index.same_name(name))


def fetch_pinned(location: str, *, sha256: str | None = None, git_blob: str | None = None,
                 pinned_dir: str | None = None, what: str = "dataset") -> Path:
    """A local file for `location` with the pinned digest (module docstring), or a DataError saying how to get it."""
    pin = Pin.of(sha256, git_blob)
    name = file_name(location)
    if not is_url(location):
        return _local(location, pin, pinned_dir, what, name)
    if pin is None:
        return _download(location, cache_root() / f"url-{hashlib.sha256(location.encode()).hexdigest()[:16]}" / name,
                         None, what)
    if pinned_dir:
        found, others = find_in_folder(pinned_dir, pin, name)
        if found:
            return found
    cached = cache_root() / pin.folder / name
    if cached.is_file():
        if pin.matches(cached):
            return cached
        cached.unlink()  # a damaged or edited cache entry: fetched again below
    if pinned_dir:
        differing = "".join(f"; the copy at {p} has {pin.kind} {pin.digest_of(p)}" for p in others[:3])
        raise DataError(f"Could not read {what} {location}: pinned_dir={pinned_dir} ({resolve_data_path(pinned_dir)}) "
                        f"holds no file with {pin.kind} {pin.value} below it{differing}. The file is pinned by "
                        f"{pin.kind} {pin.value}; put a copy of it anywhere below that folder (found by its "
                        f"{pin.kind}, whatever its name), or leave pinned_dir out to download it.")
    return _download(location, cached, pin, what)


def _local(location: str, pin: Pin | None, pinned_dir: str | None, what: str, name: str) -> Path:
    path = resolve_data_path(location)
    if pin is None:
        if not path.exists():
            kind = "Dataset file" if what.endswith("dataset") else "File"
            raise DataError(f"{kind} not found: {path} ({what} '{location}'). Give a path relative to the project "
                            "root, an absolute path, or an http(s) URL.")
        return path
    if path.is_file():
        if pin.matches(path):
            return path
        raise DataError(f"Could not read {what} {location}: the copy at {path} has {pin.kind} {pin.digest_of(path)}. "
                        f"The file is pinned by {pin.kind} {pin.value}: use the pinned release file (or change the "
                        "pin if another file is meant); pinned_dir=FOLDER finds a copy of it anywhere below FOLDER "
                        f"(by its {pin.kind}, whatever its name) where the path holds none.")
    if pinned_dir:
        found, _ = find_in_folder(pinned_dir, pin, name)
        if found:
            return found
    raise DataError(f"Could not read {what} {location}: {path} does not exist"
                    f"{f' and pinned_dir={pinned_dir} holds no copy' if pinned_dir else ''}. The file is pinned by "
                    f"{pin.kind} {pin.value}; give its path, or add pinned_dir=FOLDER, a folder holding a copy of it "
                    f"anywhere below it (found by its {pin.kind}, whatever its name).")


def _download(url: str, target: Path, pin: Pin | None, what: str) -> Path:
    if target.is_file():
        return target  # unpinned: the first download is kept, as before
    offline = (f"The file is pinned by {pin.kind} {pin.value}; on a machine without network access, add "
               f"pinned_dir=FOLDER, a folder holding a copy of it anywhere below it (found by its {pin.kind}, "
               "whatever its name)." if pin else
               "The file is not pinned; on a machine without network access, download it elsewhere and give "
               "the path of the copy instead of the URL.")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}.", delete=False) as f:
        partial = Path(f.name)
        try:
            with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
                for block in _blocks(response):
                    f.write(block)
        except (OSError, ValueError) as e:  # URLError, HTTPError, timeouts and refused connections are OSErrors
            f.close()
            partial.unlink(missing_ok=True)
            raise DataError(f"Could not read {what} {url}: the download failed ({e}). {offline}") from None
    if pin is not None and not pin.matches(partial):
        sent = pin.digest_of(partial)
        partial.unlink()
        raise DataError(f"Could not read {what} {url}: the server sent a file with {pin.kind} {sent}. {offline}")
    os.replace(partial, target)
    return target


def _blocks(response) -> Iterator[bytes]:  # type: ignore[no-untyped-def] - an http.client response
    return iter(lambda: response.read(1 << 20), b"")
