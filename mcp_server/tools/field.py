"""gas_* and the field hold points of permits_*: the gas-test log, hand-back, its acceptance, the retest sweep.

What a site's permit coordinator expects from the field records: a gas reading is logged with instrument, bump
test, substance, value, unit, time and tester and judged against the permit's own gas-test rows (and the
rulebook's for its type); a failing reading on a live permit stops the work (suspends it). The performing
authority hands the work back, naming the post-work fire watch for hot work; the area authority accepts the
hand-back; only then, and for hot work only after the fire watch has run, does `permits_transition` close the
permit complete. `permits_sweep` suspends permits whose periodic retest is overdue; the same sweep is the command
`permitflow permits sweep` for a scheduler (cron, a Kubernetes CronJob).
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.failures import InvalidInput
from mcp_server.db.records import Certificate, ConflictView, GasReading, PermitRecord, ReadingIn, utcnow
from mcp_server.deps import Deps
from mcp_server.permits.field import PermitId, Person, SweepResult, Text, field_person
from mcp_server.permits.lifecycle import Lifecycle, PermitView, Role
from mcp_server.rules.field import FieldPolicy, ReadingRefused, judge_reading, policy_for, retest_due
from mcp_server.rules.lifecycle import PermitStatus, role_rules


class HandbackView(BaseModel):
    by: str
    at: datetime
    workEndedAt: datetime
    note: str | None
    fireWatch: str | None = None
    fireWatchUntil: datetime | None = None
    acceptedBy: str | None = None
    acceptedAt: datetime | None = None


class FieldView(BaseModel):
    """A permit's field records and where it stands at its hold points."""

    permitId: str
    status: str
    needsIsolation: bool
    isolations: list[Certificate]
    gasTestRows: list[dict[str, str]] = Field(description="gas and the limit(s) a reading must meet")
    gasRetestMinutes: int | None
    gasLog: list[GasReading]
    nextRetestDue: datetime | None = Field(description="when an active permit is suspended without a passing retest")
    acceptedBy: str | None = Field(description="the performing authority who accepted the permit (issued→active)")
    acceptedAt: datetime | None
    handback: HandbackView | None = Field(description="the latest hand-back since the permit last became active")
    waitingForHandbackAcceptance: bool
    fireWatchMinutes: int | None
    people: dict[str, str] = Field(
        default_factory=dict, description="display names of the people named above (acceptedBy, handback), by id"
    )


class GasRecordResult(BaseModel):
    reading: GasReading
    passed: bool
    suspended: bool = Field(description="true when the failing reading suspended the active permit")
    status: str
    pdfUrl: str | None = Field(default=None, description="the permit PDF re-drawn with this reading on its log")
    pdfError: str | None = Field(default=None, description="set when the reading was logged but the PDF not re-drawn")


class BoardRow(BaseModel):
    permitId: str
    permitType: str
    status: str
    site: str | None
    area: str | None
    requestedBy: str | None
    validFrom: datetime | None
    validTo: datetime | None
    lapsed: bool
    nextRetestDue: datetime | None
    retestOverdue: bool = Field(description="active and its periodic gas retest is past due (the sweep suspends it)")
    waitingForHandbackAcceptance: bool
    readyToClose: bool = Field(description="hand-back accepted; for hot work, after the fire watch")
    fireWatchUntil: datetime | None
    openConflicts: list[str] = Field(description="unacknowledged SIMOPS conflicts, as 'SC-00001 with PERM-..'")


class BoardView(BaseModel):
    generatedAt: datetime
    site: str | None
    area: str | None
    permits: list[BoardRow]


BOARD_LIMIT = 500


