"""A registry: names a config may use -> the things that serve them (metrics, readers, parsers, backends, ...).

One class for every kind, so each says the same when a name is unknown (the kind, a close match, every
known name) and none can lose an entry to a second registration under the same name.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import Any, Generic, TypeVar

from newsbench.core.errors import unknown_name

T = TypeVar("T")


def _definition(thing: Any) -> tuple[str, int, str] | None:
    """Where a function was written, or None: the same function imported again (a module run with
    `python -m` is imported once as a package module and once as __main__) keeps its file and line."""
    code = getattr(inspect.unwrap(thing), "__code__", None) if callable(thing) else None
    return (code.co_filename, code.co_firstlineno, code.co_name) if code is not None else None


class Registry(MutableMapping[str, T], Generic[T]):
    """Entries by name, read as a dict. `register`/`add` refuse a name taken by another definition;
    item assignment replaces an entry on purpose (a test patching one in, say)."""

    def __init__(self, kind: str, entries: Mapping[str, T] | None = None, plural: str | None = None,
                 plugins: bool = False) -> None:
        self.kind = kind  # what one entry is, in messages: "metric", "dataset format", ...
        self.plural = plural or f"{kind}s"
        # plugins: benchmark packages add to it, so its first read loads them (core/plugins.py)
        self._plugins_pending = plugins
        self._entries: dict[str, T] = {}
        self._sources: dict[str, tuple[str, int, str] | None] = {}
        for name, value in (entries or {}).items():
            self.add(name, value)

    def add(self, name: str, value: T, source: Any = None) -> T:
        """Register `value` under `name`; `source` is the function that defined it, when `value` wraps one."""
        where = _definition(value if source is None else source)
        if name in self._entries:
            same = (where is not None and where == self._sources[name]) or self._entries[name] == value
            if not same:
                raise ValueError(f"{self.kind} '{name}' is registered twice: {self._describe(name)} and "
                                 f"{_place(where, value)}; choose another name for one of them")
        self._entries[name] = value
        self._sources[name] = where
        return value

    def register(self, name: str) -> Callable[[T], T]:
        """A decorator: `@METRICS.register("rouge")` over a function registers it as it stands."""

        def add(value: T) -> T:
            return self.add(name, value)

        return add

    def _read(self) -> dict[str, T]:
        """The entries, once the benchmark packages that may add to them are loaded."""
        if self._plugins_pending:
            self._plugins_pending = False
            from newsbench.core.plugins import load_plugins

            load_plugins()
        return self._entries

    def lookup(self, name: str, where: str = "") -> T:
        """The entry a user named; an unknown name is a ConfigError naming the kind, `where` and every known name.

        (`get` keeps its dict meaning, a default for a missing name, which dict callers rely on.)"""
        entries = self._read()
        if name not in entries:
            raise unknown_name(self.kind, name, entries, where, plural=self.plural)
        return entries[name]

    def _describe(self, name: str) -> str:
        return _place(self._sources[name], self._entries[name])

    def __getitem__(self, name: str) -> T:
        return self._read()[name]

    def __contains__(self, name: object) -> bool:
        return name in self._read()

    def __setitem__(self, name: str, value: T) -> None:
        self._read()  # the packages first: an entry set on purpose is not then taken for a second registration
        self._entries[name] = value
        self._sources[name] = _definition(value)

    def __delitem__(self, name: str) -> None:
        del self._read()[name]
        del self._sources[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())

    def __repr__(self) -> str:
        return f"Registry({self.kind!r}: {', '.join(self._entries) or 'empty'})"


def _place(where: tuple[str, int, str] | None, value: Any) -> str:
    return f"{where[2]} ({where[0]}, line {where[1]})" if where else repr(value)
