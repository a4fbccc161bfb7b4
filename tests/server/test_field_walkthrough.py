"""One hot-work job end to end on SQLite and PostgreSQL, through an MCP client, with every shortcut refused.

request → isolation certificate verified → issue → gas test → accept → suspend → retest → re-activate →
hand-back → fire-watch hold → close. Each shortcut the issue found ("closed complete one minute after
re-activation", "re-activation needs no retest", ...) is tried on the way and refused with its rule id. The
tool server's clock cannot be moved, so the close 61 minutes after the hot work ended runs the same code path as
`permits_transition` (`Lifecycle.apply` → `transition_permit` with the hold points) with an explicit `now`.
"""

from __future__ import annotations

import hashlib
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

import pytest

from mcp_server.pdf.versions import alias_key
from mcp_server.permits.lifecycle import Lifecycle
from mcp_server.rules.field import HoldPointError, policy_for
from mcp_server.server import build_server
from tests.support.field import (
    HSE,
    ISOLATOR,
    PASS,
    POINTS,
    REQUESTER,
    SUPERVISOR,
    TESTER,
    VERIFIER,
    call,
    name_of,
    pdf_text,
    refused,
    rule_of,
    template_permit,
    transition,
    transition_refused,
)
from tests.support.mcp_harness import connect
from tests.support.people_support import seed

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]
FIRE_WATCH = "Fiona Firewatch"
BREAK_CONTAINMENT = "Equipment isolated, drained, depressurized and verified before breaking containment"


