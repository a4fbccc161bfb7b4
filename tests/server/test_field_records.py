"""Field records through real MCP clients (stdio, HTTP) and in the permit database on SQLite and PostgreSQL.

Isolation certificates hold a permit at activation until verified and cannot be removed under a live permit; gas
readings are judged against the permit's rows, a failing one stops the work, and the retest sweep (the tool and
the `permitflow permits sweep` command) suspends a permit whose retest is overdue.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from common.identity import mint_token
from mcp_server.db import Database
from mcp_server.db.field import IsolationPoint, ReadingIn
from mcp_server.errors import parse_failure
from mcp_server.permits.contracts import Permit
from mcp_server.permits.types import resolve_permit_type
from mcp_server.rules.field import HoldPointError, judge_reading, policy_for
from mcp_server.server import build_server
from tests.support.field import (
    FIELD,
    HSE,
    ISOLATOR,
    POINTS,
    REQUESTER,
    RULEBOOK,
    SUPERVISOR,
    TESTER,
    VERIFIER,
    call,
    draft,
    issued,
    name_of,
    pdf_text,
    refused,
    rule_of,
    template_permit,
    transition,
    transition_refused,
)
from tests.support.mcp_harness import ROOT, connect, http_server, http_transport, server_env
from tests.support.people_support import seed, seed_data_dir

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]


@pytest.fixture
def people_seeded(shared_data_dir: Path) -> None:
    """The session servers' database holds the people these tests act as."""
    seed_data_dir(shared_data_dir)


