"""rag_search_rag through the real MCP client over stdio and streamable HTTP, on a fixture index."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from mcp_server.errors import parse_failure
from rag.config import RagSettings
from rag.etl.jobs import run_namespace
from tests.support.mcp_harness import connect, error_text, http_server, stdio_params, structured
from tests.support.rag_support import rag_env, rag_settings, shared_embedder

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def rag_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir whose incidents index is built from the fixtures before any server starts; permits are left
    unbuilt with no sources, so the tool must answer total 0 with the ETL hint."""
    data_dir = tmp_path_factory.mktemp("rag-var")
    settings = rag_settings(data_dir)
    run_namespace(settings, "incidents", embedder=shared_embedder(str(data_dir)))
    return data_dir


@pytest.fixture(scope="module")
def rag_http(rag_data_dir: Path):
    with http_server(rag_data_dir, **rag_env(permits=[])) as url:
        yield url


@pytest.fixture(params=["stdio", "http"])
def target(request: pytest.FixtureRequest, rag_data_dir: Path):
    if request.param == "stdio":
        return stdio_params(rag_data_dir, **rag_env(permits=[]))
    return request.getfixturevalue("rag_http")


async def test_tool_is_listed_with_schemas(target):
    async with connect(target) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    tool = tools["rag_search_rag"]
    assert tool.title == "rag.search_rag" and tool.description and tool.output_schema
    assert tool.input_schema["properties"]["namespace"]["enum"] == ["incidents", "historical_permits"]


async def test_search_returns_scored_results_with_meta(target):
    async with connect(target) as client:
        out = structured(
            await client.call_tool(
                "rag_search_rag", {"query": "welding near a tank vent", "namespace": "incidents", "top_k": 3}
            )
        )
    assert out["namespace"] == "incidents" and out["query"] == "welding near a tank vent"
    assert out["total"] == len(out["results"]) == 3
    scores = [r["score"] for r in out["results"]]
    assert scores == sorted(scores, reverse=True)
    by_id = {r["id"]: r for r in out["results"]}
    assert "FX-INC-009" in by_id  # the tank-roof welding incident; ties in RRF decide the exact rank
    meta = by_id["FX-INC-009"]["meta"]
    assert {"doc_id", "chunk_index", "site", "area", "activity", "date", "tags", "type"} <= set(meta)
    assert meta["site"] == "Terminal-C" and meta["date"] == "2024-10-03" and meta["severity"] == "near_miss"
    assert out["ragSnapshot"].endswith("Z") and out.get("hint") is None


async def test_filters(target):
    async with connect(target) as client:
        out = structured(
            await client.call_tool(
                "rag_search_rag",
                {
                    "query": "gas test",
                    "namespace": "incidents",
                    "top_k": 10,
                    "filters": {"site": "Plant-B", "tags": ["hot work"], "date_from": "2024-01-01"},
                },
            )
        )
        assert [r["id"] for r in out["results"]] == ["FX-INC-008"]
        none = structured(
            await client.call_tool(
                "rag_search_rag", {"query": "gas test", "namespace": "incidents", "filters": {"site": "Plant-Z"}}
            )
        )
        assert none["total"] == 0 and "filters" in none["hint"]


async def test_missing_index_gives_total_zero_and_the_etl_command(target):
    async with connect(target) as client:
        out = structured(
            await client.call_tool("rag_search_rag", {"query": "hot work", "namespace": "historical_permits"})
        )
    assert out["total"] == 0 and out["results"] == [] and out["ragSnapshot"] is None
    assert "permitflow etl all" in out["hint"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        ({"query": "x", "namespace": "lessons"}, "namespace"),
        ({"query": "x", "namespace": "incidents", "top_k": 0}, "top_k"),
        ({"query": "x", "namespace": "incidents", "top_k": 51}, "top_k"),
        ({"query": "", "namespace": "incidents"}, "query"),
        ({"query": "   ", "namespace": "incidents"}, "query is blank"),
        ({"query": "x" * 1001, "namespace": "incidents"}, "query"),
        (
            {"query": "x", "namespace": "incidents", "filters": {"date_from": "2024-02-01", "date_to": "2024-01-01"}},
            "date_from is after date_to",
        ),
    ],
)
async def test_bad_input_is_a_tool_error_naming_the_problem(target, args, needle):
    async with connect(target) as client:
        text = error_text(await client.call_tool("rag_search_rag", args))
    assert needle in text


