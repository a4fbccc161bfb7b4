"""Both store adapters (qdrant-edge shard, qdrant-client against ":memory:") and both snapshot catalogs."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from qdrant_client import QdrantClient

from rag.catalog import EdgeCatalog, ServerCatalog
from rag.embeddings import SparseEncoder
from rag.etl.jobs import embed_docs
from rag.etl.sources import normalize, read_source
from rag.models import NormalizedDoc, SearchFilters, point_id
from rag.store import EdgeStore, ServerStore
from tests.support.rag_support import INCIDENTS, VALID_INCIDENTS, rag_settings, shared_embedder

pytestmark = pytest.mark.filterwarnings("ignore:Payload indexes have no effect:UserWarning")


@pytest.fixture(scope="module")
def embedder(tmp_path_factory: pytest.TempPathFactory):
    return shared_embedder(str(tmp_path_factory.mktemp("models")))


@pytest.fixture(scope="module")
def docs() -> list[NormalizedDoc]:
    out = []
    for row in read_source(str(INCIDENTS)):
        try:
            out.append(normalize("incidents", row.row))
        except ValueError:
            continue
    assert len(out) == VALID_INCIDENTS
    return out


@pytest.fixture(params=["edge", "server"])
def store(request: pytest.FixtureRequest, tmp_path: Path, docs, embedder):
    if request.param == "edge":
        s = EdgeStore.create(tmp_path / "shard")
    else:
        s = ServerStore.create(QdrantClient(":memory:"), "pf_test")
    s.upsert(embed_docs(docs, rag_settings(tmp_path), embedder, SparseEncoder(), "incidents"))
    yield s
    s.close()


def _search(store, embedder, query: str, mode: str = "hybrid", limit: int = 5, **filters):
    sparse = SparseEncoder().embed_query(query)
    return store.search(embedder.embed_query(query), sparse, mode, SearchFilters(**filters), limit)


@pytest.mark.parametrize("mode", ["dense", "bm25", "hybrid"])
def test_every_mode_finds_the_matching_incident(store, embedder, mode):
    hits = _search(store, embedder, "oxygen dropped inside tank because nitrogen purge was not blinded", mode)
    assert hits[0].payload["doc_id"] == "FX-INC-004"
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)


def test_hybrid_scores_are_reciprocal_rank_fusion(store, embedder):
    hits = _search(store, embedder, "welding near tank vent", "hybrid")
    assert 0 < hits[0].score <= 2 / 60 + 1e-6  # two lists, best rank each: at most 2/(k+rank) with k=60


def test_exact_filters(store, embedder):
    hits = _search(store, embedder, "hot work", site="Plant-B")
    assert hits and {h.payload["site"] for h in hits} == {"Plant-B"}
    hits = _search(store, embedder, "hot work", site="Terminal-C", area="Tank Farm", activity="welding")
    assert [h.payload["doc_id"] for h in hits] == ["FX-INC-009"]
    hits = _search(store, embedder, "incident", limit=20, tags=["LOTO", "cable strike"])
    assert {h.payload["doc_id"] for h in hits} == {"FX-INC-005", "FX-INC-007"}
    hits = _search(store, embedder, "incident", limit=20, date_from=dt.date(2023, 1, 1), date_to=dt.date(2023, 12, 31))
    assert {h.payload["doc_id"] for h in hits} == {"FX-INC-006", "FX-INC-007"}
    assert _search(store, embedder, "hot work", site="Plant-Z") == []


def test_stopword_only_query_in_bm25_mode_returns_nothing_not_an_error(store, embedder):
    assert store.search(None, SparseEncoder().embed_query("the of and"), "bm25", SearchFilters(), 5) == []


def test_delete_docs_and_deterministic_ids(store, embedder, docs, tmp_path):
    assert store.count() == VALID_INCIDENTS
    again = embed_docs(docs[:2], rag_settings(tmp_path), embedder, SparseEncoder(), "incidents")
    assert again[0].point_id == point_id(docs[0].id, 0)
    store.upsert(again)
    assert store.count() == VALID_INCIDENTS
    store.delete_docs([docs[0].id])
    assert store.count() == VALID_INCIDENTS - 1
    assert docs[0].id not in store.doc_ids()


def test_edge_catalog_publishes_atomically_and_prunes(tmp_path, docs, embedder):
    settings = rag_settings(tmp_path)
    catalog = EdgeCatalog(settings)
    assert catalog.current("incidents") is None
    stamps = []
    for n in range(4):
        stamp, store = catalog.begin("incidents", incremental=n > 0)
        assert not catalog.snapshot_dir("incidents", stamp).exists()
        store.upsert(embed_docs(docs[n : n + 1], settings, embedder, SparseEncoder(), "incidents"))
        catalog.publish("incidents", stamp, store)
        stamps.append(stamp)
        assert catalog.current("incidents") == stamp
    assert catalog.published("incidents") == stamps[-2:]
    reader = catalog.open("incidents", stamps[-1])
    assert reader.count() == 4
    second = catalog.open("incidents", stamps[-1])
    assert second.count() == 4, "a published shard opens in more than one reader at once"
    reader.close()
    second.close()


def test_server_catalog_swaps_an_alias(tmp_path, docs, embedder):
    settings = rag_settings(tmp_path)
    catalog = ServerCatalog(settings, QdrantClient(":memory:"))
    catalog.ALIAS_TTL_S = 0
    stamps = []
    for n in range(3):
        stamp, store = catalog.begin("incidents", incremental=n > 0)
        store.upsert(embed_docs(docs[n : n + 1], settings, embedder, SparseEncoder(), "incidents"))
        catalog.publish("incidents", stamp, store)
        stamps.append(stamp)
        assert catalog.current("incidents") == stamp
    assert catalog.published("incidents") == stamps[-2:]
    assert catalog.open("incidents", stamps[-1]).count() == 3
