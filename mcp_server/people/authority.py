"""Does the directory allow this person to act in this role on this permit? Pure checks, no database, no clock.

The rulebook names the sign-off roles of each permit type (mcp_server.rules.lifecycle.RoleRule); the directory says
which of them a person holds at which site/area, and until when their competency for it runs. A person acts in a
rulebook role only when both hold on the day; a refusal names the rule it breaks, so "Lift Supervisor approved a
Radiography permit" or "the requester suspended it as Supervisor" cannot happen silently.
"""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, Field

from mcp_server.rules.lifecycle import LifecycleError, RoleRule
from mcp_server.rules.rulebook import normalize

ANY = "*"


class RoleGrant(BaseModel):
    role: str
    site: str = ANY
    area: str = ANY

    def covers(self, site: str | None, area: str | None) -> bool:
        return _place(self.site, site) and _place(self.area, area)

    def where(self) -> str:
        return f"{self.site}/{self.area}"


class Competency(BaseModel):
    name: str
    expiresOn: date


class DirectoryPerson(BaseModel):
    """One person as the directory knows them."""

    id: str
    displayName: str
    active: bool = True
    subject: str | None = Field(default=None, description="the OIDC subject this person signs in as, if any")
    roles: list[RoleGrant] = Field(default_factory=list)
    competencies: list[Competency] = Field(default_factory=list)

    def label(self) -> str:
        return f"{self.displayName} ({self.id})"


def _place(granted: str, actual: str | None) -> bool:
    return granted == ANY or (actual is not None and normalize(granted) == normalize(actual))


def check_active(person: DirectoryPerson) -> None:
    if not person.active:
        raise LifecycleError(f"{person.label()} is deactivated in the people directory and cannot act on permits")


def check_authority(
    permit_id: str, person: DirectoryPerson, rule: RoleRule, site: str | None, area: str | None, today: date
) -> None:
    """Refuse unless `person` holds `rule`'s role at the permit's site/area and its competency has not lapsed."""
    check_active(person)
    place = f"{site or 'no site'}/{area or 'no area'}"
    grants = [g for g in person.roles if rule.matches(g.role)]
    if not any(g.covers(site, area) for g in grants):
        held = ", ".join(f"{g.role} at {g.where()}" for g in person.roles) or "none"
        elsewhere = f" (holds it only at {', '.join(g.where() for g in grants)})" if grants else ""
        raise LifecycleError(
            f"permit {permit_id}: {rule.ruleId} needs a {rule.role} at {place}; {person.label()} does not hold that "
            f"role there in the people directory{elsewhere}. Roles held: {held}"
        )
    competencies = [c for c in person.competencies if rule.matches(c.name)]
    if not competencies:
        raise LifecycleError(
            f"permit {permit_id}: {rule.ruleId} needs a current {rule.role} competency; {person.label()} has none "
            "on record in the people directory"
        )
    latest = max(competencies, key=lambda c: c.expiresOn)
    if latest.expiresOn < today:
        raise LifecycleError(
            f"permit {permit_id}: {rule.ruleId} needs a current {rule.role} competency; {person.label()}'s lapsed "
            f"on {latest.expiresOn.isoformat()}"
        )


def acting_rule(rules: list[RoleRule], acting_role: str) -> RoleRule | None:
    """The rulebook rule a returned acting role belongs to (None when the person acts as the permit's requester)."""
    return next((r for r in rules if r.matches(acting_role)), None)
