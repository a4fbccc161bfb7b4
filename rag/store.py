"""Vector stores behind one interface: `EdgeStore` (qdrant-edge, in-process, default) and `ServerStore`
(qdrant-client against a Qdrant server). Both hold a dense "dense" vector (384, cosine) and a sparse "bm25"
vector with the IDF modifier, and answer dense, bm25 or hybrid (RRF k=60) queries with exact filters.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from rag.config import SearchMode
from rag.embeddings import DIM
from rag.models import SearchFilters, StoreHit

KEYWORD_FIELDS = ("site", "area", "activity", "tags", "doc_id")
RRF_K = 60
SparseVec = tuple[list[int], list[float]]


@dataclass(frozen=True)
class EmbeddedChunk:
    point_id: str
    dense: np.ndarray
    sparse: SparseVec
    payload: dict[str, Any]


class VectorStore(Protocol):
    def upsert(self, chunks: Sequence[EmbeddedChunk]) -> None: ...

    def delete_docs(self, doc_ids: Sequence[str]) -> None: ...

    def search(
        self, dense: np.ndarray | None, sparse: SparseVec | None, mode: SearchMode, filters: SearchFilters, limit: int
    ) -> list[StoreHit]: ...

    def count(self) -> int: ...

    def close(self) -> None: ...


def _date_bounds(filters: SearchFilters) -> tuple[str | None, str | None]:
    lo = f"{filters.date_from.isoformat()}T00:00:00Z" if filters.date_from else None
    hi = f"{filters.date_to.isoformat()}T23:59:59Z" if filters.date_to else None
    return lo, hi


def _prefetch_limit(limit: int) -> int:
    return max(4 * limit, 40)


class EdgeStore:
    """One qdrant-edge shard directory. Built without a WAL: a published snapshot is never written again, and
    a shard without a WAL takes no lock, so every tool-server process can open the same snapshot."""

    def __init__(self, shard: Any) -> None:
        self._shard = shard

    @staticmethod
    def _config() -> Any:
        import qdrant_edge as qe

        return qe.EdgeConfig(
            vectors={"dense": qe.EdgeVectorParams(size=DIM, distance=qe.Distance.Cosine)},
            sparse_vectors={"bm25": qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)},
            wal_enabled=False,
        )

    @classmethod
    def create(cls, path: Path) -> EdgeStore:
        import qdrant_edge as qe

        shard = qe.EdgeShard.create(str(path), cls._config())
        for field in KEYWORD_FIELDS:
            shard.update(qe.UpdateOperation.create_field_index(field, qe.PayloadSchemaType.Keyword))
        shard.update(qe.UpdateOperation.create_field_index("date", qe.PayloadSchemaType.Datetime))
        return cls(shard)

    @classmethod
    def open(cls, path: Path) -> EdgeStore:
        import qdrant_edge as qe

        if not (path / "edge_config.json").is_file():
            raise FileNotFoundError(f"no edge shard at {path}")
        return cls(qe.EdgeShard.load(str(path)))

    def upsert(self, chunks: Sequence[EmbeddedChunk]) -> None:
        import qdrant_edge as qe

        if not chunks:
            return
        points = [
            qe.Point(
                c.point_id,
                {"dense": c.dense.tolist(), "bm25": qe.SparseVector(c.sparse[0], c.sparse[1])},
                c.payload,
            )
            for c in chunks
        ]
        self._shard.update(qe.UpdateOperation.upsert_points(points))

    def delete_docs(self, doc_ids: Sequence[str]) -> None:
        import qdrant_edge as qe

        if doc_ids:
            flt = qe.Filter(must=[qe.FieldCondition("doc_id", match=qe.MatchAny(list(doc_ids)))])
            self._shard.update(qe.UpdateOperation.delete_points_by_filter(flt))

    def _filter(self, filters: SearchFilters) -> Any:
        import qdrant_edge as qe

        must: list[Any] = []
        for field in ("site", "area", "activity"):
            value = getattr(filters, field)
            if value:
                must.append(qe.FieldCondition(field, match=qe.MatchValue(value)))
        if filters.tags:
            must.append(qe.FieldCondition("tags", match=qe.MatchAny(filters.tags)))
        lo, hi = _date_bounds(filters)
        if lo or hi:
            must.append(qe.FieldCondition("date", range=qe.RangeDateTime(gte=lo, lte=hi)))
        return qe.Filter(must=must) if must else None

    def search(
        self, dense: np.ndarray | None, sparse: SparseVec | None, mode: SearchMode, filters: SearchFilters, limit: int
    ) -> list[StoreHit]:
        import qdrant_edge as qe

        flt = self._filter(filters)
        queries = []
        if mode in ("dense", "hybrid") and dense is not None:
            queries.append(qe.Query.Nearest(dense.tolist(), using="dense"))
        if mode in ("bm25", "hybrid") and sparse is not None and sparse[0]:
            queries.append(qe.Query.Nearest(qe.SparseVector(sparse[0], sparse[1]), using="bm25"))
        if not queries:
            return []
        if len(queries) == 1:
            request = qe.QueryRequest(limit=limit, query=queries[0], filter=flt, with_payload=True)
        else:
            prefetches = [qe.Prefetch(limit=_prefetch_limit(limit), query=q, filter=flt) for q in queries]
            request = qe.QueryRequest(
                limit=limit, prefetches=prefetches, query=qe.Fusion.Rrf(k=RRF_K), filter=flt, with_payload=True
            )
        return [
            StoreHit(point_id=str(p.id), score=p.score, payload=p.payload or {}) for p in self._shard.query(request)
        ]

    def count(self) -> int:
        import qdrant_edge as qe

        return self._shard.count(qe.CountRequest(exact=True))

    def doc_ids(self) -> set[str]:
        import qdrant_edge as qe

        ids: set[str] = set()
        offset = None
        while True:
            records, offset = self._shard.scroll(qe.ScrollRequest(offset=offset, limit=1000, with_payload=["doc_id"]))
            ids.update(r.payload["doc_id"] for r in records if r.payload)
            if offset is None:
                return ids

    def existing(self, point_ids: Sequence[str]) -> set[str]:
        return {str(r.id) for r in self._shard.retrieve(list(point_ids), with_payload=False, with_vector=False)}

    def flush(self) -> None:
        self._shard.flush()

    def optimize(self) -> None:
        self._shard.optimize()

    def close(self) -> None:
        self._shard.close()


class ServerStore:
    """One collection (or alias) on a Qdrant server through qdrant-client; tests use `QdrantClient(":memory:")`."""

    def __init__(self, client: Any, collection: str) -> None:
        self.client = client
        self.collection = collection

    @classmethod
    def create(cls, client: Any, collection: str) -> ServerStore:
        from qdrant_client import models as m

        client.create_collection(
            collection,
            vectors_config={"dense": m.VectorParams(size=DIM, distance=m.Distance.COSINE)},
            sparse_vectors_config={"bm25": m.SparseVectorParams(modifier=m.Modifier.IDF)},
        )
        for field in KEYWORD_FIELDS:
            client.create_payload_index(collection, field, m.PayloadSchemaType.KEYWORD)
        client.create_payload_index(collection, "date", m.PayloadSchemaType.DATETIME)
        return cls(client, collection)

    def upsert(self, chunks: Sequence[EmbeddedChunk]) -> None:
        from qdrant_client import models as m

        if not chunks:
            return
        points = [
            m.PointStruct(
                id=c.point_id,
                vector={"dense": c.dense.tolist(), "bm25": m.SparseVector(indices=c.sparse[0], values=c.sparse[1])},
                payload=c.payload,
            )
            for c in chunks
        ]
        self.client.upsert(self.collection, points=points, wait=True)

    def delete_docs(self, doc_ids: Sequence[str]) -> None:
        from qdrant_client import models as m

        if doc_ids:
            flt = m.Filter(must=[m.FieldCondition(key="doc_id", match=m.MatchAny(any=list(doc_ids)))])
            self.client.delete(self.collection, points_selector=m.FilterSelector(filter=flt), wait=True)

    @staticmethod
    def _filter(filters: SearchFilters) -> Any:
        from qdrant_client import models as m

        must: list[Any] = []
        for field in ("site", "area", "activity"):
            value = getattr(filters, field)
            if value:
                must.append(m.FieldCondition(key=field, match=m.MatchValue(value=value)))
        if filters.tags:
            must.append(m.FieldCondition(key="tags", match=m.MatchAny(any=filters.tags)))
        lo, hi = _date_bounds(filters)
        if lo or hi:
            must.append(m.FieldCondition(key="date", range=m.DatetimeRange(gte=lo, lte=hi)))
        return m.Filter(must=must) if must else None

    def search(
        self, dense: np.ndarray | None, sparse: SparseVec | None, mode: SearchMode, filters: SearchFilters, limit: int
    ) -> list[StoreHit]:
        from qdrant_client import models as m

        flt = self._filter(filters)
        queries: list[tuple[Any, str]] = []
        if mode in ("dense", "hybrid") and dense is not None:
            queries.append((dense.tolist(), "dense"))
        if mode in ("bm25", "hybrid") and sparse is not None and sparse[0]:
            queries.append((m.SparseVector(indices=sparse[0], values=sparse[1]), "bm25"))
        if not queries:
            return []
        if len(queries) == 1:
            response = self.client.query_points(
                self.collection,
                query=queries[0][0],
                using=queries[0][1],
                query_filter=flt,
                limit=limit,
                with_payload=True,
            )
        else:
            prefetch = [m.Prefetch(query=q, using=u, filter=flt, limit=_prefetch_limit(limit)) for q, u in queries]
            response = self.client.query_points(
                self.collection,
                prefetch=prefetch,
                query=m.RrfQuery(rrf=m.Rrf(k=RRF_K)),
                query_filter=flt,
                limit=limit,
                with_payload=True,
            )
        return [StoreHit(point_id=str(p.id), score=p.score, payload=p.payload or {}) for p in response.points]

    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count

    def doc_ids(self) -> set[str]:
        ids: set[str] = set()
        offset = None
        while True:
            records, offset = self.client.scroll(
                self.collection, offset=offset, limit=1000, with_payload=["doc_id"], with_vectors=False
            )
            ids.update(r.payload["doc_id"] for r in records if r.payload)
            if offset is None:
                return ids

    def existing(self, point_ids: Sequence[str]) -> set[str]:
        records = self.client.retrieve(self.collection, ids=list(point_ids), with_payload=False, with_vectors=False)
        return {str(r.id) for r in records}

    def copy_from(self, source: str) -> None:
        """Seed this collection with every point of `source` (an incremental build starts from the live one)."""
        from qdrant_client import models as m

        offset = None
        while True:
            records, offset = self.client.scroll(source, offset=offset, limit=512, with_payload=True, with_vectors=True)
            if records:
                points = [m.PointStruct(id=r.id, vector=r.vector, payload=r.payload) for r in records]
                self.client.upsert(self.collection, points=points, wait=True)
            if offset is None:
                return

    def flush(self) -> None:
        """Upserts already wait for the server."""

    def optimize(self) -> None:
        """The server optimizes by itself."""

    def close(self) -> None:
        """The client is shared by the catalog; nothing to release per collection."""


def today_iso() -> str:
    return dt.datetime.now(dt.UTC).isoformat()
