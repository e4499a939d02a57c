"""The protocol header of the viewer's and the comparison's pages: each run's protocol statement (scores.json
`protocol`), and a banner when compared runs depart from their benchmark's protocol in different ways.

A run without a protocol (a user's own suite: `protocol` null, or absent in records written before protocols)
shows nothing of its own; it counts as differing from a run that has one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping, Sequence

from jinja2 import Environment
from markupsafe import Markup

Protocol = Mapping[str, Any]

NO_PROTOCOL = "declares no benchmark protocol"

STYLE = Markup("""
#protocol { margin: 0.8em 0 1.2em; }
.protocol { margin: 0.5em 0; }
.protocol.conforms { color: #1d5e20; }
.protocol.deviates { background: #fff4d6; border: 2px solid #d08000; border-radius: 4px; padding: 0.6em 0.9em; }
.protocol-title { font-weight: bold; color: #7a4300; }
.protocol ul { margin: 0.35em 0 0.2em 1.2em; padding: 0; }
.protocol-small { font-size: 0.8em; color: #555; margin-top: 0.3em; }
.protocol-differs { background: #fde2e1; border: 2px solid #a40000; border-radius: 4px; padding: 0.6em 0.9em;
  margin: 0.5em 0; }
.protocol-mark { display: inline-block; background: #a40000; color: #fff; border-radius: 3px; padding: 0 0.35em;
  font-size: 0.78em; font-weight: normal; white-space: nowrap; }
""")

HEADER = """<section id="protocol">
{% if differs %}<div id="protocol-differs" class="protocol-differs" role="alert"><b>These runs differ in how they
depart from the protocol:</b><ul>{% for e in entries %}<li><b>{{ e.label }}</b>: {{ e.statement }}</li>{% endfor %}</ul></div>{% endif %}
{% for e in entries if e.protocol %}{% set p = e.protocol %}{% set who = e.label ~ ": " if many else "Protocol: " %}
{% if p.conforms %}<p class="protocol conforms">{{ who }}{{ p.statement }}.{% if e.mark %} {{ e.mark }}{% endif %}</p>
{% else %}<div class="protocol deviates" role="note" title="{{ p.statement }}"><div class="protocol-title">&#9888; {{ who }}
deviates from the {{ p.benchmark }} protocol; its numbers are not {{ p.benchmark }}'s:{% if e.mark %} {{ e.mark }}{% endif %}</div>
<ul>{% for d in p.deviations %}<li class="deviation">{{ d.text }}</li>{% endfor %}</ul>
{% endif %}
{% if p.unspecified or p.judge_answers %}<div class="protocol-small">
{%- if p.judge_answers %}Judge answers: {{ p.judge_answers }}. {% endif %}
{%- if p.unspecified %}Unspecified by upstream (the project's own choice): {{ p.unspecified|join("; ") }}.{% endif %}</div>{% endif %}
{% if not p.conforms %}</div>{% endif %}
{% endfor %}</section>
"""

MARK = """<span class="protocol-mark" title="{{ statement }}">&#9888; protocol differs: {{ words }}</span>"""

_env = Environment(autoescape=True)


def read_protocol(folder: str | Path) -> Protocol | None:
    """The `protocol` of a run folder's scores.json; None without one (or without scores.json)."""
    path = Path(folder) / "scores.json"
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8")).get("protocol") or None


def statement(protocol: Protocol | None) -> str:
    return protocol["statement"] if protocol else NO_PROTOCOL


def departure(protocol: Protocol | None) -> tuple[str, frozenset[str]] | None:
    """What two runs must share to depart from a protocol the same way: its benchmark and deviation texts."""
    if not protocol:
        return None
    return protocol["benchmark"], frozenset(d["text"] for d in protocol.get("deviations", []))


def departures_differ(protocols: Sequence[Protocol | None]) -> bool:
    return len({departure(p) for p in protocols}) > 1


def _mark_words(protocol: Protocol | None) -> str:
    if not protocol:
        return "none declared"
    if protocol["conforms"]:
        return f"conforms to {protocol['benchmark']}"
    whats = ", ".join(dict.fromkeys(d["what"] for d in protocol["deviations"]))
    return f"deviates ({whats})"


def protocol_mark(protocol: Protocol | None) -> Markup:
    """The marker on a run's label where the runs of a page depart from their protocols differently."""
    return Markup(_env.from_string(MARK).render(statement=statement(protocol), words=_mark_words(protocol)))


def protocol_marks(protocols: Sequence[Protocol | None]) -> list[Markup]:
    """One marker per run when the runs differ, else empty strings (nothing to mark)."""
    if not departures_differ(protocols):
        return [Markup("")] * len(protocols)
    return [protocol_mark(p) for p in protocols]


def protocol_header(runs: Sequence[tuple[str, Protocol | None]]) -> Markup:
    """The header block for (label, protocol) of each run: empty when no run has a protocol."""
    protocols = [p for _, p in runs]
    if not any(protocols):
        return Markup("")
    marks = protocol_marks(protocols)
    entries = [{"label": label, "protocol": p, "statement": statement(p), "mark": mark}
               for (label, p), mark in zip(runs, marks)]
    return Markup(_env.from_string(HEADER).render(entries=entries, many=len(runs) > 1,
                                                  differs=departures_differ(protocols)))
