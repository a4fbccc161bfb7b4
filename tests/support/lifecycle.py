"""Permits carried through the lifecycle in the permit database: a signed draft, and moving it on."""

from __future__ import annotations

from mcp_server.db import Database
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.rules.engine import evaluate
from mcp_server.rules.lifecycle import role_rules
from mcp_server.rules.rulebook import load_rulebook
from mcp_server.settings import PROJECT_ROOT
from tests.support.people_support import seed

RULEBOOK = load_rulebook(PROJECT_ROOT / "rulebook")


HW_RULES = role_rules(RULEBOOK, "Hot Work")


PID = "PERM-HW-0001"


REQUESTER, SUPERVISOR, HSE = "rosa.requester", "sam.supervisor", "hana.safety"


def hot_work(permit_id: str = PID, **extra) -> Permit:
    """A Hot Work permit built from the rulebook's own template, so the rulebook passes it."""
    t = RULEBOOK.template("HW")
    return Permit(
        permitId=permit_id, type=t.permitType, controls=[c.text for c in t.controls], ppe=[c.text for c in t.ppe],
        signOffRoles=t.signOffRoles, validityHours=8, attachmentsRequired=t.attachments, site="Plant-A",
        area="Maintenance Workshop", **extra,
    )  # fmt: skip


def verdict(permit: Permit) -> Validation:
    return Validation.model_validate(evaluate(permit, RULEBOOK.rules).model_dump())


def signed_draft(db: Database, permit: Permit | None = None) -> Permit:
    seed(db)  # the people who request and sign it are in the directory
    permit = permit or hot_work()
    db.save_permit(permit)
    db.save_validation(verdict(permit))
    db.request_permit(permit.permitId, REQUESTER)
    db.sign_permit(permit.permitId, SUPERVISOR, "Supervisor", HW_RULES)
    db.sign_permit(permit.permitId, HSE, "HSE Officer", HW_RULES)
    return permit


def move(db: Database, to: str, person: str = HSE, role: str = "HSE", **kwargs):
    return db.transition_permit(PID, to, person, role, f"reason for {to}", HW_RULES, **kwargs)
