"""Issue 12, round 10: probes for the classes a blind tune set (unseen10/tune9) showed, in the helper's own words.

tune9 was measured untuned first (recall 0.806, precision 0.889, 4 forbidden). Its work-order misses fell into classes,
none of them one sentence: a drive "locked at the 690 V board" (a lockout not worded "locked out"); an entry said with
its attendant rather than with the space's name; containment broken in words the matcher did not know (a tie-in to an
existing nozzle, a cover "removed" as a participle, "drain and vent", an instrument named by its tag, an opening cut in
a tank roof, contents hosed to a tanker, a loading-rack safeguard's part replaced); an elevation written "EL +14 m";
a MEWP on a hydrocarbon jetty; and a dig said by its machine in the job plan after "NO EXCAVATION". Its forbidden
permits were lookalikes: a radio call sign "X-ray 4", radiography "considered and rejected", a building "drum store",
a vacuum-excavation depth read as a height. Each class is probed with hazardous and benign twins.
"""

import pytest

from tests.support.hazards import codes, run

# --- a lock applied at the board is a lockout ---------------------------------------------------------------------

LOCKED_AT_BOARD = [
    ("Agitator motor locked at the switchboard, then replace the mechanical seal.", "Process Unit 1"),
    ("The cooling water pump must be locked at the LV board before the fitter starts on the coupling.", "Utilities"),
    ("Conveyor drive locked on MCC-4; change the worn idlers.", "Utilities"),
    ("Booster fan locked at its 415 V starter; clean the impeller.", "Boiler House"),
]


@pytest.mark.parametrize(("text", "area"), LOCKED_AT_BOARD)
def test_a_drive_locked_at_its_board_is_a_lockout(text, area):
    assert "LOTO" in codes(run(text, area=area))


LOCKED_NOT_ENERGY = [
    "Store room door locked at the end of the shift; count the spare gaskets on the shelf.",
    "Site gate locked at 18:00 by security; tidy the car park signs.",
]


@pytest.mark.parametrize("text", LOCKED_NOT_ENERGY)
def test_a_door_or_gate_locked_is_no_lockout(text):
    assert "LOTO" not in codes(run(text, area="Warehouse"))


# --- an entry said with its attendant is a confined space entry ----------------------------------------------------

ENTRY_WITH_ATTENDANT = [
    "Knock-out pot D-7 purged and ventilated. Inspector goes in with an attendant at the manway.",
    "Re-entry after lunch with the fan running, a 4-gas monitor and the standby man at the hatch.",
    "Boilermaker enters under a hole watch to check the baffles.",
    "Internal visual of the receiver R-2 after the air test.",
]


@pytest.mark.parametrize("text", ENTRY_WITH_ATTENDANT)
def test_an_entry_with_its_attendant_is_confined_space_entry(text):
    assert "CSE" in codes(run(text, area="Process Unit 1"))


NOT_A_SPACE_ENTRY = [
    ("Forklift re-stacks the pallets inside the enclosed drum store; CO monitor on the driver.", "Drum Store"),
    ("Stock check of the paint tins inside the tank store; doors open.", "Warehouse"),
    ("Visitor entry to the site with an escort and a gate pass.", "Admin Building"),
]


@pytest.mark.parametrize(("text", "area"), NOT_A_SPACE_ENTRY)
def test_a_store_building_or_site_entry_is_no_confined_space(text, area):
    assert "CSE" not in codes(run(text, area=area))


# --- containment broken in other words is cold work ----------------------------------------------------------------

CONTAINMENT_BROKEN = [
    ("Run the new 3in bypass and tie in to the existing header at the spare tee.", "Pipe Rack"),
    ("Mechanical tie-in of the new drain to vessel V-20 during the turnaround.", "Process Unit 1"),
    ("Heat exchanger E-5: channel cover removed, tubes rodded and washed.", "Process Unit 1"),
    ("Drain and vent the condensate line before the fitters start.", "Utilities"),
    ("Replace TT-204 on the reactor outlet; thermowell stays in.", "Reactor Building"),
    ("Swap PG 118 on the cooling water return, root valve shut.", "Utilities"),
    ("Burn a 150 mm hole in the tank shell for the new mixer nozzle.", "Tank Farm"),
    ("Oily water pumped out to the vac tanker at the kerb.", "Tank Farm"),
    ("Replace the static earthing clamp at loading point 4; points 1 to 3 keep loading diesel.", "Loading Rack"),
]