async def test_isolation_certificate_holds_shared_loto_permits_over_each_transport(mcp_target, people_seeded):
    async with connect(mcp_target) as client:
        first, second = await issued(client, "LOTO"), await issued(client, "LOTO")
        text = await transition_refused(client, first, "active", REQUESTER, "Performing Authority")
        assert "no isolation certificate is linked" in text and rule_of(text) == "FIELD-ISO-VERIFIED"

        cert = await call(
            client, "isolations_create", description="P-101A pump motor and suction valve", points=POINTS,
            isolatedBy=ISOLATOR, site="Plant-A", area="Maintenance Workshop",
            permitIds=[first],
        )  # fmt: skip
        cid = cert["certificateId"]
        assert cert["status"] == "isolated" and cert["permits"] == [first]
        assert [p["lockTag"] for p in cert["points"]] == ["L-0417", "L-0418"]
        assert cert["isolatedBy"] == {"name": name_of(ISOLATOR), "personId": ISOLATOR}
        shared = await call(client, "isolations_link", certificateId=cid, permitId=second, person=SUPERVISOR)
        assert shared["permits"] == sorted([first, second])

        text = await transition_refused(client, first, "active", REQUESTER, "Performing Authority")
        assert f"isolation certificate(s) {cid} (isolated) not verified" in text
        assert rule_of(text) == "FIELD-ISO-VERIFIED"
        text = await refused(
            client, "isolations_verify", certificateId=cid, verifiedBy=ISOLATOR, method="prove_dead",
            detail="tested dead",
        )  # fmt: skip
        assert "applied this isolation and cannot verify it" in text and rule_of(text) == "FIELD-ISO-INDEPENDENT"
        verified = await call(
            client, "isolations_verify", certificateId=cid, verifiedBy=VERIFIER, method="prove_dead",
            detail="tester proven on live source before and after; 0 V phase-phase and phase-earth at P-101A",
        )  # fmt: skip
        assert verified["status"] == "verified"
        assert verified["verifiedBy"] == {"name": name_of(VERIFIER), "personId": VERIFIER}

        text = await transition_refused(client, first, "active", HSE, "HSE")
        assert f"{HSE} cannot accept it; its performing authority on record is {REQUESTER}" in text
        assert rule_of(text) == "FIELD-ACCEPT-PA"
        # Sharing a certificate is a SIMOPS conflict: both issuing authorities acknowledge the cross-reference.
        text = await transition_refused(client, first, "active", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-SIMOPS-ACK" and "FIELD-SIMOPS-SHARED-ISOLATION" in text
        [conflict] = (await call(client, "permits_get", permitId=first))["simopsConflicts"]
        for pid in (first, second):
            await call(client, "simops_acknowledge", conflictId=conflict["conflictId"], permitId=pid, person=HSE,
                       role="HSE", note="one isolation for both jobs; neither removes it alone")  # fmt: skip
        active = await transition(client, first, "active", REQUESTER, "Performing Authority")
        assert active["status"] == "active"

        text = await refused(client, "isolations_deisolate", certificateId=cid, person=ISOLATOR, reason="job done")
        assert f"{first} (active)" in text and f"{second} (issued)" in text
        assert rule_of(text) == "FIELD-ISO-LIVE-PERMIT"

        field = await call(client, "permits_field", permitId=first)
        assert field["needsIsolation"] and [c["certificateId"] for c in field["isolations"]] == [cid]
        assert field["acceptedBy"] == REQUESTER
        audit = (await call(client, "permits_audit", permitId=first))["entries"]
        iso = [e["reason"] for e in audit if e["action"] == "isolation"]
        assert len(iso) == 2 and iso[1].startswith(f"isolation {cid} verified (prove_dead)")
        accept = next(e for e in audit if e["toStatus"] == "active")
        assert accept["detail"]["holdPoint"] == "acceptance" and accept["detail"]["isolations"] == [cid]

        await transition(client, first, "suspended", SUPERVISOR, "Supervisor")
        await transition(client, first, "closed_incomplete", SUPERVISOR, "Supervisor")
        await transition(client, second, "cancelled", SUPERVISOR, "Supervisor")
        gone = await call(client, "isolations_deisolate", certificateId=cid, person=ISOLATOR, reason="job done")
        assert gone["status"] == "de_isolated" and gone["deisolatedBy"]["personId"] == ISOLATOR
        third = await draft(client, "LOTO")
        text = await refused(client, "isolations_link", certificateId=cid, permitId=third, person=SUPERVISOR)
        assert "is de-isolated; no permit can depend on it" in text
        text = await refused(client, "isolations_get", certificateId="IC-99999")
        assert parse_failure(text).error_code == "ERR_CONNECTOR_NOT_FOUND"


async def test_gas_readings_are_judged_against_the_permit_rows_over_each_transport(mcp_target, people_seeded):
    async with connect(mcp_target) as client:
        pid = await issued(client, "HW", gasTests=[{"gas": "LEL", "limit": "< 5 % LEL"}])
        text = await transition_refused(client, pid, "active", REQUESTER, "Performing Authority")
        assert "no LEL reading on the gas-test log" in text and rule_of(text) == "FIELD-GAS-HW"

        reading = {"permitId": pid, "instrumentId": "GX-2009 #118", "bumpTestedOn": date.today().isoformat(),
                   "tester": TESTER, "substance": "LEL", "unit": "% LEL"}  # fmt: skip
        text = await refused(client, "gas_record", **{**reading, "bumpTestedOn": "2020-01-01"}, value=3)
        assert "was bump-tested on 2020-01-01" in text and rule_of(text) == "FIELD-GAS-BUMP"
        text = await refused(client, "gas_record", **{**reading, "substance": "H2S", "unit": "ppm"}, value=1)
        assert "no gas-test row for 'H2S'" in text and parse_failure(text).error_code == "ERR_INVALID_INPUT"
        text = await refused(client, "gas_record", **{**reading, "unit": "ppm"}, value=1)
        assert "LEL is tested in % on permit" in text
        future = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
        assert "is in the future" in await refused(client, "gas_record", **reading, value=1, measuredAt=future)

        failing = await call(client, "gas_record", **reading, value=6)
        assert failing["passed"] is False and failing["reading"]["limit"] == "< 5 % LEL and < 10 % LEL"
        text = await transition_refused(client, pid, "active", REQUESTER, "Performing Authority")
        assert "fails '< 5 % LEL and < 10 % LEL'" in text
        ok = await call(client, "gas_record", **reading, value=0)
        assert ok["passed"] is True and ok["suspended"] is False
        await transition(client, pid, "active", REQUESTER, "Performing Authority")

        stop = await call(client, "gas_record", **reading, value=7.5)
        assert stop["suspended"] is True and stop["status"] == "suspended"
        text = pdf_text(stop["pdfUrl"])  # re-drawn: the stamp says stop, the failing reading is on the log
        assert stop["pdfError"] is None and "SUSPENDED — STOP WORK" in text and "ACTIVE — WORK" not in text
        assert f"GT-{stop['reading']['id']}" in text and "7.5 % LEL" in text
        field = await call(client, "permits_field", permitId=pid)
        assert [(r["value"], r["passed"]) for r in field["gasLog"]] == [(6, False), (0, True), (7.5, False)]
        assert field["gasTestRows"] == [{"gas": "LEL", "limit": "< 5 % LEL and < 10 % LEL", "unit": "%"}]
        audit = (await call(client, "permits_audit", permitId=pid))["entries"]
        assert audit[-1]["action"] == "transition" and "gas reading fails" in audit[-1]["reason"]


async def test_an_extension_prints_the_real_window_and_a_revalidation_row(mcp_target, people_seeded):
    """After a 2 h extension the form's MAX VALIDITY is the window start → new end, never the hours requested."""
    async with connect(mcp_target) as client:
        pid = await issued(client, "HW")
        extended = await call(client, "permits_extend", permitId=pid, hours=2, person=HSE, role="HSE",
                              reason="the weld takes longer")  # fmt: skip
    start, end = (datetime.fromisoformat(extended[k]) for k in ("validFrom", "validTo"))
    hours = (end - start).total_seconds() / 3600
    assert hours == extended["permit"]["validityHours"] + 2
    text = pdf_text(extended["pdfUrl"])
    assert f"MAX VALIDITY {hours:g} hours, incl. 2 h extension" in text
    assert f"({hours:g} h), including 2 h of extension" in text, "the stamp says the same"
    assert f"{extended['permit']['validityHours']} hours" not in text
    row = text[text.index("REVALIDATION AND SHIFT HANDOVER") :]
    assert f"Extended +2 h to {end:%Y-%m-%d %H:%M} UTC" in row and f"{name_of(HSE)} ({HSE}), HSE" in row


def test_gas_log_is_append_only_and_rows_are_judged(database: Database):
    seed(database)
    permit = Permit.model_validate(template_permit("CSE", "PERM-CSE-0001"))
    database.save_permit(permit)
    o2 = judge_reading(permit, RULEBOOK, "oxygen", 20.9, "%")
    assert o2.passed and o2.gas == "O2" and o2.ruleIds == ["CSE-GAS-O2"]
    assert not judge_reading(permit, RULEBOOK, "O2", 19.0, "%").passed
    assert not judge_reading(permit, RULEBOOK, "H2S", 12, "ppm").passed
    now = datetime.now(UTC)
    reading = ReadingIn(instrumentId="MX4 #7", bumpTestedOn=now.date(), substance="O2", value=20.9, unit="%",
                        measuredAt=now, tester=name_of(TESTER), testerId=TESTER)  # fmt: skip
    stored, suspended = database.record_gas_reading(permit.permitId, reading, o2, FIELD.bumpTest, FIELD.readingAge)
    assert stored.passed and not suspended and stored.tester.personId == TESTER
    with pytest.raises(DBAPIError, match="gas_readings is append-only"), database.engine.begin() as conn:
        conn.execute(sa.text("UPDATE gas_readings SET value = 21 WHERE id = :i"), {"i": stored.id})
    with pytest.raises(DBAPIError, match="gas_readings is append-only"), database.engine.begin() as conn:
        conn.execute(sa.text("DELETE FROM gas_readings"))
    assert [r.value for r in database.gas_log(permit.permitId)] == [20.9]
    old = reading.model_copy(update={"measuredAt": now - timedelta(hours=30)})
    with pytest.raises(HoldPointError, match="FIELD-GAS-READING-TIME"):
        database.record_gas_reading(permit.permitId, old, o2, FIELD.bumpTest, FIELD.readingAge)


def test_isolation_storage_on_each_database(database: Database):
    seed(database)
    permit = Permit.model_validate(template_permit("LOTO", "PERM-LOTO-0001"))
    database.save_permit(permit)
    points = [IsolationPoint.model_validate(p) for p in POINTS]
    cert = database.create_isolation(
        "pump", points, name_of(ISOLATOR), isolated_by_id=ISOLATOR, permit_ids=[permit.permitId]
    )
    again = database.link_isolation(cert.certificateId, permit.permitId, name_of(SUPERVISOR), person_id=SUPERVISOR)
    assert again.permits == [permit.permitId], "linking twice changes nothing"
    policy = policy_for(permit, RULEBOOK, FIELD)
    assert policy.isolation is not None and policy.gas is None and policy.fireWatch is None
    with pytest.raises(HoldPointError, match="FIELD-ISO-INDEPENDENT"):
        database.verify_isolation(
            cert.certificateId, " ivo  ISOLATOR", "zero_energy", "x", FIELD.isolationIndependentVerification
        )
    with pytest.raises(HoldPointError, match="FIELD-ISO-INDEPENDENT"):
        database.verify_isolation(
            cert.certificateId, "Someone", "zero_energy", "x", FIELD.isolationIndependentVerification,
            verified_by_id=ISOLATOR,
        )  # fmt: skip
    done = database.verify_isolation(
        cert.certificateId, name_of(VERIFIER), "zero_energy", "gauge 0 bar", FIELD.isolationIndependentVerification,
        verified_by_id=VERIFIER,
    )  # fmt: skip
    assert done.status == "verified" and done.verifyMethod == "zero_energy"
    assert [c.status for c in database.permit_isolations(permit.permitId)] == ["verified"]
    # A Cold Work permit that breaks containment carries the rulebook's isolation control: it depends on isolation.
    cold = Permit.model_validate(template_permit("CW", "PERM-CW-0001"))
    assert policy_for(cold, RULEBOOK, FIELD).isolation is not None
    lift = Permit.model_validate(template_permit("LIFT", "PERM-LIFT-0001"))
    assert policy_for(lift, RULEBOOK, FIELD).isolation is None


async def test_sweep_suspends_an_overdue_retest_as_a_command(db_target: DbTarget):
    """A reading taken just inside the interval lets the permit start; once it runs out the sweep stops the work."""
    server = build_server(db_target.settings())
    seed(server.deps.db)
    rule = FIELD.gas_rule(resolve_permit_type("HW"))
    assert rule is not None
    interval = rule.retestMinutes
    async with connect(server) as client:
        pid = await issued(client, "HW")
        taken = datetime.now(UTC) - timedelta(minutes=interval) + timedelta(seconds=12)
        # bump-tested the day the reading was taken (date.today() failed this test just after midnight UTC: a
        # reading from yesterday with a bump test dated today is rightly refused)
        await call(client, "gas_record", permitId=pid, instrumentId="GX #1", bumpTestedOn=taken.date().isoformat(),
                   substance="LEL", value=0, unit="%", tester=TESTER, measuredAt=taken.isoformat())  # fmt: skip
        await transition(client, pid, "active", REQUESTER, "Performing Authority")
        assert (await call(client, "permits_sweep"))["suspended"] == []
        field = await call(client, "permits_field", permitId=pid)
        assert datetime.fromisoformat(field["nextRetestDue"]) == taken + timedelta(minutes=interval)
        while datetime.now(UTC) <= taken + timedelta(minutes=interval):
            await asyncio.sleep(1)
    server.deps.db.dispose()
    env = server_env(db_target.data_dir, **db_target.server_env)
    done = subprocess.run(
        [sys.executable, "-m", "permitflow.cli", "permits", "sweep"], env=env, cwd=ROOT, capture_output=True,
        text=True, timeout=120, check=True,
    )  # fmt: skip
    out = json.loads(done.stdout)
    assert [s["permitId"] for s in out["suspended"]] == [pid] and "FIELD-GAS-HW" in out["suspended"][0]["reason"]
    db = Database(db_target.url)
    try:
        record = db.permit_record(pid)
        assert record.permit.status == "suspended"
        assert (
            record.audit[-1].person == "PermitFlow retest sweep" and record.audit[-1].detail["ruleId"] == "FIELD-GAS-HW"
        )
        assert record.pdf is not None, "the sweep re-draws the permit it suspends"
        text = pdf_text(record.pdf.url)
        assert "SUSPENDED — STOP WORK" in text and "periodic gas retest due" in text
    finally:
        db.dispose()


@pytest.mark.slow
async def test_over_http_field_people_are_the_token_subject(db_target: DbTarget):
    """A person token acts as its subject in every field step; naming someone else is refused, an unknown id too."""
    db = Database(db_target.url)
    db.migrate()
    seed(db)
    secret = "field-test-secret-0123456789abcdef"
    env = {**db_target.server_env, "PERMITFLOW_JWT_SECRET": secret, "PERMITFLOW_MCP_TOKEN": "field-service-token"}

    def as_person(sub: str) -> Any:
        return http_transport(url, mint_token(secret, sub))

    with http_server(db_target.data_dir, **env) as url:
        async with connect(http_transport(url, "field-service-token")) as service:
            pid = await draft(service, "LOTO")
            text = await refused(service, "isolations_create", description="pump P-101A", points=POINTS)
            assert parse_failure(text).error_code == "ERR_INVALID_INPUT" and "isolatedBy is required" in text
            text = await refused(
                service, "isolations_create", description="pump P-101A", points=POINTS, isolatedBy="nobody.here"
            )
            assert "'nobody.here' is not in the people directory" in text
        async with connect(as_person(ISOLATOR)) as ivo:
            cert = await call(ivo, "isolations_create", description="pump P-101A", points=POINTS, permitIds=[pid])
        assert cert["isolatedBy"] == {"name": name_of(ISOLATOR), "personId": ISOLATOR}
        async with connect(as_person(VERIFIER)) as vera:
            text = await refused(vera, "isolations_verify", certificateId=cert["certificateId"], method="prove_dead",
                                 detail="tested dead", verifiedBy=ISOLATOR)  # fmt: skip
            assert parse_failure(text).error_code == "ERR_UNAUTHORIZED"
            assert f"does not match the signed-in person '{VERIFIER}'" in text
            done = await call(vera, "isolations_verify", certificateId=cert["certificateId"], method="prove_dead",
                              detail="tester proven before and after; 0 V")  # fmt: skip
        assert done["verifiedBy"]["personId"] == VERIFIER
        audit = (await call_http(url, "field-service-token", "permits_audit", permitId=pid))["entries"]
        assert [e["person"] for e in audit if e["action"] == "isolation"] == [ISOLATOR, VERIFIER]
    db.dispose()


async def call_http(url: str, token: str, tool: str, **arguments: Any) -> dict[str, Any]:
    async with connect(http_transport(url, token)) as client:
        return await call(client, tool, **arguments)
