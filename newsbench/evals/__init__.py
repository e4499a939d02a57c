"""One package per benchmark: its readers, rule judges, metrics, analyses, commands and release pins together.

Each plugs into the engine through its registries (formats, metrics, analyses, ...) and is found by the entry
point it declares in the group `newsbench.evals` (pyproject.toml), never by an import from the engine: the
registries load every such package the first time one of them is read (newsbench/core/plugins.py). A package
names the suite files (suites/<name>.yaml) that run its benchmark in `SUITES`.
"""