@pytest.mark.parametrize(("text", "area"), CONTAINMENT_BROKEN)
def test_containment_broken_in_other_words_is_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


CONTAINMENT_NOT_BROKEN = [
    ("Tie in the new lighting cable to the existing panel in the switch room.", "Substation"),
    ("Drain the coffee machine and vent the meeting room.", "Admin Building"),
    ("Cut a hole in the plasterboard wall of the office for the new socket.", "Admin Building"),
    ("Earthing training course for the new operators in the training room.", "Admin Building"),
]


@pytest.mark.parametrize(("text", "area"), CONTAINMENT_NOT_BROKEN)
def test_lookalikes_of_a_line_break_are_not_cold_work(text, area):
    assert "CW" not in codes(run(text, area=area))


# --- height: an elevation, an unguarded edge; a vacuum-excavation depth is no height --------------------------------

HEIGHT_SAID_OTHERWISE = [
    "Replace the vent silencer at EL +22 m on the column top.",
    "Open the floor plate on the mezzanine; the opening is left unguarded while the valve is pulled, 4 m drop.",
]


@pytest.mark.parametrize("text", HEIGHT_SAID_OTHERWISE)
def test_an_elevation_or_an_unguarded_edge_is_work_at_height(text):
    assert "WAH" in codes(run(text, area="Process Unit 1"))


def test_a_vacuum_excavation_depth_is_no_height():
    result = run("Locate the firewater main by vac-ex to 1.5 m, then hand dig around it.", area="Tank Farm")
    assert "WAH" not in codes(result)
    assert "EXC" in codes(result)


def test_an_elevation_on_a_permanent_platform_is_no_work_at_height():
    text = "Take UT readings from the permanent platform at EL +9.0 m, which has full handrails."
    assert "WAH" not in codes(run(text, area="Process Unit 1"))


# --- a MEWP in a hydrocarbon area is a vehicle; a bay closed to trucks is not ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Fitter works from a boom MEWP at 7 m on the jetty head to change the swivel.",
        "Articulated MEWP brought onto the rack road to reach the pipe shoe.",
    ],
)
def test_a_mewp_in_a_hydrocarbon_area_is_vehicle_entry(text):
    assert "VEH" in codes(run(text, area="Jetty"))


def test_a_bay_closed_to_trucks_is_no_vehicle_entry():
    text = "Bay 4 closed to trucks, bays 3 and 5 keep loading. Replace the bonding reel cable with hand tools."
    assert "VEH" not in codes(run(text, area="Loading Rack"))


def test_the_jobs_own_machine_beside_a_closed_bay_keeps_vehicle_entry():
    text = "Scissor lift (diesel) to drive in from the road - bay closed to tankers for the job. New lamp at 6 m."
    assert "VEH" in codes(run(text, area="Truck Loading Bay"))


# --- radiography lookalikes: a call sign, a method rejected --------------------------------------------------------

NO_RADIOGRAPHY = [
    ("Radio check: X-ray 2 to Control, perimeter fence walked, all secure.", "Tank Farm"),
    ("This is X-ray one, standing by at gate 3 for the delivery.", "Loading Rack"),
    ("Weld inspection: radiography was considered but rejected; PAUT of the butts instead.", "Pipe Rack"),
    ("The engineer ruled out RT for the nozzle welds - MPI only.", "Process Unit 1"),
]


@pytest.mark.parametrize(("text", "area"), NO_RADIOGRAPHY)
def test_a_call_sign_or_a_rejected_method_is_no_radiography(text, area):
    assert "RAD" not in codes(run(text, area=area))


RADIOGRAPHY_KEPT = [
    "X-ray 4 welds on the new spool with the 200 kV set tonight.",
    "RT rejected two welds; cut out, re-weld and re-shoot them with the Ir-192 camera.",
]


@pytest.mark.parametrize("text", RADIOGRAPHY_KEPT)
def test_radiography_of_welds_keeps_its_permit(text):
    assert "RAD" in codes(run(text, area="Pipe Rack"))


