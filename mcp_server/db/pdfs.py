"""Where each permit's rendered PDFs are stored, and the one-transaction save of a rendered draft (a mixin of
`Database`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord
from mcp_server.db.models import PdfRow, PermitRow, ValidationRow, utcnow
from mcp_server.db.records import PdfRef, RenderState, StoredPdf
from mcp_server.db.store import Store, bound_values, validated
from mcp_server.permits.contracts import Permit, Validation

SHA256 = re.compile(r"^[0-9a-f]{64}$")
_UPSERTS: dict[str, Any] = {}  # the PDF row's upsert statement by dialect; "state": the render state's select


def _render_state_query() -> Any:  # noqa: ANN401 - a select
    """The permit's status and payload with its latest validation and latest PDF row, in one statement (parameter:
    permit_id); built once. "Latest" is what `validations_for` and `publish` take as latest: the highest validation
    id, the PDF row with the newest created_at (then id)."""
    if "state" not in _UPSERTS:
        p, v, f = PermitRow.__table__, ValidationRow.__table__, PdfRow.__table__
        latest_v = (
            (sa.select(v.c.id).where(v.c.permit_id == p.c.permit_id).order_by(v.c.id.desc()).limit(1))
            .scalar_subquery()
            .correlate(p)
        )
        latest_f = (
            (
                sa.select(f.c.id)
                .where(f.c.permit_id == p.c.permit_id)
                .order_by(f.c.created_at.desc(), f.c.id.desc())
                .limit(1)
            )
            .scalar_subquery()
            .correlate(p)
        )
        _UPSERTS["state"] = (
            sa.select(
                p.c.status,
                p.c.payload,
                p.c.work_order_id,
                p.c.run_id,
                v.c.payload.label("v_payload"),
                v.c.run_id.label("v_run_id"),
                v.c.ruleset_version,
                f.c.id.label("pdf_id"),
                f.c.url,
                f.c.sha256,
                f.c.size_bytes,
                f.c.created_at,
            )
            .select_from(p.outerjoin(v, v.c.id == latest_v).outerjoin(f, f.c.id == latest_f))
            .where(p.c.permit_id == sa.bindparam("permit_id", type_=p.c.permit_id.type))
        )
    return _UPSERTS["state"]


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
        if revision is None:  # no mapped object needed: the same statements and transaction on a bare connection
            with self.write_connection() as connection:
                return self._record_rendered(connection, permit, validation, store_pdf, work_order_id, run_id,
                                             ruleset_version)  # fmt: skip
        with self.write() as session:
            row = self._save_permit(session, permit, work_order_id=work_order_id, run_id=run_id, load=True)
            if row is not None:  # (person, reason, detail): an edit, kept in its audit trail
                person, reason, detail = revision
                self._directory_person(session, person)  # type: ignore[attr-defined]
                self._append(session, row, utcnow(), "revise", person, None, row.status, reason, detail)  # type: ignore[attr-defined]
            return self._record_rendered(session, permit, validation, store_pdf, None, run_id, ruleset_version,
                                         permit_written=True)  # fmt: skip

    def _record_rendered(  # noqa: PLR0913 - the recording's parts
        self,
        session: Session | Connection,
        permit: Permit,
        validation: Validation,
        store_pdf: Callable[[], PdfRef],
        work_order_id: str | None,
        run_id: str | None,
        ruleset_version: str | None,
        *,
        permit_written: bool = False,
    ) -> StoredPdf:
        """The permit row (unless `permit_written`), the validation, the PDF write and its row, in the caller's
        transaction."""
        if not permit_written:
            self._save_permit(session, permit, work_order_id=work_order_id, run_id=run_id, load=False)  # type: ignore[arg-type]
        self._save_validation(session, validation, run_id=run_id, ruleset_version=ruleset_version, permit_written=True)  # type: ignore[arg-type]
        pdf = store_pdf()
        return self._record_pdf(session, permit.permitId, pdf.url, pdf.sha256, pdf.sizeBytes, permit_written=True)  # type: ignore[arg-type]

    def render_state(self, permit_id: str) -> RenderState | None:
        """The stored permit as a draft's re-render would find it (None when it is not stored): one read, on a bare
        connection. `pdf_render` reads its status from it (only a draft may be rendered) and, when the same draft and
        validation are rendered to the same bytes again, returns the stored PDF without writing anything."""
        with self.read_connection() as connection:
            row = connection.execute(_render_state_query(), {"permit_id": permit_id}).first()
        if row is None:
            return None
        pdf = None
        if row.pdf_id is not None:
            pdf = StoredPdf(
                id=row.pdf_id, permitId=permit_id, url=row.url, sha256=row.sha256, sizeBytes=row.size_bytes,
                createdAt=row.created_at,
            )  # fmt: skip
        return RenderState(
            status=row.status, payload=row.payload, workOrderId=row.work_order_id, runId=row.run_id,
            validation=row.v_payload, validationRunId=row.v_run_id, rulesetVersion=row.ruleset_version, pdf=pdf,
        )  # fmt: skip

    @staticmethod
    def unchanged_render(
        state: RenderState | None,
        permit: Permit,
        validation: Validation,
        pdf: PdfRef,
        *,
        work_order_id: str | None = None,
    ) -> StoredPdf | None:
        """The stored PDF row when `record_rendered_permit(permit, validation, ...)` with these arguments (no run id,
        no ruleset version, no revision) would write nothing new: the draft's row already holds this permit and work
        order, its latest validation is this one, and its latest PDF row names these bytes at this URL. Else None.

        Skipping the write then leaves out only what repeats: `updated_at` and the PDF row's `created_at` are not
        moved (the row is the latest already) and no second copy of the latest validation is appended."""
        if state is None or state.status != "draft" or state.pdf is None:
            return None
        stored = state.pdf
        if (stored.sha256, stored.url, stored.sizeBytes) != (pdf.sha256, pdf.url, pdf.sizeBytes):
            return None
        if state.runId is not None or state.validationRunId is not None or state.rulesetVersion is not None:
            return None
        if state.workOrderId != (work_order_id or permit.workOrderId):
            return None
        if state.validation != validation.model_dump(mode="json") or state.payload != permit.model_dump(mode="json"):
            return None
        return stored

    def pdfs_for(self, permit_id: str) -> list[StoredPdf]:
        query = sa.select(PdfRow).where(PdfRow.permit_id == permit_id).order_by(PdfRow.created_at, PdfRow.id)
        with self.read() as session:
            return [stored_pdf(row) for row in session.scalars(query)]
