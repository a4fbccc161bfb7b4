"""The two RAG refresh jobs of the seed (section 4), runnable locally or as Cloud Run jobs.

Job 1 `rag-etl-incidents-permits` (`extract`): read the sources, keep rows that are new or changed since the
persisted watermark, normalize them, write one JSONL batch to `rag_raw`, quarantine invalid rows with the
reason. Job 2 `rag-embed-upsert` (`embed`): chunk and embed the batches not yet indexed, upsert them into a
new snapshot (a copy of the published one; a changed document's old chunks are deleted first), publish it
atomically and record `ragSnapshot`. Both run under the namespace's build lock.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rag import NAMESPACES
from rag.catalog import Catalog, build_lock, new_stamp, open_catalog, stamp_to_iso, write_snapshot_json
from rag.chunking import chunk_doc, embedding_text
from rag.config import RagSettings
from rag.embeddings import Embedder, SparseEncoder, build_embedder
from rag.etl.sources import SourceError, normalize, read_source, validation_reason
from rag.etl.staging import RawStore, open_raw_store
from rag.models import ChunkPayload, NormalizedDoc, point_id
from rag.store import EmbeddedChunk

log = logging.getLogger(__name__)
Progress = Callable[[int, int], None]


class ExtractReport(BaseModel):
    namespace: str
    extracted: int
    quarantined: int
    batch: str | None = None
    skipped_sources: list[str] = []


class EmbedReport(BaseModel):
    namespace: str
    docs: int
    chunks: int
    ragSnapshot: str | None


class NamespaceReport(BaseModel):
    namespace: str
    extracted: int
    quarantined: int
    chunks: int
    ragSnapshot: str | None


def _state_path(settings: RagSettings, job: str, namespace: str) -> Path:
    return settings.state_dir / f"{job}-{namespace}.json"


def load_state(settings: RagSettings, job: str, namespace: str) -> dict[str, Any]:
    try:
        return json.loads(_state_path(settings, job, namespace).read_text())
    except FileNotFoundError:
        return {}


def save_state(settings: RagSettings, job: str, namespace: str, state: dict[str, Any]) -> None:
    path = _state_path(settings, job, namespace)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(state, sort_keys=True))
    os.replace(tmp, path)


def extract(
    settings: RagSettings, namespace: str, sources: Sequence[str] | None = None, raw: RawStore | None = None
) -> ExtractReport:
    """Job 1. The watermark is the newest doc date seen plus a fingerprint of every row already staged (or
    quarantined): a row is taken when its id is new or its content changed, so late-filed rows are not lost."""
    raw = raw or open_raw_store(settings)
    state = load_state(settings, "extract", namespace)
    seen: dict[str, str] = state.get("fingerprints", {})
    bad_seen: dict[str, str] = state.get("quarantined", {})
    watermark: str | None = state.get("watermark")
    docs: list[NormalizedDoc] = []
    quarantine: list[dict[str, Any]] = []
    skipped: list[str] = []
    for source in sources if sources is not None else settings.sources_for(namespace):
        try:
            rows = list(read_source(source, since=watermark))
        except SourceError as exc:
            log.warning("etl: skipping source: %s", exc)
            skipped.append(str(exc))
            continue
        for raw_row in rows:
            fp = raw_row.fingerprint
            key = str(raw_row.row.get("id") or raw_row.row.get("permitId") or fp)
            if seen.get(key) == fp or bad_seen.get(key) == fp:
                continue
            try:
                doc = normalize(namespace, raw_row.row)
            except (ValidationError, ValueError) as exc:
                quarantine.append({"source": source, "reason": validation_reason(exc), "row": raw_row.row})
                bad_seen[key] = fp
                continue
            docs.append(doc)
            seen[key] = fp
            bad_seen.pop(key, None)
    stamp = new_stamp()
    batch = None
    if docs:
        batch = raw.write(namespace, f"{stamp}.jsonl", (d.model_dump(mode="json") for d in docs))
    if quarantine:
        raw.write(namespace, f"quarantine/{stamp}.jsonl", quarantine)
    if docs or quarantine:
        dates = [d.date.isoformat() for d in docs] + ([watermark] if watermark else [])
        save_state(
            settings,
            "extract",
            namespace,
            {"watermark": max(dates) if dates else None, "fingerprints": seen, "quarantined": bad_seen},
        )
    return ExtractReport(
        namespace=namespace, extracted=len(docs), quarantined=len(quarantine), batch=batch, skipped_sources=skipped
    )


def stage_docs(settings: RagSettings, namespace: str, docs: Sequence[NormalizedDoc], prefix: str = "ingest") -> str:
    """Put already-normalized docs (ingested files) into rag_raw so full rebuilds keep them."""
    return open_raw_store(settings).write(
        namespace, f"{new_stamp()}-{prefix}.jsonl", (d.model_dump(mode="json") for d in docs)
    )


def embed_docs(
    docs: Sequence[NormalizedDoc],
    settings: RagSettings,
    embedder: Embedder,
    sparse: SparseEncoder,
    namespace: str,
) -> list[EmbeddedChunk]:
    pending = []
    for doc in docs:
        for chunk in chunk_doc(doc, settings.chunk_size, settings.chunk_overlap):
            payload = ChunkPayload(
                doc_id=doc.id,
                chunk_index=chunk.index,
                text=chunk.text,
                title=doc.title,
                site=doc.site,
                area=doc.area,
                activity=doc.activity,
                tags=doc.tags,
                date=doc.date.isoformat(),
                type=doc.type,
                page=chunk.page,
                layout=chunk.layout,
                meta={**doc.meta, "namespace": namespace},
            )
            pending.append((point_id(doc.id, chunk.index), embedding_text(doc, chunk), payload))
    texts = [t for _, t, _ in pending]
    dense = embedder.embed_documents(texts)
    sparse_vecs = sparse.embed_documents(texts)
    return [
        EmbeddedChunk(pid, dense[i], sparse_vecs[i], payload.model_dump(exclude_none=True))
        for i, (pid, _, payload) in enumerate(pending)
    ]


def embed(
    settings: RagSettings,
    namespace: str,
    catalog: Catalog | None = None,
    embedder: Embedder | None = None,
    full: bool = False,
    progress: Progress | None = None,
) -> EmbedReport:
    """Job 2. Batches already indexed are skipped; with none pending and a published snapshot it does nothing."""
    catalog = catalog or open_catalog(settings)
    raw = open_raw_store(settings)
    state = load_state(settings, "embed", namespace)
    done = set(state.get("batches", []))
    current = catalog.current(namespace)
    incremental = bool(current) and not full
    batches = raw.batches(namespace)
    todo = [b for b in batches if b not in done] if incremental else batches
    if not todo:
        return EmbedReport(
            namespace=namespace, docs=0, chunks=0, ragSnapshot=stamp_to_iso(current) if current else None
        )
    latest: dict[str, NormalizedDoc] = {}
    for name in todo:
        for row in raw.read(namespace, name):
            doc = NormalizedDoc.model_validate(row)
            latest[doc.id] = doc
    docs = list(latest.values())
    embedder = embedder or build_embedder(settings)
    sparse = SparseEncoder()
    stamp, store = catalog.begin(namespace, incremental=incremental)
    chunks = 0
    try:
        if incremental:
            store.delete_docs([d.id for d in docs])
        step = 1024  # docs per embedding round: large enough that length-sorting keeps padding low
        for start in range(0, len(docs), step):
            batch = embed_docs(docs[start : start + step], settings, embedder, sparse, namespace)
            store.upsert(batch)
            chunks += len(batch)
            if progress:
                progress(min(start + step, len(docs)), len(docs))
        catalog.publish(namespace, stamp, store)
    except BaseException:
        catalog.abort(namespace, stamp, store)
        raise
    iso = write_snapshot_json(settings, namespace, stamp)
    save_state(settings, "embed", namespace, {"batches": sorted(done | set(todo)) if incremental else batches})
    log.info("etl: %s published snapshot %s (%d docs, %d chunks)", namespace, iso, len(docs), chunks)
    return EmbedReport(namespace=namespace, docs=len(docs), chunks=chunks, ragSnapshot=iso)


def run_namespace(
    settings: RagSettings,
    namespace: str,
    catalog: Catalog | None = None,
    embedder: Embedder | None = None,
    full: bool = False,
    progress: Progress | None = None,
    lock_timeout_s: float = 900.0,
) -> NamespaceReport:
    """Job 1 then job 2 for one namespace, holding its build lock throughout."""
    if namespace not in NAMESPACES:
        raise ValueError(f"unknown namespace {namespace!r}; use one of {', '.join(NAMESPACES)}")
    with build_lock(settings, namespace, timeout_s=lock_timeout_s):
        extracted = extract(settings, namespace)
        embedded = embed(settings, namespace, catalog=catalog, embedder=embedder, full=full, progress=progress)
    return NamespaceReport(
        namespace=namespace,
        extracted=extracted.extracted,
        quarantined=extracted.quarantined,
        chunks=embedded.chunks,
        ragSnapshot=embedded.ragSnapshot,
    )
