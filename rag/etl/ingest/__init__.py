"""Document ingestion (seed 003 Connector + Parser): a file or URL becomes a staged, embedded document.

The parsed document is written to `rag_raw` like any extracted row, then job 2 indexes it, so a full rebuild
keeps it. Its id is the caller's (`--id`) or derived from the file name and checksum, never taken from the text:
a document that names a permit id cannot overwrite that permit's indexed history.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import tempfile
from pathlib import Path

from pydantic import BaseModel, Field

from common.permit_types import PERMIT_TYPES
from rag import NAMESPACES
from rag.catalog import Catalog, build_lock
from rag.config import PROJECT_ROOT, RagSettings
from rag.embeddings import Embedder
from rag.etl.ingest.connector import ConnectorOutput, fetch
from rag.etl.ingest.errors import IngestError
from rag.etl.ingest.parser import ParsedDocument, parse
from rag.etl.jobs import EmbedReport, embed, stage_docs
from rag.models import NormalizedDoc

__all__ = ["IngestError", "IngestOptions", "IngestReport", "build_doc", "ingest"]

PERMIT_ID = re.compile(r"PERM-[A-Z]{2,4}-[0-9]{4,}")
ISO_DATE = re.compile(r"\b(20\d\d-[01]\d-[0-3]\d)\b")


class IngestOptions(BaseModel):
    doc_id: str | None = None
    title: str | None = None
    site: str | None = None
    area: str | None = None
    activity: str | None = None
    date: dt.date | None = None
    tags: list[str] = Field(default_factory=list)


class IngestReport(BaseModel):
    namespace: str
    doc_id: str
    file_type: str
    pages: int
    sections: int
    tables: int
    checksum: str
    size_bytes: int
    chunks: int
    ragSnapshot: str | None


def _sites() -> dict[str, list[str]]:
    try:
        return {s["site"]: s.get("areas", []) for s in json.loads((PROJECT_ROOT / "assets" / "sites.json").read_text())}
    except (FileNotFoundError, json.JSONDecodeError, KeyError, TypeError):
        return {}


def build_doc(parsed: ParsedDocument, fetched: ConnectorOutput, namespace: str, opts: IngestOptions) -> NormalizedDoc:
    """Fill the normalized fields from the options, else from what the text says (site, area, date, type).

    The id is never read from the text (a document could name any permit id and replace its indexed record)."""
    text = "\n".join(s.text for s in parsed.sections)
    site = opts.site or next((code for code in _sites() if code in text), None)
    area = opts.area or next((a for a in _sites().get(site or "", []) if a in text), "")
    date_match = ISO_DATE.search(text)
    permit_type = next((t for t in PERMIT_TYPES if t.lower() in text.lower()), None)
    stem = Path(fetched.file_path).stem
    doc_id = opts.doc_id or f"DOC-{re.sub(r'[^A-Za-z0-9]+', '-', stem).strip('-')[:60]}-{fetched.checksum[:8]}"
    meta = {
        "source": fetched.source_metadata.get("url") or fetched.source_metadata.get("path"),
        "source_checksum": fetched.checksum,
        "source_size_bytes": fetched.file_size_bytes,
        "file_type": parsed.file_type,
        "total_pages": parsed.total_pages,
    }
    if opts.doc_id and PERMIT_ID.fullmatch(opts.doc_id):
        meta["permitId"] = opts.doc_id
    return NormalizedDoc(
        id=doc_id,
        site=site or "unknown",
        area=area,
        activity=opts.activity or "",
        summary=text,
        tags=[*opts.tags, "ingested", parsed.file_type],
        date=opts.date or (dt.date.fromisoformat(date_match.group(1)) if date_match else dt.date.today()),
        title=opts.title or parsed.title or stem,
        type=permit_type if namespace == "historical_permits" else None,
        meta=meta,
        sections=parsed.sections,
    )


def ingest(
    settings: RagSettings,
    source: str,
    namespace: str,
    opts: IngestOptions | None = None,
    catalog: Catalog | None = None,
    embedder: Embedder | None = None,
) -> IngestReport:
    if namespace not in NAMESPACES:
        raise ValueError(f"unknown namespace {namespace!r}; use one of {', '.join(NAMESPACES)}")
    opts = opts or IngestOptions()
    with tempfile.TemporaryDirectory(prefix="permitflow-ingest-") as tmp:
        fetched = fetch(
            source, Path(tmp), allow_private=settings.ingest_allow_private, allow_hosts=settings.ingest_allow_hosts,
            root=settings.ingest_root,
        )  # fmt: skip
        parsed = parse(Path(fetched.file_path))
        doc = build_doc(parsed, fetched, namespace, opts)
    with build_lock(settings, namespace):
        stage_docs(settings, namespace, [doc])
        report: EmbedReport = embed(settings, namespace, catalog=catalog, embedder=embedder)
    return IngestReport(
        namespace=namespace,
        doc_id=doc.id,
        file_type=parsed.file_type,
        pages=parsed.total_pages,
        sections=len(parsed.sections),
        tables=sum(s.layout == "table" for s in parsed.sections),
        checksum=fetched.checksum,
        size_bytes=fetched.file_size_bytes,
        chunks=report.chunks,
        ragSnapshot=report.ragSnapshot,
    )
