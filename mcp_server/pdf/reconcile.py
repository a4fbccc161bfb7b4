"""The reconciler: after any crash, make the PDFs agree with the permit database again.

It runs in the tool server's start-up (in a thread, once the server answers) and as `permitflow doctor`:

- a PDF under `permits/` that no PDF row names (a render killed before its commit, a leftover of an older
  layout, a permit that was never saved) is moved to `quarantine/<utc time>/permits/...`, not deleted;
- a permit's latest PDF row whose file is missing or holds other bytes is re-rendered from the database (the
  damaged file is quarantined first) and recorded as a new PDF row; the row naming the lost file is then dropped,
  as is an older row whose file is lost (a past rendering cannot be drawn again), so every row names a real file;
- the alias `permits/<permitId>.pdf` is re-published from the latest row when it is missing or stale;
- temp files of writes that were killed mid-way are quarantined once they are older than a minute.

The database is the system of record: the reconciler never changes a permit, only its PDFs and PDF rows.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import sqlalchemy as sa
from pydantic import BaseModel, Field

from mcp_server.db.models import PdfRow
from mcp_server.pdf.blobstore import BlobNotFound, BlobStoreError, LocalBlobStore
from mcp_server.pdf.versions import CONTENT_TYPE, PdfStager, alias_key, latest_row, publish, sha256_of

if TYPE_CHECKING:
    from mcp_server.deps import Deps

log = logging.getLogger(__name__)
ALIAS = re.compile(r"^permits/(PERM-[A-Z]{2,4}-[0-9]{4,})\.pdf$")
TEMP_GRACE_S = 60.0


class ReconcileReport(BaseModel):
    checked: int = Field(0, description="permits whose latest PDF was checked")
    quarantined: list[str] = Field(default_factory=list, description="keys moved to quarantine/")
    rerendered: list[str] = Field(default_factory=list, description="permits whose named PDF was missing or wrong")
    republished: list[str] = Field(default_factory=list, description="permits whose alias was missing or stale")
    dropped: list[str] = Field(default_factory=list, description="PDF rows dropped because their file was lost")
    failed: list[str] = Field(default_factory=list, description="what could not be settled, and why")

    def lines(self) -> list[str]:
        return (
            [f"quarantined {k}" for k in self.quarantined]
            + [f"re-rendered {p}" for p in self.rerendered]
            + [f"re-published {p}" for p in self.republished]
            + [f"dropped the row of lost {u}" for u in self.dropped]
            + [f"FAILED {f}" for f in self.failed]
        )


def _quarantine(deps: Deps, key: str, stamp: str, report: ReconcileReport) -> None:
    store = deps.blobstore
    try:
        store.put(f"quarantine/{stamp}/{key}", store.get(key), CONTENT_TYPE)
        store.delete(key)
        report.quarantined.append(key)
        log.warning("reconcile: quarantined %s (no permit row names it, or it is damaged)", key)
    except BlobStoreError as exc:
        report.failed.append(f"{key}: could not be quarantined: {exc}")


def _drop_row(deps: Deps, row_id: int, url: str, report: ReconcileReport) -> None:
    with deps.db.write() as session:
        session.execute(sa.delete(PdfRow).where(PdfRow.id == row_id))
    report.dropped.append(url)
    log.warning("reconcile: dropped the PDF row of %s: its file is lost", url)


def _intact(deps: Deps, key: str | None, digest: str) -> bool | None:
    """True when the key holds the digest's bytes, False when it is missing or differs, None when unreadable."""
    if not key:
        return False
    try:
        return sha256_of(deps.blobstore.get(key)) == digest
    except BlobNotFound:
        return False
    except BlobStoreError:
        return None


def _rerender(deps: Deps, permit_id: str, report: ReconcileReport) -> bool:
    from mcp_server.tools.permits import Lifecycle  # the same drawing the lifecycle tools use

    lifecycle = Lifecycle(deps)
    stager = PdfStager(deps.blobstore)
    try:
        record = deps.db.permit_record(permit_id)
        ref = lifecycle.render(record, stager)
        deps.db.record_pdf(permit_id, ref.url, ref.sha256, ref.sizeBytes)
    except Exception as exc:  # noqa: BLE001 - reported per permit; one bad permit must not stop the rest
        stager.discard(deps.db)
        report.failed.append(f"{permit_id}: could not be re-rendered: {exc}")
        return False
    report.rerendered.append(permit_id)
    log.warning("reconcile: re-rendered the PDF of %s (the one the database named was missing or damaged)", permit_id)
    return True


def reconcile(deps: Deps) -> ReconcileReport:
    """Settle every disagreement between the PDFs in the blob store and the PDF rows; returns what it did."""
    report = ReconcileReport()
    store, db = deps.blobstore, deps.db
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    with db.read() as session:
        query = sa.select(PdfRow.id, PdfRow.permit_id, PdfRow.url, PdfRow.sha256).order_by(PdfRow.created_at, PdfRow.id)
        rows = list(session.execute(query))
    named: set[str] = set()
    latest: dict[str, tuple[int, str, str, str]] = {}
    for row_id, permit_id, url, digest in rows:  # oldest first: the last one seen of a permit is its latest
        key = store.key_of(url)
        if key is not None:
            named.add(key)
        latest[permit_id] = (row_id, key or "", digest, url)

    if isinstance(store, LocalBlobStore):
        for temp in store.stale_temp_files("permits", TEMP_GRACE_S):
            target = store.root / "quarantine" / stamp / temp.relative_to(store.root)
            target.parent.mkdir(parents=True, exist_ok=True)
            temp.replace(target)
            report.quarantined.append(temp.relative_to(store.root).as_posix())
    for key in store.keys("permits"):
        alias = ALIAS.match(key)
        if key in named or (alias and alias.group(1) in latest):
            continue
        _quarantine(deps, key, stamp, report)

    latest_ids = {v[0] for v in latest.values()}
    for row_id, _pid, url, digest in rows:  # older renderings: a lost one cannot be drawn again
        if row_id not in latest_ids and _intact(deps, store.key_of(url), digest) is False:
            _drop_row(deps, row_id, url, report)

    for permit_id, (row_id, key, digest, url) in sorted(latest.items()):
        report.checked += 1
        intact = _intact(deps, key, digest)
        if intact is None:
            report.failed.append(f"{permit_id}: {url} could not be read")
            continue
        if not intact:
            if key and store.exists(key):
                _quarantine(deps, key, stamp, report)
            rerendered = _rerender(deps, permit_id, report)
            now_latest = latest_row(db, permit_id)
            if rerendered and now_latest is not None and now_latest.id != row_id:  # same bytes: the same row
                _drop_row(deps, row_id, url, report)
        try:
            before = store.get(alias_key(permit_id))
        except BlobStoreError:
            before = None
        if intact and before is not None and sha256_of(before) == digest:
            continue  # the alias already holds the latest row's intact bytes: nothing to publish (the usual case)
        try:
            publish(db, store, permit_id)
        except BlobStoreError as exc:
            report.failed.append(f"{permit_id}: alias not published: {exc}")
            continue
        if before is None or sha256_of(before) != sha256_of(store.get(alias_key(permit_id))):
            report.republished.append(permit_id)
    return report
