"""SIMOPS at request time, by location: real MCP clients (stdio, HTTP) and the permit database on both backends.

The issue's case: welding and a naphtha flange break 5 m apart in a pipe rack, filed under different area names,
gave "no conflicting pair". Now `permits_request` flags them by plot-plan distance, and neither permit can be issued
until both permits' issuing authorities have acknowledged the cross-reference.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from mcp_server.db import Database
from mcp_server.permits.contracts import Permit
from mcp_server.permits.field import simops_spot
from mcp_server.rules.field import Spot, find_conflicts, separation, spot_of
from tests.support.field import (
    AREA_AUTHORITY,
    FIELD,
    HSE,
    PASS,
    POINTS,
    REQUESTER,
    RULEBOOK,
    SUPERVISOR,
    call,
    fresh_id,
    refused,
    rule_of,
    template_permit,
    transition,
    transition_refused,
)
from tests.support.mcp_harness import connect
from tests.support.people_support import seed, seed_data_dir

pytest_plugins = ["tests.support.db_fixtures"]


@pytest.fixture
def people_seeded(shared_data_dir: Path) -> None:
    """The session servers' database holds the people these tests act as."""
    seed_data_dir(shared_data_dir)


async def saved(client, code: str, site: str, **extra: Any) -> str:
    pid = fresh_id(code)
    body = template_permit(code, pid, site=site, **extra)
    await call(client, "pdf_render", permit=body, validation={"permitId": pid, **PASS})
    return pid


async def test_welding_and_a_flange_break_5_m_apart_in_a_pipe_rack_are_flagged_at_request(mcp_target, people_seeded):
    site = f"Plant-{uuid.uuid4().hex[:8]}"  # the session's tool server is shared: keep this job to itself
    async with connect(mcp_target) as client:
        welding = await saved(client, "HW", site, area="Pipe Rack 3",
                              location={"x": 100.0, "y": 200.0, "equipment": ["PR-3 shoe 14"]})  # fmt: skip
        first = await call(client, "permits_request", permitId=welding, requestedBy=REQUESTER)
        assert first["simopsConflicts"] == []
        flange = await saved(client, "CW", site, area="Unit 2",
                             location={"x": 104.0, "y": 203.0, "equipment": ["12-NAP-204 F-7"]},
                             notes="Break naphtha flange F-7 on 12-NAP-204 to replace gasket")  # fmt: skip
        far = await saved(client, "CW", site, area="Pipe Rack 3", location={"x": 140.0, "y": 200.0})
        assert (await call(client, "permits_request", permitId=far, requestedBy=REQUESTER))["simopsConflicts"] == []

        got = await call(client, "permits_request", permitId=flange, requestedBy=REQUESTER)
        [conflict] = got["simopsConflicts"]
        assert conflict["ruleId"] == "FIELD-SIMOPS-HW-LINEBREAK" and not conflict["resolved"]
        assert {conflict["permitA"], conflict["permitB"]} == {welding, flange}
        assert "5.0 m apart by plot-plan coordinates" in conflict["detail"]
        cid = conflict["conflictId"]
        assert [c["conflictId"] for c in (await call(client, "permits_get", permitId=welding))["simopsConflicts"]] == [
            cid
        ]

        await call(client, "permits_signoff", permitId=welding, person=SUPERVISOR, role="Supervisor")
        await call(client, "permits_signoff", permitId=welding, person=HSE, role="HSE")
        text = await transition_refused(client, welding, "issued", HSE, "HSE")
        assert rule_of(text) == "FIELD-SIMOPS-ACK" and f"{cid} with {flange} (FIELD-SIMOPS-HW-LINEBREAK)" in text

        ack = {"conflictId": cid, "note": "sequenced: flange break first, gas-free before welding"}
        text = await refused(client, "simops_acknowledge", **ack, permitId=welding, person=REQUESTER, role="HSE")
        assert "requested this permit" in text
        half = await call(client, "simops_acknowledge", **ack, permitId=welding, person=HSE, role="HSE")
        assert not half["resolved"]
        assert rule_of(await transition_refused(client, welding, "issued", HSE, "HSE")) == "FIELD-SIMOPS-ACK"
        both = await call(client, "simops_acknowledge", **ack, permitId=flange, person=AREA_AUTHORITY,
                          role="Area Authority")  # fmt: skip
        flange_ack = both["ackB" if both["permitB"] == flange else "ackA"]
        assert both["resolved"] and flange_ack["by"] == {"name": "Abe Area", "personId": AREA_AUTHORITY}
        assert (await transition(client, welding, "issued", HSE, "HSE"))["status"] == "issued"
        audit = (await call(client, "permits_audit", permitId=flange))["entries"]
        assert [e["action"] for e in audit if e["action"].startswith("simops")] == ["simops", "simops_ack"]
        assert audit[-1]["detail"]["crossReference"] == welding


