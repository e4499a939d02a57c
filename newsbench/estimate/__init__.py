"""Knowing the bill before the run: `plan=true` plans a run (or a sweep) as it would run and says how many
calls, tokens, hours and dollars it takes and what the result cache already holds, making no call.

counting.py counts calls and tokens, tokens.py counts tokens as each model does, speed.py and gpus.py give time,
GPU-hours and dollars, figures.py holds what becomes plan.json, words.py prints it, run.py builds it, command.py
and sweep.py serve the command line. Every real run records its plan too (plan.json in its folder).
"""
