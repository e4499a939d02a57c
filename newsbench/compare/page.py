"""The comparison as one HTML page (Jinja2, autoescaped): runs, scores side by side, paired tests, agreement
between judges, and the plots."""

from __future__ import annotations

from typing import Any

from jinja2 import Environment

from newsbench.view.protocol import STYLE as PROTOCOL_STYLE

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>newsbench comparison: {{ title }}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; } th, td { border: 1px solid #ccc; padding: 4px 8px; }
th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.sig { color: #a40000; font-weight: bold; } .ns { color: #666; } img { max-width: 100%; border: 1px solid #ddd; }
{{ protocol_style }}
</style></head><body>
<h1>newsbench comparison: {{ title }}</h1>
{{ protocol_header }}
<p>Intervals are 95% bootstrap percentile intervals over items. Paired tests compare two runs on the items both
scored: McNemar's exact test for 0/1 scores (accuracy), a paired permutation test of the mean difference
otherwise; two runs that scored every item the same are not tested. The {{ tests|rejectattr("test", "eq", identical)|list|length }} p-values of this page are adjusted together (Benjamini-Hochberg, false discovery
rate {{ alpha }}); a difference is called significant when its adjusted p &lt; {{ alpha }}. McNemar's exact test
cannot reach p &lt; {{ alpha }} with fewer than {{ fewest_discordant }} discordant pairs, however large the
difference.</p>

<h2>Runs</h2>
<table id="runs"><tr><th>run</th><th>model</th><th>judge</th><th>model identity</th><th>source</th>
{%- if any_protocol %}<th>protocol</th>{% endif %}</tr>
{% for run in runs %}<tr><td>{{ run.label }}</td><td>{{ run.model }}</td><td>{{ run.judge }}</td>
<td><code>{{ run.scores.model_id }}</code></td><td><code>{{ run.source }}</code></td>
{%- if any_protocol %}<td class="protocol-cell">{{ run.protocol.statement if run.protocol else "none declared" }}
{{ protocol_marks[loop.index0] }}</td>{% endif %}</tr>
{% endfor %}</table>

<h2>Scores</h2>
<table id="scores"><tr><th>task</th><th>metric</th>{% for run in runs %}<th>{{ run.label }}
{%- if protocol_marks[loop.index0] %}<br>{{ protocol_marks[loop.index0] }}{% endif %}</th>{% endfor %}</tr>
{% for row in score_rows %}<tr><td>{{ row.task }}</td><td>{{ row.metric }}</td>
{% for cell in row.cells %}<td class="num">{{ cell }}</td>{% endfor %}</tr>
{% endfor %}</table>
{% if plots.scores %}<img src="{{ plots.scores }}" alt="scores with 95% intervals">{% endif %}
{% if plots.constant %}<p id="not-plotted">Not plotted, the same in every run: {{ plots.constant|join(", ") }}.</p>{% endif %}

{% if plots.groups %}<h2>Per group</h2>
{% for name in plots.groups %}<p><img src="{{ name }}" alt="{{ name }}"></p>{% endfor %}{% endif %}

{% if plots.heatmap %}<h2>Model x judge</h2><img src="{{ plots.heatmap }}" alt="model x judge heatmap">{% endif %}

<h2>Paired tests</h2>
{% if tests %}<table id="paired-tests"><tr><th>A</th><th>B</th><th>task</th><th>metric</th><th>items</th>
<th>A mean</th><th>B mean</th><th>B - A</th><th>95% CI of B - A</th><th>test</th><th>p</th><th>adjusted p</th>
<th>verdict</th></tr>
{% for t in tests if t.test != identical %}<tr><td>{{ t.a }}</td><td>{{ t.b }}</td><td>{{ t.task }}</td><td>{{ t.metric }}</td>
<td class="num">{{ t.n }}</td><td class="num">{{ "%.3f"|format(t.mean_a) }}</td>
<td class="num">{{ "%.3f"|format(t.mean_b) }}</td><td class="num">{{ "%+.3f"|format(t.difference) }}</td>
<td class="num">[{{ "%.3f"|format(t.ci_low) }}, {{ "%.3f"|format(t.ci_high) }}]</td><td>{{ t.test }}</td>
<td class="num">{{ "%.4f"|format(t.p_value) }}</td><td class="num">{{ "%.4f"|format(t.p_adjusted) }}</td>
<td class="{{ 'sig' if t.significant else 'ns' }}">{{ 'significant' if t.significant else 'not significant' }}
{%- if t.note %}: {{ t.note }}{% endif %}</td></tr>
{% endfor %}</table>
{% set same = tests|selectattr("test", "eq", identical)|list %}{% if same %}<p id="identical">Not tested, the two runs
scored every item the same: {% for t in same %}{{ t.a }} vs {{ t.b }} on {{ t.task }}: {{ t.metric }}{{ "; " if not loop.last }}{% endfor %}.</p>{% endif %}
{% else %}<p>No two runs scored the same items.</p>{% endif %}

{% if agreement %}<h2>Judge agreement</h2>
<table id="judge-agreement"><tr><th>task</th><th>judges</th><th>generations</th><th>Krippendorff's alpha</th>
<th>Cohen's kappa</th></tr>
{% for a in agreement %}<tr><td>{{ a.task }}</td><td>{{ a.judges|join(", ") }}</td><td class="num">{{ a.units }}</td>
<td class="num">{{ "n/a" if a.krippendorff_alpha is none else "%.3f"|format(a.krippendorff_alpha) }} ({{ a.level }})</td>
<td>{% for pair, k in a.cohen_kappa.items() %}{{ pair }}: {{ "n/a" if k is none else "%.3f"|format(k) }}<br>{% endfor %}</td></tr>
{% endfor %}</table>{% endif %}

<h2>Judge reliability</h2>
<table id="judge-reliability"><tr><th>run</th><th>task</th><th>judge calls</th><th>parse failures</th><th>refusals</th>
<th>failed calls</th><th>retries</th></tr>
{% for run in runs %}{% for task, r in (run.scores.reliability or {}).items() %}<tr><td>{{ run.label }}</td>
<td>{{ task }}</td><td class="num">{{ r.judge_calls }}</td><td class="num">{{ r.parse_failures }}</td>
<td class="num">{{ r.refusals if r.refusals is defined else "n/a (reads options)" }}</td><td class="num">{{ r.failed_calls }}</td><td class="num">{{ r.retries }}</td></tr>
{% endfor %}{% endfor %}</table>
</body></html>
"""


def render_page(**context: Any) -> str:
    return Environment(autoescape=True).from_string(PAGE).render(protocol_style=PROTOCOL_STYLE, **context)
