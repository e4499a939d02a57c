"""Runs carrying a `protocol` in scores.json, for the viewer's, the comparison's and MLflow's tests: two instant
runs of the demo suite (model=A, model=B), copied with each protocol written in by hand as the runner writes it,
and a probe of what a headless Chromium actually draws of a page's protocol header."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

from conftest import run_cli

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
INSTANT = ["suite=demo", "model=instant", "judge.model.backend=instant", "judge.model.model='Score: 4'"]
UNSPECIFIED = "the MCQ prompt and answer parser: upstream publishes neither; both are the project's own"
JUDGE = "judge keyword screen (protocol: Qwen-72B-Chat)"
DATA_5 = "data 5 of 1,861 MCQ and 5 of 462 risky questions (limit=5)"
DATA_10 = "data 10 of 1,861 MCQ and 10 of 462 risky questions (limit=10)"


def deviating(*texts: str, benchmark: str = "CHiSafetyBench v0") -> dict[str, Any]:
    deviations = [{"what": text.split()[0], "run": text, "protocol": "?", "tasks": ["mcq"], "text": text}
                  for text in texts]
    return {"benchmark": benchmark, "conforms": False,
            "statement": f"deviates from the {benchmark} protocol: " + "; ".join(texts),
            "deviations": deviations, "unspecified": [UNSPECIFIED], "judge_answers": "free text"}


def conforming(benchmark: str = "CHiSafetyBench v0") -> dict[str, Any]:
    return {"benchmark": benchmark, "conforms": True, "statement": f"conforms to the {benchmark} protocol",
            "deviations": [], "unspecified": [UNSPECIFIED], "judge_answers": "free text"}


MISSING = "missing"  # a record written before protocols: no `protocol` key at all


def instant_runs(tmp: Path) -> list[Path]:
    """Two finished instant runs of the demo suite: model=A and model=B (their protocol null)."""
    result = run_cli("-m", *INSTANT, "model.model=A,B", tmp=tmp)
    assert result.returncode == 0, result.stderr
    return sorted((tmp / "sweep").glob("[0-9]_*"))


def with_protocol(run: Path, dst: Path, protocol: dict[str, Any] | None | str) -> Path:
    """A copy of `run` whose scores.json carries `protocol` (None: null; MISSING: no key)."""
    shutil.copytree(run, dst)
    scores = json.loads((dst / "scores.json").read_text(encoding="utf-8"))
    scores.pop("protocol", None)
    if protocol != MISSING:
        scores["protocol"] = protocol
    (dst / "scores.json").write_text(json.dumps(scores, indent=2), encoding="utf-8")
    return dst


def header_text(page: str) -> str:
    """The text of a page's protocol header, tags dropped and spaces collapsed ("" where it has none)."""
    if '<section id="protocol">' not in page:
        return ""
    section = page.split('<section id="protocol">', 1)[1].split("</section>", 1)[0]
    section = re.sub(r"</?(div|p|ul|li|br)\b[^>]*>", " ", section)  # blocks apart, inline tags away
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", section)).split())


# Appended to a copy of a page: writes into the DOM what the browser drew of the protocol header (its text as
# rendered, and whether each part takes up room in the first 900 pixels), for --dump-dom to read back.
PROBE = """<script>
const drawn = el => { const r = el.getBoundingClientRect(), s = getComputedStyle(el);
  return r.width > 0 && r.height > 0 && s.visibility === "visible" && s.display !== "none" && r.top < 900; };
const found = {};
for (const sel of ["#protocol", ".protocol.deviates", ".protocol.conforms", "#protocol-differs", ".protocol-mark",
                   ".protocol-small"]) {
  const els = [...document.querySelectorAll(sel)];
  found[sel] = {count: els.length, drawn: els.filter(drawn).length, text: els.map(e => e.innerText).join("\\n")};
}
const out = document.createElement("pre"); out.id = "probe"; out.textContent = JSON.stringify(found);
document.body.appendChild(out);
</script>"""


def drawn_header(page: Path, tmp: Path) -> dict[str, dict[str, Any]]:
    """What headless Chromium draws of `page`'s protocol header, by selector: count, drawn count, text."""
    probed = page.with_name(f"probed_{page.name}")
    probed.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"), encoding="utf-8")
    result = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                             f"--user-data-dir={tmp / 'chromium'}", "--window-size=1300,900",
                             "--virtual-time-budget=3000", "--dump-dom", probed.as_uri()],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    start = result.stdout.index('<pre id="probe">') + len('<pre id="probe">')
    return json.loads(html.unescape(result.stdout[start:result.stdout.index("</pre>", start)]))
