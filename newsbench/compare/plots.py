"""The comparison's PNG plots (matplotlib, drawn off-screen): scores side by side with 95% intervals, per-group
bars, and a model x judge heatmap."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

COLOURS = plt.get_cmap("tab10").colors


def _error(frame: pd.DataFrame) -> np.ndarray:
    """Asymmetric error bars from the interval bounds; a run without an interval gets none."""
    low = (frame["value"] - frame["ci_low"]).clip(lower=0).fillna(0)
    high = (frame["ci_high"] - frame["value"]).clip(lower=0).fillna(0)
    return np.vstack([low.to_numpy(float), high.to_numpy(float)])


def _grid(count: int, width: float = 4.2, height: float = 3.4):
    columns = min(3, count)
    rows = math.ceil(count / columns)
    fig, axes = plt.subplots(rows, columns, figsize=(width * columns, height * rows), squeeze=False)
    for ax in axes.flat[count:]:
        ax.set_visible(False)
    return fig, list(axes.flat)


def plot_scores(headlines: pd.DataFrame, labels: list[str], path: Path) -> Path:
    """One panel per task and metric: each run's headline value with its 95% bootstrap interval."""
    panels = list(headlines.groupby(["task", "metric"], sort=False))
    fig, axes = _grid(len(panels))
    for ax, ((task, metric), frame) in zip(axes, panels):
        frame = frame.set_index("label").reindex(labels).dropna(subset=["value"])
        positions = [labels.index(label) for label in frame.index]
        for position, (label, row) in zip(positions, frame.iterrows()):
            ax.errorbar([position], [row["value"]], yerr=_error(frame.loc[[label]]), fmt="o", capsize=5,
                        color=COLOURS[position % len(COLOURS)], markersize=7)
        ax.set_xticks(range(len(labels)), labels, rotation=20, ha="right", fontsize=8)
        ax.set_xlim(-0.6, len(labels) - 0.4)
        ax.set_title(f"{task}: {metric}", fontsize=10)
        ax.grid(axis="y", alpha=0.3)
    fig.suptitle("Headline scores with 95% bootstrap intervals", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_groups(groups: pd.DataFrame, labels: list[str], task: str, metric: str, path: Path) -> Path:
    """Bars per group, one colour per run, with 95% intervals."""
    names = sorted(groups["group"].unique())
    width = 0.8 / max(1, len(labels))
    fig, ax = plt.subplots(figsize=(max(5.0, 1.2 * len(names) * max(1, len(labels)) * 0.6 + 2), 3.8))
    for index, label in enumerate(labels):
        frame = groups[groups["label"] == label].set_index("group").reindex(names)
        present = frame["value"].notna().to_numpy()
        x = np.arange(len(names)) + (index - (len(labels) - 1) / 2) * width
        ax.bar(x[present], frame["value"][present], width, label=label, color=COLOURS[index % len(COLOURS)],
               yerr=_error(frame[present]), capsize=3, alpha=0.85)
    ax.set_xticks(range(len(names)), names, rotation=20, ha="right", fontsize=8)
    ax.set_title(f"{task}: {metric} per group (95% intervals)", fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_heatmap(headlines: pd.DataFrame, path: Path) -> Path:
    """One panel per task and metric: rows are the runs' models (with their varied settings), columns judges."""
    panels = list(headlines.groupby(["task", "metric"], sort=False))
    fig, axes = _grid(len(panels), width=4.6, height=3.2)
    for ax, ((task, metric), frame) in zip(axes, panels):
        table = frame.pivot_table(index="model_label", columns="judge", values="value", aggfunc="mean", sort=False)
        ax.set_title(f"{task}: {metric}", fontsize=10)
        if table.empty or table.isna().all().all():
            ax.text(0.5, 0.5, "no values", ha="center", va="center", transform=ax.transAxes, color="grey")
            ax.set_xticks([])
            ax.set_yticks([])
            continue
        image = ax.imshow(table.to_numpy(float), cmap="viridis", aspect="auto")
        ax.set_xticks(range(len(table.columns)), table.columns, fontsize=8)
        ax.set_yticks(range(len(table.index)), table.index, fontsize=8)
        for (i, j), value in np.ndenumerate(table.to_numpy(float)):
            if not np.isnan(value):
                ax.text(j, i, f"{value:.3f}", ha="center", va="center", fontsize=8, color="white",
                        bbox={"facecolor": "black", "alpha": 0.35, "pad": 1, "linewidth": 0})
        ax.set_xlabel("judge", fontsize=8)
        fig.colorbar(image, ax=ax, fraction=0.046)
    fig.suptitle("Model x judge", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