async def test_the_server_builds_a_missing_index_at_start_up_never_in_a_call(tmp_path):
    """A search before the index exists answers at once: a recoverable "index building" failure, then results."""
    params = stdio_params(tmp_path / "var", **rag_env())
    args = {"query": "scaffold on jetty", "namespace": "historical_permits"}
    building = 0
    async with connect(params) as client:
        deadline = time.monotonic() + 240
        while True:
            started = time.monotonic()
            result = await client.call_tool("rag_search_rag", args)
            assert time.monotonic() - started < 10, "a search never waits for the build"
            if not result.is_error:
                out = structured(result)
                break
            failure = parse_failure(error_text(result))
            assert failure.error_code == "ERR_TOOL_UNAVAILABLE" and failure.recoverable, failure
            assert "index building" in failure.message and failure.details["reason"] == "index_building"
            assert failure.details["retryAfterS"] > 0
            building += 1
            assert time.monotonic() < deadline, "the start-up build never finished"
            await asyncio.sleep(failure.details["retryAfterS"])
    assert building >= 1, "the first search came before the build finished"
    assert out["results"][0]["id"] == "FX-HP-004" and out["ragSnapshot"]
    assert out["results"][0]["meta"]["permitId"] == "PERM-WAH-0104"
    assert RagSettings(data_dir=tmp_path / "var").rag_dir.joinpath("historical_permits", "CURRENT").is_file()


async def test_batch_search_answers_each_search_as_the_single_tool_does(target):
    """One call, several queries with their own filters: each answer equals rag_search_rag's for the same input."""
    searches = [
        {"query": "welding near a tank vent", "namespace": "incidents", "top_k": 3},
        {"query": "welding near a tank vent", "namespace": "incidents", "top_k": 2, "filters": {"site": "Plant-A"}},
        {"query": "anything", "namespace": "historical_permits"},
    ]
    async with connect(target) as client:
        batch = structured(await client.call_tool("rag_search_batch", {"searches": searches}))
        singles = [structured(await client.call_tool("rag_search_rag", s)) for s in searches]
        refused = await client.call_tool("rag_search_batch", {"searches": []})
    assert [r["results"] for r in batch["responses"]] == [r["results"] for r in singles]
    assert batch["responses"][2]["total"] == 0 and "etl" in batch["responses"][2]["hint"].lower()
    assert all(r["site"] == "Plant-A" for r in (h["meta"] for h in batch["responses"][1]["results"]))
    assert refused.is_error and "searches" in error_text(refused)


def test_query_embeddings_are_cached_by_text_and_batched(rag_data_dir: Path):
    from rag.search import QUERY_CACHE_SIZE, RagService

    class Counting:
        def __init__(self, inner) -> None:  # noqa: ANN001
            self.inner, self.batches, self.model_id, self.dim = inner, [], inner.model_id, inner.dim

        def embed_documents(self, texts):  # noqa: ANN001, ANN202
            return self.inner.embed_documents(texts)

        def embed_query(self, text):  # noqa: ANN001, ANN202
            return self.embed_queries([text])[0]

        def embed_queries(self, texts):  # noqa: ANN001, ANN202
            self.batches.append(list(texts))
            return self.inner.embed_documents(texts)

    embedder = Counting(shared_embedder(str(rag_data_dir)))
    service = RagService(rag_settings(rag_data_dir), embedder=embedder)
    requests = [{"query": q, "namespace": "incidents"} for q in ("hot work", "confined space", "hot work")]
    first = service.search_batch(requests)
    again = service.search("confined space", "incidents")
    assert embedder.batches == [["hot work", "confined space"]], "one batch, each text once, then from the cache"
    assert again.results == first[1].results
    service.query_vectors([f"q{i}" for i in range(QUERY_CACHE_SIZE + 5)])
    assert len(service._query_vectors) == QUERY_CACHE_SIZE, "the cache is bounded"
    service.close()
