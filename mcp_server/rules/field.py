"""Field hold points as rules: verified isolation, gas tests within their interval, acceptance, hand-back, fire watch.

A commercial permit-to-work system (j5, Permit Vision, AVEVA OSM, SAP WCM) refuses to let a permit go live until
the records behind it exist: the isolation certificate is verified, the gas test passed recently enough, the
performing authority accepted the permit; and it refuses to close one complete until the area authority accepted
the hand-back and, for hot work, the fire watch has run its time. The figures are rulebook data
(`rulebook/field_rules.json`, each with an id and its source); this module is pure (no database, no clock) so the
storage layer applies the same checks inside the transaction that moves the permit, and every refusal names the
rule it breaks.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mcp_server.permits.contracts import Permit
from mcp_server.permits.types import PermitType, resolve_permit_type
from mcp_server.rules.context import canon_gas, reading_violates
from mcp_server.rules.gas import limit_range
from mcp_server.rules.lifecycle import LifecycleError, PermitSnapshot, PermitStatus, person_key
from mcp_server.rules.rulebook import GasLimit, Rulebook, RulebookError, normalize

FIELD_RULES_FILE = "field_rules.json"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FieldRule(_Strict):
    id: str = Field(pattern=r"^FIELD-[A-Z0-9-]+$")
    description: str
    source: str = Field(min_length=1)


class IsolationRule(FieldRule):
    permitTypes: list[str] = Field(description="types that always depend on isolation")
    controlIds: list[str] = Field(description="a permit carrying one of these rulebook controls depends on isolation")


class GasTestRule(FieldRule):
    permitTypes: list[str]
    retestMinutes: int = Field(ge=1, le=24 * 60)


class AgeRule(FieldRule):
    maxAgeHours: int = Field(ge=1, le=24 * 31)


class FireWatchRule(FieldRule):
    permitTypes: list[str]
    minutes: int = Field(ge=1, le=24 * 60)


class Activity(_Strict):
    """A kind of work SIMOPS pairs talk about, recognised by permit type, rulebook control, or named on the permit."""

    name: str
    permitTypes: list[str] = Field(default_factory=list)
    controlIds: list[str] = Field(default_factory=list)


class ConflictPair(FieldRule):
    a: str
    b: str
    distanceMetres: float = Field(gt=0, le=1000)


class SimopsLocationRules(FieldRule):
    gridCellMetres: float = Field(gt=0, le=1000)
    activities: list[Activity]
    pairs: list[ConflictPair]
    sharedIsolation: FieldRule


class FieldRules(_Strict):
    description: str
    isolation: IsolationRule
    isolationIndependentVerification: FieldRule
    isolationKeptWhileLive: FieldRule
    gasTests: list[GasTestRule]
    bumpTest: AgeRule
    readingAge: AgeRule
    acceptance: FieldRule
    handback: FieldRule
    fireWatch: list[FireWatchRule]
    simops: SimopsLocationRules

    def gas_rule(self, ptype: PermitType) -> GasTestRule | None:
        return next((r for r in self.gasTests if ptype.value in r.permitTypes), None)

    def fire_watch(self, ptype: PermitType) -> FireWatchRule | None:
        return next((r for r in self.fireWatch if ptype.value in r.permitTypes), None)


def load_field_rules(directory: Path | str) -> FieldRules:
    path = Path(directory) / FIELD_RULES_FILE
    try:
        rules = FieldRules.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except OSError as exc:
        raise RulebookError(f"cannot read {path}: {exc.strerror}") from None
    except (json.JSONDecodeError, ValidationError) as exc:
        raise RulebookError(f"{path}: {exc}") from None
    names = {t.value for t in PermitType}
    for rule in (rules.isolation, *rules.gasTests, *rules.fireWatch, *rules.simops.activities):
        if unknown := sorted(set(rule.permitTypes) - names):
            raise RulebookError(f"{path}: {rule.id} names unknown permit types {unknown}")
    return rules


class HoldPointError(LifecycleError):
    """A hold point is not met; carries the id and source of the rule, which the message names too."""

    def __init__(self, subject: str, rule: FieldRule, why: str) -> None:
        super().__init__(
            f"{subject}: {why} [{rule.id}: {rule.description} Source: {rule.source}]",
            ruleId=rule.id,
            source=rule.source,
        )
        self.rule_id = rule.id
        self.source = rule.source


class GasRow(BaseModel):
    """One gas to test and the limits a reading must meet: the permit's row and the rulebook's, stricter wins."""

    gas: str
    limits: list[GasLimit]

    @property
    def unit(self) -> str:
        return self.limits[0].unit

    def text(self) -> str:
        return " and ".join(dict.fromkeys(lim.limit for lim in self.limits))


class FieldPolicy(BaseModel):
    """The hold points one permit must pass, from the field rules and the rulebook."""

    permitId: str
    permitType: str
    isolation: IsolationRule | None = None
    gas: GasTestRule | None = None
    gasRows: list[GasRow] = Field(default_factory=list)
    fireWatch: FireWatchRule | None = None
    acceptance: FieldRule
    handback: FieldRule
    simops: FieldRule | None = None


def _unit_of(limit_text: str) -> str:
    return "ppm" if "ppm" in limit_text.lower() else "%"


def gas_rows(permit: Permit, rulebook: Rulebook) -> list[GasRow]:
    """Every gas on the permit (its own limit text) plus every gas the rulebook lists for the type."""
    ptype = resolve_permit_type(permit.type)
    book = {g.gas: g for g in rulebook.rules.for_type(ptype).gas_tests}
    rows: dict[str, list[GasLimit]] = {}
    for test in permit.gasTests:
        gas = canon_gas(test.gas)
        low, high = limit_range(test.limit)
        unit = book[gas].unit if gas in book else _unit_of(test.limit)
        own = GasLimit(id=f"{permit.permitId}-GAS-{gas}", gas=gas, limit=test.limit, min=low, max=high, unit=unit,
                       source=f"permit {permit.permitId} gas-test row")  # fmt: skip
        rows.setdefault(gas, []).append(own)
    for gas, limit in book.items():
        rows.setdefault(gas, []).append(limit)
    return [GasRow(gas=gas, limits=limits) for gas, limits in rows.items()]


def policy_for(permit: Permit, rulebook: Rulebook, rules: FieldRules) -> FieldPolicy:
    ptype = resolve_permit_type(permit.type)
    block = rulebook.rules.for_type(ptype)
    iso_controls = [c for c in block.required_controls if c.id in rules.isolation.controlIds]
    for other in rulebook.rules.permit_types.values():
        iso_controls += [c for c in other.required_controls if c.id in rules.isolation.controlIds]
    needs_isolation = ptype.value in rules.isolation.permitTypes or any(
        c.found_in(permit.controls) for c in iso_controls
    )
    gas = rules.gas_rule(ptype)
    return FieldPolicy(
        permitId=permit.permitId,
        permitType=ptype.value,
        isolation=rules.isolation if needs_isolation else None,
        gas=gas,
        gasRows=gas_rows(permit, rulebook) if gas is not None else [],
        fireWatch=rules.fire_watch(ptype),
        acceptance=rules.acceptance,
        handback=rules.handback,
        simops=rules.simops,
    )


class ReadingVerdict(BaseModel):
    gas: str
    passed: bool
    limit: str = Field(description="the limit(s) the reading was checked against")
    ruleIds: list[str]


class ReadingRefused(ValueError):
    """The reading cannot be checked (unknown gas, wrong unit): it is refused, not stored."""


def judge_reading(permit: Permit, rulebook: Rulebook, substance: str, value: float, unit: str) -> ReadingVerdict:
    """A reading against the permit's gas-test rows (and the rulebook's for the type): pass only within all of them."""
    gas = canon_gas(substance)
    rows = {r.gas: r for r in gas_rows(permit, rulebook)}
    if gas not in rows:
        listed = ", ".join(rows) or "none"
        raise ReadingRefused(
            f"permit {permit.permitId} has no gas-test row for {substance!r} (rows: {listed}); "
            "add the gas and its limit to the permit's gasTests first"
        )
    row = rows[gas]
    given = unit.replace(" ", "").lower().removesuffix("lel").removesuffix("lfl") or "%"
    if given != row.unit.lower():
        raise ReadingRefused(f"{gas} is tested in {row.unit} on permit {permit.permitId} ('{row.text()}'), not {unit}")
    passed = not any(reading_violates(value, lim) for lim in row.limits)
    return ReadingVerdict(gas=gas, passed=passed, limit=row.text(), ruleIds=[lim.id for lim in row.limits])


class CertificateState(BaseModel):
    certificateId: str
    status: str = Field(description="isolated, verified or de_isolated")


class ReadingState(BaseModel):
    gas: str
    value: float
    unit: str
    measuredAt: datetime
    passed: bool


class HoldEvent(BaseModel):
    """An audit entry as the hold points read it."""

    action: str
    at: datetime
    person: str
    toStatus: str
    detail: dict[str, Any] = Field(default_factory=dict)


class ConflictState(BaseModel):
    conflictId: str
    other: str
    ruleId: str
    resolved: bool


class FieldState(BaseModel):
    conflicts: list[ConflictState] = Field(default_factory=list)
    certificates: list[CertificateState] = Field(default_factory=list)
    readings: list[ReadingState] = Field(default_factory=list, description="oldest first")
    events: list[HoldEvent] = Field(default_factory=list, description="the permit's audit trail, oldest first")

    def latest(self, gas: str) -> ReadingState | None:
        found = [r for r in self.readings if r.gas == gas]
        return max(found, key=lambda r: r.measuredAt) if found else None

    def last_activation(self) -> datetime | None:
        times = [e.at for e in self.events if e.action == "transition" and e.toStatus == PermitStatus.ACTIVE]
        return times[-1] if times else None

    def handback(self) -> tuple[HoldEvent | None, HoldEvent | None]:
        """The latest hand-back since the last activation and its acceptance, if any."""
        since = self.last_activation()
        given = [e for e in self.events if e.action == "handback" and (since is None or e.at >= since)]
        if not given:
            return None, None
        accepted = [e for e in self.events if e.action == "handback_accept" and e.at >= given[-1].at]
        return given[-1], accepted[-1] if accepted else None


def _iso(value: datetime) -> str:
    return value.isoformat(timespec="seconds")


def retest_due(policy: FieldPolicy, state: FieldState, since: datetime) -> datetime | None:
    """When the next gas retest is due (the earliest gas to run out), or None when the type needs none.

    A gas with no reading, or whose latest reading failed, is due at `since` (when the permit went active)."""
    if policy.gas is None or not policy.gasRows:
        return None
    interval = timedelta(minutes=policy.gas.retestMinutes)
    due: list[datetime] = []
    for row in policy.gasRows:
        latest = state.latest(row.gas)
        due.append(latest.measuredAt + interval if latest is not None and latest.passed else since)
    return min(due)


def check_gas(policy: FieldPolicy, snap: PermitSnapshot, state: FieldState, now: datetime) -> None:
    rule = policy.gas
    if rule is None:
        return
    interval = timedelta(minutes=rule.retestMinutes)
    what = "re-activated" if snap.status == PermitStatus.SUSPENDED else "activated"
    pid = f"permit {snap.permitId}"
    for row in policy.gasRows:
        latest = state.latest(row.gas)
        if latest is None:
            raise HoldPointError(pid, rule, f"cannot be {what}: no {row.gas} reading on the gas-test log")
        if not latest.passed:
            raise HoldPointError(
                pid, rule,
                f"cannot be {what}: the latest {row.gas} reading {latest.value:g} {latest.unit} at "
                f"{_iso(latest.measuredAt)} fails '{row.text()}'",
            )  # fmt: skip
        if latest.measuredAt + interval < now:
            raise HoldPointError(
                pid, rule,
                f"cannot be {what}: the latest {row.gas} reading was taken at {_iso(latest.measuredAt)}, more than "
                f"{rule.retestMinutes} min ago; retest first",
            )  # fmt: skip
        if snap.status == PermitStatus.SUSPENDED and snap.lastSuspendedAt and latest.measuredAt < snap.lastSuspendedAt:
            raise HoldPointError(
                pid, rule,
                f"cannot be re-activated: the latest {row.gas} reading ({_iso(latest.measuredAt)}) is from before "
                f"the suspension at {_iso(snap.lastSuspendedAt)}; retest first",
            )  # fmt: skip


def check_holds(
    policy: FieldPolicy, snap: PermitSnapshot, state: FieldState, to: PermitStatus, person: str, now: datetime
) -> dict[str, Any]:
    """Refuse a transition whose hold points are not met; returns what the audit entry should record of them."""
    pid = f"permit {snap.permitId}"
    detail: dict[str, Any] = {}
    if to == PermitStatus.ACTIVE:
        if snap.status == PermitStatus.ISSUED:
            if snap.requestedBy is None or person_key(snap.requestedBy) != person_key(person):
                raise HoldPointError(
                    pid, policy.acceptance,
                    f"{person} cannot accept it; its performing authority on record is {snap.requestedBy}",
                )  # fmt: skip
            detail["holdPoint"] = "acceptance"
        if policy.isolation is not None:
            if not state.certificates:
                raise HoldPointError(
                    pid, policy.isolation,
                    "cannot become active: it depends on isolation and no isolation certificate is linked to it "
                    "(isolations_create / isolations_link)",
                )  # fmt: skip
            unverified = [f"{c.certificateId} ({c.status})" for c in state.certificates if c.status != "verified"]
            if unverified:
                raise HoldPointError(
                    pid, policy.isolation,
                    f"cannot become active: isolation certificate(s) {', '.join(unverified)} not verified",
                )  # fmt: skip
            detail["isolations"] = [c.certificateId for c in state.certificates]
        check_gas(policy, snap, state, now)
        if policy.gas is not None:
            latest = [state.latest(row.gas) for row in policy.gasRows]
            detail["gasTestedAt"] = {r.gas: _iso(r.measuredAt) for r in latest if r is not None}
    open_conflicts = [c for c in state.conflicts if not c.resolved]
    if to in (PermitStatus.ISSUED, PermitStatus.ACTIVE) and policy.simops is not None and open_conflicts:
        listed = ", ".join(f"{c.conflictId} with {c.other} ({c.ruleId})" for c in open_conflicts)
        raise HoldPointError(
            pid, policy.simops,
            f"cannot become {to}: SIMOPS conflict(s) {listed} not yet acknowledged by both permits' issuing "
            "authorities (simops_acknowledge)",
        )  # fmt: skip
    if to == PermitStatus.CLOSED_COMPLETE:
        given, accepted = state.handback()
        if given is None:
            raise HoldPointError(
                pid, policy.handback, "cannot close complete: the performing authority has not handed it back"
            )
        if accepted is None:
            raise HoldPointError(
                pid, policy.handback,
                f"cannot close complete: the hand-back by {given.person} at {_iso(given.at)} is not yet accepted by "
                "the area authority (permits_handback_accept)",
            )  # fmt: skip
        detail["handbackAcceptedBy"] = accepted.person
        if policy.fireWatch is not None:
            ended = datetime.fromisoformat(given.detail["workEndedAt"])
            until = ended + timedelta(minutes=policy.fireWatch.minutes)
            if now < until:
                raise HoldPointError(
                    pid, policy.fireWatch,
                    f"cannot close complete before {_iso(until)}: the fire watch ({given.detail.get('fireWatch')}) "
                    f"runs {policy.fireWatch.minutes} min after the hot work ended at {_iso(ended)}",
                )  # fmt: skip
            detail["fireWatchUntil"] = _iso(until)
    return detail


# ---- SIMOPS by location ------------------------------------------------------------------------------------------

SIMOPS_STATUSES = (PermitStatus.DRAFT, PermitStatus.ISSUED, PermitStatus.ACTIVE, PermitStatus.SUSPENDED)


class Spot(BaseModel):
    """A planned, issued or live permit as SIMOPS sees it: where, when, what kind of work, which isolations."""

    permitId: str
    permitType: str
    status: str
    site: str | None = None
    area: str | None = None
    equipment: list[str] = Field(default_factory=list)
    x: float | None = None
    y: float | None = None
    grid: str | None = None
    validFrom: datetime | None = None
    validTo: datetime | None = None
    activities: list[str] = Field(default_factory=list)
    isolations: list[str] = Field(default_factory=list)


class Conflict(BaseModel):
    permitA: str
    permitB: str
    ruleId: str
    detail: str


def activities_of(permit: Permit, rulebook: Rulebook, rules: FieldRules) -> list[str]:
    ptype = resolve_permit_type(permit.type)
    named = {normalize(a) for a in (permit.location.activities if permit.location else [])}
    controls = {c.id: c for block in rulebook.rules.permit_types.values() for c in block.required_controls}
    found = []
    for act in rules.simops.activities:
        by_type = ptype.value in act.permitTypes
        by_control = any(controls[c].found_in(permit.controls) for c in act.controlIds if c in controls)
        if by_type or by_control or normalize(act.name) in named:
            found.append(act.name)
    return found


def spot_of(permit: Permit, status: str, isolations: list[str], rulebook: Rulebook, rules: FieldRules) -> Spot:
    loc = permit.location
    return Spot(
        permitId=permit.permitId, permitType=resolve_permit_type(permit.type).value, status=status, site=permit.site,
        area=permit.area, equipment=list(loc.equipment) if loc else [], x=loc.x if loc else None,
        y=loc.y if loc else None, grid=loc.grid if loc else None, validFrom=permit.validFrom, validTo=permit.validTo,
        activities=activities_of(permit, rulebook, rules), isolations=isolations,
    )  # fmt: skip


def _grid_xy(cell: str, size: float) -> tuple[float, float]:
    letters = cell.rstrip("0123456789")
    col = 0
    for ch in letters:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return (col - 0.5) * size, (int(cell[len(letters) :]) - 0.5) * size


def separation(a: Spot, b: Spot, cell: float) -> tuple[float | None, str]:
    """How far apart two permits' work is, and how that was found; None when it cannot be told."""
    shared = sorted({normalize(e) for e in a.equipment} & {normalize(e) for e in b.equipment})
    if shared:
        return 0.0, f"same equipment ({', '.join(shared)})"
    if None not in (a.x, a.y, b.x, b.y):
        d = ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5  # type: ignore[operator]
        return d, f"{d:.1f} m apart by plot-plan coordinates"
    if a.grid and b.grid:
        (ax, ay), (bx, by) = _grid_xy(a.grid, cell), _grid_xy(b.grid, cell)
        d = max(((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 - cell, 0.0)
        return d, f"grid cells {a.grid} and {b.grid}, about {d:.0f} m apart"
    return None, "distance unknown"


def windows_overlap(a: Spot, b: Spot) -> bool:
    """Unknown ends count as open: a planned permit with no window yet may run at any time."""
    if a.validTo is not None and b.validFrom is not None and a.validTo <= b.validFrom:
        return False
    return not (b.validTo is not None and a.validFrom is not None and b.validTo <= a.validFrom)


def find_conflicts(mine: Spot, others: list[Spot], rules: SimopsLocationRules) -> list[Conflict]:
    """Conflicts of one permit with planned, issued and live permits at the same site whose windows overlap."""
    found: list[Conflict] = []
    for other in others:
        if other.permitId == mine.permitId or other.status not in SIMOPS_STATUSES:
            continue
        if normalize(other.site or "") != normalize(mine.site or "") or not windows_overlap(mine, other):
            continue
        a, b = sorted([mine.permitId, other.permitId])
        shared = sorted(set(mine.isolations) & set(other.isolations))
        if shared:
            why = f"{mine.permitId} and {other.permitId} both depend on isolation {', '.join(shared)}"
            found.append(Conflict(permitA=a, permitB=b, ruleId=rules.sharedIsolation.id, detail=why))
        distance, how = separation(mine, other, rules.gridCellMetres)
        same_area = bool(mine.area) and normalize(mine.area or "") == normalize(other.area or "")
        for pair in rules.pairs:
            kinds = (pair.a in mine.activities and pair.b in other.activities) or (
                pair.b in mine.activities and pair.a in other.activities
            )
            if not kinds:
                continue
            near = distance <= pair.distanceMetres if distance is not None else same_area
            if not near:
                continue
            where = how if distance is not None else f"same area {mine.area}, {how}: treated as near"
            detail = (
                f"{mine.permitId} ({', '.join(mine.activities)}) and {other.permitId} ({', '.join(other.activities)}, "
                f"{other.status}) within {pair.distanceMetres:g} m: {where}; {pair.description}"
            )
            found.append(Conflict(permitA=a, permitB=b, ruleId=pair.id, detail=detail))
    return found