# --- the work said again outside a scope statement still stands ---------------------------------------------------


def test_a_machine_dig_in_the_plan_after_no_excavation_keeps_the_permit_with_a_conflict():
    result = run(
        "Fix (no excavation): break the slab with the breaker and dig beside the base to 0.9 m to find the cable.",
        plan="Break slab\nMachine dig to 0.9 m\nReinstate",
        area="Substation",
    )
    assert "EXC" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_an_implied_cue_elsewhere_does_not_outweigh_a_vehicle_statement():
    result = run(
        "The vac truck stays outside the fence on the perimeter road; hose run over the bund wall.",
        plan="Position truck on the road\nRun hose, suck out the sump",
        area="Tank Farm",
    )
    assert "VEH" not in codes(result)


# --- content: gas rows and live sources named in other words; a permit judged unneeded; a mailing-list reply -------


@pytest.mark.parametrize(
    ("text", "gas"),
    [
        ("Before entry: ventilate, then test O2 and H2S at the manway.", "O2"),
        ("Continuous LEL/oxygen monitoring while the crew is inside the pit.", "O2"),
        ("Skim the oily water off the interceptor into the drums.", "LEL"),
        ("Replace the bracket beside the flare header; the flare stays lit.", "LEL"),
        ("Enter the boiler flue gas duct to inspect the dampers.", "CO"),
    ],
)
def test_a_gas_named_in_other_words_gets_its_row(text, gas):
    assert gas in {r.gas for r in run(text, area="Process Unit 1").gasTests}


def test_an_oxygen_cylinder_names_no_atmosphere():
    result = run("Change the oxygen cylinder on the cutting trolley in the workshop.", area="Maintenance Workshop")
    assert "O2" not in {r.gas for r in result.gasTests}


@pytest.mark.parametrize(
    "text",
    [
        "Bays 2 and 4 keep loading diesel while bay 3 is worked on.",
        "Filling on lines 1-2 continues during the job.",
        "Pump P-7 running, do not touch; P-8 is locked off for the seal change.",
        "The pilot stays lit on the incinerator.",
    ],
)
def test_a_source_said_to_keep_going_is_reported_live(text):
    assert run(text, area="Loading Rack").liveSources


def test_a_height_permit_judged_unneeded_beside_a_ladder_at_height_is_a_conflict():
    result = run(
        "Contractor says no need for a height permit. He climbs the 5 m ladder to clear the gutter at 4.5 m.",
        area="Warehouse",
    )
    assert "WAH" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_mailing_list_reply_needs_review():
    result = run("Kindly take me off the PTW mailing list, thank you.", title="RE: PTW circulation")
    assert not result.permitTypes
    assert any(f.code == "NEEDS-REVIEW" for f in result.findings)


def test_an_entry_that_names_no_gas_gets_an_oxygen_row():
    result = run("Fitter climbs into the drained condenser water box to change the anodes; attendant at the manhole.")
    rows = {r.gas: r for r in result.gasTests}
    assert "CSE" in codes(result)
    assert "O2" in rows and rows["O2"].namedBy.startswith("entry: ")


def test_work_without_an_entry_gets_no_oxygen_row_it_does_not_name():
    result = run("Replace the gearbox oil seal on the cooling tower fan, motor locked at the MCC.", area="Utilities")
    assert "O2" not in {r.gas for r in result.gasTests}


def test_a_card_swapped_in_a_charger_beside_live_plant_is_electrical_not_cold_work():
    result = run(
        "Charger CH-2 AC supply isolated and locked at the LV board; the DC battery stays connected. "
        "Replace the faulty control card in the charger with insulated tools.",
        area="Substation",
    )
    assert "LOTO" in codes(result)
    assert "CW" not in codes(result)


@pytest.mark.parametrize(
    "text",
    [
        "Function test the overfill monitor with the test truck plate at bay 5.",
        "Recalibrate the truck scale indicator in the gatehouse.",
    ],
)
def test_a_truck_plate_or_scale_is_no_vehicle(text):
    assert "VEH" not in codes(run(text, area="Loading Rack"))


def test_a_truck_driven_into_the_rack_keeps_vehicle_entry():
    assert "VEH" in codes(run("The vac truck drives into bay 5 to empty the drain pit.", area="Loading Rack"))


