"""The Hydra entry point: compose the config, hand a plain spec to newsbench.evaluate. Nothing else."""

from __future__ import annotations

import sys

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from newsbench.errors import UserError
from newsbench.paths import conf_dir
from newsbench.spec import register, spec_from_config
from newsbench.spec.load import source_files
from newsbench.spec.overrides import check_command_line

register()


# The config folder is found through the package (a checkout's conf/, or the installed copy), never through
# the working directory, so the console script works from anywhere.
@hydra.main(version_base="1.3", config_path=str(conf_dir()), config_name="config")
def app(cfg: DictConfig) -> float | None:
    from newsbench.runner import evaluate
    from newsbench.summary import print_summary

    try:
        hydra_cfg = HydraConfig.get()
        search = [s.path for s in hydra_cfg.runtime.config_sources if s.schema == "file"]
        spec = spec_from_config(cfg, source_files(hydra_cfg.runtime.choices, search))
        spec.output_dir = hydra_cfg.runtime.output_dir
        result = evaluate(spec, spec.output_dir)
    except UserError as e:
        print(f"newsbench: error: {e}", file=sys.stderr)
        raise SystemExit(e.EXIT_CODE) from None
    print_summary(result)
    return None


def main() -> None:
    try:
        sys.argv = check_command_line(sys.argv)
    except UserError as e:
        print(f"newsbench: error: {e}", file=sys.stderr)
        raise SystemExit(e.EXIT_CODE) from None
    app()


if __name__ == "__main__":
    main()
