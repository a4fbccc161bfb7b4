"""Retrieval benchmark: quality per mode, tool-path latency at 100k chunks, ETL throughput vs the embedder.

Run: .venv/bin/python -m bench.rag [--chunks 100000] [--etl-docs 2000] [--queries 300]
1. Quality on bench/eval/rag_queries.json ([{query, namespace, filters?, relevant: [ids]}]) over an index built
   from the asset corpora: recall@5 and nDCG@5 for dense, bm25 and hybrid side by side.
2. Latency on a 100k-chunk synthetic shard (texts recombined from corpus sentences; dense vectors are real
   corpus embeddings plus noise, so 100k chunks need no 10-minute embedding run): the tool path
   (RagService.search: pointer stat, query embedding, hybrid query, collapse) p50/p99 with and without a
   filter, beside a bare qdrant-edge query (query embedding + the same hybrid request) in the same run.
   Target: tool path p50 <= 1.3x bare. The same queries through a real MCP stdio client are printed too (they
   add the transport, about 2-3 ms here).
3. ETL throughput: extract + embed + publish of N synthetic docs (docs/s) vs the embedder's raw throughput
   on the very same chunk texts in the same run. Target >= 0.8x.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import random
import re
import tempfile
import time
from pathlib import Path

import numpy as np
import qdrant_edge as qe

from rag import NAMESPACES
from rag.catalog import EdgeCatalog, write_snapshot_json
from rag.chunking import chunk_doc, embedding_text
from rag.config import PROJECT_ROOT, RagSettings
from rag.embeddings import MiniLMEmbedder, SparseEncoder
from rag.etl.jobs import run_namespace
from rag.etl.sources import normalize, read_source
from rag.models import NormalizedDoc, SearchFilters, point_id
from rag.search import RagService
from rag.store import EmbeddedChunk

EVAL = PROJECT_ROOT / "bench" / "eval" / "rag_queries.json"
MODES = ("dense", "bm25", "hybrid")
QUERIES = [
    "welding near a tank vent",
    "confined space entry oxygen deficiency",
    "lockout tagout breaker racked in",
    "scaffold fall from height harness",
    "excavation cable strike",
    "gas test before hot work",
    "fire watch after welding",
    "hydrogen sulphide exposure",
]


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def corpus_docs(settings: RagSettings) -> dict[str, list[NormalizedDoc]]:
    out: dict[str, list[NormalizedDoc]] = {}
    for ns in NAMESPACES:
        docs = []
        for source in settings.sources_for(ns):
            if not Path(source).is_file():
                continue
            for row in read_source(source):
                with contextlib.suppress(ValueError):
                    docs.append(normalize(ns, row.row))
        out[ns] = docs
    return out


def quality(root: Path, embedder: MiniLMEmbedder) -> None:
    print("\n## Quality (bench/eval/rag_queries.json)")
    if not EVAL.is_file():
        print(f"skipped: {EVAL} does not exist yet")
        return
    cases = json.loads(EVAL.read_text())
    settings = RagSettings(data_dir=root / "quality")
    for ns in NAMESPACES:
        print(f"built {ns}: {run_namespace(settings, ns, embedder=embedder).model_dump()}")
    service = RagService(settings, embedder=embedder)
    rows = []
    for mode in MODES:
        recalls, ndcgs = [], []
        for case in cases:
            relevant = set(case["relevant"])
            filters = SearchFilters(**(case.get("filters") or {}))
            ids = [r.id for r in service.search(case["query"], case["namespace"], 5, filters, mode=mode).results]
            recalls.append(len(relevant & set(ids)) / len(relevant) if relevant else 0.0)
            dcg = sum(1 / math.log2(i + 2) for i, d in enumerate(ids) if d in relevant)
            ideal = sum(1 / math.log2(i + 2) for i in range(min(5, len(relevant))))
            ndcgs.append(dcg / ideal if ideal else 0.0)
        rows.append((mode, sum(recalls) / len(recalls), sum(ndcgs) / len(ndcgs)))
    print(f"{len(cases)} queries")
    print(f"{'mode':8} {'recall@5':>9} {'nDCG@5':>8}")
    for mode, recall, ndcg in rows:
        print(f"{mode:8} {recall:9.3f} {ndcg:8.3f}")
    service.close()


def synthetic_shard(root: Path, embedder: MiniLMEmbedder, n: int) -> RagSettings:
    """Publish an `incidents` snapshot of n chunks built from corpus sentences and perturbed real embeddings."""
    settings = RagSettings(data_dir=root / "latency")
    docs = [d for ds in corpus_docs(RagSettings()).values() for d in ds]
    sentences = [s for d in docs for s in re.split(r"(?<=[.!?])\s+", d.summary) if len(s) > 30]
    base = embedder.embed_documents([embedding_text(d, c) for d in docs for c in chunk_doc(d, 800, 120)])
    sparse = SparseEncoder()
    rng = np.random.default_rng(7)
    catalog = EdgeCatalog(settings)
    stamp, store = catalog.begin("incidents", incremental=False)
    start = time.perf_counter()
    for offset in range(0, n, 5000):
        batch = []
        for i in range(offset, min(n, offset + 5000)):
            template = docs[i % len(docs)]
            text = " ".join(random.Random(i).sample(sentences, 3))
            vec = base[i % len(base)] + rng.normal(0, 0.03, base.shape[1]).astype(np.float32)
            doc_id = f"SYN-{i:06d}"
            payload = {
                "doc_id": doc_id,
                "chunk_index": 0,
                "text": text,
                "title": template.title,
                "site": template.site,
                "area": template.area,
                "activity": template.activity,
                "tags": template.tags,
                "date": template.date.isoformat(),
                "layout": "text",
                "meta": {},
            }
            vec = vec / np.linalg.norm(vec)
            batch.append(EmbeddedChunk(point_id(doc_id, 0), vec, sparse.embed_documents([text])[0], payload))
        store.upsert(batch)
    catalog.publish("incidents", stamp, store)
    write_snapshot_json(settings, "incidents", stamp)
    print(f"built {n} synthetic chunks in {time.perf_counter() - start:.1f} s (upsert + optimize + publish)")
    return settings


def latency(root: Path, embedder: MiniLMEmbedder, n: int, calls: int) -> None:
    print(f"\n## Latency at {n} chunks (in-process, hybrid, top_k 5)")
    settings = synthetic_shard(root, embedder, n)
    service = RagService(settings, embedder=embedder)
    stamp = service.catalog.current("incidents")
    shard = qe.EdgeShard.load(str(EdgeCatalog(settings).snapshot_dir("incidents", stamp)))
    bm25 = qe.Bm25()
    flt = SearchFilters(site="Plant-B", tags=["hot work", "gas test"])

    def bare(query: str, filtered: bool) -> None:
        dense = embedder.embed_query(query).tolist()
        conditions = [
            qe.FieldCondition("site", match=qe.MatchValue("Plant-B")),
            qe.FieldCondition("tags", match=qe.MatchAny(["hot work", "gas test"])),
        ]
        f = qe.Filter(must=conditions) if filtered else None
        shard.query(
            qe.QueryRequest(
                limit=5,
                prefetches=[
                    qe.Prefetch(limit=40, query=qe.Query.Nearest(dense, using="dense"), filter=f),
                    qe.Prefetch(limit=40, query=qe.Query.Nearest(bm25.embed_query(query), using="bm25"), filter=f),
                ],
                query=qe.Fusion.Rrf(k=60),
                filter=f,
                with_payload=True,
            )
        )

    def tool(query: str, filtered: bool) -> None:
        response = service.search(query, "incidents", 5, flt if filtered else None)
        assert response.total > 0

    samples: dict[tuple[str, bool], list[float]] = {}
    for filtered in (False, True):
        for fn in (bare, tool):
            for q in QUERIES:
                fn(q, filtered)
        for i in range(calls):  # interleaved, so both paths see the same machine state
            q = f"{QUERIES[i % len(QUERIES)]} {i}"
            for name, fn in (("bare", bare), ("tool", tool)):
                t0 = time.perf_counter()
                fn(q, filtered)
                samples.setdefault((name, filtered), []).append((time.perf_counter() - t0) * 1000)
    print(f"{'path':22} {'p50 ms':>8} {'p99 ms':>8} {'p50 ratio':>10}")
    for filtered in (False, True):
        bare_p50 = pct(samples[("bare", filtered)], 0.5)
        for name in ("bare", "tool"):
            s = samples[(name, filtered)]
            label = f"{name} {'filtered' if filtered else 'unfiltered'}"
            print(f"{label:22} {pct(s, 0.5):8.2f} {pct(s, 0.99):8.2f} {pct(s, 0.5) / bare_p50:9.2f}x")
    mcp = asyncio.run(mcp_samples(settings, calls, flt))
    for filtered in (False, True):
        s = mcp[filtered]
        label = f"mcp stdio {'filtered' if filtered else 'unfiltered'}"
        ratio = pct(s, 0.5) / pct(samples[("bare", filtered)], 0.5)
        print(f"{label:22} {pct(s, 0.5):8.2f} {pct(s, 0.99):8.2f} {ratio:9.2f}x")
    shard.close()
    service.close()


async def mcp_samples(settings: RagSettings, calls: int, flt: SearchFilters) -> dict[bool, list[float]]:
    """The same queries through a real MCP client over stdio (a child tool server on the same snapshot)."""
    from mcp import Client

    from tests.support.mcp_harness import stdio_params

    out: dict[bool, list[float]] = {False: [], True: []}
    async with Client(stdio_params(settings.resolved_data_dir)) as client:
        for filtered in (False, True):
            extra = {"filters": flt.model_dump(exclude_none=True)} if filtered else {}
            for i in range(calls + len(QUERIES)):
                args = {"query": f"{QUERIES[i % len(QUERIES)]} {i}", "namespace": "incidents", **extra}
                t0 = time.perf_counter()
                result = await client.call_tool("rag_search_rag", args)
                if i >= len(QUERIES):
                    out[filtered].append((time.perf_counter() - t0) * 1000)
                if result.is_error:
                    raise RuntimeError(f"rag_search_rag failed: {result.content}")
    return out


def etl_throughput(root: Path, embedder: MiniLMEmbedder, n: int) -> None:
    print(f"\n## ETL throughput ({n} synthetic incident docs)")
    docs = corpus_docs(RagSettings())["incidents"]
    rows = []
    for i in range(n):
        d = docs[i % len(docs)]
        rows.append(
            {
                "id": f"ETL-{i:06d}",
                "date": d.date.isoformat(),
                "site": d.site,
                "area": d.area,
                "activity": d.activity,
                "permit_type": d.type or "",
                "severity": d.meta.get("severity", ""),
                "title": f"{d.title} ({i})",
                "summary": f"Case {i}. {d.summary}",
                "tags": ";".join(d.tags),
            }
        )
    source = root / "etl-source.json"
    source.write_text(json.dumps(rows))
    settings = RagSettings(data_dir=root / "etl", incidents_sources=[str(source)])
    normalized = [normalize("incidents", r) for r in rows]
    texts = [
        embedding_text(d, c) for d in normalized for c in chunk_doc(d, settings.chunk_size, settings.chunk_overlap)
    ]
    embedder.embed_documents(texts[:64])
    timed = TimedEmbedder(embedder)
    raw_s = []
    t0 = time.perf_counter()
    embedder.embed_documents(texts)
    raw_s.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    report = run_namespace(settings, "incidents", embedder=timed)
    etl_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    embedder.embed_documents(texts)
    raw_s.append(time.perf_counter() - t0)
    assert report.extracted == n
    raw_rate, etl_rate = n / (sum(raw_s) / 2), n / etl_s
    print(f"chunks: {len(texts)} ({len(texts) / n:.2f} per doc)")
    print(
        f"embedder raw: {raw_rate:8.1f} docs/s (mean of runs before/after the ETL: {raw_s[0]:.1f} s, {raw_s[1]:.1f} s)"
    )
    print(f"ETL all:      {etl_rate:8.1f} docs/s  -> {etl_rate / raw_rate:.2f}x of raw")
    outside = etl_s - timed.seconds
    print(f"ETL wall {etl_s:.1f} s, of which in the embedder {timed.seconds:.1f} s; everything else {outside:.1f} s")
    print(f"(extract, chunk, BM25, upsert, publish) = {outside / etl_s:.0%}")


class TimedEmbedder:
    """Counts the time the ETL spends inside the embedder, to separate pipeline overhead from model noise."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner, self.seconds = inner, 0.0
        self.model_id, self.dim = inner.model_id, inner.dim

    def embed_documents(self, texts):  # noqa: ANN001, ANN201 - mirrors Embedder
        t0 = time.perf_counter()
        try:
            return self.inner.embed_documents(texts)
        finally:
            self.seconds += time.perf_counter() - t0

    def embed_query(self, text):  # noqa: ANN001, ANN201
        return self.inner.embed_query(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chunks", type=int, default=100_000)
    parser.add_argument("--etl-docs", type=int, default=2000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="permitflow-bench-") as tmp:
        root = Path(tmp)
        embedder = MiniLMEmbedder(root)
        quality(root, embedder)
        latency(root, embedder, args.chunks, args.queries)
        etl_throughput(root, embedder, args.etl_docs)


if __name__ == "__main__":
    main()
