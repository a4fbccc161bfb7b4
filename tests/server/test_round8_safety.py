"""Issue 12, round 8: probes for classes the held-out sets miss, written by the helper before the fixes.

The held-out figures of round 7 were lowest on live sources (recall 0.50) and scope negation (0.73). Probes in the
helper's own words found three mechanisms behind such misses: hands-on work on electrical equipment that the order
says stays energised raised no permit (a live board, a live joint, readings with the covers off); a scope statement
that only judges a permit unneeded ("CSE: n/a", "no working at height required per supervisor") outweighed the work
the order describes; and a climb "via the cat ladder" onto a roof was read as a descent into a pit. The second half
probes, in other words, the classes a blind tune set (unseen7/tune6) showed after it was measured untuned. 25 of the
47 cases here fail on the code before this round (67fd642); the negative controls, and two positives that other cues
already caught (a wrapped paragraph, equipment entered), pass there and still pass.
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


# After the blind tune6 set was measured untuned (af0534d): its misses read, each class probed in other words.


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("The sprinkler main stays in service throughout. Replace the two corroded hangers under it.", "Warehouse"),
        ("Swap the sticky positioner on FV-210 with the unit running; the bypass is open.", "Crude Unit"),
        ("Foam system remains live for the other bays. Straighten the bent nozzle arm on bay 6.", "Loading Rack"),
    ],
)
def test_hands_on_work_on_plant_that_stays_in_service_is_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("Breaker Q4 on board DB-2 tripped. Replace it. The other ways of DB-2 stay live.", "Utilities"),
        ("Ignition transformer in panel IP-2 failed. Replace it; the pilot burners stay lit on their own gas.", None),
    ],
)
def test_an_electrical_part_named_before_a_pronoun_is_not_cold_work(text, area):
    assert "CW" not in codes(run(text, area=area))


def test_a_contract_clause_that_names_permit_work_is_a_mention():
    result = run(
        "Review the maintenance framework agreement: cl. 4.1 hot work under the site permit system; cl. 6 working at "
        "height rescue; cl. 12 excavation damage liability. No site visit.",
        area="Admin Building",
    )
    assert not codes(result)
    assert any("mention" in n.reason for n in result.negated)


def test_form_flags_in_columns_are_read_one_by_one():
    result = run(
        "Flags   HW: N   CSE: N   WAH: N\nRe-fix the loose cable tray bracket with new bolts at 0.8 m above the deck.",
        area="Pipe Rack",
    )
    assert not codes(result) & {"HW", "CSE", "WAH"}


def test_a_permit_marked_na_is_not_raised_by_its_own_name():
    assert "CSE" not in codes(run("Change the actuator on the feed valve. Hot work n/a. CSE n/a.", area="Crude Unit"))


@pytest.mark.parametrize(
    "text",
    [
        "Hoist H-3 isolated at its mainline disconnect and locked before the hook block is changed.",
        "Lock off the overhead crane at the runway disconnect, then replace the pendant cable.",
    ],
)
def test_a_crane_or_hoist_locked_off_at_its_disconnect_is_a_lockout(text):
    assert "LOTO" in codes(run(text, area="Warehouse"))


def test_a_zone_to_keep_out_of_is_not_this_jobs_work():
    result = run(
        "Replace the level switch on the sump (24 V loop). The civils gang is excavating by the gate at the same "
        "time; keep clear of the excavation and the dumper route.",
        area="Utilities",
    )
    assert "EXC" not in codes(result)


def test_another_item_in_the_same_window_is_a_neighbour():
    result = run(
        "Shutdown plan, item 2: change the filter cartridges on F-12. Item 3 (scaffold on the column top) runs "
        "above us in the same window.",
        area="Process Unit",
    )
    assert "WAH" not in codes(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings)


def test_a_line_wrapped_after_an_article_is_one_sentence():
    wrapped = run(
        "Instrument fitter replaces the transmitter. The riggers are lifting the cooler bundle with the\n"
        "mobile crane at the same time, 20 m away.",
        area="Process Unit",
    )
    assert "LIFT" not in codes(wrapped)


def test_a_paragraph_wrapped_at_a_fixed_width_is_read_across_the_break():
    wrapped = run(
        "Float switch hanger fell off inside the condensate pot, the hook pole cannot reach it. Fitter to climb in\n"
        "through the bottom manway with a standby man outside, refit the hanger.",
        area="Boiler House",
    )
    assert "CSE" in codes(wrapped)


def test_a_short_line_keeps_its_break_so_a_negation_stays_on_its_line():
    result = run("no hot work,\nweld the new stiffener to the skid base", area="Process Unit")
    assert "HW" in codes(result)


def test_entering_equipment_with_entry_precautions_is_entry():
    result = run(
        "Open the inspection door on the air preheater, ventilate and gas test. Fitter to enter the preheater "
        "hopper and knock down the ash build-up, standby man at the door.",
        area="Boiler House",
    )
    assert "CSE" in codes(result)


@pytest.mark.parametrize(
    "text",
    [
        "Gas test the bund before the tanker enters the tank farm road; it sucks the sump from the wall. No entry.",
        "Open the manway for the inspector's camera. Enter the readings in the log.",
    ],
)
def test_a_vehicle_entering_or_data_entered_is_not_entry(text):
    assert "CSE" not in codes(run(text, area="Tank Farm"))


EMBEDDED_LIVE = [
    "Core drill through the floor slab; live cables may be buried in it.",
    "Records room: core drill through the floor slab; live cables may be buried in it.",
    "Chase a slot in the plant-room wall for the new duct, energised wiring could be concealed in it.",
]


@pytest.mark.parametrize("text", EMBEDDED_LIVE)
def test_drilling_a_structure_that_may_hold_live_cables_raises_lockout(text):
    # Issue 12's "Why": drilling into concrete that may hold live conduits needs Electrical/LOTO. A lead's probe of
    # round 8 found the clause "live cables may be buried in it", split from the slab by a semicolon, raised none.
    assert "LOTO" in codes(run(text))
