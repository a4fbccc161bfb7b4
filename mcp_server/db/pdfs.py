"""Where each permit's rendered PDFs are stored, and the one-transaction save of a rendered draft (a mixin of
`Database`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord
from mcp_server.db.models import PdfRow, PermitRow, utcnow
from mcp_server.db.records import PdfRef, StoredPdf
from mcp_server.db.store import Store, bound_values, validated
from mcp_server.permits.contracts import Permit, Validation

SHA256 = re.compile(r"^[0-9a-f]{64}$")
_UPSERTS: dict[str, Any] = {}  # the PDF row's upsert statement by dialect


def stored_pdf(row: PdfRow) -> StoredPdf:
    return StoredPdf(
        id=row.id, permitId=row.permit_id, url=row.url, sha256=row.sha256, sizeBytes=row.size_bytes,
        createdAt=row.created_at,
    )  # fmt: skip


class PdfStore(Store):
    """PDF rows of saved permits; `PermitStore` provides the permit and validation writes."""

    if TYPE_CHECKING:

        def _save_permit(self, session: Session, permit: Permit, **kwargs: Any) -> PermitRow | None: ...
        def _save_validation(self, session: Session, validation: Validation, **kwargs: Any) -> int: ...

    def record_pdf(self, permit_id: str, url: str, sha256: str, size_bytes: int) -> StoredPdf:
        """Remember where a saved permit's PDF lives; the same bytes recorded again just update the URL."""
        with self.write() as session:
            return self._record_pdf(session, permit_id, url, sha256, size_bytes)

    def _record_pdf(
        self, session: Session, permit_id: str, url: str, sha256: str, size_bytes: int, *, permit_written: bool = False
    ) -> StoredPdf:
        """`record_pdf` inside the caller's transaction (`permit_written`: the caller wrote the permit row in it)."""
        if not url or len(url) > 1024:
            raise InvalidRecord("pdf url must be 1-1024 characters")
        sha256 = sha256.lower()
        if not SHA256.match(sha256):
            raise InvalidRecord(f"sha256 must be 64 hex characters, got {sha256[:80]!r}")
        if size_bytes < 0:
            raise InvalidRecord(f"size_bytes must be >= 0, got {size_bytes}")
        now = utcnow()  # the same bytes again are the latest PDF again (A, B, A: the permit's PDF is A)
        if self.dialect not in _UPSERTS:  # type: ignore[attr-defined]
            table = PdfRow.__table__
            columns = ("permit_id", "url", "sha256", "size_bytes", "created_at")
            insert = self.insert(table).values(bound_values(table, columns))
            _UPSERTS[self.dialect] = insert.on_conflict_do_update(  # type: ignore[attr-defined]
                index_elements=[table.c.permit_id, table.c.sha256],
                set_={c: insert.excluded[c] for c in ("url", "size_bytes", "created_at")},
            ).returning(table.c.id)  # built once per dialect, with bound parameters
        stmt = _UPSERTS[self.dialect]  # type: ignore[attr-defined]
        params = {"permit_id": permit_id, "url": url, "sha256": sha256, "size_bytes": size_bytes, "created_at": now}
        if not permit_written:
            self._require_permit(session, permit_id)
        pdf_id = session.execute(stmt, params).scalar_one()
        return StoredPdf(
            id=pdf_id, permitId=permit_id, url=url, sha256=sha256, sizeBytes=size_bytes, createdAt=now
        )  # what the row now holds, inserted or updated (not read back)

    def record_rendered_permit(
        self,
        permit: Permit | Mapping[str, Any],
        validation: Validation | Mapping[str, Any],
        store_pdf: Callable[[], PdfRef],
        *,
        work_order_id: str | None = None,
        run_id: str | None = None,
        ruleset_version: str | None = None,
        revision: tuple[str, str, dict[str, Any]] | None = None,
    ) -> StoredPdf:
        """Save a draft permit, its validation and its PDF row in ONE transaction: all three or none.

        `store_pdf` writes the PDF and says where; it runs once the permit row is written and locked (so a permit
        issued meanwhile is refused before its PDF is touched), and before the commit. If it or the commit fails
        nothing is recorded; undoing the blob write is the caller's part (see `mcp_server.pdf.blobstore.BlobUndo`).
        """
        permit = validated(Permit, permit, "permit")
        validation = validated(Validation, validation, "validation")
        if validation.permitId != permit.permitId:
            raise InvalidRecord(f"validation is of {validation.permitId!r}, not {permit.permitId!r}")
        with self.write() as session:
            row = self._save_permit(
                session, permit, work_order_id=work_order_id, run_id=run_id, load=revision is not None
            )
            if revision is not None and row is not None:  # (person, reason, detail): an edit, kept in its audit trail
                person, reason, detail = revision
                self._directory_person(session, person)  # type: ignore[attr-defined]
                self._append(session, row, utcnow(), "revise", person, None, row.status, reason, detail)  # type: ignore[attr-defined]
            self._save_validation(
                session, validation, run_id=run_id, ruleset_version=ruleset_version, permit_written=True
            )
            pdf = store_pdf()
            return self._record_pdf(session, permit.permitId, pdf.url, pdf.sha256, pdf.sizeBytes, permit_written=True)

    def pdfs_for(self, permit_id: str) -> list[StoredPdf]:
        query = sa.select(PdfRow).where(PdfRow.permit_id == permit_id).order_by(PdfRow.created_at, PdfRow.id)
        with self.read() as session:
            return [stored_pdf(row) for row in session.scalars(query)]
