"""Issue 12, round 8: probes for classes the held-out sets miss, written by the helper before the fixes.

The held-out figures of round 7 were lowest on live sources (recall 0.50) and scope negation (0.73). Probes in the
helper's own words found three mechanisms behind such misses: hands-on work on electrical equipment that the order
says stays energised raised no permit (a live board, a live joint, readings with the covers off); a scope statement
that only judges a permit unneeded ("CSE: n/a", "no working at height required per supervisor") outweighed the work
the order describes; and a climb "via the cat ladder" onto a roof was read as a descent into a pit. 14 of the
positive probes here failed on the code before this round (67fd642); the negative controls passed and still pass.
"""

import pytest

from tests.support.hazards import codes, run

LIVE_WORK = [
    (
        "Trace the nuisance tripping on distribution board DB-7 (415 V). The board must stay energised while the "
        "electrician takes readings with the covers off.",
        "Utilities",
    ),
    (
        "Make a live tee joint from the energised 400 V street main to supply the new gatehouse; the main cannot be "
        "interrupted.",
        "Admin Building",
    ),
    ("Check parameters and DC link voltage of VSD-12 (690 V) with the drive powered up; panel door open.", None),
    (
        "Re-terminate two burnt MC4 connectors on the rooftop solar array. The strings cannot be switched off while "
        "the sun is up.",
        "Admin Building",
    ),
    ("Infra-red scan of switchboard SB-1 busbar joints with the panels open and under full load.", "Substation"),
    (
        "Install power quality logger clamps on the incomer of MCC-5 (6.6 kV) while the MCC remains running.",
        "Substation",
    ),
    (
        "Jointer to connect the new supply for the welfare cabin into the energised 230 V ring main; no outage can "
        "be arranged.",
        "Utilities",
    ),
    (
        "Secondary injection testing of protection relays on panel P3 of the 11 kV board, with the primary circuit "
        "kept in service.",
        "Substation",
    ),
    (
        "Measure the DC bus voltage and capacitor health in UPS-4 with the UPS powered and carrying the server load.",
        "Control Room",
    ),
    (
        "Verify the synchronising relay settings on the 3.3 kV generator panel G2 while the generator runs on load.",
        "Utilities",
    ),
]


@pytest.mark.parametrize(("text", "area"), LIVE_WORK)
def test_hands_on_work_on_equipment_that_stays_energised_is_live_work(text, area):
    assert "LOTO" in codes(run(text, area=area))


@pytest.mark.parametrize(("text", "area"), [LIVE_WORK[i] for i in (0, 1, 3, 4, 5, 7)])
def test_the_source_worked_on_live_is_listed_as_live(text, area):
    assert run(text, area=area).liveSources, "the source that stays live is named, never listed as isolated"


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("Take vibration readings on the P-4 motor bearings while the pump is running.", "Pump House"),
        ("Check the 24 V DC loop current on transmitter FT-20 with the loop energised using a clamp meter.", None),
        ("Measure lux levels in the warehouse aisles with the lighting switched on.", "Warehouse"),
        ("Repaint the outside of the substation doors. The switchgear inside stays live; painters do not enter.", None),
        ("Sweep the floor of the MCC room; the MCCs stay energised throughout.", "Substation"),
    ],
)
def test_a_live_source_that_is_not_worked_on_raises_no_live_work(text, area):
    assert "LOTO" not in codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "area", "expected"),
    [
        (
            "Drill anchors in the plinth. The 400 V cables in the trench alongside stay energised; keep 150 mm off.",
            "Substation",
            "CW",
        ),
        (
            "Lay a new 400 V power cable in the rack tray at 6 m from a scaffold; existing 6.6 kV cables in the same "
            "tray are in service and energised.",
            "Pipe Rack",
            "WAH",
        ),
        (
            "Excavate a 1.4 m trench across the access road with a mini digger. The energised 400 V feeder to the "
            "gatehouse crosses the trench line.",
            "Utilities",
            "EXC",
        ),
    ],
)
def test_a_live_source_beside_the_work_keeps_the_work_permit(text, area, expected):
    assert expected in codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "area", "code"),
    [
        (
            "Replace the roof vent cowl. No working at height required per supervisor. Access the roof via the cat "
            "ladder and work near the unprotected edge.",
            "Warehouse",
            "WAH",
        ),
        ("CSE: n/a. Desludge the collection sump by hand with buckets and shovels.", "Wastewater Treatment", "CSE"),
    ],
)
def test_a_judgement_that_a_permit_is_unneeded_never_outweighs_the_work(text, area, code):
    result = run(text, area=area)
    assert code in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)
    assert result.negated, "the statement's own sentence is listed"


@pytest.mark.parametrize(
    ("text", "area", "code"),
    [
        ("Desludge the collection sump with the vac truck hose from the top; nobody enters the sump.", None, "CSE"),
        (
            "Rainwater in the bund sump. No entry into the sump: the hose is run over the bund wall to suck it out.",
            "Tank Farm",
            "CSE",
        ),
    ],
)
def test_a_described_method_still_outweighs_implied_work(text, area, code):
    assert code not in codes(run(text, area=area))


def test_a_ladder_up_to_a_roof_is_a_climb_not_a_descent():
    result = run("Replace the cowl. Access the roof via the cat ladder and work near the unprotected edge.")
    assert "WAH" in codes(result)
