"""Qdrant server mode: QDRANT_URL selects qdrant-client, the ETL publishes by alias swap, readers go through the alias.

No Qdrant server can be installed on this machine (none on PyPI, npm or Debian: see README, "Qdrant server
mode"), so these run the real ETL jobs and the real search service against qdrant-client's local mode
(`QdrantClient(":memory:")`), which implements the same collection and alias API in-process. Nothing is mocked;
what local mode cannot show is the server's own atomicity of `update_collection_aliases`.
"""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from qdrant_client import QdrantClient

from rag.catalog import ServerCatalog, open_catalog, stamp_to_iso
from rag.etl.jobs import run_namespace
from rag.search import RagService
from tests.support.rag_support import INCIDENTS, VALID_INCIDENTS, rag_settings, shared_embedder

pytestmark = pytest.mark.filterwarnings("ignore:Payload indexes have no effect:UserWarning")


@pytest.fixture(scope="module")
def embedder(tmp_path_factory: pytest.TempPathFactory):
    return shared_embedder(str(tmp_path_factory.mktemp("models")))


def _server_mode(tmp_path: Path, source: Path, keep: int = 1):
    settings = rag_settings(tmp_path / "var", incidents_sources=[str(source)], keep_snapshots=keep)
    catalog = ServerCatalog(settings, QdrantClient(":memory:"))
    catalog.ALIAS_TTL_S = 0  # see every swap at once; the production cache is a few seconds
    return settings, catalog


def _append_incident(path: Path, **row: str) -> None:
    with path.open() as fh:
        fields = next(csv.reader(fh))
    with path.open("a", newline="") as fh:
        csv.DictWriter(fh, fieldnames=fields).writerow({f: row.get(f, "") for f in fields})


def test_qdrant_url_selects_the_client_against_a_server(tmp_path):
    settings = rag_settings(tmp_path, qdrant_url="http://127.0.0.1:6333", qdrant_api_key="k")
    assert not settings.embedded
    catalog = open_catalog(settings)
    assert isinstance(catalog, ServerCatalog)
    assert catalog.client.init_options["url"] == "http://127.0.0.1:6333"  # nothing is contacted until a query
    assert not isinstance(open_catalog(rag_settings(tmp_path)), ServerCatalog)


def test_etl_publishes_by_alias_and_the_tool_search_follows_it(tmp_path, embedder):
    source = tmp_path / "incidents.csv"
    shutil.copy(INCIDENTS, source)
    settings, catalog = _server_mode(tmp_path, source)
    first = run_namespace(settings, "incidents", catalog=catalog, embedder=embedder)
    assert first.extracted == VALID_INCIDENTS
    stamp1 = catalog.current("incidents")
    aliases = {a.alias_name: a.collection_name for a in catalog.client.get_aliases().aliases}
    assert aliases == {"pf_incidents": f"pf_incidents_{stamp1}"}

    service = RagService(settings, catalog=catalog, embedder=embedder)
    before = service.search("slag through grating onto a helper", "incidents", top_k=3)
    assert before.ragSnapshot == first.ragSnapshot == stamp_to_iso(stamp1)
    assert "FX-INC-777" not in {r.id for r in before.results}
    reader = service.reader("incidents").store
    assert reader.collection == "pf_incidents", "the tool server reads through the alias"

    _append_incident(
        source,
        id="FX-INC-777",
        date="2025-02-01",
        site="Plant-A",
        area="Crude Unit",
        activity="welding",
        permit_type="Hot Work",
        severity="near_miss",
        title="Slag fell through grating",
        summary="Slag from welding fell through open grating onto a helper below.",
        tags="hot work;slag",
    )
    second = run_namespace(settings, "incidents", catalog=catalog, embedder=embedder)
    stamp2 = catalog.current("incidents")
    assert second.extracted == 1 and stamp2 > stamp1
    collections = {c.name for c in catalog.client.get_collections().collections}
    assert collections == {f"pf_incidents_{stamp2}"}, "keep_snapshots=1 dropped the collection readers had resolved"

    # The store opened before the swap still answers, now from the new snapshot: no query ever hits a dropped
    # collection, and the search reports the snapshot it read.
    assert reader.count() == store_count(catalog, stamp2)
    assert "FX-INC-777" in reader.doc_ids()
    after = service.search("slag through grating onto a helper", "incidents", top_k=3)
    assert after.ragSnapshot == second.ragSnapshot == stamp_to_iso(stamp2)
    assert after.results[0].id == "FX-INC-777"
    service.close()


def test_a_full_rebuild_swaps_the_alias_and_keeps_the_previous_snapshot(tmp_path, embedder):
    settings, catalog = _server_mode(tmp_path, INCIDENTS, keep=2)
    run_namespace(settings, "incidents", catalog=catalog, embedder=embedder)
    stamp1 = catalog.current("incidents")
    rebuilt = run_namespace(settings, "incidents", catalog=catalog, embedder=embedder, full=True)
    stamp2 = catalog.current("incidents")
    assert stamp2 > stamp1 and rebuilt.ragSnapshot == stamp_to_iso(stamp2)
    assert catalog.published("incidents") == [stamp1, stamp2], "the previous snapshot stays for a rollback"
    assert store_count(catalog, stamp1) == store_count(catalog, stamp2) == catalog.open("incidents", stamp2).count()
    aliases = [a for a in catalog.client.get_aliases().aliases if a.alias_name == "pf_incidents"]
    assert [a.collection_name for a in aliases] == [f"pf_incidents_{stamp2}"], "exactly one target, the new one"


def store_count(catalog: ServerCatalog, stamp: str) -> int:
    return catalog.client.count(f"pf_incidents_{stamp}", exact=True).count
