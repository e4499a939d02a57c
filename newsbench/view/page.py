"""The viewer's page (Jinja2, autoescaped): every sample as a row, one column per run, and filters by task,
group, failure and difference. The filters live in the address's #fragment (`#task=mcq&failure=only`), so a
filtered view can be bookmarked; without JavaScript every row shows."""

from __future__ import annotations

from typing import Any

from jinja2 import Environment

from newsbench.view.protocol import STYLE as PROTOCOL_STYLE

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>newsbench samples: {{ runs|map(attribute="label")|join(" | ") }}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; } th, td { border: 1px solid #ccc;
  padding: 6px; vertical-align: top; } th { background: #f3f3f3; position: sticky; top: 0; }
pre { white-space: pre-wrap; word-break: break-word; margin: 0; max-height: 16em; overflow: auto;
  font-size: 0.85em; } .label { color: #666; font-size: 0.8em; margin-top: 0.4em; }
.failure { color: #a40000; font-weight: bold; } .differs { border-left: 4px solid #d08000; }
.scores { font-variant-numeric: tabular-nums; font-size: 0.85em; } #filters { margin: 1em 0; }
#filters label { margin-right: 1.2em; } .absent { color: #999; font-style: italic; }
{{ protocol_style }}
</style></head><body>
<h1>newsbench samples</h1>
{{ protocol_header }}
<table id="runs"><tr><th>run</th><th>folder</th><th>samples</th><th>failures</th></tr>
{% for run in runs %}<tr><td>{{ run.label }}</td><td><code>{{ run.folder }}</code></td>
<td>{{ run.samples|length }}</td><td>{{ run.failures }}</td></tr>{% endfor %}</table>
<div id="filters">
<label>task <select id="task"><option value="">all</option>
{% for t in entries|map(attribute="task")|unique %}<option>{{ t }}</option>{% endfor %}</select></label>
<label>group <select id="group"><option value="">all</option>
{% for g in entries|map(attribute="group")|unique|sort %}{% if g %}<option>{{ g }}</option>{% endif %}{% endfor %}</select></label>
<label>failure <select id="failure"><option value="">all</option><option value="only">failures only</option>
<option value="none">no failures</option></select></label>
{% if runs|length > 1 %}<label><input type="checkbox" id="differing"> only items where the runs differ
({{ entries|selectattr("differs")|list|length }})</label>{% endif %}
<span id="shown"></span></div>
<table id="samples"><colgroup><col style="width: 11em"><col>{% for run in runs %}<col>{% endfor %}</colgroup>
<tr><th>item</th><th>prompt</th>{% for run in runs %}<th>{{ run.label }}</th>{% endfor %}</tr>
{% for e in entries %}<tr class="sample{{ ' differs' if e.differs }}" data-task="{{ e.task }}" data-group="{{ e.group }}"
 data-failed="{{ 'yes' if e.failed else 'no' }}" data-differs="{{ 'yes' if e.differs else 'no' }}">
<td><b>{{ e.task }}</b><br><code>{{ e.item_id }}</code>{% if e.sample %} #{{ e.sample }}{% endif %}
{% if e.group %}<div class="label">group</div>{{ e.group }}{% endif %}
{% if e.target %}<div class="label">target</div><pre>{{ e.target }}</pre>{% endif %}
{% if e.differs %}<div class="label">runs differ</div>{% endif %}</td>
<td><pre>{{ e.prompt }}</pre>{% if not e.same_prompt %}<div class="failure">the runs' prompts differ</div>{% endif %}</td>
{% for s in e.samples %}<td>{% if s is none %}<span class="absent">not in this run</span>{% else %}
<div class="label">output</div><pre class="output">{{ s.output }}</pre>
{% if s.extracted %}<div class="label">extracted answer</div><pre class="extracted">{{ s.extracted }}</pre>{% endif %}
{% if s.judge_answers %}<div class="label">judge</div><pre class="judge">{{ s.judge_answers }}</pre>{% endif %}
{% if s.judge_label %}<div class="label">judge label</div>{{ s.judge_label }}{% endif %}
{% if s.scores %}<div class="label">scores</div><div class="scores">{% for m, v in s.scores.items() %}{{ m }} = {{ "%.4g"|format(v) }}<br>{% endfor %}</div>{% endif %}
{% if s.failure %}<div class="failure">{{ s.failure }}</div>{% endif %}{% endif %}</td>{% endfor %}</tr>
{% endfor %}</table>
<script>
const fields = ["task", "group", "failure", "differing"];
function value(id) { const el = document.getElementById(id); return !el ? "" : el.type === "checkbox" ? (el.checked ? "1" : "") : el.value; }
function apply() {
  const f = Object.fromEntries(fields.map(id => [id, value(id)]));
  let shown = 0;
  const rows = document.querySelectorAll("tr.sample");
  rows.forEach(row => {
    const d = row.dataset;
    const keep = (!f.task || d.task === f.task) && (!f.group || d.group === f.group)
      && (!f.failure || (f.failure === "only") === (d.failed === "yes")) && (!f.differing || d.differs === "yes");
    row.hidden = !keep; shown += keep;
  });
  document.getElementById("shown").textContent = shown + " of " + rows.length + " samples shown";
  const hash = new URLSearchParams(Object.entries(f).filter(([, v]) => v)).toString();
  history.replaceState(null, "", hash ? "#" + hash : location.pathname);
}
const start = new URLSearchParams(location.hash.slice(1));
fields.forEach(id => { const el = document.getElementById(id); if (!el) return;
  if (start.has(id)) { if (el.type === "checkbox") el.checked = !!start.get(id); else el.value = start.get(id); }
  el.addEventListener("change", apply); });
apply();
</script>
</body></html>
"""


def render_view(**context: Any) -> str:
    return Environment(autoescape=True).from_string(PAGE).render(protocol_style=PROTOCOL_STYLE, **context)