def test_a_line_isolated_beside_a_cable_is_no_electrical_isolation():
    result = run(
        "Repair the air line (isolate and vent the header branch) before the cable is pulled in the trench.",
        area="Tank Farm",
    )
    assert "LOTO" not in codes(result)
    assert "CW" in codes(result)


def test_a_motor_isolated_beside_a_drained_line_keeps_electrical_isolation():
    result = run("Isolate the pump motor at the MCC and drain the line before the seal change.", area="Pump House")
    assert "LOTO" in codes(result)


@pytest.mark.parametrize(
    "text",
    [
        "Drivers enter the terminal with the gate attendant's pass and park at bay 3.",
        "Contractor enters with the fuel attendant to read the pump meters at the forecourt.",
        "Enter the readings with the shift attendant in the log.",
    ],
)
def test_an_attendant_of_a_gate_pump_or_shift_makes_no_confined_space(text):
    assert "CSE" not in codes(run(text, area="Loading Rack"))


@pytest.mark.parametrize(
    "text",
    [
        "The radiographer dropped the RT source guide tube while winding out; survey and recover the source.",
        "Film review: RT rejected the weld on joint 14, re-shoot after the repair.",
    ],
)
def test_a_dropped_source_or_a_rejected_film_keeps_radiography(text):
    assert "RAD" in codes(run(text, area="Pipe Rack"))


def test_a_tie_in_with_the_line_manager_is_no_line_break():
    result = run("Tie in with the line manager about the shutdown dates for the canteen refit.", area="Admin Building")
    assert "CW" not in codes(result)


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("Connect the new 2in line to the existing flange on the header (tie-in T-14).", "Pipe Rack"),
        ("Exchanger E-12 end cover off, bundle pulled for cleaning.", "Process Unit 1"),
        ("Remove the manway cover on the separator V-3 and ventilate.", "Process Unit 1"),
        ("Swap LT-301 on the knockout drum; isolate and drain the bridle.", "Process Unit 1"),
    ],
)
def test_more_ways_of_opening_containment_are_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


def test_a_tie_in_at_a_height_is_no_tag():
    result = run("Weld a 2in branch onto the new water header: tie-in at 6 m from the scaffold.", area="Pipe Rack")
    assert "CW" not in codes(result)
    assert {"HW", "WAH"} <= codes(result)


def test_an_elevation_abbreviated_el_dot_is_one_sentence_and_a_height():
    assert "WAH" in codes(
        run("Work at EL. 32.5 m on the column top, temporary handrail removed.", area="Process Unit 1")
    )


def test_radiography_of_welds_judged_not_required_is_no_radiography():
    assert "RAD" not in codes(run("RT of the 12 field welds is not required; UT only per the ITP.", area="Pipe Rack"))


def test_someone_going_into_a_pit_after_an_oxygen_test_is_an_entry_with_its_row():
    result = run("Test the atmosphere for oxygen and H2S before anyone goes into the pit.", area="Wastewater Treatment")
    assert "CSE" in codes(result)
    assert {"O2", "H2S"} <= {r.gas for r in result.gasTests}


@pytest.mark.parametrize(
    "text",
    ["Transfer pump P-12 locked at the MCC; strainer opened and cleaned.", "Pump casing split, impeller inspected."],
)
def test_equipment_opened_as_a_participle_is_cold_work(text):
    assert "CW" in codes(run(text, area="Tank Farm"))


@pytest.mark.parametrize(
    "text",
    ["The new canteen opened on Monday; stock the fridge.", "Gets into the car and drives to the office."],
)
def test_an_opening_or_getting_in_of_no_equipment_is_nothing(text):
    assert not codes(run(text, area="Admin Building"))


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("HPU locked at the MCC, accumulators discharged; change the hydraulic cylinder on the gate.", "Jetty"),
        ("Cut out the corroded section of the 4in condensate line with a pipe saw.", "Utilities"),
    ],
)
def test_a_hydraulic_part_changed_or_a_pipe_section_cut_out_is_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


def test_a_section_cut_out_of_a_report_is_nothing():
    assert not codes(run("Cut out the section of the report about the old pipeline route.", area="Admin Building"))