async def test_hot_work_job_end_to_end_with_every_shortcut_refused(db_target: DbTarget):
    server = build_server(db_target.settings())
    deps = server.deps
    seed(deps.db)
    async with connect(server) as client:
        pid = (await call(client, "ids_new_permit_id", permitType="Hot Work"))["permitId"]
        body = template_permit("HW", pid, gasTests=[{"gas": "LEL", "limit": "< 10 % LEL"}])
        body["controls"].append(BREAK_CONTAINMENT)  # welding on a line that is opened: depends on isolation
        await call(client, "pdf_render", permit=body, validation={"permitId": pid, **PASS})
        await call(client, "permits_request", permitId=pid, requestedBy=REQUESTER)
        await call(client, "permits_signoff", permitId=pid, person=SUPERVISOR, role="Supervisor")
        await call(client, "permits_signoff", permitId=pid, person=HSE, role="HSE")

        # Isolation certificate: applied, then verified by someone else.
        cert = await call(client, "isolations_create", description="Line 12-HC-204 at flange F-7", points=POINTS,
                          isolatedBy=ISOLATOR, permitIds=[pid])  # fmt: skip
        cid = cert["certificateId"]
        await transition(client, pid, "issued", HSE, "HSE")
        text = await transition_refused(client, pid, "active", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-ISO-VERIFIED", "an isolation recorded but never verified does not count"
        await call(client, "isolations_verify", certificateId=cid, verifiedBy=VERIFIER, method="zero_energy",
                   detail="drained and vented; PG-12 reads 0 bar; try-start of P-101A failed")  # fmt: skip

        # Gas test before work.
        text = await transition_refused(client, pid, "active", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-GAS-HW" and "no LEL reading" in text, "activation needs a gas test"
        reading = {"permitId": pid, "instrumentId": "GX-2009 #118", "bumpTestedOn": date.today().isoformat(),
                   "substance": "LEL", "unit": "% LEL", "tester": TESTER}  # fmt: skip
        await call(client, "gas_record", **reading, value=0)

        # Acceptance: the performing authority, nobody else.
        text = await transition_refused(client, pid, "active", SUPERVISOR, "Supervisor")
        assert rule_of(text) == "FIELD-ACCEPT-PA"
        await transition(client, pid, "active", REQUESTER, "Performing Authority")
        text = await refused(client, "isolations_deisolate", certificateId=cid, person=ISOLATOR, reason="early")
        assert rule_of(text) == "FIELD-ISO-LIVE-PERMIT"

        # Suspend; re-activation needs a retest taken after the suspension.
        await transition(client, pid, "suspended", SUPERVISOR, "Supervisor")
        text = await transition_refused(client, pid, "active", HSE, "HSE")
        assert rule_of(text) == "FIELD-GAS-HW" and "from before the suspension" in text, "re-activation needs a retest"
        await call(client, "gas_record", **reading, value=1)
        reactivated = await transition(client, pid, "active", HSE, "HSE")
        assert reactivated["status"] == "active"

        # "Closed complete one minute after re-activation": no hand-back, no fire watch.
        text = await transition_refused(client, pid, "closed_complete", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-HANDBACK-AA" and "has not handed it back" in text
        text = await refused(client, "permits_handback", permitId=pid, person=REQUESTER, note="welds done")
        assert rule_of(text) == "FIELD-FIREWATCH-HW" and "must name the post-work fire watch" in text
        text = await refused(client, "permits_handback", permitId=pid, person=SUPERVISOR, note="welds done",
                             fireWatch=FIRE_WATCH)  # fmt: skip
        assert rule_of(text) == "FIELD-HANDBACK-AA", "only the performing authority hands back"
        handed = await call(client, "permits_handback", permitId=pid, person=REQUESTER,
                            note="welds done, area cleaned", fireWatch=FIRE_WATCH)  # fmt: skip
        text = pdf_text(handed["pdfUrl"])  # a new revision: the hand-back and the fire watch are printed
        assert handed["pdfError"] is None and "Handed back by performing authority" in text
        assert (
            f"FIRE WATCH Fire watch (name) Hand-back (UTC) Post-work watch: until (UTC) Signature {FIRE_WATCH}" in text
        )
        text = await transition_refused(client, pid, "closed_complete", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-HANDBACK-AA" and "not yet accepted by the area authority" in text
        text = await refused(client, "permits_handback_accept", permitId=pid, person=REQUESTER, role="Supervisor",
                             note="fine")  # fmt: skip
        assert rule_of(text) == "FIELD-HANDBACK-AA" and "requested this permit" in text
        accepted = await call(client, "permits_handback_accept", permitId=pid, person=SUPERVISOR,
                              role="Supervisor", note="site inspected, hot work area wetted down")  # fmt: skip
        assert accepted["pdfUrl"] != handed["pdfUrl"], "the acceptance is a new revision of the form"
        text = pdf_text(accepted["pdfUrl"])
        assert f"Hand-back accepted by area authority {name_of(SUPERVISOR)}" in text
        text = await transition_refused(client, pid, "closed_complete", REQUESTER, "Performing Authority")
        assert rule_of(text) == "FIELD-FIREWATCH-HW" and f"the fire watch ({FIRE_WATCH}) runs 60 min" in text

        field = await call(client, "permits_field", permitId=pid)
        until = datetime.fromisoformat(field["handback"]["fireWatchUntil"])
        assert field["handback"]["acceptedBy"] == SUPERVISOR and field["fireWatchMinutes"] == 60
        assert until == datetime.fromisoformat(field["handback"]["workEndedAt"]) + timedelta(minutes=60)
        assert [r["value"] for r in field["gasLog"]] == [0, 1]

    # The fire watch runs its hour: the same step the tool takes, 59 and then 61 minutes on.
    lc = Lifecycle(deps)
    record = lc.record(pid)
    holds = policy_for(record.permit.permit, deps.rulebook, deps.field_rules)

    def close(at: datetime) -> Any:
        return lc.apply(
            lambda render: deps.db.transition_permit(
                pid, "closed_complete", REQUESTER, "Performing Authority", "job complete, fire watch stood down",
                lc.rules_for(record), render=render, holds=holds, now=at,
            ),
            pdf_required=False,
        )  # fmt: skip

    with pytest.raises(HoldPointError, match="FIELD-FIREWATCH-HW"):
        deps.db.transition_permit(pid, "closed_complete", REQUESTER, "Performing Authority", "early",
                                  lc.rules_for(record), holds=holds, now=until - timedelta(minutes=1))  # fmt: skip
    closed = close(until + timedelta(minutes=1))
    assert closed.status == "closed_complete" and closed.pdfError is None
    stored = deps.db.permit_record(pid).pdf
    assert stored is not None and stored.url == closed.pdfUrl, "the database names the closed revision"
    published = deps.blobstore.get(alias_key(pid))  # the permit's stable PDF is that revision too
    assert hashlib.sha256(published).hexdigest() == stored.sha256
    text = pdf_text(closed.pdfUrl)
    assert "Close-out — Closed complete Work complete" in text, "the close-out block is filled in"
    page_one = text[: text.find("Page 1 of")]
    assert "CLOSED — WORK COMPLETE" in page_one and "VALIDATION PASSED" not in page_one, "the stamp follows the status"
    for expected in ("ISOLATION REGISTER", "L-0417", f"verified by {name_of(VERIFIER)} (zero_energy)", "GAS-TEST LOG",
                     "GX-2009 #118", "ACCEPTANCE, HAND-BACK AND CLOSE-OUT", "Accepted by performing authority",
                     f"fire watch {FIRE_WATCH}", "Hand-back accepted by area authority", "Closed complete",
                     f"Name (performing authority) {name_of(REQUESTER)} Signature e-signed in PermitFlow"):  # fmt: skip
        assert expected in text, expected
    async with connect(server) as client:
        gone = await call(client, "isolations_deisolate", certificateId=cid, person=ISOLATOR, reason="job closed")
        assert gone["status"] == "de_isolated"
        trail = await call(client, "permits_audit", permitId=pid)
        audit = trail["entries"]
    assert trail["chainIntact"], "every field entry (isolation, gas test, hand-back) is sealed into the hash chain"
    assert deps.db.verify_audit() == [], "what `permitflow audit verify` checks: no broken link in any permit"
    steps = [(e["action"], e["toStatus"]) for e in audit]
    assert steps[-2:] == [("transition", "closed_complete"), ("isolation", "closed_complete")]
    assert ("handback", "active") in steps and ("handback_accept", "active") in steps
    assert sum(1 for a, _ in steps if a == "gas_test") == 2
    deps.db.dispose()
