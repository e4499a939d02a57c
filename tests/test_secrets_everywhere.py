"""No key in any byte a run writes: texts are redacted before they are cut, any 12-character piece of a key is
redacted, and the result cache stores redacted text."""

from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
from servers.fault_server import FaultServer
from test_user_mistakes import newsbench

from newsbench.backends import ChatResult
from newsbench.runner import ResultCache
from newsbench.core.secrets import PIECE_LENGTH, REDACTED, redact, redact_and_cut

KEY = "sk-live-" + "0123456789abcdefghijklmnopqrstuv"  # 40 characters


def pieces(secret: str) -> list[str]:
    return [secret[i:i + PIECE_LENGTH] for i in range(len(secret) - PIECE_LENGTH + 1)]


def test_any_piece_of_twelve_characters_is_redacted():
    for piece in pieces(KEY):
        text = f"header was Bearer {piece}... (cut)"
        assert piece not in redact(text, [KEY]) and REDACTED in redact(text, [KEY])
    assert redact(f"Bearer {KEY[:11]}", [KEY]) == f"Bearer {KEY[:11]}"  # shorter pieces are ordinary text
    assert redact(f"a {KEY} and {KEY[5:30]} z", [KEY]) == f"a {REDACTED} and {REDACTED} z"


def test_redacting_comes_before_cutting():
    message = "x" * 290 + f" key {KEY} end"
    cut = redact_and_cut(message, [KEY], 300)
    assert not any(piece in cut for piece in pieces(KEY))
    assert KEY[:8] not in cut[-20:]  # a cut first would have kept the key's head


def test_the_cache_stores_redacted_text(tmp_path):
    cache = ResultCache(tmp_path / "cache.sqlite", secrets=[KEY])
    cache.put_many("generation", [ChatResult(key="g", text=f"echo: Bearer {KEY}")])
    cache.close()
    assert not [p for p in tmp_path.iterdir() if KEY[:PIECE_LENGTH].encode() in p.read_bytes()]
    cache = ResultCache(tmp_path / "cache.sqlite")
    assert cache.get_many(["g"])["g"].text == f"echo: Bearer {REDACTED}"
    cache.close()


def every_file(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()]


def test_an_endpoint_echoing_the_key_leaves_no_piece_of_it_in_any_file(tmp_path):
    endpoint = ["backend=openai", "model=gen", "api_key_env=NB_ECHO_KEY", "max_retries=0", "timeout_s=5"]
    # Every answer echoes the Authorization header; about half of the requests get a 400 whose long message
    # quotes it after the first 300 characters. Which ones is fixed per request (per_request), so some answers of
    # the judged task are always generated and judged, however the concurrent requests arrive.
    with FaultServer(echo_key=True, faults=("400_echo",), fault_rate=0.5, seed=1, per_request=True) as server:
        endpoint.append(f"base_url={server.base_url}")
        result = newsbench(tmp_path, "suite=demo", "model=local-openai", *[f"model.{o}" for o in endpoint],
                           *[f"judge.model.{o}" for o in endpoint], "tracking=mlflow",
                           f"tracking.uri=sqlite:///{tmp_path}/mlflow.db", env={"NB_ECHO_KEY": KEY}, timeout=300)
        assert server.injected["400_echo"] > 0 and server.total_answered > 0
    assert result.returncode in (0, 3), result.stderr
    generations = pd.read_parquet(tmp_path / "run" / "generations.parquet")
    errors = generations["generation_error"].dropna()
    assert len(errors) and errors.str.contains("maximum context length").all()
    assert generations["output"].dropna().str.contains(f"Bearer {REDACTED}", regex=False).all()
    files = every_file(tmp_path)
    names = {p.name for p in files}
    assert {"cache.sqlite", "mlflow.db", "generations.parquet", "judgments.parquet", "scores.json"} <= names
    assert any("mlartifacts" in p.parts for p in files)
    for path in files:
        data = path.read_bytes()
        assert not [piece for piece in pieces(KEY) if piece.encode() in data], path
    for table in (p for p in files if p.suffix == ".parquet"):  # compressed pages would hide the bytes
        text = pd.read_parquet(table).astype(str).to_csv()
        assert not [piece for piece in pieces(KEY) if piece in text], table
    assert KEY[:PIECE_LENGTH] not in result.stdout + result.stderr
    assert os.environ.get("NB_ECHO_KEY") is None  # the key lived in the run's environment only
