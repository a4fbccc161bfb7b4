"""Permit lifecycle storage: requester, sign-offs, transitions, extension, re-issue and the audit trail.

A mixin of `Database`. Every step locks the permit row, re-reads its state, applies the rules of
`mcp_server.rules.lifecycle`, checks the acting person in the people directory (a person id, never a typed name;
a rulebook role must be held at the permit's site/area with a current competency) and writes the change together
with its audit entry (and, for the steps that re-render it, the new PDF row) in one transaction, so a refused or
failed step leaves nothing behind. Sign-offs and audit entries are only ever inserted; triggers refuse the rest.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from mcp_server.db.chain import BrokenLink, seal, verify_all, verify_permit
from mcp_server.db.errors import InvalidRecord, PermitNotFound
from mcp_server.db.models import PdfRow, PermitAuditRow, PermitRow, PermitSignoffRow, ValidationRow, utcnow
from mcp_server.db.pdfs import StoredPdf, stored_pdf
from mcp_server.db.permits import StoredValidation, stored_permit
from mcp_server.db.records import AuditEntry, PermitRecord, Renderer
from mcp_server.db.store import Store
from mcp_server.people.authority import DirectoryPerson, acting_rule, check_active, check_authority
from mcp_server.permits.contracts import Validation
from mcp_server.rules.field import FieldPolicy, FieldState, check_holds
from mcp_server.rules.lifecycle import (
    REISSUE_CLOSES,
    PermitStatus,
    RoleRule,
    SignoffView,
    check_extension,
    check_reissue,
    check_request,
    check_signoff,
    check_transition,
    content_sha256,
    issue_window,
    person_key,
)

MAX_CROSS_REFERENCES = 20
REQUESTER_ROLE = "Requester"
MAX_ID_ATTEMPTS = 100


def _audit(row: PermitAuditRow) -> AuditEntry:
    return AuditEntry(
        seq=row.seq, at=row.at, action=row.action, person=row.person, role=row.role, fromStatus=row.from_status,
        toStatus=row.to_status, reason=row.reason, detail=row.detail,
    )  # fmt: skip


class LifecycleStore(Store):
    """Lifecycle steps; `Database` also provides `allocate_permit_id()`, the other mixins the row writes."""

    if TYPE_CHECKING:

        def allocate_permit_id(self, permit_type: str) -> Any: ...
        def _save_validation(self, session: Session, validation: Validation, **kwargs: Any) -> int: ...
        def _record_pdf(self, session: Session, permit_id: str, url: str, sha256: str, size: int) -> StoredPdf: ...
        @staticmethod
        def _directory_person(session: Session, person_id: Any) -> DirectoryPerson: ...
        def field_state(self, session: Session, row: PermitRow, record: PermitRecord | None = None) -> FieldState: ...

    def permit_record(self, permit_id: str) -> PermitRecord:
        with self.read() as session:
            return self._record(session, self._permit_row(session, permit_id, lock=False))

    def audit_for(self, permit_id: str) -> list[AuditEntry]:
        return self.permit_record(permit_id).audit

    def verify_audit(self, permit_id: str | None = None) -> list[BrokenLink]:
        """The first broken link of the permit's audit/sign-off hash chain (of every permit without an id)."""
        with self.read() as session:
            if permit_id is None:
                return verify_all(session)
            link = verify_permit(session, permit_id)
            return [link] if link else []

    def request_permit(self, permit_id: str, requested_by: str, *, now: datetime | None = None) -> PermitRecord:
        """Record who requested a draft permit (they may not sign or issue it)."""
        now = now or utcnow()
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            check_active(self._directory_person(session, requested_by))
            record = self._record(session, row)
            if check_request(record.snapshot(), requested_by):
                before = row.requested_by
                row.requested_by, row.requested_at = requested_by, now
                self._append(session, row, now, "request", requested_by, None, row.status, None, {"before": before})
            return self._record(session, row)

    def sign_permit(
        self, permit_id: str, person: str, role: str, rules: list[RoleRule], *, now: datetime | None = None
    ) -> PermitRecord:
        """Record one person's sign-off in one of the permit type's required roles."""
        now = now or utcnow()
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            who = self._directory_person(session, person)
            check_active(who)
            rule = check_signoff(self._record(session, row).snapshot(), person, role, rules)
            if rule is not None:
                signoff = PermitSignoffRow(
                    permit_id=permit_id,
                    person=person,
                    person_key=person_key(person)[:120],
                    role=rule.role,
                    rule_id=rule.ruleId,
                    content_sha256=content_sha256(row.payload),
                    signed_at=now,
                )  # fmt: skip
                check_authority(permit_id, who, rule, row.site, row.area, now.date())
                seal(session, signoff)
                session.add(signoff)
                detail = {"ruleId": rule.ruleId, "roleGiven": role}
                self._append(session, row, now, "signoff", person, rule.role, row.status, None, detail)
            return self._record(session, row)

    def transition_permit(
        self,
        permit_id: str,
        to: str,
        person: str,
        role: str,
        reason: str,
        rules: list[RoleRule],
        *,
        validation: Validation | None = None,
        ruleset_version: str | None = None,
        render: Renderer | None = None,
        holds: FieldPolicy | None = None,
        now: datetime | None = None,
    ) -> PermitRecord:
        """Move a permit to `to` if the lifecycle rules allow it, with its audit entry, in one transaction.

        `holds` (the permit's field hold points) refuses activation without acceptance by the performing authority,
        a verified isolation or a recent passing gas test, and closing complete without an accepted hand-back or
        before the fire watch has run, as `mcp_server.rules.field` decides on the records read in this transaction.

        `validation` (a fresh rulebook verdict) is recorded first so it counts for this step; `render` draws and
        stores the PDF of the resulting permit inside the transaction, so its PDF row commits with the step and a
        render that raises leaves the permit unchanged (one that returns None lets the step go ahead without it).
        """
        now = now or utcnow()
        try:
            target = PermitStatus(to)
        except ValueError:
            raise InvalidRecord(f"unknown permit status {to!r}; valid: {', '.join(PermitStatus)}") from None
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            if validation is not None:
                self._add_validation(session, permit_id, validation, ruleset_version, now)
            record = self._record(session, row)
            snap = record.snapshot()
            acting = check_transition(snap, target, person, role, rules, now)
            acting = self._authorise(session, row, person, acting, rules, now)
            detail: dict[str, Any] = {"roleGiven": role} if acting != role else {}
            if holds is not None:
                state = self.field_state(session, row, record)
                detail |= check_holds(holds, snap, state, target, person, now)
            if target == PermitStatus.ISSUED:
                start, end = issue_window(snap, now)
                self._set_window(row, start, end)
                detail |= {"validFrom": start.isoformat(), "validTo": end.isoformat()}
            if validation is not None:
                detail["validation"] = validation.validationStatus
            before, row.status, row.updated_at = row.status, target.value, now
            self._append(session, row, now, "transition", person, acting, before, reason, detail)
            return self._rendered(session, row, render)

    def extend_permit(
        self,
        permit_id: str,
        hours: int,
        person: str,
        role: str,
        reason: str,
        rules: list[RoleRule],
        max_hours: int,
        *,
        render: Renderer | None = None,
        now: datetime | None = None,
    ) -> PermitRecord:
        """Push back validTo of a live permit that has not lapsed, within the rulebook's maximum validity.

        `render` re-draws the PDF inside the transaction, as for `transition_permit`.
        """
        now = now or utcnow()
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            snap = self._record(session, row).snapshot()
            acting, new_to = check_extension(snap, hours, person, role, rules, max_hours, now)
            acting = self._authorise(session, row, person, acting, rules, now)
            detail = {"hours": hours, "validToBefore": snap.validTo.isoformat(), "validTo": new_to.isoformat()}  # type: ignore[union-attr]
            self._set_window(row, row.valid_from, new_to)  # type: ignore[arg-type]
            self._append(session, row, now, "extend", person, acting, row.status, reason, detail)
            return self._rendered(session, row, render)

    def reissue_permit(
        self, permit_id: str, person: str, role: str, reason: str, rules: list[RoleRule], *, now: datetime | None = None
    ) -> PermitRecord:
        """A new draft permit (new id) copying a lapsed one and cross-referencing it; a live lapsed one is closed."""
        now = now or utcnow()
        record = self.permit_record(permit_id)
        check_reissue(record.snapshot(), person, role, rules, now)
        new_id = self._free_permit_id(record.permit.typeCode)
        with self.write() as session:
            old = self._permit_row(session, permit_id)
            snap = self._record(session, old).snapshot()
            acting = self._authorise(session, old, person, check_reissue(snap, person, role, rules, now), rules, now)
            closes = REISSUE_CLOSES.get(snap.status)
            if closes is not None:
                before, old.status, old.updated_at = old.status, closes.value, now
                why = f"lapsed at {snap.validTo.isoformat()}; re-issued as {new_id}: {reason}"  # type: ignore[union-attr]
                self._append(session, old, now, "transition", person, acting, before, why, {"reissuedAs": new_id})
            payload = {k: v for k, v in old.payload.items() if k not in ("validFrom", "validTo")}
            refs = [r for r in payload.get("crossReferences", []) if r != permit_id]
            payload |= {"permitId": new_id, "crossReferences": [permit_id, *refs][:MAX_CROSS_REFERENCES]}
            new = PermitRow(
                permit_id=new_id, type_code=old.type_code, permit_type=old.permit_type, status=PermitStatus.DRAFT.value,
                work_order_id=old.work_order_id, run_id=old.run_id, site=old.site, area=old.area, valid_from=None,
                valid_to=None, payload=payload, requested_by=old.requested_by, requested_at=now, reissue_of=permit_id,
                created_at=now, updated_at=now,
            )  # fmt: skip
            session.add(new)
            session.flush()
            self._append(session, old, now, "reissue", person, acting, old.status, reason, {"reissuedAs": new_id})
            self._append(session, new, now, "reissue", person, acting, None, reason, {"reissueOf": permit_id})
            return self._record(session, new)

    def _free_permit_id(self, type_code: str) -> str:
        """The next counter id not already taken (permits saved with hand-picked ids skip the counter)."""
        for _ in range(MAX_ID_ATTEMPTS):
            permit_id = self.allocate_permit_id(type_code).permitId
            with self.read() as session:
                if session.get(PermitRow, permit_id) is None:
                    return permit_id
        raise InvalidRecord(f"no free {type_code} permit id after {MAX_ID_ATTEMPTS} attempts")

    def _authorise(
        self, session: Session, row: PermitRow, person: str, acting: str, rules: list[RoleRule], now: datetime
    ) -> str:
        """The role recorded for a step: a rulebook role the directory lets `person` act in here and today, or
        'Requester' when the permit's own requester acts as such (the lifecycle rules allowed it)."""
        who = self._directory_person(session, person)
        check_active(who)
        rule = acting_rule(rules, acting)
        if rule is None:
            return REQUESTER_ROLE
        check_authority(row.permit_id, who, rule, row.site, row.area, now.date())
        return rule.role

    @staticmethod
    def _permit_row(session: Session, permit_id: str, *, lock: bool = True) -> PermitRow:
        row = session.get(PermitRow, permit_id, with_for_update=lock or None, populate_existing=True)
        if row is None:
            raise PermitNotFound(permit_id)
        return row

    @staticmethod
    def _set_window(row: PermitRow, start: datetime, end: datetime) -> None:
        row.valid_from, row.valid_to = start, end
        row.payload = {**row.payload, "validFrom": start.isoformat(), "validTo": end.isoformat()}

    def _add_validation(
        self, session: Session, permit_id: str, validation: Validation, ruleset_version: str | None, now: datetime
    ) -> None:
        if validation.permitId != permit_id:
            raise InvalidRecord(f"validation is of {validation.permitId!r}, not {permit_id!r}")
        self._save_validation(session, validation, ruleset_version=ruleset_version, created_at=now)

    def _rendered(self, session: Session, row: PermitRow, render: Renderer | None) -> PermitRecord:
        """The permit as the step leaves it, with the PDF `render` drew of it recorded in the same transaction."""
        record = self._record(session, row)
        pdf = render(record) if render is not None else None
        if pdf is None:
            return record
        self._record_pdf(session, row.permit_id, pdf.url, pdf.sha256, pdf.sizeBytes)
        return self._record(session, row)

    @staticmethod
    def _append(
        session: Session,
        row: PermitRow,
        now: datetime,
        action: str,
        person: str,
        role: str | None,
        from_status: str | None,
        reason: str | None,
        detail: dict[str, Any],
    ) -> None:
        last_seq = sa.select(sa.func.max(PermitAuditRow.seq)).where(PermitAuditRow.permit_id == row.permit_id)
        last = session.scalar(last_seq)
        entry = PermitAuditRow(
            permit_id=row.permit_id,
            seq=(last or 0) + 1,
            at=now,
            action=action,
            person=person,
            role=role,
            from_status=from_status,
            to_status=row.status,
            reason=reason,
            detail=detail,
        )  # fmt: skip
        seal(session, entry)
        session.add(entry)
        session.flush()

    @staticmethod
    def _record(session: Session, row: PermitRow) -> PermitRecord:
        pid = row.permit_id
        digest = content_sha256(row.payload)
        signoffs = session.scalars(
            sa.select(PermitSignoffRow).where(PermitSignoffRow.permit_id == pid).order_by(PermitSignoffRow.id)
        )
        validation = session.scalars(
            sa.select(ValidationRow).where(ValidationRow.permit_id == pid).order_by(ValidationRow.id.desc()).limit(1)
        ).first()
        latest_pdf = (PdfRow.created_at.desc(), PdfRow.id.desc())
        pdf = session.scalars(sa.select(PdfRow).where(PdfRow.permit_id == pid).order_by(*latest_pdf).limit(1))
        audit = session.scalars(
            sa.select(PermitAuditRow).where(PermitAuditRow.permit_id == pid).order_by(PermitAuditRow.seq)
        )
        reissued = session.scalars(sa.select(PermitRow.permit_id).where(PermitRow.reissue_of == pid))
        pdf_row = pdf.first()
        return PermitRecord(
            permit=stored_permit(row),
            requestedBy=row.requested_by,
            requestedAt=row.requested_at,
            signoffs=[
                SignoffView(
                    person=s.person,
                    role=s.role,
                    ruleId=s.rule_id,
                    signedAt=s.signed_at,
                    current=s.content_sha256 == digest,
                )
                for s in signoffs
            ],  # fmt: skip
            latestValidation=StoredValidation(
                id=validation.id,
                permitId=pid,
                runId=validation.run_id,
                rulesetVersion=validation.ruleset_version,
                validation=Validation.model_validate(validation.payload),
                createdAt=validation.created_at,
            )
            if validation
            else None,  # fmt: skip
            pdf=stored_pdf(pdf_row) if pdf_row else None,
            audit=[_audit(a) for a in audit],
            reissueOf=row.reissue_of,
            reissuedAs=sorted(reissued),
        )
