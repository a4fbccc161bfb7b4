"""The permit lifecycle as rules: states, legal transitions, sign-off and separation-of-duties checks.

Pure functions over a snapshot of one permit (no database, no clock), so the same checks guard the tools and
the storage layer, and every refusal names what was asked, what is allowed and why (HSG250 practice: issue,
acceptance and hand-back are separate signed steps; the requester does not approve their own permit; a
lapsed permit is re-issued, never extended; a suspended permit restarts only after revalidation).

    draft ──issue──▶ issued ──activate──▶ active ──suspend──▶ suspended ──re-activate──▶ active
      │                │                    │                    │
      └──cancel──▶ cancelled ◀──cancel──────┼────────────────────┤
                                            ├──▶ closed_complete │
                                            └──▶ closed_incomplete ◀┘
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from common.failures import ErrorCode, PermitFlowError
from mcp_server.permits.types import resolve_permit_type
from mcp_server.rules.rulebook import Rulebook, normalize


class PermitStatus(StrEnum):
    DRAFT = "draft"
    ISSUED = "issued"
    ACTIVE = "active"
    SUSPENDED = "suspended"
    CLOSED_COMPLETE = "closed_complete"
    CLOSED_INCOMPLETE = "closed_incomplete"
    CANCELLED = "cancelled"


S = PermitStatus
TRANSITIONS: dict[PermitStatus, tuple[PermitStatus, ...]] = {
    S.DRAFT: (S.ISSUED, S.CANCELLED),
    S.ISSUED: (S.ACTIVE, S.CANCELLED),
    S.ACTIVE: (S.SUSPENDED, S.CLOSED_COMPLETE, S.CLOSED_INCOMPLETE),
    S.SUSPENDED: (S.ACTIVE, S.CLOSED_INCOMPLETE, S.CANCELLED),
    S.CLOSED_COMPLETE: (),
    S.CLOSED_INCOMPLETE: (),
    S.CANCELLED: (),
}
LIVE_STATUSES: tuple[str, ...] = (S.ISSUED, S.ACTIVE, S.SUSPENDED)
ALL_STATUSES: tuple[str, ...] = tuple(S)
# What a live permit becomes when it lapses and is re-issued under a new id.
REISSUE_CLOSES = {S.ISSUED: S.CANCELLED, S.ACTIVE: S.CLOSED_INCOMPLETE, S.SUSPENDED: S.CLOSED_INCOMPLETE}
WINDOW_FIELDS = ("validFrom", "validTo")


class LifecycleError(PermitFlowError, ValueError):
    """A lifecycle step was refused; the message says why and what would be allowed."""

    code = ErrorCode.ERR_TOOL_REJECTED


class IllegalTransition(LifecycleError):
    def __init__(self, permit_id: str, current: str, to: str) -> None:
        allowed = [s.value for s in TRANSITIONS[PermitStatus(current)]]
        allowed_text = ", ".join(allowed) if allowed else f"none ({current} is final)"
        super().__init__(
            f"permit {permit_id}: cannot go from {current} to {to}; allowed from {current}: {allowed_text}"
        )


class PermitLapsed(LifecycleError):
    def __init__(self, permit_id: str, what: str, valid_to: datetime) -> None:
        super().__init__(
            f"permit {permit_id} lapsed at {valid_to.isoformat()} and cannot be {what}; "
            "re-issue it with permits_reissue (a new permit id that cross-references this one)"
        )


class RoleRule(BaseModel):
    """One sign-off the rulebook requires for a permit type, with the names that count as that role."""

    ruleId: str
    role: str
    aliases: list[str] = Field(default_factory=list)
    source: str = ""

    def matches(self, role: str) -> bool:
        return normalize(role) in {normalize(self.role), *(normalize(a) for a in self.aliases)}


class SignoffView(BaseModel):
    person: str
    role: str = Field(description="the rulebook role signed for")
    ruleId: str
    signedAt: datetime
    current: bool = Field(description="false when the permit content changed after this sign-off (sign again)")


class PermitSnapshot(BaseModel):
    """What the lifecycle rules look at: one permit's state, people, window and latest validation."""

    permitId: str
    status: PermitStatus
    requestedBy: str | None = None
    validFrom: datetime | None = None
    validTo: datetime | None = None
    validityHours: int = 0
    signoffs: list[SignoffView] = Field(default_factory=list)
    latestValidation: str | None = None
    latestValidationAt: datetime | None = None
    lastSuspendedAt: datetime | None = None

    def current_signoffs(self) -> list[SignoffView]:
        return [s for s in self.signoffs if s.current]

    def lapsed(self, now: datetime) -> bool:
        return self.validTo is not None and now > self.validTo


