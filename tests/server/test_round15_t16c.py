"""Issue 12 round 15, helper t16c: over-called permits on the blind tune set tune16.

- UET-005 (Hot Work): a weld repair reported "finished yesterday, hot work permit ... signed off" beside an order whose
  own work is housekeeping only ("Broom and bucket only") is work reported over, set aside with its reason listed;
  work still to do beside it keeps its permit.
- UET-026 (Hot Work): a clause headed "SIMOPS:" names another job's work ("welding at grade near the base of C-101,
  same window"), a SIMOPS-NEIGHBOUR finding, not this job's permit.
- UET-007 (Hot Work, Lifting): "Welds at deck level" says where the welds are (the semantic layer read the noun as
  welding); a crane whose slew this job restricts, or whose driver it keeps radio contact with, is not a lift.
- UET-028 (Electrical/LOTO): a sonar "lowered on its cable" hangs on a line, not an electrical cable, so "scraper
  bridge keeps running, take readings" is no live electrical work.
"""

from __future__ import annotations

import pytest

from tests.support.hazards import permits, run, types

# ---------------------------------------------------------------- UET-005: work reported over, housekeeping only


@pytest.mark.parametrize(
    "text",
    [
        "Weld repair on P-7 baseplate finished yesterday, hot work permit HW-27-0418 signed off, 60 min fire watch "
        "done. Tidy up: sweep floor, pick up rod stubs, return the fire blanket to the cabinet. Broom and bucket only.",
        "Hot work on tank T-4 roof finished yesterday. Today housekeeping only: collect rod stubs and sweep the roof.",
        "Welding of the new handrail completed last shift. Sweep up the spatter and bag the waste; brush and shovel "
        "only.",
    ],
)
def test_work_reported_over_beside_housekeeping_only_is_set_aside(text: str) -> None:
    result = run(text)
    assert "Hot Work" not in types(result)
    assert any("work reported" in n.reason and "only" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        # the work still to do keeps its permit
        "Welding on P-7 baseplate finished yesterday but the DPI failed: grind out and re-weld today. Broom and bucket "
        "only for the clean-up afterwards.",
        # housekeeping only after the work, under a time clause: the welding is still to do
        "Sweep up only after the welding on the handrail is done.",
        "Tidy up only: welding of the handrail to be finished today.",
        # a permit signed off (authorised) before the work
        "Hot work permit signed off by the area authority. Weld the new bracket on P-7. Broom and bucket only for the "
        "clean-up.",
        # no housekeeping-only statement: the reported work keeps its permit for a person to judge
        "Weld repair on P-7 finished yesterday, hot work permit HW-27-0418 issued. Tidy up the area and sweep.",
    ],
)
def test_work_still_to_do_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


# ---------------------------------------------------------------- UET-026: a SIMOPS line names another job


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "3 fitters enter C-101 thru MW-4 to install tray panels (bolted, no hot work inside). Hole watch at MW-4.\n"
            "SIMOPS: welding at grade near the base of C-101, same window.",
            "Hot Work",
        ),
        (
            "Replace the gasket on the FV-12 flange, line drained and isolated by ops. SIMOPS: grinding on the pipe "
            "rack 15 m east, same shift.",
            "Hot Work",
        ),
        (
            "Inspect the cooling tower fan deck from the walkway. SIMOPS - crane lift of the new fan motor by the "
            "project team.",
            "Lifting",
        ),
        (
            "Change the filter cartridges on F-3. Simultaneous operations: hot work on the adjacent tank T-3.",
            "Hot Work",
        ),
    ],
)
def test_a_simops_line_is_another_jobs_work(text: str, permit: str) -> None:
    result = run(text)
    assert permit not in types(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Change the filter cartridges on F-3. SIMOPS: our welders weld the new bracket on F-3 in the same window.",
        "Weld new support shoe on the 6in line. SIMOPS: scaffold crew in the same area.",
        "Weld the bracket on C-101. SIMOPS: none.",
    ],
)
def test_own_work_beside_a_simops_line_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


# ---------------------------------------------------------------- UET-007: welds located, a crane kept away


@pytest.mark.parametrize(
    "text",
    [
        "Pre-comm RT of 6 tie-in butt welds on the new 10in line. X-ray 300 kV directional. Welds at deck level.",
        "X-ray the 4 butt welds on the line. The welds are at deck level.",
        "X-ray the 4 butt welds on the line. All 4 tie-in welds at grade.",
    ],
)
def test_welds_said_where_they_are_are_no_welding(text: str) -> None:
    assert permits(text) == {"Radiography"}


@pytest.mark.parametrize(
    "text",
    ["Weld the new shoe. Welds at deck level.", "Weld at deck level.", "Weld repairs at deck level."],
)
def test_welding_at_a_level_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "X-ray 6 welds at the jetty head. Barrier at 2.5 uSv/h, signs + lights, radio contact with the jetty crane "
        "driver - crane slew restricted.",
        "RT of 4 welds on the loading arm. Crane movements stopped during exposures.",
        "Gamma radiography of the riser welds tonight. No crane slewing over the barrier while the source is out.",
    ],
)
def test_a_crane_kept_out_of_the_way_is_no_lift(text: str) -> None:
    result = run(text)
    assert "Lifting" not in types(result)
    assert "Radiography" in types(result)


@pytest.mark.parametrize(
    "text",
    [
        "Lift the 3 t pump out with the jetty crane; crane slew restricted to the seaward side.",
        "Banksman in radio contact with the crane driver while the new spool is landed on the deck.",
        "Radio contact with the crane driver to lift the spool onto the rack.",
        "Crane to lift the 2 t valve onto the skid. Crane slew restricted.",
    ],
)
def test_a_lift_with_its_crane_restricted_keeps_lifting(text: str) -> None:
    assert "Lifting" in permits(text)


# ---------------------------------------------------------------- UET-028: a cable an instrument hangs on


@pytest.mark.parametrize(
    "text",
    [
        "Qtrly sludge blanket survey CL-2. Readings by handheld sonar lowered on its cable from the bridge walkway "
        "(handrails both sides). NO entry to the clarifier, NO draining - scraper bridge keeps running, take readings "
        "as it passes the marked points.",
        "Dip tape lowered on its cable into the sump. Pump keeps running, take readings at each level.",
        "Level probe hung from its cable off the walkway. Agitator keeps running - take readings every 10 min.",
    ],
)
def test_an_instrument_on_its_cable_is_no_live_electrical_work(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sonar lowered on its cable from the bridge. Bridge drive panel stays energised, take voltage readings at the "
        "panel.",
        "Cable to the agitator motor damaged. Agitator keeps running, take readings of the current.",
        "Temporary cable hung from the cable tray to the welding set. Supply stays live, take readings at the board.",
        "Submersible pump lowered on its cable into the wet well. It stays live, take readings at each level.",
    ],
)
def test_electrical_work_said_live_keeps_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)
