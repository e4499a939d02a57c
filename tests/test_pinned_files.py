"""Release files pinned by URL + sha256 (or git blob id) + record count: checked, cached in the user's cache,
served offline from any copy below pinned_dir, and refused with one paragraph saying how to serve them."""

from __future__ import annotations

import hashlib
import json
import shutil
import socket
import subprocess
import threading
import urllib.request
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import SimpleNamespace

import pytest

from newsbench.evals.writingbench.requirements import check_requirement_files
from newsbench.data import fetch, load_items
from newsbench.data.releases import RELEASES, all_files, count_records, release_file
from newsbench.evals.writingbench.release import BASE as WRITINGBENCH
from newsbench.evals.writingbench.formats import read_requirement_subset
from newsbench.core.errors import ConfigError, DataError
from newsbench.spec import DatasetSpec, compose_spec
from tests.conftest import SHARED_DATA, shared_data

SHARED_FOLDER = {"chisafetybench-v0": "chisafetybench", "chisafetybench-v1": "chisafetybench",
                 "writingbench": "writingbench", "news": "news_summarization"}


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch) -> Path:
    """An empty download cache of the test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg" / "newsbench" / "downloads"


def shared_copy(release: str, name: str) -> Path:
    if name == "prompt.py":  # kept beside the release's queries, as upstream/prompt.py
        return shared_data("writingbench", "upstream", "prompt.py")
    return shared_data(SHARED_FOLDER[release], *name.split("/"))


def closed_port_url(name: str) -> str:
    with socket.socket() as s:  # a port nothing listens on once closed: the connection is refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/{name}"


class Server:
    """http.server on 127.0.0.1 serving a folder, in a thread."""

    def __init__(self, folder: Path):
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), partial(SimpleHTTPRequestHandler, directory=str(folder)))
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/{name}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def no_network(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("no download was expected")

    monkeypatch.setattr(urllib.request, "urlopen", refuse)


def changed_copy(source: Path, target: Path) -> Path:
    data = bytearray(source.read_bytes())
    data[len(data) // 2] ^= 0x01  # one bit of one byte
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(bytes(data))
    return target


# (a) every pinned release file: the copy on this machine has the pin and the record count.

@pytest.mark.parametrize("release,entry", [(r, f) for r, files in RELEASES.items() for f in files],
                         ids=[f"{r}:{f.name}" for r, files in RELEASES.items() for f in files])
def test_the_copy_of_each_release_file_has_its_pin_and_record_count(release, entry):
    if entry.sha256 is None:
        pytest.skip(f"{entry.name} is pinned by git blob id only and no copy of it is kept here")
    path = shared_copy(release, entry.name)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == entry.sha256
    assert entry.url.endswith("/" + entry.name)
    if entry.records is not None:
        assert count_records(path, entry.layout) == entry.records


@pytest.mark.parametrize("name,multiple_choice", [("v0-without-dialog/safety_content_2024-06-06-143620.json", True),
                                                  ("v0-without-dialog/safety_denial_2024-06-12-210436.json", False),
                                                  ("v1/mcq.json", True),
                                                  ("v1/risky_questions_without_dialog_history.json", False)])
def test_the_chisafety_reader_yields_the_pinned_count(name, multiple_choice):
    entry = release_file(name)
    path = shared_data("chisafetybench", *name.split("/"))
    taxonomy = compose_spec(["suite=safety"]).suite.tasks["mcq"].dataset.options["taxonomy"]
    options = {"taxonomy": taxonomy, "multiple_choice": multiple_choice}
    items = load_items(DatasetSpec(format="chisafety", path=str(path), sha256=entry.sha256, records=entry.records,
                                   options=options))
    assert len(items) == entry.records


def test_the_dialog_file_and_the_writingbench_queries_read_their_pinned_counts():
    dialog = release_file("v1/risky_questions_with_dialog_history.json")
    taxonomy = compose_spec(["suite=safety"]).suite.tasks["mcq"].dataset.options["taxonomy"]
    items = load_items(DatasetSpec(format="chisafety_dialog", path=str(shared_data("chisafetybench", "v1",
                       "risky_questions_with_dialog_history.json")), sha256=dialog.sha256, records=dialog.records,
                       options={"taxonomy": taxonomy}))
    assert len(items) == 101
    queries = release_file("benchmark_all.jsonl")
    items = load_items(DatasetSpec(format="writingbench", id_field="index", path=queries.url, sha256=queries.sha256,
                                   records=queries.records), pinned_dir=str(SHARED_DATA))
    assert len(items) == 1000


def test_a_different_record_count_is_refused_after_a_full_read_only(tmp_path):
    path = tmp_path / "two.jsonl"
    path.write_text('{"id": 1}\n{"id": 2}\n', encoding="utf-8")
    spec = DatasetSpec(path=str(path), records=3)
    with pytest.raises(DataError) as error:
        load_items(spec, where="task 'qa'")
    assert str(path) in str(error.value) and "read 2 records" in str(error.value)
    assert "dataset.records pins 3" in str(error.value)
    assert len(load_items(spec, limit=1)) == 1  # a limited read cannot know the count


# (b) a copy that differs by one byte is refused, whether found below pinned_dir or given as a path.

def test_a_copy_with_one_byte_changed_is_refused_in_pinned_dir_and_as_a_path(tmp_path, monkeypatch):
    entry = release_file("v1/risky_questions_with_dialog_history.json")
    changed = changed_copy(shared_copy("chisafetybench-v1", entry.name), tmp_path / "copies" / entry.file_name)
    no_network(monkeypatch)
    with pytest.raises(DataError) as error:
        fetch(entry.url, sha256=entry.sha256, pinned_dir=str(tmp_path / "copies"), what="task 'refusal' dataset")
    message = str(error.value)
    wrong = hashlib.sha256(changed.read_bytes()).hexdigest()
    assert message.startswith(f"Could not read task 'refusal' dataset {entry.url}: pinned_dir=")
    assert f"the copy at {changed} has sha256 {wrong}" in message and entry.sha256 in message

    with pytest.raises(DataError) as error:
        fetch(str(changed), sha256=entry.sha256, what="task 'refusal' dataset")
    message = str(error.value)
    assert f"the copy at {changed} has sha256 {wrong}" in message
    assert f"pinned by sha256 {entry.sha256}" in message and "pinned_dir=FOLDER" in message


# (c) files known only by git's blob id.

def blob_id(path: Path) -> str:
    if shutil.which("git"):
        return subprocess.run(["git", "hash-object", str(path)], capture_output=True, text=True,
                              check=True).stdout.strip()
    data = path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def test_a_git_blob_pin_accepts_the_file_and_refuses_a_changed_copy(tmp_path, monkeypatch):
    original = tmp_path / "likert.json"
    original.write_text(json.dumps([{"model": "m", "article": "a", "faithfulness": 1}] * 50), encoding="utf-8")
    pin = blob_id(original)
    assert fetch(str(original), git_blob=pin) == original
    changed = changed_copy(original, tmp_path / "changed" / "likert.json")
    with pytest.raises(DataError, match=f"has git blob id {blob_id(changed)}. The file is pinned by git blob id {pin}"):
        fetch(str(changed), git_blob=pin)
    no_network(monkeypatch)  # found offline by its blob id, under another name
    renamed = tmp_path / "offline" / "any" / "name.bin"
    renamed.parent.mkdir(parents=True)
    shutil.copy(original, renamed)
    url = closed_port_url("likert_evaluation_results.json")
    assert fetch(url, git_blob=pin, pinned_dir=str(tmp_path / "offline")) == renamed


# (d) downloads: cached under XDG_CACHE_HOME, checked, read from the cache once the server is gone.

def test_a_download_is_checked_cached_and_read_offline_afterwards(tmp_path, cache):
    served = tmp_path / "served"
    served.mkdir()
    data = (json.dumps({"id": 1, "question": "q"}) + "\n").encode()
    (served / "items.jsonl").write_bytes(data)
    pin = hashlib.sha256(data).hexdigest()
    server = Server(served)
    try:
        url = server.url("items.jsonl")
        first = fetch(url, sha256=pin)
    finally:
        server.stop()
    assert first == cache / pin / "items.jsonl" and first.read_bytes() == data
    assert sorted(p.name for p in first.parent.iterdir()) == ["items.jsonl"]  # no temporary file left
    assert fetch(url, sha256=pin) == first  # the server is stopped: served from the cache

    first.write_bytes(b"edited")  # a damaged cache entry is not used: fetched again (and here refused)
    with pytest.raises(DataError, match="the download failed"):
        fetch(url, sha256=pin)
    assert not first.exists()


def test_a_server_sending_other_bytes_is_refused_and_nothing_is_cached(tmp_path, cache):
    served = tmp_path / "served"
    served.mkdir()
    (served / "items.jsonl").write_bytes(b'{"id": 1}\n')
    pin = hashlib.sha256(b'{"id": 2}\n').hexdigest()
    server = Server(served)
    try:
        url = server.url("items.jsonl")
        with pytest.raises(DataError) as error:
            fetch(url, sha256=pin, what="task 'qa' dataset")
    finally:
        server.stop()
    sent = hashlib.sha256(b'{"id": 1}\n').hexdigest()
    assert str(error.value).startswith(f"Could not read task 'qa' dataset {url}: the server sent a file with "
                                       f"sha256 {sent}. The file is pinned by sha256 {pin}")
    assert not list((cache / pin).iterdir())


def test_a_failed_download_names_url_pin_and_pinned_dir():
    entry = release_file("safety_content_2024-06-06-143620.json")
    url = closed_port_url(entry.file_name)
    with pytest.raises(DataError) as error:
        fetch(url, sha256=entry.sha256, what="task 'mcq' dataset")
    message = str(error.value)
    assert message.startswith(f"Could not read task 'mcq' dataset {url}: the download failed (<urlopen error")
    assert f"The file is pinned by sha256 {entry.sha256}; on a machine without network access, add " \
           "pinned_dir=FOLDER, a folder holding a copy of it anywhere below it (found by its sha256, " \
           "whatever its name)." in message


# (e) pinned_dir finds a file by its digest under any name, in nested folders.

def test_pinned_dir_finds_a_copy_by_digest_under_any_name(tmp_path, monkeypatch):
    folder = tmp_path / "offline"
    for i in range(3):  # other files around it
        (folder / f"d{i}").mkdir(parents=True)
        (folder / f"d{i}" / "mcq.json").write_text(f"[{i}]", encoding="utf-8")
    copy = folder / "d1" / "deeper" / "still" / "renamed.data"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(b'[{"category": "x", "infos": []}]')
    no_network(monkeypatch)
    url = closed_port_url("mcq.json")
    assert fetch(url, sha256=hashlib.sha256(copy.read_bytes()).hexdigest(), pinned_dir=str(folder)) == copy
    later = folder / "added later.txt"  # a file added after the folder was first listed is found too
    later.write_bytes(b"later")
    assert fetch(url, sha256=hashlib.sha256(b"later").hexdigest(), pinned_dir=str(folder)) == later
    with pytest.raises(ConfigError, match="is not a folder"):
        fetch(url, sha256="0" * 64, pinned_dir=str(tmp_path / "nowhere"))


def test_writingbench_requirement_files_are_pinned_and_served_from_pinned_dir(tmp_path, monkeypatch):
    shared_data("writingbench", "benchmark_query", "requirement")
    folder = WRITINGBENCH + "benchmark_query/requirement"
    pins = {f.name.split("requirement/", 1)[1]: f.sha256 for f in all_files() if "/requirement/" in f.name}
    assert len(pins) == 6
    no_network(monkeypatch)
    subset = read_requirement_subset(folder, "style", pins, pinned_dir=str(SHARED_DATA))
    assert len(subset) == 442
    spec = SimpleNamespace(pinned_dir=str(SHARED_DATA))
    plans = {"queries": SimpleNamespace(items={})}
    check_requirement_files(spec, {"task": "queries", "folder": folder, "sha256": pins}, plans)
    with pytest.raises(ConfigError, match="'style/style.jsonl' is not a requirement subset file"):
        check_requirement_files(spec, {"task": "queries", "folder": folder, "sha256": {"style/style.jsonl": "0"}},
                                plans)
    changed = changed_copy(shared_data("writingbench", "benchmark_query", "requirement", "style", "style_subset.jsonl"),
                           tmp_path / "copies" / "style_subset.jsonl")
    with pytest.raises(DataError, match=f"the copy at {changed} has sha256"):
        read_requirement_subset(folder, "style", pins, pinned_dir=str(tmp_path / "copies"))


# (f) through the real command line: exit 2, the paragraph, and no run folder left.

def test_the_cli_refuses_an_unreachable_pinned_dataset_before_any_work(cli, tmp_path):
    pin = hashlib.sha256(b"anything").hexdigest()
    url = closed_port_url("mcq.jsonl")
    result = cli("suite=demo", "model=instant", "judge=keyword", f"suite.tasks.mcq.dataset.path={url}",
                 f"suite.tasks.mcq.dataset.sha256={pin}", env={"XDG_CACHE_HOME": str(tmp_path / "xdg")})
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert url in result.stderr and pin in result.stderr and "pinned_dir=FOLDER" in result.stderr
    assert not (tmp_path / "run").exists()


def test_writer_summaries_take_the_pin_as_dataset_sha256_or_the_older_option(tmp_path):
    path = tmp_path / "writer_summaries.json"
    path.write_text(json.dumps([{"article_id": "a", "article": "text", "summary": "s"}]), encoding="utf-8")
    pin = release_file("writer_summaries.json").sha256
    with pytest.raises(DataError, match=f"the copy at {path} has sha256 .* pinned by sha256 {pin}"):
        load_items(DatasetSpec(format="writer_summaries", path=str(path), sha256=pin))
    with pytest.raises(DataError, match=f"not the {pin} that dataset.options.sha256 pins"):
        load_items(DatasetSpec(format="writer_summaries", path=str(path), options={"sha256": pin}))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert len(load_items(DatasetSpec(format="writer_summaries", path=str(path), sha256=digest, records=1))) == 1
