"""The Hydra entry point: compose the config, hand a plain spec to newsbench.evaluate. Nothing else.

Exit codes: 0 a finished run; 2 a user error (one paragraph, no traceback), found before the first call where
it can be; 3 a finished run whose calls failed as `fail_on` says (newsbench/record/run_status.py); 1 Hydra's own
composition errors, with Hydra's message; 130 a run stopped by Ctrl-C or SIGTERM (newsbench/runner/interrupt.py),
its folder removed or marked unfinished as after any failure.
"""

from __future__ import annotations

import os
import sys

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from newsbench.core.errors import ConfigError, UserError
from newsbench.core.paths import conf_dir
from newsbench.record.run_folder import discard_unfinished
from newsbench.runner.interrupt import EXIT_CODE as INTERRUPTED
from newsbench.runner.interrupt import RunInterrupted
from newsbench.spec import register, spec_from_config
from newsbench.spec.load import source_files
from newsbench.spec.overrides import check_command_line

register()

_exit_codes: list[int] = []  # one per finished job: a sweep exits with the worst


def _fail(error: UserError) -> None:
    print(f"newsbench: error: {error}", file=sys.stderr)
    raise SystemExit(error.EXIT_CODE) from None


def _stopped(what: str) -> None:
    """Ctrl-C or SIGTERM: one line, exit 130 (runner/interrupt.py)."""
    print(f"newsbench: stopped: {what}", file=sys.stderr)
    raise SystemExit(INTERRUPTED) from None


# The config folder is found through the package (a checkout's conf/, or the installed copy), never through
# the working directory, so the console script works from anywhere.
@hydra.main(version_base="1.3", config_path=str(conf_dir()), config_name="config")
def app(cfg: DictConfig) -> float | None:
    from newsbench.record.run_status import exit_code, tally
    from newsbench.record.summary import print_summary

    hydra_cfg = HydraConfig.get()
    output_dir = hydra_cfg.runtime.output_dir
    try:
        search = [s.path for s in hydra_cfg.runtime.config_sources if s.schema == "file"]
        spec = spec_from_config(cfg, source_files(hydra_cfg.runtime.choices, search))
        spec.output_dir = output_dir
        spec.command_line = list(hydra_cfg.overrides.task)
        if spec.plan.enabled:  # what the run would take, and no call; the folder Hydra made holds nothing of it
            from newsbench.estimate.command import plan_command

            plan_command(spec, output_dir)
            discard_unfinished(output_dir, "a plan writes no run folder")
            return None
        from newsbench.runner.evaluate import evaluate  # the run's record and its table schemas (pandera)

        result = evaluate(spec, spec.output_dir)
    except UserError as e:
        discard_unfinished(output_dir, str(e))
        _fail(e)
    except RunInterrupted as e:
        discard_unfinished(output_dir, f"stopped: {e}")
        _stopped(str(e))
    except KeyboardInterrupt:  # before any call was made, or while the record was being written
        discard_unfinished(output_dir, "stopped by an interrupt")
        _stopped("the result cache keeps every answer received: run the same command to resume")
    except BaseException as e:  # a bug: its traceback follows, the folder says it is unfinished
        discard_unfinished(output_dir, f"{type(e).__name__}: {e}")
        raise
    print_summary(result)
    code, line = exit_code(tally(result.rows), spec.fail_on)
    print(line)
    _exit_codes.append(code)
    return None


def _user_error(error: BaseException) -> UserError | None:
    """The paragraph for a mistake Hydra meets while composing or preparing the run folder, if it is one."""
    import yaml
    from hydra.errors import CompactHydraException

    from newsbench.core.errors import yaml_syntax_error

    # Hydra and OmegaConf wrap what they meet (a config resolver's error: the run folder made while
    # hydra.run.dir is resolved) in their own exceptions, one inside another, as the cause or (OmegaConf) the
    # exception being handled: look through the chain.
    chain: list[BaseException] = [error]
    while len(chain) < 8:
        inner = chain[-1].__cause__ or chain[-1].__context__
        if inner is None:
            break
        chain.append(inner)
    for candidate in chain:
        if isinstance(candidate, UserError):
            return candidate
        if isinstance(candidate, yaml.YAMLError):
            return yaml_syntax_error(candidate)
    if isinstance(error, OSError) and not isinstance(error, CompactHydraException):
        where = error.filename or "the run folder"
        return ConfigError(f"Cannot write the run folder: {where}: {error.strerror or error}. Make runs/ (or the "
                           "folder hydra.run.dir names) writable, or point hydra.run.dir and runner.cache_path at "
                           "a writable folder.")
    return None


def main() -> None:
    from hydra.errors import CompactHydraException

    try:  # unknown keys are named before Hydra composes anything (spec/overrides.py)
        sys.argv = check_command_line(sys.argv)
    except UserError as e:
        _fail(e)
    # Hydra prints any exception it meets with a traceback and exits 1; ask it to raise them, and report
    # a user's mistake as one paragraph here. Whoever set HYDRA_FULL_ERROR themselves gets tracebacks.
    wants_traceback = os.environ.get("HYDRA_FULL_ERROR") == "1"
    os.environ["HYDRA_FULL_ERROR"] = "1"
    try:
        app()
    except Exception as e:
        problem = None if wants_traceback else _user_error(e)
        if problem is not None:
            _fail(problem)
        if isinstance(e, CompactHydraException) and not wants_traceback:  # as Hydra itself prints them
            print(str(e), file=sys.stderr)
            if e.__cause__ is not None:
                print(str(e.__cause__), file=sys.stderr)
            print("\nSet the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.", file=sys.stderr)
            raise SystemExit(1) from None
        raise
    finally:
        if not wants_traceback:
            os.environ.pop("HYDRA_FULL_ERROR", None)
    raise SystemExit(max(_exit_codes, default=0))


if __name__ == "__main__":
    main()
