"""Where the project's config, suites, rubrics and runs live: the folder holding conf/, suites/, rubrics/."""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def project_root() -> Path:
    return PROJECT_ROOT


def conf_dir() -> Path:
    return PROJECT_ROOT / "conf"


def suites_dir() -> Path:
    return PROJECT_ROOT / "suites"


def prompts_dir() -> Path:
    return suites_dir() / "prompts"


def rubrics_dir() -> Path:
    return PROJECT_ROOT / "rubrics"


def runs_dir() -> Path:
    return PROJECT_ROOT / "runs"


def resolve_data_path(path: str) -> Path:
    """A path from config: absolute, or relative to the project root."""
    p = Path(path).expanduser()
    return p if p.is_absolute() else PROJECT_ROOT / p
