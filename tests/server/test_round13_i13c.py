"""Issue 12, round 13 (i13c): permit content on the blind set tune12, as classes written in other words.

Live sources: more ways a text says plant beside the job stays live, each listed by the clause that says it, so a
point isolated earlier in the same sentence stays an isolation point. Scope statements: a change log's permit flag
switched to no, and "no work on height" (a translated "at height"), keep the described work's permit with a
SCOPE-CONFLICT. Isolation points: numbered machines in one entry, a board's circuit, a second slashed valve, and a
numbered cell that is not among the live ones.
"""

import pytest

from agent_client.agents.policy import isolation_candidates
from tests.support.hazards import codes, run

LIVE = [
    # (description, equipment, words the live list must hold)
    ("Replace the drain valve on our branch; the main header stays pressurised from the booster pump.", None, "header"),
    ("Paint the bund wall. Tank T-12 in the bund stays in gasoline service.", None, "t-12"),
    ("Swap the vibration probe on the fan which is in operation.", ["Fan F-9"], "fan"),
    ("Change the gauge on the feed line. The heater is running.", ["Heater H-4"], "heater"),
    ("Calibrate LT-20. H-4 on line at 12 bar.", None, "h-4"),
    ("Fan 3 motor locked off at MCC-2, cells 4-5 running.", None, "cells 4-5"),
    ("Ops put LCV-12 on its manual bypass, then the tech swaps the I/P.", None, "lcv-12"),
    ("[pipe]\nstatus = in service 15 barg", None, "[pipe]"),
    ("Bay 4 coned off; tankers keep using 2 and 3.", None, "keep using"),
    ("The 230 V supply from the UPS board stays live when the incomer is off.", None, "ups"),
    ("Replace the lagging. Pump P-9 out of service with P-8 in auto.", None, "p-8"),
    ("Pot-hole to find the live 33 kV export cable before piling.", None, "export cable"),
    ("Clean the spare nozzle of crude tank TK-9 (in service) and refit the blind.", None, "tk-9"),
]


@pytest.mark.parametrize(("text", "equipment", "word"), LIVE)
def test_a_source_said_to_stay_live_is_listed(text: str, equipment: list[str] | None, word: str) -> None:
    live = " ".join(run(text, equipment=equipment).liveSources).lower()
    assert word in live


def test_the_point_isolated_before_the_comma_is_not_listed_live() -> None:
    live = run("Fan 3 motor locked off at MCC-2, cells 4-5 running.").liveSources
    assert live and all("mcc-2" not in s.lower() for s in live)


NOT_LIVE = [
    "P-12 is in AUTO standby and will autostart on low header pressure; lock it off at MCC-3 before work.",
    "Hot-swap the failed disk in server rack 2 (live migration of the VMs first).",
    "1. Confirm PTW-551 is live and the cables are proven dead.",
]


@pytest.mark.parametrize("text", NOT_LIVE)
def test_a_machine_to_be_isolated_or_a_word_live_elsewhere_is_no_live_source(text: str) -> None:
    assert run(text).liveSources == []


def test_a_change_log_flag_switched_to_no_keeps_the_entry_permit_with_a_conflict() -> None:
    result = run(
        "Audit trail\n2027-01-03 08:12 pdk  Confined space entry  Y -> N\nBody (unchanged): vessel V-40 drained and "
        "blinded; fitter enters through the 20in manway with the attendant at the hole to replace the baffle bolts."
    )
    assert "CSE" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_no_work_on_height_conflicts_with_a_platform_open_at_the_back() -> None:
    result = run(
        "There is no work on height. The gauge is at 2.4 m. The fitter stands on top of the mobile steps (platform "
        "1.5 m, open at the back, no handrail)."
    )
    assert "WAH" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_no_work_on_height_alone_clears_a_floor_job() -> None:
    assert "WAH" not in codes(run("No work on height. Replace the pump coupling insert at floor level."))


def _points(description: str, equipment: list[str] | None = None, live: list[str] | None = None) -> list[str]:
    order = {"id": "T", "description": description, "jobPlan": "", "equipment": equipment or []}
    return [p.lower() for p in isolation_candidates(order, live or [])]


def test_numbered_machines_in_one_entry_are_one_point_each() -> None:
    assert {"fan 1", "fan 2"} <= set(_points("Fans 1 and 2 locked off.", ["Fans 1 and 2"]))


def test_a_board_circuit_is_part_of_the_point() -> None:
    assert "db-4 circuit 12" in _points("Supply 230 V, isolate at DB-4 cct 12 and lock.")


def test_the_second_slashed_valve_is_a_point() -> None:
    points = _points("Header section isolated at V-51/V-52 and drained.")
    assert any("v-51" in p for p in points) and "v-52" in points


def test_a_numbered_cell_not_among_the_live_ones_stays_a_point() -> None:
    live = ["CT-4 cells 1-2 stay in service"]
    assert "ct-4 cell 3 fan 90 kw" in _points("Cell 3 fan locked off at MCC.", ["CT-4 cell 3 fan 90 kW"], live)
    assert "ct-4 cell 2 fan 90 kw" not in _points("Cell 3 fan locked off.", ["CT-4 cell 2 fan 90 kW"], live)
