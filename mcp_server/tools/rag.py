"""rag.search_rag: hybrid (dense + BM25, RRF) search over the incidents and historical_permits corpora."""

from __future__ import annotations

import threading
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.failures import InvalidInput, NotReady
from common.limits import QUERY_CHARS, TOP_K_MAX
from mcp_server.deps import Deps
from rag.models import SearchFilters, SearchResponse

RETRY_AFTER_S = 2.0
BATCH_MAX = 32

DESCRIPTION = (
    "Search past incidents or finalized historical permits for evidence about a job (hazards, lessons, controls "
    "that were used). namespace: 'incidents' or 'historical_permits'. query: free text, e.g. 'welding near tank "
    f"vent'. top_k 1..{TOP_K_MAX} (default 5). filters (all exact, combined with AND): site ('Plant-A', 'Plant-B', "
    "'Terminal-C'), area (e.g. 'Tank Farm'), activity (e.g. 'welding'), tags (any of, lower-case), date_from / "
    "date_to (YYYY-MM-DD, inclusive). min_score (-1..1) drops weaker hits (hybrid scores are RRF, about 0.01-0.033; "
    "dense scores are cosine). Returns one result per source document (id = incident or permit id) with title, "
    "snippet, score (descending) and meta {doc_id, chunk_index, site, area, activity, date, tags, type, ...}, "
    "plus ragSnapshot (the index version). Personal data (names, phones, e-mails, ids) in titles, snippets and "
    "meta comes back as [REDACTED:KIND]; `redactions` counts them per result and by kind. total 0 with a hint "
    "means the index is missing or nothing matched. While the server is still building a missing index it answers "
    "at once with a recoverable ERR_TOOL_UNAVAILABLE (details.reason 'index_building', retryAfterS)."
)


BATCH_DESCRIPTION = (
    f"Several rag_search_rag searches in one call (1..{BATCH_MAX}), each with its own namespace, query, top_k, "
    "filters and min_score exactly as rag_search_rag takes them; the queries are embedded together in one batch. "
    "Returns {responses: [...]}, one rag_search_rag answer per search, in order."
)


class SearchSpec(BaseModel):
    query: str = Field(min_length=1, max_length=QUERY_CHARS, description=f"What to look for, 1..{QUERY_CHARS} chars")
    namespace: Literal["incidents", "historical_permits"]
    top_k: int = Field(default=5, ge=1, le=TOP_K_MAX)
    filters: SearchFilters | None = None
    min_score: float | None = Field(default=None, ge=-1, le=1)


class BatchResponse(BaseModel):
    responses: list[SearchResponse]


def register(server: MCPServer, deps: Deps) -> None:
    holder: dict[str, object] = {}
    lock = threading.Lock()

    def service():  # noqa: ANN202 - RagService, imported lazily so the server starts without loading Qdrant
        if "svc" not in holder:
            with lock:
                if "svc" not in holder:
                    from rag.config import RagSettings
                    from rag.search import RagService

                    holder["svc"] = RagService(RagSettings(data_dir=deps.settings.resolved_data_dir))
        return holder["svc"]

    @server.tool(
        name="rag_search_rag",
        title="rag.search_rag",
        description=DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def rag_search_rag(
        query: Annotated[
            str, Field(min_length=1, max_length=QUERY_CHARS, description=f"What to look for, 1..{QUERY_CHARS} chars")
        ],
        namespace: Annotated[
            Literal["incidents", "historical_permits"], Field(description="'incidents' or 'historical_permits'")
        ],
        top_k: Annotated[
            int, Field(ge=1, le=TOP_K_MAX, description=f"How many documents to return, 1..{TOP_K_MAX}")
        ] = 5,
        filters: Annotated[SearchFilters | None, Field(description="Exact filters, all optional")] = None,
        min_score: Annotated[
            float | None, Field(ge=-1, le=1, description="Drop results scoring below this; scores lie in -1..1")
        ] = None,
    ) -> SearchResponse:
        if not query.strip():
            raise InvalidInput(f"query is blank: give 1..{QUERY_CHARS} characters to look for")
        answer = service().search(query.strip(), namespace, top_k=top_k, filters=filters, min_score=min_score)
        return ready(answer, namespace)

    def ready(answer: SearchResponse, namespace: str) -> SearchResponse:
        """An answer from a missing index: 'index building' (ask again) while the start-up build runs."""
        if answer.ragSnapshot is None:
            build = deps.index_build
            state = build.state(namespace)
            if state == "building":
                raise NotReady(
                    f"the {namespace} index is being built (index building, {build.seconds():.0f} s so far); "
                    "ask again in a few seconds",
                    reason="index_building", namespace=namespace, retryAfterS=RETRY_AFTER_S,
                )  # fmt: skip
            if state == "failed":
                answer.hint = f"{answer.hint} Building it at start-up failed; see rag_build.log in the data dir."
        return answer

    @server.tool(
        name="rag_search_batch",
        title="rag.search_batch",
        description=BATCH_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def rag_search_batch(
        searches: Annotated[
            list[SearchSpec], Field(min_length=1, max_length=BATCH_MAX, description=f"1..{BATCH_MAX} searches")
        ],
    ) -> BatchResponse:
        for index, spec in enumerate(searches):
            if not spec.query.strip():
                raise InvalidInput(f"searches[{index}].query is blank: give 1..{QUERY_CHARS} characters to look for")
        requests = [{**spec.model_dump(exclude={"filters"}), "filters": spec.filters} for spec in searches]
        for request in requests:
            request["query"] = request["query"].strip()
        answers = service().search_batch(requests)
        return BatchResponse(responses=[ready(a, r["namespace"]) for a, r in zip(answers, requests, strict=True)])