def _aware(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class FieldTools:
    """Tool bodies sharing the database, the rulebook and the field rules."""

    def __init__(self, deps: Deps) -> None:
        self.deps = deps

    def record(self, permit_id: str) -> PermitRecord:
        return Lifecycle.stored(lambda: self.deps.db.permit_record(permit_id))

    def policy(self, record: PermitRecord) -> FieldPolicy:
        return policy_for(record.permit.permit, self.deps.rulebook, self.deps.field_rules)

    def view(self, permit_id: str) -> FieldView:
        record = self.record(permit_id)
        policy = self.policy(record)
        db = self.deps.db

        def read() -> tuple:
            with db.read() as session:
                state = db.field_state(session, db._permit_row(session, permit_id, lock=False), record)
            return state, db.permit_isolations(permit_id), db.gas_log(permit_id)

        state, isolations, log = Lifecycle.stored(read)
        accepted = [e for e in record.audit if e.detail.get("holdPoint") == "acceptance"]
        given, ok = state.handback()
        handback = None
        if given is not None:
            d = given.detail
            until = d.get("fireWatchUntil")
            handback = HandbackView(
                by=given.person, at=given.at, workEndedAt=datetime.fromisoformat(d["workEndedAt"]),
                note=next((e.reason for e in record.audit if e.action == "handback" and e.at == given.at), None),
                fireWatch=d.get("fireWatch"), fireWatchUntil=datetime.fromisoformat(until) if until else None,
                acceptedBy=ok.person if ok else None, acceptedAt=ok.at if ok else None,
            )  # fmt: skip
        status = record.permit.status
        due = None
        if status == PermitStatus.ACTIVE:
            due = retest_due(policy, state, state.last_activation() or record.permit.updatedAt)
        return FieldView(
            permitId=permit_id, status=status, needsIsolation=policy.isolation is not None, isolations=isolations,
            gasTestRows=[{"gas": r.gas, "limit": r.text(), "unit": r.unit} for r in policy.gasRows],
            gasRetestMinutes=policy.gas.retestMinutes if policy.gas else None, gasLog=log, nextRetestDue=due,
            acceptedBy=accepted[-1].person if accepted else None, acceptedAt=accepted[-1].at if accepted else None,
            handback=handback, waitingForHandbackAcceptance=given is not None and ok is None,
            fireWatchMinutes=policy.fireWatch.minutes if policy.fireWatch else None,
            people=Lifecycle(self.deps).names(record),
        )  # fmt: skip


def register(server: MCPServer, deps: Deps) -> None:
    fld = FieldTools(deps)
    lc = Lifecycle(deps)
    stored = Lifecycle.stored

    @server.tool(
        name="gas_record",
        title="gas.record",
        description=(
            "Log one gas reading on a permit's gas-test log: instrument id, the date the instrument was last "
            "bump-tested (the day of the reading or the day before), substance (O2, LEL, H2S, CO ...), value, unit "
            "(%, % LEL, ppm), the time it was taken (default now; not in the future, not over 24 h old) and the "
            "tester. It is judged against the permit's gas-test rows and the rulebook's for its type (stricter "
            "wins). A FAILING reading on an active permit suspends it at once (work stops). Hot Work and Confined "
            "Space Entry need a passing reading of every gas within the rulebook's retest interval to be activated "
            "or re-activated (after a suspension: a reading taken after it)."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    def gas_record(
        permitId: PermitId,
        instrumentId: Annotated[str, Field(min_length=1, max_length=80)],
        bumpTestedOn: date,
        substance: Annotated[str, Field(min_length=1, max_length=40)],
        value: Annotated[float, Field(ge=-1000, le=1_000_000)],
        unit: Annotated[str, Field(min_length=1, max_length=20)],
        tester: Person = None,
        measuredAt: datetime | None = None,
    ) -> GasRecordResult:
        who = field_person(deps, tester, "tester")
        record = fld.record(permitId)
        try:
            verdict = judge_reading(record.permit.permit, deps.rulebook, substance, value, unit)
        except ReadingRefused as exc:
            raise InvalidInput(str(exc), field="substance") from None
        now = utcnow()
        reading = ReadingIn(
            instrumentId=instrumentId, bumpTestedOn=bumpTestedOn, substance=substance, value=value, unit=unit,
            measuredAt=_aware(measuredAt) if measuredAt else now, tester=who.displayName, testerId=who.id,
        )  # fmt: skip
        rules = deps.field_rules
        logged, suspended = stored(
            lambda: deps.db.record_gas_reading(permitId, reading, verdict, rules.bumpTest, rules.readingAge, now=now)
        )
        status = PermitStatus.SUSPENDED.value if suspended else record.permit.status
        pdf_url, pdf_error = lc.rerender(permitId)  # the log (and a suspension's stamp) is printed on the form
        return GasRecordResult(
            reading=logged, passed=logged.passed, suspended=suspended, status=status, pdfUrl=pdf_url, pdfError=pdf_error
        )

    @server.tool(
        name="permits_field",
        title="permits.field",
        description=(
            "A permit's field records and hold points: whether it depends on isolation and its certificates, its "
            "gas-test rows, log and next retest due, who accepted it, the latest hand-back (fire watch and until "
            "when) and whether it waits for the area authority to accept the hand-back."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def permits_field(permitId: PermitId) -> FieldView:
        return fld.view(permitId)

    @server.tool(
        name="permits_handback",
        title="permits.handback",
        description=(
            "The performing authority (the requester on record) hands an active permit back: the work has ended "
            "(workEndedAt, default now) and the site is left safe. Hot Work must name the post-work fire watch, "
            "which runs for the rulebook's time after the work ended. The permit stays active until the area "
            "authority accepts the hand-back (permits_handback_accept) and it is closed with permits_transition."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
        ),
    )
    def permits_handback(
        permitId: PermitId,
        note: Text,
        person: Person = None,
        workEndedAt: datetime | None = None,
        fireWatch: Annotated[str | None, Field(max_length=120, description="name of the fire watch")] = None,
    ) -> PermitView:
        who = field_person(deps, person)
        record = fld.record(permitId)
        ended = _aware(workEndedAt) if workEndedAt else None
        policy = fld.policy(record)
        return lc.apply(
            lambda render: deps.db.hand_back(
                permitId, who.id, note, policy, work_ended_at=ended, fire_watch=fireWatch, render=render
            ),
            pdf_required=False,
        )

    @server.tool(
        name="permits_handback_accept",
        title="permits.handbackAccept",
        description=(
            "The area authority accepts the performing authority's hand-back after inspecting the site: a person "
            "in one of the permit type's sign-off roles who is not the requester. Required before the permit can "
            "be closed complete. Accepting an already accepted hand-back changes nothing."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_handback_accept(permitId: PermitId, role: Role, note: Text, person: Person = None) -> PermitView:
        who = field_person(deps, person)
        record = fld.record(permitId)
        rules = role_rules(deps.rulebook, record.permit.typeCode)
        policy = fld.policy(record)
        return lc.apply(
            lambda render: deps.db.accept_hand_back(permitId, who.id, role, note, rules, policy, render=render),
            pdf_required=False,
        )

    @server.tool(
        name="permits_board",
        title="permits.board",
        description=(
            "What a supervisor's permit board shows, for a site and/or area: every planned (requested), issued, "
            "active and suspended permit with its status, validity, whether it lapsed, its next gas retest and "
            "whether that is overdue, whether it waits for the area authority to accept its hand-back, whether it "
            "is ready to close (fire watch until when), and its unacknowledged SIMOPS conflicts."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def permits_board(
        site: Annotated[str | None, Field(max_length=100)] = None,
        area: Annotated[str | None, Field(max_length=100)] = None,
    ) -> BoardView:
        now = utcnow()
        found = stored(lambda: deps.db.board_permits(site, area, BOARD_LIMIT))
        rows = []
        for record, state in found:
            policy = fld.policy(record)
            permit = record.permit
            due = None
            if permit.status == PermitStatus.ACTIVE:
                due = retest_due(policy, state, state.last_activation() or permit.updatedAt)
            given, accepted = state.handback()
            until = given.detail.get("fireWatchUntil") if given else None
            watch_until = datetime.fromisoformat(until) if until else None
            rows.append(
                BoardRow(
                    permitId=permit.permitId,
                    permitType=permit.permitType,
                    status=permit.status,
                    site=permit.site,
                    area=permit.area,
                    requestedBy=record.requestedBy,
                    validFrom=permit.validFrom,
                    validTo=permit.validTo,
                    lapsed=record.snapshot().lapsed(now),
                    nextRetestDue=due,
                    retestOverdue=due is not None and due < now,
                    waitingForHandbackAcceptance=given is not None and accepted is None,
                    readyToClose=accepted is not None and (watch_until is None or watch_until <= now),
                    fireWatchUntil=watch_until,
                    openConflicts=[f"{c.conflictId} with {c.other}" for c in state.conflicts if not c.resolved],
                )  # fmt: skip
            )
        return BoardView(generatedAt=now, site=site, area=area, permits=rows)

    @server.tool(
        name="simops_acknowledge",
        title="simops.acknowledge",
        description=(
            "Acknowledge a SIMOPS conflict (see simopsConflicts in permits_get / permits_request) for one of its two "
            "permits, as that permit's issuing authority: a person in one of its sign-off roles who is not its "
            "requester. It records the cross-reference on that permit's audit trail. Neither permit can be issued "
            "or activated until the issuing authorities of BOTH have acknowledged. Acknowledging twice changes "
            "nothing."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def simops_acknowledge(
        conflictId: Annotated[str, Field(pattern=r"^SC-\d{5,}$", max_length=20, description="e.g. SC-00001")],
        permitId: PermitId,
        role: Role,
        note: Text,
        person: Person = None,
    ) -> ConflictView:
        who = field_person(deps, person)
        record = fld.record(permitId)
        rules = role_rules(deps.rulebook, record.permit.typeCode)
        return stored(
            lambda: deps.db.acknowledge_conflict(
                conflictId, permitId, who.id, role, note, rules, person_id=who.id, person_name=who.displayName
            )
        )

    @server.tool(
        name="permits_sweep",
        title="permits.sweep",
        description=(
            "The periodic check a scheduler runs (also `permitflow permits sweep`): every active permit whose gas "
            "retest is overdue (no passing reading of a gas within the rulebook's interval) is suspended, with an "
            "audit entry naming the rule. Returns the permits it suspended."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=True, open_world_hint=False
        ),
    )
    def permits_sweep() -> SweepResult:
        return lc.sweep()