def spot(pid: str, **kw: Any) -> Spot:
    return Spot(permitId=pid, permitType=kw.pop("permitType", "Hot Work"), status=kw.pop("status", "issued"),
                site="Plant-A", **kw)  # fmt: skip


def test_location_rules():
    rules = FIELD.simops
    weld = spot("PERM-HW-0001", grid="C7", activities=["hot work"], area="Pipe Rack 1")
    vent = spot("PERM-CSE-0001", grid="D7", activities=["confined-space venting"], area="Tank Farm")
    assert separation(weld, vent, rules.gridCellMetres) == (0.0, "grid cells C7 and D7, about 0 m apart")
    assert [c.ruleId for c in find_conflicts(weld, [vent], rules)] == ["FIELD-SIMOPS-HW-CSVENT"]
    vent_far = vent.model_copy(update={"grid": "H7"})
    assert find_conflicts(weld, [vent_far], rules) == []
    t0 = datetime(2026, 12, 1, 7, tzinfo=UTC)
    earlier = vent.model_copy(update={"validFrom": t0, "validTo": t0 + timedelta(hours=4)})
    later = weld.model_copy(update={"validFrom": t0 + timedelta(hours=4), "validTo": t0 + timedelta(hours=8)})
    assert find_conflicts(later, [earlier], rules) == [], "windows that only touch do not overlap"
    closed = vent.model_copy(update={"status": "closed_complete"})
    assert find_conflicts(weld, [closed], rules) == []
    # No position on either: same area counts as near (safety first); different area does not.
    truck = spot("PERM-VEH-0001", activities=["vehicle entry"], area="Pipe Rack 1")
    bare = weld.model_copy(update={"grid": None})
    assert [c.ruleId for c in find_conflicts(bare, [truck], rules)] == ["FIELD-SIMOPS-HW-VEH"]
    assert find_conflicts(bare, [truck.model_copy(update={"area": "Jetty"})], rules) == []
    # Activities come from the rulebook: a Cold Work permit breaking containment is a line break.
    cw = Permit.model_validate(template_permit("CW", "PERM-CW-0001"))
    assert spot_of(cw, "draft", [], RULEBOOK, FIELD).activities == ["line break"]
    cse = Permit.model_validate(template_permit("CSE", "PERM-CSE-0002"))
    assert spot_of(cse, "draft", [], RULEBOOK, FIELD).activities == ["confined-space venting"]


def test_shared_isolation_and_planned_permits_on_each_database(database: Database):
    from mcp_server.deps import Deps
    from mcp_server.settings import Settings

    seed(database)
    deps = Deps(Settings())
    deps.__dict__["_db"] = database  # the fixture's database, the real rulebook and spot builder
    loto = Permit.model_validate(template_permit("LOTO", "PERM-LOTO-0001", area="Substation"))
    cse = Permit.model_validate(template_permit("CSE", "PERM-CSE-0001", area="Tank Farm"))
    unrequested = Permit.model_validate(template_permit("LOTO", "PERM-LOTO-0002", area="Substation"))
    for permit in (loto, cse, unrequested):
        database.save_permit(permit)
    database.request_permit(loto.permitId, REQUESTER)
    database.request_permit(cse.permitId, REQUESTER)
    from mcp_server.db.field import IsolationPoint

    points = [IsolationPoint.model_validate(p) for p in POINTS]
    database.create_isolation("MCC-3 and XV-2201", points, "Ivo", permit_ids=[loto.permitId, cse.permitId])
    database.create_isolation("same", points, "Ivo", permit_ids=[unrequested.permitId, loto.permitId])
    found = database.detect_conflicts(cse.permitId, simops_spot(deps), FIELD.simops)
    assert [(c.ruleId, c.permitA, c.permitB) for c in found] == [
        ("FIELD-SIMOPS-SHARED-ISOLATION", "PERM-CSE-0001", "PERM-LOTO-0001")
    ], "a draft without a requester is not planned yet"
    again = database.detect_conflicts(loto.permitId, simops_spot(deps), FIELD.simops)
    assert [c.conflictId for c in again] == [found[0].conflictId], "a pair is recorded once"
    assert [e.action for e in database.audit_for(loto.permitId)].count("simops") == 1

    def open_conflicts(pid: str) -> list[str]:
        with database.read() as session:
            state = database.field_state(session, database._permit_row(session, pid, lock=False))
        return [c.conflictId for c in state.conflicts if not c.resolved]

    assert open_conflicts(loto.permitId) == [found[0].conflictId]
    database.transition_permit(cse.permitId, "cancelled", REQUESTER, "Requester", "job dropped", [])
    assert open_conflicts(loto.permitId) == [], "a conflict with a cancelled permit no longer holds the other"
