"""Both ETL jobs against the fixture corpora: watermark, idempotence, quarantine, updates, atomic publish."""

from __future__ import annotations

import csv
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from rag.catalog import EdgeCatalog
from rag.etl.jobs import embed, extract, load_state, run_namespace
from rag.models import NormalizedDoc, point_id
from rag.search import RagService
from tests.support.rag_support import (
    INCIDENTS,
    VALID_INCIDENTS,
    VALID_PERMITS,
    rag_env,
    rag_settings,
    shared_embedder,
)
from tests.support.rag_support import (
    PERMITS as PERMITS_JSON,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def embedder(tmp_path_factory: pytest.TempPathFactory):
    return shared_embedder(str(tmp_path_factory.mktemp("models")))


def _copy_incidents(tmp_path: Path) -> Path:
    path = tmp_path / "incidents.csv"
    shutil.copy(INCIDENTS, path)
    return path


def _append_row(path: Path, **row: str) -> None:
    with path.open() as fh:
        fields = next(csv.reader(fh))
    with path.open("a", newline="") as fh:
        csv.DictWriter(fh, fieldnames=fields).writerow(row)


def test_extract_normalizes_quarantines_and_keeps_a_watermark(tmp_path):
    settings = rag_settings(tmp_path / "var")
    report = extract(settings, "incidents")
    assert (report.extracted, report.quarantined) == (VALID_INCIDENTS, 2)
    rows = [json.loads(line) for line in Path(report.batch).read_text().splitlines()]
    doc = NormalizedDoc.model_validate(rows[0])
    assert {"id", "site", "area", "activity", "summary", "tags", "date"} <= set(rows[0])
    assert doc.tags == ["hot work", "tank farm", "sparks", "wind"] and doc.type == "Hot Work"
    quarantine = list((settings.raw_dir / "incidents" / "quarantine").glob("*.jsonl"))
    reasons = [json.loads(line)["reason"] for line in quarantine[0].read_text().splitlines()]
    assert any("date" in r for r in reasons) and any("site" in r for r in reasons)
    assert load_state(settings, "extract", "incidents")["watermark"] == "2024-10-03"

    again = extract(settings, "incidents")
    assert (again.extracted, again.quarantined, again.batch) == (0, 0, None)
    assert len(list((settings.raw_dir / "incidents").glob("*.jsonl"))) == 1


def test_extract_permits_keeps_structured_fields_as_meta(tmp_path):
    settings = rag_settings(tmp_path / "var")
    report = extract(settings, "historical_permits")
    assert (report.extracted, report.quarantined) == (VALID_PERMITS, 1)
    rows = [NormalizedDoc.model_validate_json(line) for line in Path(report.batch).read_text().splitlines()]
    first = next(d for d in rows if d.id == "FX-HP-001")
    assert first.meta["permitId"] == "PERM-HW-0101" and first.meta["validityHours"] == 12
    assert "Controls: Gas test before start" in first.summary


def test_missing_source_is_skipped_with_its_name(tmp_path):
    settings = rag_settings(tmp_path / "var", incidents_sources=[str(tmp_path / "nope.csv")])
    report = extract(settings, "incidents")
    assert report.extracted == 0 and "nope.csv" in report.skipped_sources[0]


def test_embed_is_incremental_and_an_updated_doc_replaces_its_chunks(tmp_path, embedder):
    source = _copy_incidents(tmp_path)
    settings = rag_settings(tmp_path / "var", incidents_sources=[str(source)], chunk_size=200, chunk_overlap=40)
    first = run_namespace(settings, "incidents", embedder=embedder)
    assert first.extracted == VALID_INCIDENTS and first.chunks > VALID_INCIDENTS  # small chunks: several per doc
    snapshot = json.loads((settings.rag_dir / "snapshot.json").read_text())
    assert snapshot["ragSnapshot"] == first.ragSnapshot == snapshot["namespaces"]["incidents"]

    nothing = run_namespace(settings, "incidents", embedder=embedder)
    assert (nothing.extracted, nothing.chunks, nothing.ragSnapshot) == (0, 0, first.ragSnapshot)

    rows = list(csv.DictReader(source.open()))
    rows[0]["summary"] = "Short replacement summary about a grinder."
    with source.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    _append_row(
        source,
        id="FX-INC-010",
        date="2025-01-05",
        site="Plant-A",
        area="Crude Unit",
        activity="welding",
        permit_type="Hot Work",
        severity="near_miss",
        title="Slag fell through grating",
        summary="Slag from welding fell through open grating onto a helper.",
        tags="hot work;slag",
        reported_by="",
    )
    update = run_namespace(settings, "incidents", embedder=embedder)
    assert update.extracted == 2 and update.ragSnapshot > first.ragSnapshot

    service = RagService(settings, embedder=embedder)
    store = service.reader("incidents").store
    assert store.doc_ids() >= {"FX-INC-001", "FX-INC-010"}
    hits = service.search("replacement summary grinder", "incidents", top_k=10)
    changed = next(r for r in hits.results if r.id == "FX-INC-001")
    assert changed.snippet == "Short replacement summary about a grinder."
    assert store.existing([point_id("FX-INC-001", 0)]) == {point_id("FX-INC-001", 0)}
    assert store.existing([point_id("FX-INC-001", i) for i in range(1, 10)]) == set(), "old chunks are gone"
    service.close()


def test_full_rebuild_equals_incremental(tmp_path, embedder):
    settings = rag_settings(tmp_path / "var")
    run_namespace(settings, "historical_permits", embedder=embedder)
    report = embed(settings, "historical_permits", embedder=embedder, full=True)
    assert report.docs == VALID_PERMITS
    service = RagService(settings, embedder=embedder)
    assert service.reader("historical_permits").store.count() == report.chunks
    service.close()


@pytest.mark.slow
def test_cli_all_json_and_python_m_etl(tmp_path):
    env = {**os.environ, **rag_env(), "PERMITFLOW_DATA_DIR": str(tmp_path / "var")}
    out = subprocess.run(
        [sys.executable, "-m", "rag.etl", "all", "--json"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    reports = {r["namespace"]: r for r in json.loads(out.stdout)}
    assert set(reports) == {"incidents", "historical_permits"}
    assert reports["incidents"]["extracted"] == VALID_INCIDENTS and reports["incidents"]["quarantined"] == 2
    assert reports["historical_permits"]["chunks"] >= VALID_PERMITS and reports["historical_permits"]["ragSnapshot"]
    again = subprocess.run(
        [sys.executable, "-m", "rag.etl", "all", "--json"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert all(r["extracted"] == 0 and r["chunks"] == 0 for r in json.loads(again.stdout))
    bad = subprocess.run(
        [sys.executable, "-m", "rag.etl", "all", "-n", "nope"], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert bad.returncode != 0 and "unknown namespace" in bad.stderr


@pytest.mark.slow
def test_reader_never_sees_a_partial_index_while_etl_publishes(tmp_path, embedder):
    """ETL in another process rebuilds and publishes repeatedly; a reader queries in a loop the whole time."""
    settings = rag_settings(tmp_path / "var", keep_snapshots=2)
    first = run_namespace(settings, "incidents", embedder=embedder)
    service = RagService(settings, embedder=embedder)
    expected = service.reader("incidents").store.count()
    assert expected == first.chunks
    stop = threading.Event()
    seen: set[str] = set()
    errors: list[str] = []
    queries = 0

    def reader() -> None:
        nonlocal queries
        while not stop.is_set():
            try:
                response = service.search("gas test before hot work", "incidents", top_k=3)
                opened = service.reader("incidents")
                if response.total != 3 or opened.store.count() != expected:
                    errors.append(f"partial: total={response.total} count={opened.store.count()}")
                seen.add(response.ragSnapshot)
                queries += 1
            except Exception as exc:  # noqa: BLE001 - any error is the failure being tested for
                errors.append(repr(exc))

    thread = threading.Thread(target=reader)
    thread.start()
    env = {**os.environ, **rag_env(), "PERMITFLOW_DATA_DIR": str(settings.resolved_data_dir)}
    try:
        for _ in range(3):
            subprocess.run(
                [sys.executable, "-m", "rag.etl", "embed", "-n", "incidents", "--full", "--json"],
                env=env,
                cwd=ROOT,
                capture_output=True,
                check=True,
            )
    finally:
        stop.set()
        thread.join()
    service.close()
    assert errors == []
    assert queries > 0 and len(seen) >= 2, "the reader moved to newly published snapshots"
    assert len(EdgeCatalog(settings).published("incidents")) == 2


def test_http_json_source_gets_the_watermark_and_is_retried(tmp_path):
    rows = json.loads(PERMITS_JSON.read_text())
    calls: list[dict[str, list[str]]] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            calls.append(parse_qs(urlparse(self.path).query))
            if len(calls) == 1:
                self.send_error(503, "warming up")
                return
            body = json.dumps({"items": rows}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/permits"
        settings = rag_settings(tmp_path / "var", historical_permits_sources=[url])
        first = extract(settings, "historical_permits")
        assert (first.extracted, first.quarantined) == (VALID_PERMITS, 1)
        assert calls[:2] == [{}, {}], "first run: no watermark yet, one 503 retried"
        second = extract(settings, "historical_permits")
        assert (second.extracted, second.quarantined) == (0, 0)
        assert calls[-1] == {"since": ["2024-06-21"]}
    finally:
        server.shutdown()
        server.server_close()