def role_rules(rulebook: Rulebook, permit_type: str) -> list[RoleRule]:
    """The rulebook's required sign-offs for a permit type (name or code)."""
    block = rulebook.rules.for_type(resolve_permit_type(permit_type))
    return [
        RoleRule(ruleId=s.id, role=s.role, aliases=list(s.aliases), source=s.source) for s in block.required_signoffs
    ]


def person_key(person: str) -> str:
    """One person, however the name is spaced or cased: 'A.  Patel' and 'a. patel' are the same signer."""
    return " ".join(person.split()).casefold()


def content_sha256(payload: dict[str, Any]) -> str:
    """Digest of what was signed: the permit content without its validity window (set at issue/extension)."""
    content = {k: v for k, v in payload.items() if k not in WINDOW_FIELDS}
    return hashlib.sha256(json.dumps(content, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _roles_text(rules: list[RoleRule]) -> str:
    return ", ".join(f"{r.role} ({r.ruleId})" for r in rules)


def match_role(snap: PermitSnapshot, role: str, rules: list[RoleRule]) -> RoleRule:
    for rule in rules:
        if rule.matches(role):
            return rule
    raise LifecycleError(
        f"permit {snap.permitId}: role {role!r} is not a sign-off role of this permit type; "
        f"the rulebook requires: {_roles_text(rules)}"
    )


def _is_requester(snap: PermitSnapshot, person: str) -> bool:
    return snap.requestedBy is not None and person_key(snap.requestedBy) == person_key(person)


def check_request(snap: PermitSnapshot, requested_by: str) -> bool:
    """May `requested_by` be recorded as requester? False when it already is (nothing to do)."""
    if snap.status != S.DRAFT:
        raise LifecycleError(f"permit {snap.permitId} is {snap.status}; the requester is set only on a draft")
    if snap.requestedBy is not None and person_key(snap.requestedBy) == person_key(requested_by):
        return False
    signers = [s.person for s in snap.current_signoffs()]
    if signers:
        raise LifecycleError(
            f"permit {snap.permitId} already has sign-offs by {', '.join(signers)}; "
            f"its requester ({snap.requestedBy}) can no longer be changed"
        )
    return True


def check_signoff(snap: PermitSnapshot, person: str, role: str, rules: list[RoleRule]) -> RoleRule | None:
    """The rule this sign-off fulfils, or None when this person already signed in this role (nothing to do)."""
    if snap.status != S.DRAFT:
        raise LifecycleError(f"permit {snap.permitId} is {snap.status}; sign-offs are given on a draft, before issue")
    if snap.requestedBy is None:
        raise LifecycleError(
            f"permit {snap.permitId} has no requester on record; record it with permits_request before sign-off "
            "(the requester may not sign their own permit)"
        )
    rule = match_role(snap, role, rules)
    if _is_requester(snap, person):
        raise LifecycleError(
            f"permit {snap.permitId}: {person} requested this permit and cannot sign it as {rule.role} "
            "(separation of duties: the requester does not approve their own permit)"
        )
    for s in snap.current_signoffs():
        same_person = person_key(s.person) == person_key(person)
        if same_person and s.ruleId == rule.ruleId:
            return None
        if same_person:
            raise LifecycleError(
                f"permit {snap.permitId}: {person} already signed as {s.role} and cannot also sign as {rule.role}; "
                "each required role needs a different person"
            )
        if s.ruleId == rule.ruleId:
            raise LifecycleError(f"permit {snap.permitId}: the {rule.role} sign-off was already given by {s.person}")
    return rule


def check_actor(
    snap: PermitSnapshot, person: str, role: str, rules: list[RoleRule], *, requester_may: bool, what: str
) -> str:
    """The role `person` acts in: a rulebook role of this type (or, where allowed, the requester's own)."""
    signed = next((s for s in snap.current_signoffs() if person_key(s.person) == person_key(person)), None)
    if signed is not None and not any(r.ruleId == signed.ruleId and r.matches(role) for r in rules):
        raise LifecycleError(
            f"permit {snap.permitId}: {person} signed this permit as {signed.role} and cannot {what} as {role!r}"
        )
    if requester_may and _is_requester(snap, person):
        return role
    if not requester_may and _is_requester(snap, person):
        raise LifecycleError(
            f"permit {snap.permitId}: {person} requested this permit and cannot {what} it "
            "(separation of duties: the requester does not approve their own permit)"
        )
    try:
        return match_role(snap, role, rules).role
    except LifecycleError:
        raise LifecycleError(
            f"permit {snap.permitId}: only a sign-off role of this permit type may {what} it "
            f"({_roles_text(rules)}){' or its requester' if requester_may else ''}; got role {role!r}"
        ) from None


def check_transition(
    snap: PermitSnapshot, to: PermitStatus, person: str, role: str, rules: list[RoleRule], now: datetime
) -> str:
    """Refuse an illegal or unauthorised transition; returns the role the actor acts in."""
    if to not in TRANSITIONS[snap.status]:
        raise IllegalTransition(snap.permitId, snap.status, to)
    if to == S.ISSUED:
        return _check_issue(snap, person, role, rules, now)
    if to == S.ACTIVE:
        if snap.lapsed(now):
            what = "re-activated" if snap.status == S.SUSPENDED else "activated"
            raise PermitLapsed(snap.permitId, what, snap.validTo)  # type: ignore[arg-type]
        if snap.validFrom is not None and now < snap.validFrom:
            raise LifecycleError(
                f"permit {snap.permitId} is valid from {snap.validFrom.isoformat()}; work cannot start before then"
            )
        if snap.status == S.SUSPENDED:
            _check_revalidated(snap)
    return check_actor(snap, person, role, rules, requester_may=to != S.ISSUED, what=f"move it to {to}")


def _check_issue(snap: PermitSnapshot, person: str, role: str, rules: list[RoleRule], now: datetime) -> str:
    pid = snap.permitId
    if snap.requestedBy is None:
        raise LifecycleError(f"permit {pid} has no requester on record; record it with permits_request first")
    signed = {s.ruleId for s in snap.current_signoffs()}
    missing = [r for r in rules if r.ruleId not in signed]
    if missing:
        stale = [s.person for s in snap.signoffs if not s.current]
        hint = f" (sign-offs by {', '.join(stale)} were for an earlier version of the permit)" if stale else ""
        raise LifecycleError(f"permit {pid} cannot be issued: missing sign-off(s) {_roles_text(missing)}{hint}")
    if snap.latestValidation is None:
        raise LifecycleError(f"permit {pid} cannot be issued: it has no validation on record")
    if snap.latestValidation == "Fail":
        raise LifecycleError(
            f"permit {pid} cannot be issued: its latest validation is Fail (the rulebook refuses it); "
            "correct the errors and record a passing validation first"
        )
    if snap.lapsed(now):
        raise PermitLapsed(pid, "issued", snap.validTo)  # type: ignore[arg-type]
    return check_actor(snap, person, role, rules, requester_may=False, what="issue")


def _check_revalidated(snap: PermitSnapshot) -> None:
    fresh = (
        snap.latestValidationAt is not None
        and snap.lastSuspendedAt is not None
        and snap.latestValidationAt > snap.lastSuspendedAt
    )
    if not fresh or snap.latestValidation == "Fail":
        raise LifecycleError(
            f"permit {snap.permitId} cannot be re-activated: it needs a passing revalidation after its suspension "
            f"(latest validation: {snap.latestValidation or 'none'}{'' if fresh else ', from before the suspension'})"
        )


def issue_window(snap: PermitSnapshot, now: datetime) -> tuple[datetime, datetime]:
    """The validity window an issued permit gets: its own, or from now for validityHours."""
    start = snap.validFrom or now
    return start, snap.validTo or start + timedelta(hours=snap.validityHours)


def check_extension(
    snap: PermitSnapshot, hours: int, person: str, role: str, rules: list[RoleRule], max_hours: int, now: datetime
) -> tuple[str, datetime]:
    """Refuse extending a lapsed, finished or over-long permit; returns the actor's role and the new validTo."""
    if snap.status not in LIVE_STATUSES:
        raise LifecycleError(
            f"permit {snap.permitId} is {snap.status}; only {', '.join(LIVE_STATUSES)} permits can be extended"
        )
    if snap.validTo is None or snap.validFrom is None:
        raise LifecycleError(f"permit {snap.permitId} has no validity window to extend")
    if snap.lapsed(now):
        raise PermitLapsed(snap.permitId, "extended", snap.validTo)
    acting = check_actor(snap, person, role, rules, requester_may=False, what="extend")
    new_to = snap.validTo + timedelta(hours=hours)
    total = (new_to - snap.validFrom).total_seconds() / 3600
    if total > max_hours:
        raise LifecycleError(
            f"permit {snap.permitId}: extending by {hours} h makes it valid for {total:g} h; the rulebook maximum "
            f"for this type is {max_hours} h — re-issue it instead"
        )
    return acting, new_to


def check_reissue(snap: PermitSnapshot, person: str, role: str, rules: list[RoleRule], now: datetime) -> str:
    """A permit is re-issued when it lapsed while live, or was closed incomplete or cancelled."""
    pid = snap.permitId
    if snap.status in (S.DRAFT, S.CLOSED_COMPLETE):
        raise LifecycleError(
            f"permit {pid} is {snap.status}; only a lapsed live permit, or one closed incomplete or cancelled, "
            "is re-issued"
        )
    if snap.status in LIVE_STATUSES and not snap.lapsed(now):
        until = snap.validTo.isoformat() if snap.validTo else "its end"
        raise LifecycleError(
            f"permit {pid} is {snap.status} and valid until {until}; extend, suspend or close it instead"
        )
    return check_actor(snap, person, role, rules, requester_may=True, what="re-issue")
