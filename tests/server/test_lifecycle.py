"""Permit lifecycle rules in the permit database, on SQLite and PostgreSQL: states, sign-offs, lapse, audit."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from mcp_server.db import Database, InvalidRecord, PermitNotFound, PersonNotFound
from mcp_server.db.models import utcnow
from mcp_server.permits.contracts import Validation
from mcp_server.rules.lifecycle import LifecycleError, PermitLapsed
from tests.support.lifecycle import (
    HSE,
    HW_RULES,
    PID,
    REQUESTER,
    SUPERVISOR,
    hot_work,
    move,
    signed_draft,
    verdict,
)
from tests.support.people_support import seed

pytest_plugins = ["tests.support.db_fixtures"]


@pytest.fixture(autouse=True)
def _people(request: pytest.FixtureRequest) -> None:
    """The directory entries of the people these tests act as (every lifecycle step checks them)."""
    if "database" in request.fixturenames:
        seed(request.getfixturevalue("database"))


def test_illegal_transitions_name_from_to_and_allowed(database: Database):
    database.save_permit(hot_work())
    with pytest.raises(LifecycleError, match="cannot go from draft to active; allowed from draft: issued, cancelled"):
        move(database, "active")
    with pytest.raises(InvalidRecord, match="unknown permit status 'open'"):
        move(database, "open")
    database.request_permit(PID, REQUESTER)
    move(database, "cancelled", person=REQUESTER, role="Requester")
    with pytest.raises(LifecycleError, match=r"cannot go from cancelled to issued; allowed from cancelled: none"):
        move(database, "issued")
    assert [(e.fromStatus, e.toStatus) for e in database.audit_for(PID)] == [("draft", "draft"), ("draft", "cancelled")]


def test_signoff_roles_and_separation_of_duties(database: Database):
    database.save_permit(hot_work())
    with pytest.raises(LifecycleError, match="no requester on record; record it with permits_request"):
        database.sign_permit(PID, SUPERVISOR, "Supervisor", HW_RULES)
    database.request_permit(PID, REQUESTER)
    with pytest.raises(LifecycleError, match=r"role 'Crane Operator' is not a sign-off role .* Supervisor \(HW-SIGN"):
        database.sign_permit(PID, SUPERVISOR, "Crane Operator", HW_RULES)
    with pytest.raises(LifecycleError, match="requested this permit and cannot sign it as HSE"):
        database.sign_permit(PID, REQUESTER, "HSE", HW_RULES)
    with pytest.raises(PersonNotFound, match="named by directory id, not display name"):
        database.sign_permit(PID, "  rosa   REQUESTER ", "HSE", HW_RULES)
    database.sign_permit(PID, SUPERVISOR, "Work Supervisor", HW_RULES)
    with pytest.raises(LifecycleError, match="already signed as Supervisor and cannot also sign as HSE"):
        database.sign_permit(PID, SUPERVISOR, "HSE Officer", HW_RULES)
    with pytest.raises(LifecycleError, match="the Supervisor sign-off was already given by sam.supervisor"):
        database.sign_permit(PID, "otto.other", "Supervisor", HW_RULES)
    with pytest.raises(LifecycleError, match="already has sign-offs by sam.supervisor"):
        database.request_permit(PID, "sid.else")
    again = database.sign_permit(PID, SUPERVISOR, "Supervisor", HW_RULES)
    assert [(s.person, s.role, s.ruleId) for s in again.signoffs] == [(SUPERVISOR, "Supervisor", "HW-SIGN-SUPERVISOR")]
    database.save_validation(verdict(hot_work()))
    with pytest.raises(LifecycleError, match=r"missing sign-off\(s\) HSE \(HW-SIGN-HSE\)"):
        move(database, "issued")
    database.sign_permit(PID, HSE, "HSE", HW_RULES)
    with pytest.raises(LifecycleError, match="requested this permit and cannot issue it"):
        move(database, "issued", person=REQUESTER, role="HSE")
    with pytest.raises(LifecycleError, match="signed this permit as Supervisor and cannot issue as 'HSE'"):
        move(database, "issued", person=SUPERVISOR, role="HSE")
    assert move(database, "issued").permit.status == "issued"


def test_editing_a_signed_draft_voids_its_signoffs(database: Database):
    signed_draft(database)
    database.save_permit(hot_work(notes="scope grew: second weld"))
    record = database.permit_record(PID)
    assert [s.current for s in record.signoffs] == [False, False]
    with pytest.raises(LifecycleError, match="were for an earlier version of the permit"):
        move(database, "issued")


def test_a_fail_validation_blocks_issue(database: Database):
    signed_draft(database)
    database.save_validation(Validation(permitId=PID, validationStatus="Fail", errors=["HW-CTRL-FIREWATCH: missing"]))
    with pytest.raises(LifecycleError, match="its latest validation is Fail"):
        move(database, "issued")
    assert database.get_permit(PID).status == "draft"
    assert [e.action for e in database.audit_for(PID)] == ["request", "signoff", "signoff"]
    database.save_validation(verdict(hot_work()))
    assert move(database, "issued").permit.status == "issued"


def test_lapsed_permit_cannot_be_reactivated_or_extended_only_reissued(database: Database):
    signed_draft(database)
    t0 = utcnow()
    issued = move(database, "issued", now=t0)
    assert (issued.permit.validFrom, issued.permit.validTo) == (t0, t0 + timedelta(hours=8))
    move(database, "active", person=REQUESTER, role="Performing Authority", now=t0 + timedelta(minutes=5))
    extended = database.extend_permit(
        PID, 2, HSE, "HSE", "welding took longer", HW_RULES, 24, now=t0 + timedelta(hours=7)
    )
    assert extended.permit.validTo == t0 + timedelta(hours=10)
    with pytest.raises(LifecycleError, match="valid for 30 h; the rulebook maximum for this type is 24 h"):
        database.extend_permit(PID, 20, HSE, "HSE", "more", HW_RULES, 24, now=t0 + timedelta(hours=8))
    move(database, "suspended", now=t0 + timedelta(hours=9))
    late = t0 + timedelta(hours=11)
    with pytest.raises(PermitLapsed, match="lapsed at .* and cannot be re-activated; re-issue it"):
        move(database, "active", validation=verdict(hot_work()), now=late)
    with pytest.raises(PermitLapsed, match="cannot be extended"):
        database.extend_permit(PID, 1, HSE, "HSE", "one more hour", HW_RULES, 24, now=late)
    assert database.get_permit(PID).status == "suspended"

    new = database.reissue_permit(PID, HSE, "HSE", "continue the weld tomorrow", HW_RULES, now=late)
    assert new.permit.permitId != PID and new.permit.status == "draft" and new.reissueOf == PID
    assert new.permit.permit.crossReferences == [PID] and new.permit.validFrom is None
    assert new.requestedBy == REQUESTER and new.signoffs == [] and new.latestValidation is None
    old = database.permit_record(PID)
    assert old.permit.status == "closed_incomplete" and old.reissuedAs == [new.permit.permitId]
    closing = [(e.action, e.toStatus) for e in old.audit[-2:]]
    assert closing == [("transition", "closed_incomplete"), ("reissue", "closed_incomplete")]
    with pytest.raises(LifecycleError, match="is draft; only a lapsed live permit"):
        database.reissue_permit(new.permit.permitId, HSE, "HSE", "again", HW_RULES, now=late)


def test_reactivation_needs_a_revalidation_after_the_suspension(database: Database):
    signed_draft(database)
    move(database, "issued")
    move(database, "active")
    move(database, "suspended")
    with pytest.raises(LifecycleError, match="needs a passing revalidation after its suspension"):
        move(database, "active")
    fail = Validation(permitId=PID, validationStatus="Fail", errors=["gas reading 12 % LEL"])
    with pytest.raises(LifecycleError, match="latest validation: Fail"):
        move(database, "active", validation=fail)
    assert move(database, "active", validation=verdict(hot_work())).permit.status == "active"


def test_full_cycle_audit_trail_is_ordered_and_immutable(database: Database):
    signed_draft(database)
    for to, person, role in [
        ("issued", HSE, "HSE"),
        ("active", REQUESTER, "Performing Authority"),
        ("suspended", SUPERVISOR, "Supervisor"),
        ("active", HSE, "HSE"),
        ("closed_complete", REQUESTER, "Performing Authority"),
    ]:
        validation = verdict(hot_work()) if to == "active" else None
        database.transition_permit(PID, to, person, role, f"reason for {to}", HW_RULES, validation=validation)
    entries = database.audit_for(PID)
    assert [(e.seq, e.action, e.person, e.fromStatus, e.toStatus) for e in entries] == [
        (1, "request", REQUESTER, "draft", "draft"),
        (2, "signoff", SUPERVISOR, "draft", "draft"),
        (3, "signoff", HSE, "draft", "draft"),
        (4, "transition", HSE, "draft", "issued"),
        (5, "transition", REQUESTER, "issued", "active"),
        (6, "transition", SUPERVISOR, "active", "suspended"),
        (7, "transition", HSE, "suspended", "active"),
        (8, "transition", REQUESTER, "active", "closed_complete"),
    ]
    assert [e.role for e in entries[3:]] == ["HSE", "Requester", "Supervisor", "HSE", "Requester"]
    assert entries[4].detail["roleGiven"] == "Performing Authority"
    assert entries[3].reason == "reason for issued" and "validFrom" in entries[3].detail
    assert all(a.at <= b.at for a, b in zip(entries, entries[1:], strict=False))
    with pytest.raises(LifecycleError, match="cannot go from closed_complete to suspended; allowed .*: none"):
        move(database, "suspended")

    for statement in (
        "UPDATE permit_audit SET reason = 'nothing happened'",
        "DELETE FROM permit_audit WHERE seq = 4",
        "UPDATE permit_signoffs SET person = 'Somebody Else'",
        "DELETE FROM permit_signoffs",
    ):
        with pytest.raises(DBAPIError, match="append-only"), database.engine.begin() as conn:
            conn.execute(sa.text(statement))
    if database.dialect == "postgresql":
        with pytest.raises(DBAPIError, match="append-only"), database.engine.begin() as conn:
            conn.execute(sa.text("TRUNCATE permit_audit"))
    assert database.audit_for(PID) == entries


def test_active_permits_are_the_live_ones(database: Database):
    t0 = utcnow()
    window = (t0 - timedelta(hours=1), t0 + timedelta(hours=12))

    def live() -> list[str]:
        return [p.permitId for p in database.active_permits("Plant-A", "Maintenance Workshop", *window)]

    signed_draft(database, hot_work(validFrom=t0))
    assert live() == [], "a draft is not authorised yet"
    move(database, "issued")
    assert live() == [PID]
    move(database, "active")
    move(database, "suspended")
    assert live() == [PID], "a suspended permit keeps its isolations in place"
    move(database, "closed_incomplete")
    assert live() == []


def test_unknown_permit_is_named(database: Database):
    with pytest.raises(PermitNotFound, match="PERM-HW-0404"):
        database.permit_record("PERM-HW-0404")
    with pytest.raises(PermitNotFound, match="PERM-HW-0404"):
        database.request_permit("PERM-HW-0404", REQUESTER)
