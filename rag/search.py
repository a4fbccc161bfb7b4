"""The search path the tool uses: embed the query, read the published snapshot, collapse chunks to documents.

The reader checks the namespace's snapshot pointer on every query and swaps to a newly published snapshot;
the previous store is closed only at the swap after next, so a query still running on it is never cut off.
Searching never builds an index (that is `rag.etl`'s job, run by `permitflow etl all` or by the tool server at
start-up): a missing index answers at once.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass
from typing import Any

from guardrails.pii import redact, redact_obj
from rag.catalog import Catalog, open_catalog, stamp_to_iso
from rag.config import RagSettings, SearchMode
from rag.embeddings import Embedder, SparseEncoder, build_embedder
from rag.models import SearchFilters, SearchResponse, SearchResult
from rag.store import VectorStore

log = logging.getLogger(__name__)

ETL_HINT = "run `permitflow etl all` (or `python -m rag.etl all`) to build it"
SNIPPET_CHARS = 600
SKIP_META = {"text", "title"}


@dataclass
class _Open:
    stamp: str
    store: VectorStore


def redacted_result(doc_id: str, title: str, text: str, meta: dict[str, Any]) -> tuple[SearchResult, list[str]]:
    """Title, snippet and meta with personal data replaced (names, phones, e-mails, ids); returns the kinds found."""
    safe_title, safe_snippet = redact(title), redact(snippet(text))
    safe_meta, meta_redactions = redact_obj(meta)
    kinds = [r.kind for r in (*safe_title.redactions, *safe_snippet.redactions, *meta_redactions)]
    result = SearchResult(
        id=doc_id, title=safe_title.text, snippet=safe_snippet.text, score=0.0, meta=safe_meta, redactions=len(kinds)
    )
    return result, kinds


def snippet(text: str, limit: int = SNIPPET_CHARS) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit] + " …"


QUERY_CACHE_SIZE = 512
"""Query embeddings kept per service, keyed by the query text: the same job asks the same things again."""


class RagService:
    def __init__(
        self,
        settings: RagSettings | None = None,
        catalog: Catalog | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self.settings = settings or RagSettings()
        self.catalog = catalog or open_catalog(self.settings)
        self._embedder = embedder
        self._sparse = SparseEncoder()
        self._lock = threading.Lock()
        self._open: dict[str, _Open] = {}
        self._retired: dict[str, list[VectorStore]] = {}
        self._query_vectors: OrderedDict[str, Any] = OrderedDict()
        self._query_lock = threading.Lock()

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            with self._lock:
                if self._embedder is None:
                    # Queries come a few at a time: one onnxruntime thread (see MiniLMEmbedder) halves their CPU.
                    self._embedder = build_embedder(self.settings, threads=1)
        return self._embedder

    def reader(self, namespace: str) -> _Open | None:
        """The store of the published snapshot, reopened when the pointer moved."""
        stamp = self.catalog.current(namespace)
        if stamp is None:
            return None
        opened = self._open.get(namespace)
        if opened and opened.stamp == stamp:
            return opened
        with self._lock:
            opened = self._open.get(namespace)
            if opened and opened.stamp == stamp:
                return opened
            try:
                store = self.catalog.open(namespace, stamp)
            except FileNotFoundError:
                stamp = self.catalog.current(namespace)
                if stamp is None:
                    return None
                store = self.catalog.open(namespace, stamp)
            if opened:
                retired = self._retired.setdefault(namespace, [])
                while retired:
                    retired.pop().close()
                retired.append(opened.store)
            fresh = _Open(stamp, store)
            self._open[namespace] = fresh
            log.info("rag: %s now reads snapshot %s", namespace, stamp)
            return fresh

    def query_vectors(self, queries: list[str]) -> list[Any]:
        """Dense vectors of `queries`, from the bounded LRU cache or embedded together in one batch."""
        with self._query_lock:
            found = {q: self._query_vectors[q] for q in queries if q in self._query_vectors}
            for query in found:
                self._query_vectors.move_to_end(query)
        missing = [q for q in dict.fromkeys(queries) if q not in found]
        if missing:
            batch = getattr(self.embedder, "embed_queries", None)
            vectors = list(batch(missing)) if batch else [self.embedder.embed_query(q) for q in missing]
            with self._query_lock:
                for query, vector in zip(missing, vectors, strict=True):
                    self._query_vectors[query] = vector
                while len(self._query_vectors) > QUERY_CACHE_SIZE:
                    self._query_vectors.popitem(last=False)
            found.update(zip(missing, vectors, strict=True))
        return [found[q] for q in queries]

    def search_batch(self, requests: list[dict[str, Any]], mode: SearchMode | None = None) -> list[SearchResponse]:
        """Several searches (each: query, namespace, top_k, filters, min_score) with their queries embedded in
        one batch first; each answers as `search` would."""
        if (mode or self.settings.mode) != "bm25":
            self.query_vectors([r["query"] for r in requests])
        return [self.search(mode=mode, **request) for request in requests]

    def search(
        self,
        query: str,
        namespace: str,
        top_k: int = 5,
        filters: SearchFilters | None = None,
        min_score: float | None = None,
        mode: SearchMode | None = None,
    ) -> SearchResponse:
        filters = filters or SearchFilters()
        mode = mode or self.settings.mode
        opened = self.reader(namespace)
        if opened is None:
            hint = f"The {namespace} index has not been built: {ETL_HINT}."
            return SearchResponse(results=[], query=query, namespace=namespace, total=0, ragSnapshot=None, hint=hint)
        dense = self.query_vectors([query])[0] if mode != "bm25" else None
        sparse = self._sparse.embed_query(query) if mode != "dense" else None
        hits = opened.store.search(dense, sparse, mode, filters, limit=min(3 * top_k, 150))
        results: list[SearchResult] = []
        redacted: Counter[str] = Counter()
        seen: set[str] = set()
        for hit in hits:
            payload = hit.payload
            doc_id = payload.get("doc_id", hit.point_id)
            if doc_id in seen or (min_score is not None and hit.score < min_score):
                continue
            seen.add(doc_id)
            result, kinds = redacted_result(
                doc_id, payload.get("title") or doc_id, payload.get("text", ""), self._meta(payload, hit.point_id)
            )
            result.score = hit.score
            redacted.update(kinds)
            results.append(result)
            if len(results) == top_k:
                break
        results.sort(key=lambda r: (-r.score, r.id))  # equal RRF scores are common; make the order stable
        hint = None
        if not results:
            hint = "No chunk matched; loosen the filters or min_score." if hits or not filters.is_empty() else None
            if hint is None and opened.store.count() == 0:
                hint = f"The {namespace} index is empty: {ETL_HINT}."
        return SearchResponse(
            results=results,
            query=query,
            namespace=namespace,
            total=len(results),
            ragSnapshot=stamp_to_iso(opened.stamp),
            hint=hint,
            redactions=dict(sorted(redacted.items())),
        )

    @staticmethod
    def _meta(payload: dict[str, Any], point_id: str) -> dict[str, Any]:
        meta = {k: v for k, v in payload.items() if k not in SKIP_META and k != "meta" and v is not None}
        meta.update({k: v for k, v in (payload.get("meta") or {}).items() if v is not None and k not in meta})
        meta["chunk_id"] = point_id
        return meta

    def close(self) -> None:
        with self._lock:
            for opened in self._open.values():
                opened.store.close()
            for stores in self._retired.values():
                for store in stores:
                    store.close()
            self._open.clear()
            self._retired.clear()
