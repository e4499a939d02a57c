"""The benchmarks' steal meter: the share of CPU time /proc/stat counts as taken by other machines."""

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "cpu_steal.py"


def load_meter():
    spec = importlib.util.spec_from_file_location("cpu_steal", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_steal_is_its_share_of_the_cpu_time_spent_meanwhile(tmp_path):
    cpu_steal = load_meter()
    stat = tmp_path / "stat"
    cpu_steal.STAT = stat
    stat.write_text("cpu  100 0 20 800 0 0 5 10 7 0\ncpu0 1 2 3\n")
    with cpu_steal.StealMeter() as meter:
        # user +60, system +10, idle +100, softirq +0, steal +30 (guest time is part of user: not counted twice)
        stat.write_text("cpu  160 0 30 900 0 0 5 40 50 0\ncpu0 1 2 3\n")
    assert meter.share == 30 / 200
    assert meter.text() == "steal 15.0%"


def test_without_proc_stat_it_says_so(tmp_path):
    cpu_steal = load_meter()
    cpu_steal.STAT = tmp_path / "absent"
    with cpu_steal.StealMeter() as meter:
        pass
    assert meter.share is None and meter.text() == "steal n/a"
