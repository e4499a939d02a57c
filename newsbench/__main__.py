"""The Hydra entry point: compose the config, hand a plain spec to newsbench.evaluate. Nothing else."""

from __future__ import annotations

import sys

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from newsbench.errors import UserError
from newsbench.runner.interrupt import EXIT_CODE as INTERRUPTED
from newsbench.runner.interrupt import RunInterrupted
from newsbench.spec import register, spec_from_config
from newsbench.spec.load import source_files

register()


@hydra.main(version_base="1.3", config_path="../conf", config_name="config")
def app(cfg: DictConfig) -> float | None:
    from newsbench.runner import evaluate
    from newsbench.summary import print_summary

    try:
        hydra_cfg = HydraConfig.get()
        spec = spec_from_config(cfg, source_files(hydra_cfg.runtime.choices))
        spec.output_dir = hydra_cfg.runtime.output_dir
        result = evaluate(spec, spec.output_dir)
    except UserError as e:
        print(f"newsbench: error: {e}", file=sys.stderr)
        raise SystemExit(e.EXIT_CODE) from None
    except RunInterrupted as e:
        print(f"newsbench: stopped: {e}", file=sys.stderr)
        raise SystemExit(INTERRUPTED) from None
    except KeyboardInterrupt:  # before any call was made, or while the record was being written
        print("newsbench: stopped; the result cache keeps every answer received: run the same command to resume",
              file=sys.stderr)
        raise SystemExit(INTERRUPTED) from None
    print_summary(result)
    return None


def main() -> None:
    app()


if __name__ == "__main__":
    main()
