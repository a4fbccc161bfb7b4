"""One order of writes for permit PDFs that a hard kill (`kill -9`, OOM, power) cannot leave half done.

1. Stage: the rendered bytes go under a content-addressed key, `permits/<permitId>/<sha256>.pdf`. Writing it
   overwrites nothing, so there is nothing to put back.
2. Commit: the database transaction records the PDF row that names that key (with the permit change it draws).
3. Publish: only after the commit, the bytes the database's latest row names are copied to the permit's stable
   alias `permits/<permitId>.pdf`.

A kill between 1 and 2 leaves an unnamed PDF (the reconciler quarantines it); a kill between 2 and 3 leaves a
stale alias (the reconciler re-publishes it). In no case does the database name a PDF that says something else.

Only step 1 waits for the disk (fsync) before going on: the row that names the PDF must never reach the disk before
the PDF does. The alias is a copy the reconciler checks byte for byte against the latest row and rewrites at every
start, so it is written whole (temp file and rename) but not flushed: after a power cut it may be missing, empty or
an older PDF, never a PDF that the database does not name as latest once the reconciler has run.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import sqlalchemy as sa

from mcp_server.db.models import PdfRow
from mcp_server.db.pdfs import PdfRef, StoredPdf
from mcp_server.pdf.blobstore import BlobStore, BlobStoreError

if TYPE_CHECKING:
    from mcp_server.db import Database

log = logging.getLogger(__name__)
CONTENT_TYPE = "application/pdf"


def alias_key(permit_id: str) -> str:
    return f"permits/{permit_id}.pdf"


def content_key(permit_id: str, sha256: str) -> str:
    return f"permits/{permit_id}/{sha256}.pdf"


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class PdfStager:
    """Stages PDFs under content keys; `discard` removes the ones no committed row names (after a failed commit)."""

    store: BlobStore
    staged: list[tuple[str, str, str]] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    drawn: dict[str, bytes] = field(default_factory=dict)  # staged bytes by sha256: publishing needs no re-read

    def stage(self, permit_id: str, data: bytes, digest: str | None = None) -> PdfRef:
        """Write `data` under its content key and flush it to disk (the row naming it commits after this); a key
        that already holds these bytes (the same drawing again) is not written twice. `digest`: the bytes' sha256,
        when the caller has it."""
        digest = digest or sha256_of(data)
        key = content_key(permit_id, digest)
        url = self.store.held_url(key, data) or self.store.put(key, data, CONTENT_TYPE)
        self.staged.append((permit_id, digest, key))
        self.drawn[digest] = data
        return PdfRef(url=url, sha256=digest, sizeBytes=len(data))

    def discard(self, db: Database) -> None:
        """Remove staged PDFs that no PDF row names (best effort: what is left the reconciler quarantines)."""
        while self.staged:
            permit_id, digest, key = self.staged.pop()
            try:
                with db.read() as session:
                    named = session.scalar(
                        sa.select(PdfRow.id).where(PdfRow.permit_id == permit_id, PdfRow.sha256 == digest).limit(1)
                    )
            except Exception:  # noqa: BLE001 - the database is what just failed; leave the blob to the reconciler
                log.warning("pdf: could not check %s after a failed commit; the reconciler will", key)
                continue
            if named is not None:
                continue
            try:
                if self.store.delete(key):
                    self.restored.append(self.store.url_for(key))
            except BlobStoreError as exc:
                self.problems.append(f"{self.store.url_for(key)} could not be removed: {exc}")


_LATEST = (
    sa.select(PdfRow.id, PdfRow.url, PdfRow.sha256)
    .where(PdfRow.permit_id == sa.bindparam("permit_id"))
    .order_by(PdfRow.created_at.desc(), PdfRow.id.desc())
    .limit(1)
)  # built once, with a bound parameter (building it per call cost more than running it)


def latest_row(db: Database, permit_id: str) -> sa.Row | None:
    """The permit's latest PDF row (id, url, sha256), or None."""
    with db.read_connection() as connection:
        return connection.execute(_LATEST, {"permit_id": permit_id}).first()


def publish(db: Database, store: BlobStore, permit_id: str, drawn: Mapping[str, bytes] | None = None) -> str | None:
    """Copy the PDF the database's latest row names to the permit's alias; its URL, or None if there is none.

    Reads the latest row itself (not the caller's), so two steps publishing out of order still leave the alias
    at what the database says now. Raises BlobStoreError when the named PDF is missing or does not match.
    `drawn` holds bytes the caller staged, by sha256: when the latest row names one of them it is copied from memory
    (it was hashed when staged) instead of being read back and hashed again."""
    return _publish(db, store, permit_id, drawn)[0]


def _publish(
    db: Database, store: BlobStore, permit_id: str, drawn: Mapping[str, bytes] | None
) -> tuple[str | None, sa.Row | None]:
    row = latest_row(db, permit_id)
    if row is None:
        return None, None
    key = store.key_of(row.url)
    if key is None:
        raise BlobStoreError(f"{row.url} is not in this blob store")
    alias = alias_key(permit_id)
    data = (drawn or {}).get(row.sha256) if key != alias else None
    if data is None:
        data = store.get(key)
        if sha256_of(data) != row.sha256:
            raise BlobStoreError(f"{row.url} does not hold the bytes its row names (sha256 {row.sha256[:12]}…)")
    if key == alias:  # a row of the old layout names the alias itself: nothing to copy
        return store.url_for(alias), row
    return _write_alias(store, permit_id, data), row


def _write_alias(store: BlobStore, permit_id: str, data: bytes) -> str:
    alias = alias_key(permit_id)
    # not flushed: the reconciler re-publishes a lost alias
    return store.held_url(alias, data) or store.put(alias, data, CONTENT_TYPE, durable=False)


def try_publish(
    db: Database,
    store: BlobStore,
    permit_id: str,
    drawn: Mapping[str, bytes] | None = None,
    committed: StoredPdf | None = None,
) -> str | None:
    """`publish`, logging instead of raising: the step is committed; the reconciler retries the alias.

    Publishes again while the latest row moved during the copy (a concurrent step of the same permit), so the
    last publisher leaves the alias at the latest row. `committed` is the PDF row the caller's step just committed
    (its bytes in `drawn`): it is copied first and the latest row read once after, as the loop below would end."""
    try:
        data = (drawn or {}).get(committed.sha256) if committed is not None else None
        if committed is not None and data is not None:
            url = _write_alias(store, permit_id, data)
            after = latest_row(db, permit_id)
            if after is None or (after.id, after.sha256) == (committed.id, committed.sha256):
                return url
        for _ in range(3):
            url, published = _publish(db, store, permit_id, drawn)
            after = latest_row(db, permit_id)
            if published is None or after is None or (published.id, published.sha256) == (after.id, after.sha256):
                return url
        return url
    except Exception as exc:  # noqa: BLE001 - publishing is after the commit; a failure must not fail the step
        log.warning("pdf: could not publish the alias of %s: %s", permit_id, exc)
        return None
