"""Field records shared by the tool families: the argument types, who acts, SIMOPS spots, the sweep, the form's view.

permits_request / permits_transition (tools.permits) detect SIMOPS conflicts and print the field records on the
permit form; isolations_* (tools.isolations) and gas_*, hand-back, the board and the sweep (tools.field) take
people and permit ids the same way. Tool modules never import each other, so what they share lives here; the
`permitflow permits sweep` command runs the same sweep (`Lifecycle.sweep` over `run_sweep`) as the permits_sweep tool.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import BaseModel, Field, ValidationError

from mcp_server.auth.caller import acting_person
from mcp_server.db.errors import StorageError, driver_errors
from mcp_server.db.records import ConflictView, PermitRecord, Renderer, SpotOf, utcnow
from mcp_server.pdf.context import FieldRecordsContext, GasLine, HoldLine, IsolationLine, fmt_dt
from mcp_server.people.authority import DirectoryPerson, check_active
from mcp_server.permits.contracts import PERMIT_ID_PATTERN, Permit
from mcp_server.rules.field import FieldPolicy, Spot, policy_for, spot_of

if TYPE_CHECKING:
    from mcp_server.db import Database
    from mcp_server.deps import Deps

CertificateId = Annotated[str, Field(pattern=r"^IC-\d{5,}$", max_length=20, description="e.g. IC-00001")]
PermitId = Annotated[str, Field(pattern=PERMIT_ID_PATTERN, max_length=40, description="e.g. PERM-LOTO-0001")]
Person = Annotated[
    str | None,
    Field(
        min_length=2,
        max_length=64,
        description="people-directory id of the person acting (not a display name). Over HTTP with a person's token "
        "leave it out: the acting person is the token's subject. Required over stdio or with the service token.",
    ),
]
Text = Annotated[str, Field(min_length=3, max_length=2000)]


def field_person(deps: Deps, given: str | None, field: str = "person") -> DirectoryPerson:
    """The acting person of a field step, from the token or `given`, as the directory knows them (active)."""
    person_id = acting_person(deps, given, field)
    who = deps.db.person(person_id)
    check_active(who)
    return who


class SweepResult(BaseModel):
    at: datetime
    suspended: list[dict[str, Any]]


def policy_of_payload(deps: Deps, payload: dict[str, Any]) -> FieldPolicy | None:
    try:
        return policy_for(Permit.model_validate(payload), deps.rulebook, deps.field_rules)
    except (ValidationError, LookupError):
        return None


def run_sweep(deps: Deps, now: datetime | None = None, *, render: Renderer | None = None) -> SweepResult:
    """Suspend every active permit whose periodic gas retest is overdue; `render` re-draws each one's PDF in its
    transaction (`Lifecycle.sweep`, which the tool and the command call, passes it)."""
    now = now or utcnow()

    def policy_of(payload: dict[str, Any]) -> FieldPolicy | None:
        return policy_of_payload(deps, payload)

    return SweepResult(at=now, suspended=deps.db.sweep_retests(policy_of, render=render, now=now))


FINAL_STEPS = {"closed_complete": "Closed complete", "closed_incomplete": "Closed incomplete", "cancelled": "Cancelled"}


def field_form(db: Database, record: PermitRecord) -> FieldRecordsContext:
    """The field records the permit form prints: isolations, gas log, hold points from the audit trail."""
    pid = record.permit.permitId
    isolations = [
        IsolationLine(
            certificateId=c.certificateId, status=c.status, equipmentTag=p.equipmentTag, energyType=p.energyType,
            method=p.method, lockTag=p.lockTag, isolatedBy=c.isolatedBy.name,
            verified=f"verified by {c.verifiedBy.name} ({c.verifyMethod}) {fmt_dt(c.verifiedAt)}" if c.verifiedBy else
            "NOT VERIFIED",
        )
        for c in db.permit_isolations(pid)
        for p in c.points
    ]  # fmt: skip
    gas = [
        GasLine(
            ref=f"GT-{g.id}",
            measuredAt=g.measuredAt,
            gas=g.substance,
            value=f"{g.value:g} {g.unit}",
            limit=g.limit,
            instrument=f"{g.instrumentId} (bump {g.bumpTestedOn.isoformat()})",
            tester=g.tester.name,
            passed=g.passed,
        )  # fmt: skip
        for g in db.gas_log(pid)
    ]
    try:
        names = db.display_names({e.person for e in record.audit})
    except (StorageError, *driver_errors()):
        names = {}

    def name(person_id: str) -> str:
        """Audit entries name people by directory id; the form prints the name the directory holds."""
        return names.get(person_id, person_id)

    holds: list[HoldLine] = []
    wanted = {"acceptance": "Accepted by performing authority", "handback": "Handed back by performing authority",
              "handback_accept": "Hand-back accepted by area authority"}  # fmt: skip
    latest: dict[str, HoldLine | None] = dict.fromkeys(wanted)
    watch: tuple[str | None, datetime | None] = (None, None)
    closeout = None
    for e in record.audit:
        if e.action == "transition" and e.toStatus == "issued":
            holds.append(HoldLine(step="Issued", person=name(e.person), at=e.at, detail=e.role or ""))
        elif e.detail.get("holdPoint") == "acceptance":
            line = HoldLine(step=wanted["acceptance"], person=name(e.person), at=e.at, detail=e.reason or "")
            holds.append(line)
            latest["acceptance"] = line
        elif e.action == "transition" and e.toStatus in ("suspended", "active"):
            step = "Suspended" if e.toStatus == "suspended" else "Re-activated (revalidated, retested)"
            holds.append(HoldLine(step=step, person=name(e.person), at=e.at, detail=e.reason or ""))
            if e.toStatus == "active":  # a new period of work: its hand-back is still to come
                latest["handback"] = latest["handback_accept"] = None
                watch = (None, None)
        elif e.action == "handback":
            until = e.detail.get("fireWatchUntil")
            named = e.detail.get("fireWatch")
            watch_text = f"; fire watch {named} until {until[:16]}Z" if named and until else ""
            detail = f"work ended {e.detail.get('workEndedAt', '')[:16]}Z{watch_text}; {e.reason or ''}"
            line = HoldLine(step=wanted["handback"], person=name(e.person), at=e.at, detail=detail)
            holds.append(line)
            latest["handback"], latest["handback_accept"] = line, None
            watch = (e.detail.get("fireWatch"), datetime.fromisoformat(until) if until else None)
        elif e.action == "handback_accept":
            line = HoldLine(step=wanted["handback_accept"], person=name(e.person), at=e.at, detail=e.reason or "")
            holds.append(line)
            latest["handback_accept"] = line
        elif e.action == "transition" and e.toStatus in FINAL_STEPS:
            closeout = HoldLine(step=FINAL_STEPS[e.toStatus], person=name(e.person), at=e.at, detail=e.reason or "")
    if closeout is None:
        holds += [HoldLine(step=step) for key, step in wanted.items() if latest[key] is None]
    return FieldRecordsContext(
        isolations=isolations, gasLog=gas, holds=holds, closeout=closeout, accepted=latest["acceptance"],
        handback=latest["handback"], handbackAccepted=latest["handback_accept"], fireWatch=watch[0],
        fireWatchUntil=watch[1],
    )  # fmt: skip


def simops_spot(deps: Deps) -> SpotOf:
    """How SIMOPS sees a stored permit: its location, window, kinds of work (from the rulebook) and isolations."""

    def spot(payload: dict[str, Any], status: str, isolations: list[str]) -> Spot | None:
        try:
            permit = Permit.model_validate(payload)
            return spot_of(permit, status, isolations, deps.rulebook, deps.field_rules)
        except (ValidationError, LookupError):
            return None

    return spot


def detect_conflicts(deps: Deps, permit_id: str) -> list[ConflictView]:
    """Record the permit's SIMOPS conflicts with planned, issued and live permits (requests and transitions)."""
    return deps.db.detect_conflicts(permit_id, simops_spot(deps), deps.field_rules.simops)
