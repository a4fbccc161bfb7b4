"""Field records storage: isolation certificates, the gas-test log, hand-back and the periodic retest sweep.

A mixin of `Database`, next to `LifecycleStore`. Each step locks what it changes (the certificate, or the permit
row), re-reads the state, applies `mcp_server.rules.field` and writes the change together with an audit entry on
every permit it concerns, in one transaction: a refused step leaves nothing behind. `field_state` is what
`LifecycleStore.transition_permit` reads to hold a permit at activation and close-out.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from common.failures import ErrorCode
from mcp_server.db.errors import InvalidRecord, StorageError
from mcp_server.db.field_models import (
    GasReadingRow,
    IsolationCertificateRow,
    IsolationPointRow,
    PermitIsolationRow,
    SimopsConflictRow,
)
from mcp_server.db.models import PermitRow, utcnow
from mcp_server.db.records import (
    Acknowledgement,
    Certificate,
    ConflictView,
    GasReading,
    IsolationPoint,
    PersonRef,
    ReadingIn,
    SpotOf,
)
from mcp_server.rules.field import (
    AgeRule,
    CertificateState,
    ConflictState,
    FieldPolicy,
    FieldRule,
    FieldState,
    HoldEvent,
    HoldPointError,
    ReadingState,
    ReadingVerdict,
    SimopsLocationRules,
    find_conflicts,
    retest_due,
)
from mcp_server.rules.lifecycle import LIVE_STATUSES, LifecycleError, PermitStatus, RoleRule, check_actor, person_key

if TYPE_CHECKING:
    from mcp_server.db.lifecycle import PermitRecord, Renderer

CERT_PREFIX = "IC-"
FINAL = (PermitStatus.CLOSED_COMPLETE, PermitStatus.CLOSED_INCOMPLETE, PermitStatus.CANCELLED)
CLOCK_SKEW = timedelta(minutes=2)
SWEEP_PERSON, SWEEP_ROLE = "PermitFlow retest sweep", "scheduler"


class CertificateNotFound(StorageError):
    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND

    def __init__(self, certificate_id: str) -> None:
        super().__init__(f"isolation certificate {certificate_id!r} not found; create it with isolations_create")


class ConflictNotFound(StorageError):
    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND

    def __init__(self, conflict_id: str) -> None:
        super().__init__(f"SIMOPS conflict {conflict_id!r} not found")


def conflict_id(number: int) -> str:
    return f"SC-{number:05d}"


def _ack(by: str | None, by_id: str | None, at: datetime | None) -> Acknowledgement | None:
    return Acknowledgement(by=PersonRef(name=by, personId=by_id), at=at) if by and at else None


def _conflict(row: SimopsConflictRow) -> ConflictView:
    a, b = _ack(row.ack_a_by, row.ack_a_by_id, row.ack_a_at), _ack(row.ack_b_by, row.ack_b_by_id, row.ack_b_at)
    return ConflictView(
        conflictId=conflict_id(row.id), permitA=row.permit_a, permitB=row.permit_b, ruleId=row.rule_id,
        detail=row.detail, detectedAt=row.detected_at, ackA=a, ackB=b, resolved=a is not None and b is not None,
    )  # fmt: skip


def cert_id(number: int) -> str:
    return f"{CERT_PREFIX}{number:05d}"


def cert_number(certificate_id: str) -> int:
    text = certificate_id.strip().upper().removeprefix(CERT_PREFIX)
    if not text.isdigit():
        raise CertificateNotFound(certificate_id)
    return int(text)


def _person(name: str | None, person_id: str | None) -> PersonRef | None:
    return PersonRef(name=name, personId=person_id) if name else None


def _reading(row: GasReadingRow) -> GasReading:
    return GasReading(
        id=row.id, permitId=row.permit_id, instrumentId=row.instrument_id, bumpTestedOn=row.bump_tested_on,
        substance=row.substance, value=row.value, unit=row.unit, measuredAt=row.measured_at,
        tester=PersonRef(name=row.tester, personId=row.tester_id), passed=row.passed, limit=row.limit_text,
        ruleIds=list(row.rule_ids),
    )  # fmt: skip


class FieldStore:
    """Mixed into `Database` with `LifecycleStore`, which provides `_append`, `_permit_row` and `_record`."""

    if TYPE_CHECKING:

        def read(self) -> contextlib.AbstractContextManager[Session]: ...
        def write(self) -> contextlib.AbstractContextManager[Session]: ...
        @staticmethod
        def _permit_row(session: Session, permit_id: str, *, lock: bool = True) -> PermitRow: ...
        @staticmethod
        def _record(session: Session, row: PermitRow) -> PermitRecord: ...
        @staticmethod
        def _append(
            session: Session, row: PermitRow, now: datetime, action: str, person: str, role: str | None,
            from_status: str | None, reason: str | None, detail: dict[str, Any],
        ) -> None: ...  # fmt: skip
        def _authorise(
            self, session: Session, row: PermitRow, person: str, acting: str, rules: list[RoleRule], now: datetime
        ) -> str: ...
        def _rendered(self, session: Session, row: PermitRow, render: Renderer | None) -> PermitRecord: ...

    # ---- isolation certificates -------------------------------------------------------------------------------

    def create_isolation(
        self,
        description: str,
        points: list[IsolationPoint],
        isolated_by: str,
        *,
        isolated_by_id: str | None = None,
        site: str | None = None,
        area: str | None = None,
        permit_ids: list[str] | None = None,
        now: datetime | None = None,
    ) -> Certificate:
        """A certificate whose points are isolated, locked and tagged by `isolated_by`, linked to its permits."""
        now = now or utcnow()
        if not points:
            raise InvalidRecord("an isolation certificate needs at least one isolation point")
        with self.write() as session:
            row = IsolationCertificateRow(
                site=site, area=area, description=description, status="isolated", isolated_by=isolated_by,
                isolated_by_id=isolated_by_id, isolated_at=now, created_at=now, updated_at=now,
            )  # fmt: skip
            session.add(row)
            session.flush()
            for seq, point in enumerate(points, start=1):
                session.add(
                    IsolationPointRow(
                        certificate_id=row.id,
                        seq=seq,
                        equipment_tag=point.equipmentTag,
                        energy_type=point.energyType,
                        method=point.method,
                        lock_tag=point.lockTag,
                    )  # fmt: skip
                )
            for permit_id in dict.fromkeys(permit_ids or []):
                self._link(session, row, permit_id, isolated_by, isolated_by_id, now)
            session.flush()
            return self._certificate(session, row)

    def link_isolation(
        self,
        certificate_id: str,
        permit_id: str,
        person: str,
        *,
        person_id: str | None = None,
        now: datetime | None = None,
    ) -> Certificate:
        """Make a permit depend on an existing certificate (two permits may share one)."""
        now = now or utcnow()
        with self.write() as session:
            row = self._cert_row(session, certificate_id)
            self._link(session, row, permit_id, person, person_id, now)
            return self._certificate(session, row)

    def verify_isolation(
        self,
        certificate_id: str,
        verified_by: str,
        method: str,
        detail: str,
        rule: FieldRule,
        *,
        verified_by_id: str | None = None,
        now: datetime | None = None,
    ) -> Certificate:
        """Record the prove-dead / zero-energy test; the verifier is not the isolator (`rule`)."""
        now = now or utcnow()
        with self.write() as session:
            row = self._cert_row(session, certificate_id)
            subject = f"isolation certificate {cert_id(row.id)}"
            if row.status != "isolated":
                raise LifecycleError(f"{subject} is {row.status}; only an isolated certificate can be verified")
            if person_key(verified_by) == person_key(row.isolated_by) or (
                verified_by_id and verified_by_id == row.isolated_by_id
            ):
                raise HoldPointError(subject, rule, f"{verified_by} applied this isolation and cannot verify it")
            row.status, row.verified_by, row.verified_by_id = "verified", verified_by, verified_by_id
            row.verified_at = now
            row.verify_method, row.verify_detail, row.updated_at = method, detail, now
            self._audit_dependents(
                session, row, now, verified_by_id or verified_by,
                f"isolation {cert_id(row.id)} verified ({method}): {detail}",
                {"certificate": cert_id(row.id), "event": "verified", "method": method},
            )  # fmt: skip
            return self._certificate(session, row)

    def deisolate(
        self,
        certificate_id: str,
        person: str,
        reason: str,
        rule: FieldRule,
        *,
        person_id: str | None = None,
        now: datetime | None = None,
    ) -> Certificate:
        """Remove locks and tags: refused while any dependent permit is issued, active or suspended (`rule`)."""
        now = now or utcnow()
        with self.write() as session:
            row = self._cert_row(session, certificate_id)
            subject = f"isolation certificate {cert_id(row.id)}"
            if row.status == "de_isolated":
                raise LifecycleError(f"{subject} was already de-isolated at {row.deisolated_at}")
            live = [
                f"{pid} ({status})"
                for pid, status in session.execute(self._dependents(row.id).add_columns(PermitRow.status))
                if status in LIVE_STATUSES
            ]
            if live:
                raise HoldPointError(
                    subject, rule, f"cannot be de-isolated while dependent permit(s) {', '.join(live)} are live"
                )
            row.status, row.deisolated_by, row.deisolated_by_id = "de_isolated", person, person_id
            row.deisolated_at, row.deisolate_reason, row.updated_at = now, reason, now
            self._audit_dependents(
                session, row, now, person_id or person, f"isolation {cert_id(row.id)} removed: {reason}",
                {"certificate": cert_id(row.id), "event": "de_isolated"},
            )  # fmt: skip
            return self._certificate(session, row)

    def isolation_certificate(self, certificate_id: str) -> Certificate:
        with self.read() as session:
            return self._certificate(session, self._cert_row(session, certificate_id, lock=False))

    def permit_isolations(self, permit_id: str) -> list[Certificate]:
        with self.read() as session:
            rows = session.scalars(
                sa.select(IsolationCertificateRow)
                .join(PermitIsolationRow, PermitIsolationRow.certificate_id == IsolationCertificateRow.id)
                .where(PermitIsolationRow.permit_id == permit_id)
                .order_by(IsolationCertificateRow.id)
            ).all()
            return [self._certificate(session, r) for r in rows]

    # ---- gas-test log -----------------------------------------------------------------------------------------

    def record_gas_reading(
        self,
        permit_id: str,
        reading: ReadingIn,
        verdict: ReadingVerdict,
        bump: AgeRule,
        age: AgeRule,
        *,
        now: datetime | None = None,
    ) -> tuple[GasReading, bool]:
        """Log one reading with its verdict; a failing reading on an active permit suspends it (returned True)."""
        now = now or utcnow()
        subject = f"permit {permit_id}"
        at = reading.measuredAt
        if at > now + CLOCK_SKEW:
            raise HoldPointError(subject, age, f"the reading time {at.isoformat()} is in the future")
        if at < now - timedelta(hours=age.maxAgeHours):
            raise HoldPointError(subject, age, f"the reading time {at.isoformat()} is over {age.maxAgeHours} h ago")
        bump_days = (at.date() - reading.bumpTestedOn).days
        if bump_days < 0 or bump_days > -(-bump.maxAgeHours // 24):
            raise HoldPointError(
                subject, bump,
                f"instrument {reading.instrumentId} was bump-tested on {reading.bumpTestedOn.isoformat()}; "
                f"a reading on {at.date().isoformat()} does not count",
            )  # fmt: skip
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            if row.status in FINAL:
                raise LifecycleError(f"{subject} is {row.status}; no readings are logged on a finished permit")
            stored = GasReadingRow(
                permit_id=permit_id, instrument_id=reading.instrumentId, bump_tested_on=reading.bumpTestedOn,
                substance=verdict.gas, value=reading.value, unit=reading.unit, measured_at=at, tester=reading.tester,
                tester_id=reading.testerId, passed=verdict.passed, limit_text=verdict.limit[:200],
                rule_ids=verdict.ruleIds, created_at=now,
            )  # fmt: skip
            session.add(stored)
            session.flush()
            result = "pass" if verdict.passed else "FAIL"
            text = f"{verdict.gas} {reading.value:g} {reading.unit} at {at.isoformat(timespec='minutes')}: {result}"
            detail = {"readingId": stored.id, "gas": verdict.gas, "value": reading.value, "unit": reading.unit,
                      "passed": verdict.passed, "instrument": reading.instrumentId}  # fmt: skip
            tester = reading.testerId or reading.tester
            self._append(session, row, now, "gas_test", tester, "Gas tester", row.status, text, detail)
            suspended = False
            if not verdict.passed and row.status == PermitStatus.ACTIVE:
                before, row.status, row.updated_at = row.status, PermitStatus.SUSPENDED.value, now
                why = f"gas reading fails '{verdict.limit}': {text}; work stopped"
                self._append(session, row, now, "transition", tester, "Gas tester", before, why, detail)
                suspended = True
            return _reading(stored), suspended

    def rerender_permit(self, permit_id: str, render: Renderer) -> PermitRecord:
        """Draw the permit as committed now and record that PDF (after a step whose records the form reads from
        their own tables, such as a gas reading, so the drawing sees them)."""
        with self.write() as session:
            return self._rendered(session, self._permit_row(session, permit_id), render)

    def gas_log(self, permit_id: str) -> list[GasReading]:
        with self.read() as session:
            self._permit_row(session, permit_id, lock=False)
            rows = session.scalars(
                sa.select(GasReadingRow)
                .where(GasReadingRow.permit_id == permit_id)
                .order_by(GasReadingRow.measured_at, GasReadingRow.id)
            )
            return [_reading(r) for r in rows]

    # ---- hand-back --------------------------------------------------------------------------------------------

    def hand_back(
        self,
        permit_id: str,
        person: str,
        note: str,
        policy: FieldPolicy,
        *,
        work_ended_at: datetime | None = None,
        fire_watch: str | None = None,
        render: Renderer | None = None,
        now: datetime | None = None,
    ) -> PermitRecord:
        """The performing authority hands the work back: work ended, site left safe, fire watch named if needed.

        `render` re-draws the PDF in the same transaction (the hand-back and the fire watch are printed)."""
        now = now or utcnow()
        ended = work_ended_at or now
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            record = self._record(session, row)
            subject = f"permit {permit_id}"
            if row.status != PermitStatus.ACTIVE:
                raise LifecycleError(f"{subject} is {row.status}; only an active permit is handed back")
            if record.requestedBy is None or person_key(record.requestedBy) != person_key(person):
                raise HoldPointError(
                    subject, policy.handback,
                    f"{person} cannot hand it back; its performing authority on record is {record.requestedBy}",
                )  # fmt: skip
            state = self.field_state(session, row, record)
            since = state.last_activation()
            if ended > now + CLOCK_SKEW or (since is not None and ended < since):
                raise LifecycleError(
                    f"{subject}: the work cannot have ended at {ended.isoformat()} "
                    f"(active since {since.isoformat() if since else '?'}, now {now.isoformat()})"
                )
            if policy.fireWatch is not None and not (fire_watch and fire_watch.strip()):
                raise HoldPointError(subject, policy.fireWatch, "the hand-back must name the post-work fire watch")
            detail: dict[str, Any] = {"workEndedAt": ended.isoformat()}
            if policy.fireWatch is not None:
                until = ended + timedelta(minutes=policy.fireWatch.minutes)
                detail |= {"fireWatch": fire_watch, "fireWatchUntil": until.isoformat(), "ruleId": policy.fireWatch.id}
            self._append(session, row, now, "handback", person, "Performing Authority", row.status, note, detail)
            return self._rendered(session, row, render)

    def accept_hand_back(
        self, permit_id: str, person: str, role: str, note: str, rules: list[RoleRule], policy: FieldPolicy,
        *, render: Renderer | None = None, now: datetime | None = None,
    ) -> PermitRecord:  # fmt: skip
        """The area authority (a sign-off role, not the performing authority) accepts the hand-back; `render`
        re-draws the PDF in the same transaction."""
        now = now or utcnow()
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            record = self._record(session, row)
            subject = f"permit {permit_id}"
            if row.status != PermitStatus.ACTIVE:
                raise LifecycleError(f"{subject} is {row.status}; only an active permit's hand-back is accepted")
            given, accepted = self.field_state(session, row, record).handback()
            if given is None:
                raise HoldPointError(subject, policy.handback, "there is no hand-back to accept (permits_handback)")
            if accepted is not None:
                return record
            snap = record.snapshot()
            try:
                acting = check_actor(snap, person, role, rules, requester_may=False, what="accept the hand-back of")
            except LifecycleError as exc:
                raise HoldPointError(subject, policy.handback, str(exc).removeprefix(f"{subject}: ")) from None
            acting = self._authorise(session, row, person, acting, rules, now)
            detail = {"handbackAt": given.at.isoformat(), "ruleId": policy.handback.id}
            self._append(session, row, now, "handback_accept", person, acting, row.status, note, detail)
            return self._rendered(session, row, render)

    # ---- the state the hold points read, and the sweep --------------------------------------------------------

    def field_state(self, session: Session, row: PermitRow, record: PermitRecord | None = None) -> FieldState:
        record = record or self._record(session, row)
        certs = session.scalars(
            sa.select(IsolationCertificateRow)
            .join(PermitIsolationRow, PermitIsolationRow.certificate_id == IsolationCertificateRow.id)
            .where(PermitIsolationRow.permit_id == row.permit_id)
            .order_by(IsolationCertificateRow.id)
        )
        readings = session.scalars(
            sa.select(GasReadingRow)
            .where(GasReadingRow.permit_id == row.permit_id)
            .order_by(GasReadingRow.measured_at, GasReadingRow.id)
        )
        pid = row.permit_id
        a, b = SimopsConflictRow.permit_a, SimopsConflictRow.permit_b
        other = sa.case((a == pid, b), else_=a)
        conflicts = session.execute(
            sa.select(SimopsConflictRow, PermitRow.status)
            .join(PermitRow, PermitRow.permit_id == other)
            .where(sa.or_(SimopsConflictRow.permit_a == pid, SimopsConflictRow.permit_b == pid))
            .order_by(SimopsConflictRow.id)
        ).all()
        return FieldState(
            conflicts=[  # a conflict with a permit since closed or cancelled no longer holds this one
                ConflictState(
                    conflictId=conflict_id(c.id),
                    other=c.permit_b if c.permit_a == pid else c.permit_a,
                    ruleId=c.rule_id,
                    resolved=(c.ack_a_at is not None and c.ack_b_at is not None) or other_status in FINAL,
                )  # fmt: skip
                for c, other_status in conflicts
            ],
            certificates=[CertificateState(certificateId=cert_id(c.id), status=c.status) for c in certs],
            readings=[
                ReadingState(gas=r.substance, value=r.value, unit=r.unit, measuredAt=r.measured_at, passed=r.passed)
                for r in readings
            ],
            events=[
                HoldEvent(action=e.action, at=e.at, person=e.person, toStatus=e.toStatus, detail=e.detail)
                for e in record.audit
            ],
        )

    def sweep_retests(
        self,
        policy_of: Callable[[dict[str, Any]], FieldPolicy | None],
        *,
        render: Renderer | None = None,
        now: datetime | None = None,
    ) -> list[dict[str, Any]]:
        """Suspend every active permit whose periodic gas retest is overdue; what was suspended, and why.

        Each suspension is its own transaction; `render` re-draws that permit's PDF (stamped SUSPENDED) in it."""
        now = now or utcnow()
        with self.read() as session:
            active = session.scalars(
                sa.select(PermitRow.permit_id)
                .where(PermitRow.status == PermitStatus.ACTIVE)
                .order_by(PermitRow.permit_id)
            ).all()
        suspended: list[dict[str, Any]] = []
        for permit_id in active:
            with self.write() as session:
                row = self._permit_row(session, permit_id)
                if row.status != PermitStatus.ACTIVE:
                    continue
                policy = policy_of(row.payload)
                if policy is None or policy.gas is None:
                    continue
                state = self.field_state(session, row)
                due = retest_due(policy, state, state.last_activation() or row.updated_at)
                if due is None or due >= now:
                    continue
                why = (
                    f"periodic gas retest due at {due.isoformat(timespec='seconds')} was missed "
                    f"(every {policy.gas.retestMinutes} min, {policy.gas.id}); work stopped until a retest passes"
                )
                before, row.status, row.updated_at = row.status, PermitStatus.SUSPENDED.value, now
                detail = {"ruleId": policy.gas.id, "retestDue": due.isoformat()}
                self._append(session, row, now, "transition", SWEEP_PERSON, SWEEP_ROLE, before, why, detail)
                self._rendered(session, row, render)
                suspended.append({"permitId": permit_id, "retestDue": due, "reason": why})
        return suspended

    # ---- the permit board ---------------------------------------------------------------------------------------

    def board_permits(self, site: str | None, area: str | None, limit: int) -> list[tuple[PermitRecord, FieldState]]:
        """Planned (requested drafts), issued, active and suspended permits with their field state, oldest first."""
        with self.read() as session:
            query = sa.select(PermitRow).where(
                sa.or_(
                    PermitRow.status.in_(LIVE_STATUSES),
                    sa.and_(PermitRow.status == PermitStatus.DRAFT, PermitRow.requested_by.is_not(None)),
                )
            )
            if site:
                query = query.where(PermitRow.site == site)
            if area:
                query = query.where(PermitRow.area == area)
            rows = session.scalars(query.order_by(PermitRow.area, PermitRow.permit_id).limit(limit)).all()
            out = []
            for row in rows:
                record = self._record(session, row)
                out.append((record, self.field_state(session, row, record)))
            return out

    # ---- SIMOPS by location -----------------------------------------------------------------------------------

    def detect_conflicts(
        self, permit_id: str, spot_of: SpotOf, rules: SimopsLocationRules, *, now: datetime | None = None
    ) -> list[ConflictView]:
        """Find and record the conflicts of a permit with planned, issued and live permits at its site.

        A planned permit is a draft with a requester on record. New conflicts are written to both permits' audit
        trails; the permit's conflicts (new and old) are returned."""
        now = now or utcnow()
        with self.write() as session:
            row = self._permit_row(session, permit_id)
            mine = spot_of(row.payload, row.status, self._isolation_ids(session, permit_id))
            if mine is not None and row.status in (PermitStatus.DRAFT, *LIVE_STATUSES):
                candidates = session.scalars(
                    sa.select(PermitRow)
                    .where(
                        PermitRow.site == row.site,
                        PermitRow.permit_id != permit_id,
                        sa.or_(
                            PermitRow.status.in_(LIVE_STATUSES),
                            sa.and_(PermitRow.status == PermitStatus.DRAFT, PermitRow.requested_by.is_not(None)),
                        ),
                    )
                    .order_by(PermitRow.permit_id)
                ).all()
                others = [
                    spot
                    for other in candidates
                    if (spot := spot_of(other.payload, other.status, self._isolation_ids(session, other.permit_id)))
                ]
                for found in find_conflicts(mine, others, rules):
                    exists = session.scalar(
                        sa.select(SimopsConflictRow.id).where(
                            SimopsConflictRow.permit_a == found.permitA,
                            SimopsConflictRow.permit_b == found.permitB,
                            SimopsConflictRow.rule_id == found.ruleId,
                        )
                    )
                    if exists is not None:
                        continue
                    stored = SimopsConflictRow(
                        permit_a=found.permitA, permit_b=found.permitB, rule_id=found.ruleId,
                        detail=found.detail[:4000], detected_at=now,
                    )  # fmt: skip
                    session.add(stored)
                    session.flush()
                    for pid, other in ((found.permitA, found.permitB), (found.permitB, found.permitA)):
                        permit = self._permit_row(session, pid)
                        detail = {"conflict": conflict_id(stored.id), "with": other, "ruleId": found.ruleId}
                        why = f"SIMOPS conflict with {other} [{found.ruleId}]: {found.detail}"
                        self._append(session, permit, now, "simops", "PermitFlow SIMOPS check", None, permit.status,
                                     why[:2000], detail)  # fmt: skip
            return self._conflicts(session, permit_id)

    def conflicts_for(self, permit_id: str) -> list[ConflictView]:
        with self.read() as session:
            return self._conflicts(session, permit_id)

    def acknowledge_conflict(
        self, conflict: str, permit_id: str, person: str, role: str, note: str, rules: list[RoleRule],
        *, person_id: str | None = None, person_name: str | None = None, now: datetime | None = None,
    ) -> ConflictView:  # fmt: skip
        """The issuing authority of one permit of the pair acknowledges the conflict and the cross-reference."""
        now = now or utcnow()
        text = conflict.strip().upper().removeprefix("SC-")
        if not text.isdigit():
            raise ConflictNotFound(conflict)
        with self.write() as session:
            row = session.get(SimopsConflictRow, int(text), with_for_update=True, populate_existing=True)
            if row is None:
                raise ConflictNotFound(conflict)
            if permit_id not in (row.permit_a, row.permit_b):
                raise LifecycleError(
                    f"SIMOPS conflict {conflict_id(row.id)} is between {row.permit_a} and {row.permit_b}, "
                    f"not {permit_id}"
                )
            permit = self._permit_row(session, permit_id)
            snap = self._record(session, permit).snapshot()
            acting = check_actor(
                snap, person, role, rules, requester_may=False, what="acknowledge a SIMOPS conflict of"
            )
            acting = self._authorise(session, permit, person, acting, rules, now)
            other = row.permit_b if permit_id == row.permit_a else row.permit_a
            if permit_id == row.permit_a and row.ack_a_at is None:
                row.ack_a_by, row.ack_a_by_id, row.ack_a_at = person_name or person, person_id, now
            elif permit_id == row.permit_b and row.ack_b_at is None:
                row.ack_b_by, row.ack_b_by_id, row.ack_b_at = person_name or person, person_id, now
            else:
                return _conflict(row)
            detail = {"conflict": conflict_id(row.id), "crossReference": other, "ruleId": row.rule_id}
            why = f"SIMOPS conflict {conflict_id(row.id)} with {other} acknowledged, cross-referenced: {note}"
            self._append(session, permit, now, "simops_ack", person, acting, permit.status, why[:2000], detail)
            return _conflict(row)

    def _conflicts(self, session: Session, permit_id: str) -> list[ConflictView]:
        rows = session.scalars(
            sa.select(SimopsConflictRow)
            .where(sa.or_(SimopsConflictRow.permit_a == permit_id, SimopsConflictRow.permit_b == permit_id))
            .order_by(SimopsConflictRow.id)
        )
        return [_conflict(r) for r in rows]

    @staticmethod
    def _isolation_ids(session: Session, permit_id: str) -> list[str]:
        ids = session.scalars(
            sa.select(PermitIsolationRow.certificate_id).where(PermitIsolationRow.permit_id == permit_id)
        )
        return [cert_id(i) for i in ids]

    # ---- helpers ----------------------------------------------------------------------------------------------

    def _cert_row(self, session: Session, certificate_id: str, *, lock: bool = True) -> IsolationCertificateRow:
        row = session.get(
            IsolationCertificateRow, cert_number(certificate_id), with_for_update=lock or None, populate_existing=True
        )
        if row is None:
            raise CertificateNotFound(certificate_id)
        return row

    @staticmethod
    def _dependents(number: int) -> sa.Select[Any]:
        return (
            sa.select(PermitIsolationRow.permit_id)
            .join(PermitRow, PermitRow.permit_id == PermitIsolationRow.permit_id)
            .where(PermitIsolationRow.certificate_id == number)
            .order_by(PermitIsolationRow.permit_id)
        )

    def _link(
        self, session: Session, row: IsolationCertificateRow, permit_id: str, person: str, person_id: str | None,
        now: datetime,
    ) -> None:  # fmt: skip
        permit = self._permit_row(session, permit_id)
        if row.status == "de_isolated":
            raise LifecycleError(f"isolation certificate {cert_id(row.id)} is de-isolated; no permit can depend on it")
        if permit.status in FINAL:
            raise LifecycleError(f"permit {permit_id} is {permit.status}; it cannot take on an isolation")
        found = session.scalar(
            sa.select(PermitIsolationRow.id).where(
                PermitIsolationRow.permit_id == permit_id, PermitIsolationRow.certificate_id == row.id
            )
        )
        if found is not None:
            return
        session.add(
            PermitIsolationRow(
                permit_id=permit_id, certificate_id=row.id, linked_by=person, linked_by_id=person_id, linked_at=now
            )
        )
        detail = {"certificate": cert_id(row.id), "event": "linked", "status": row.status}
        why = f"depends on isolation {cert_id(row.id)} ({row.status}): {row.description}"
        self._append(session, permit, now, "isolation", person_id or person, None, permit.status, why[:2000], detail)

    def _audit_dependents(
        self, session: Session, row: IsolationCertificateRow, now: datetime, person: str, why: str,
        detail: dict[str, Any],
    ) -> None:  # fmt: skip
        for permit_id in session.scalars(self._dependents(row.id)).all():
            permit = self._permit_row(session, permit_id)
            self._append(session, permit, now, "isolation", person, None, permit.status, why[:2000], detail)

    def _certificate(self, session: Session, row: IsolationCertificateRow) -> Certificate:
        points = session.scalars(
            sa.select(IsolationPointRow)
            .where(IsolationPointRow.certificate_id == row.id)
            .order_by(IsolationPointRow.seq)
        )
        return Certificate(
            certificateId=cert_id(row.id), status=row.status, site=row.site, area=row.area,
            description=row.description,
            points=[
                IsolationPoint(
                    equipmentTag=p.equipment_tag, energyType=p.energy_type, method=p.method, lockTag=p.lock_tag
                )
                for p in points
            ],
            isolatedBy=PersonRef(name=row.isolated_by, personId=row.isolated_by_id), isolatedAt=row.isolated_at,
            verifiedBy=_person(row.verified_by, row.verified_by_id), verifiedAt=row.verified_at,
            verifyMethod=row.verify_method, verifyDetail=row.verify_detail,
            deisolatedBy=_person(row.deisolated_by, row.deisolated_by_id), deisolatedAt=row.deisolated_at,
            deisolateReason=row.deisolate_reason,
            permits=list(session.scalars(self._dependents(row.id)).all()),
        )  # fmt: skip
