"""rag_raw in a GCS bucket (gcp-storage-emulator on 127.0.0.1): job 1 writes batches there, job 2 reads them."""

from __future__ import annotations

import pytest

from rag.etl.jobs import run_namespace
from rag.etl.staging import GcsRawStore
from rag.search import RagService
from tests.support.gcs_emulator import BUCKET, gcs_emulator
from tests.support.rag_support import VALID_INCIDENTS, rag_settings, shared_embedder


@pytest.fixture(scope="module")
def emulator():
    with gcs_emulator() as url:
        yield url


def test_both_jobs_stage_through_a_bucket(emulator, monkeypatch, tmp_path):
    monkeypatch.setenv("STORAGE_EMULATOR_HOST", emulator)
    settings = rag_settings(tmp_path / "var", raw_url=f"gs://{BUCKET}/rag_raw")
    embedder = shared_embedder(str(tmp_path))
    report = run_namespace(settings, "incidents", embedder=embedder)
    assert (report.extracted, report.quarantined) == (VALID_INCIDENTS, 2)
    raw = GcsRawStore(settings.raw_url)
    batches = raw.batches("incidents")
    assert len(batches) == 1 and len(raw.read("incidents", batches[0])) == VALID_INCIDENTS
    assert any(b.name.startswith("rag_raw/incidents/quarantine/") for b in raw.bucket.list_blobs(prefix="rag_raw/"))
    assert not (settings.raw_dir / "incidents").exists()
    again = run_namespace(settings, "incidents", embedder=embedder)
    assert (again.extracted, again.chunks) == (0, 0)
    hits = RagService(settings, embedder=embedder).search("breaker racked in during lockout", "incidents", top_k=1)
    assert hits.results[0].id == "FX-INC-005"
