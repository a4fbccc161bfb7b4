"""Issue 12, round 9: probes for the classes a blind tune set (unseen8/tune7) showed, in the helper's own words.

tune7 was measured untuned first (recall 0.846, precision 0.932, 4 forbidden). Its work-order misses fell into a few
classes, none of them one sentence: a person-negation ("nobody to climb ... or go on roofs", dialect "nae ladders")
that did not reach the activity it denies; a height that is where the hands work, reached from the floor, read as a
fall height; an opening or making-up of process containment said in the passive or in shorthand ("cover to be
unbolted", "open MH", "swap pump", "connect the arm to the manifold", "spades in") that raised no Cold Work; a fire
protection system taken out of service (an impairment) that raised none either; and work named by its trade ("welders
on the scaffold", "man-entry") rather than by its verb. Each class is probed here with benign and hazardous twins: a
precision fix must never take a permit from real physical work.
"""

import pytest

from tests.support.hazards import codes, run

# --- a person-negation reaches the activities it denies ------------------------------------------------------------

NOBODY_GOES_UP = [
    (
        "Photographer to shoot the skyline from the car park. Nobody to climb the stairs or go onto the roof.",
        "Tank Farm",
    ),
    ("Insurance surveyor walks the bund at grade. No one is to go up the tank stairs or onto any roof.", "Tank Farm"),
    ("Bat survey at dusk around the old warehouse; nobody to go on the roof or use a ladder.", "Warehouse"),
    ("Painter touches up the kerb at knee height, so nae ladders needed.", "Pipe Rack"),
    ("Count the pigeons on the gantry from the ground. Nae climbing, nae roof access.", "Jetty"),
]


@pytest.mark.parametrize(("text", "area"), NOBODY_GOES_UP)
def test_nobody_going_up_raises_no_work_at_height(text, area):
    result = run(text, area=area)
    assert "WAH" not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


NOBODY_BUT_WORK = [
    ("Nobody to go on the roof until the edge protection is up; then replace the roof sheets at 6 m.", "WAH"),
    ("Nae ladders: replace the lamp from the scissor lift at 5 m.", "WAH"),
    ("No one to enter the drum before the gas test. Then two fitters enter the drum through the manway.", "CSE"),
]


@pytest.mark.parametrize(("text", "code"), NOBODY_BUT_WORK)
def test_a_person_negation_beside_the_work_keeps_the_permit(text, code):
    assert code in codes(run(text, area="Process Unit 1"))


def test_a_dialect_no_hot_work_beside_welding_is_a_scope_conflict():
    result = run("Nae hot work on this job. Jock will stick weld a new cleat on the handrail.", area="Pipe Rack")
    assert "HW" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


# --- a height the hands reach from the floor is no fall height ----------------------------------------------------

REACHED_FROM_FLOOR = [
    "Replace the pressure gauge on the pump discharge. Gauge at 1.6 m, reached from the floor.",
    "Re-torque the bonnet bolts of the valve at 1.7 m, working from floor level.",
    "Change the filter cartridge at 1.4 m, standing on the ground.",
]


@pytest.mark.parametrize("text", REACHED_FROM_FLOOR)
def test_a_height_reached_from_the_floor_is_no_work_at_height(text):
    result = run(text, area="Utilities")
    assert "WAH" not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


REACHED_BUT_HIGH = [
    "Replace the light fitting at 1.8 m from a stepladder, standing on the ladder not the floor.",
    "Replace the valve on the pipe bridge at 3.5 m, measured from the floor.",
    "Replace the gauge at 1.6 m, reached from the floor; then paint the tank roof from a scaffold.",
]


@pytest.mark.parametrize("text", REACHED_BUT_HIGH)
def test_a_ladder_or_a_greater_height_keeps_work_at_height(text):
    assert "WAH" in codes(run(text, area="Utilities"))


# --- containment opened or made up, said in the passive or in shorthand, is Cold Work -------------------------------

OPENED = [
    ("Inspection cover of the condensate receiver to be unbolted and set aside by two fitters.", "Utilities"),
    ("Open MH on the knock-out drum and vent to atmosphere for the inspector's camera.", "Process Unit 1"),
    ("Swap pump P-22B; the spare is in the workshop.", "Process Unit 1"),
    ("Pull the dosing pump from its skid and fit the overhauled one.", "Wastewater Treatment"),
    ("Couple the road tanker's hose to the offloading manifold and leak test with nitrogen.", "Truck Loading Bay"),
    ("Hook up the marine loading arm to the barge manifold, N2 leak test, then line up.", "Jetty"),
    ("Spades in at the inlet and outlet before the clean.", "Process Unit 1"),
]


@pytest.mark.parametrize(("text", "area"), OPENED)
def test_opening_or_making_up_containment_is_cold_work(text, area):
    result = run(text, area=area)
    assert "CW" in codes(result), [(h.id, h.triggers) for h in result.hazards]


NOT_OPENED = [
    ("Finance: swap the pump supplier in the purchasing system and update the contract register.", "Admin Building"),
    ("Music: hook up the amplifier to the mixing desk for the staff party.", "Canteen"),
    ("IT: connect the new laptop to the docking station and test the network.", "Control Room"),
    ("Coach: pull the team together after the cup defeat.", "Admin Building"),
]


@pytest.mark.parametrize(("text", "area"), NOT_OPENED)
def test_a_non_physical_connect_or_swap_is_not_cold_work(text, area):
    result = run(text, area=area)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


# --- a fire-protection system taken out of service is an impairment: Cold Work --------------------------------------

IMPAIRED = [
    "Take the deluge valve DV-4 out of service to change the trim; impairment raised with the fire team.",
    "Sprinkler zone 6 impaired and drained down while the heads are changed.",
    "Fire water pump FWP-3 out of service for a week for its overhaul, jockey pump in auto.",
    "Isolate the foam system on tank 12 for the proportioner repair (fire protection impairment).",
]


@pytest.mark.parametrize("text", IMPAIRED)
def test_a_fire_protection_impairment_is_cold_work(text):
    assert "CW" in codes(run(text, area="Tank Farm"))


NOT_IMPAIRED = [
    "Finance: book the goodwill impairment on the acquired depot in the year-end accounts.",
    "HR: arrange a hearing impairment assessment for the new operator.",
    "Quarterly test of the sprinkler alarm bell from the control room; nothing is isolated or drained.",
]


@pytest.mark.parametrize("text", NOT_IMPAIRED)
def test_impairment_in_another_sense_is_not_cold_work(text):
    result = run(text, area="Admin Building")
    assert "CW" not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


# --- work named by its trade or by shorthand --------------------------------------------------------------------

TRADE_NAMED = [
    ("Welders on the scaffold at the column top for the new davit lugs.", "HW"),
    ("Two welders inside the tank to renew the floor plates.", "HW"),
    ("Man-entry into the scrubber to change the packing support.", "CSE"),
    ("Stripdown: man entry to separator S-2, replace the vane pack.", "CSE"),
]


@pytest.mark.parametrize(("text", "code"), TRADE_NAMED)
def test_work_named_by_its_trade_raises_its_permit(text, code):
    assert code in codes(run(text, area="Process Unit 1"))


TRADE_NOT_WORK = [
    "HR: the welders on the payroll get the new shift allowance from March.",
    "Training: book the welders onto the coding refresher course.",
    "Data entry of the man-hours for the shutdown into the cost report.",
]


@pytest.mark.parametrize("text", TRADE_NOT_WORK)
def test_a_trade_named_off_the_job_raises_no_permit(text):
    result = run(text, area="Admin Building")
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


# --- entering process equipment opens it: the entry permit and Cold Work for the opening -------------------------

ENTERED_EQUIPMENT = [
    "Inert entry into reactor R-9 to rake the catalyst bed; attendant at the manway.",
    "Two fitters to enter the wash column through the bottom manway and replace a tray clip.",
    "Enter the boiler windbox through the access door to patch the refractory.",
    "Vessel entry into separator V-12 for the annual internal inspection.",
]


@pytest.mark.parametrize("text", ENTERED_EQUIPMENT)
def test_entering_process_equipment_is_entry_and_cold_work(text):
    assert {"CSE", "CW"} <= codes(run(text, area="Process Unit 1"))


NOT_ENTERED = [
    "Enter the reactor temperatures into the shift log before handover.",
    "Data entry: key the vessel inspection dates into the CMMS.",
    "No vessel entry: the inspector looks at the separator from the outside with a thermal camera.",
]


@pytest.mark.parametrize("text", NOT_ENTERED)
def test_entering_data_or_no_entry_is_not_cold_work(text):
    result = run(text, area="Process Unit 1")
    assert not {"CSE", "CW"} & codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


# --- about the work, not the work: figures, documents, data entered, pictures ---------------------------------------

ABOUT_THE_WORK = [
    "Safety meeting: review last month's permit stats for hot work and confined space entry.",
    "Education: the apprentice class will study the excavation chapter of the manual.",
    "Legal: the scaffold hire contract expires; negotiate the renewal terms with the vendor.",
    "Enter the reactor temperatures into the shift log before handover.",
    "Photographer to photograph the new crane for the newsletter from the road.",
    "Finance: welding invoices for the jetty job are overdue; chase the vendor.",
    "Log the vessel entry permits into the register for the audit.",
    "The survey crew enter the tank area at 07:00 and walk the bund wall at grade.",
    "Drivers enter the reactor yard by the north gate and park in bay 3.",
    "Marketing: film the flare stack at sunset for the recruitment video.",
]


@pytest.mark.parametrize("text", ABOUT_THE_WORK)
def test_figures_documents_data_or_pictures_of_permit_work_raise_no_permit(text):
    result = run(text, area="Tank Farm")
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


ABOUT_AND_DOING = [
    ("Photograph the scaffold before handover, then erect the scaffold at 12 m around the column.", "WAH"),
    ("Scaffold hire contract crew to erect the tower at 9 m beside the tank.", "WAH"),
    ("Enter the drum through the manway after the readings are entered into the log.", "CSE"),
    ("Review the hot work figures, then weld the new support to the rack.", "HW"),
]


@pytest.mark.parametrize(("text", "code"), ABOUT_AND_DOING)
def test_the_work_beside_a_mention_of_it_keeps_its_permit(text, code):
    assert code in codes(run(text, area="Tank Farm"))


FIGURATIVE = [
    ("Control room: the alarm rationalisation workshop will dig into the nuisance alarms.", "Process Unit 1"),
    ("The cricket team will dig in for a long innings on Sunday.", "Process Unit 1"),
    ("Maths class: the apprentices calculate the crane's load chart as an exercise.", "Process Unit 1"),
    ("The captain will dig out the ship's stability booklet for the loading master.", "Jetty"),
    ("Loading master to weld together the cargo plan and the ballast plan in one document.", "Jetty"),
    ("Planning: weld the two shutdown schedules into one programme for the client.", "Process Unit 1"),
]


@pytest.mark.parametrize(("text", "area"), FIGURATIVE)
def test_a_figurative_dig_or_weld_in_a_plant_area_raises_no_permit(text, area):
    result = run(text, area=area)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


LITERAL = [
    ("Dig out the old footing with the excavator to 1.5 m and dig into the bank for the new drain.", "EXC"),
    ("Weld together the two spool pieces and weld the supports to the rack.", "HW"),
    ("Check the crane's load chart, then lift the 8 t exchanger bundle with the 60 t crane.", "LIFT"),
]


@pytest.mark.parametrize(("text", "code"), LITERAL)
def test_the_literal_dig_weld_or_lift_keeps_its_permit(text, code):
    assert code in codes(run(text, area="Process Unit 1"))


# --- classes a second blind tune set (unseen9/tune8) showed after its untuned measurement, in other words ----------

SPORT_FILM_SOFTWARE = [
    ("Sports day on the car park: beach volleyball (bump, set, dig) and a kettlebell lifting contest.", "Warehouse"),
    ("Gym club: deadlift and clean and jerk coaching session; the torch relay starts at 5 pm.", "Warehouse"),
    (
        "Promo film: a crane shot over the reception desk from the camera jib, then a lift pitch in the goods lift.",
        "Admin Building",
    ),
    ("Interview clip filmed on the 2 m hand-held jib in the atrium.", "Admin Building"),
    ("Ticket INC-20931: trace the slow API calls in AWS X-Ray and isolate the failing container.", "Control Room"),
    ("Teams invite: monthly sync, agenda hot work / WAH / lifting permit KPIs.", "Crude Unit"),
]


@pytest.mark.parametrize(("text", "area"), SPORT_FILM_SOFTWARE)
def test_sport_film_and_software_senses_raise_no_permit(text, area):
    result = run(text, area=area)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


TUNE8_WORK = [
    (
        "Control room phone note 09:40: NDT crew to X-ray 4 welds on the new spool at berth 1, 250 kV tube.",
        "Jetty",
        "RAD",
    ),
    (
        "Permit office phone note: change the two burst hoses on the gangway HPU after bleeding the accumulators.",
        "Jetty",
        "CW",
    ),
    ("Fit the new kick plates and weld on two lifting lugs at the landing.", "Cooling Tower", "HW"),
    (
        "Vessel is under N2 blanket: open the sample hatch and take a powder sample with the thief probe.",
        "Reactor Building",
        "CW",
    ),
    ("Erect internal scaffold in the convection section of heater H-3 for the tube inspection.", "Crude Unit", "CSE"),
    ("Drill three earthing rod holes, 4 m deep, with the track-mounted rig beside the tank.", "Tank Farm", "EXC"),
    ("Drill two 3 m deep ground anchor holes with the crawler-mounted rig.", "Crude Unit", "EXC"),
    (
        "Lift the 3 t pump skid with the 50 t crane; the crane sits on mats over the backfilled trench.",
        "Utilities",
        "LIFT",
    ),
    ("Replace the pump motor using the 6 m scaffold and the gin wheel on the platform at 6 m.", "Utilities", "WAH"),
]


@pytest.mark.parametrize(("text", "area", "code"), TUNE8_WORK)
def test_work_said_the_tune8_ways_raises_its_permit(text, area, code):
    assert code in codes(run(text, area=area))


def test_a_backfilled_trench_under_a_crane_is_no_excavation():
    result = run(
        "Lift the 3 t pump skid with the 50 t crane; the crane sits on mats over the backfilled trench.",
        area="Utilities",
    )
    assert "EXC" not in codes(result)


def test_a_real_trench_beside_a_backfilled_one_keeps_excavation():
    result = run("Excavate a new trench to 1.5 m beside the backfilled trench for the second cable.", area="Utilities")
    assert "EXC" in codes(result)


def test_a_weld_as_a_noun_is_not_welding():
    # "a weld on the hull block failed its test" names the weld; the job is the radiography of it
    result = run("A weld on the new pump skid failed its dye-pen test; the NDT crew will radiograph it tonight.")
    assert "HW" not in codes(result)
    assert "RAD" in codes(result)


LOOKALIKES_IN_A_UNIT = [
    "Audit: check the entry log at the unit gate matches the muster list.",
    "Emergency exercise: scenario is a hot work fire on the crude column; tabletop in the control room, no live play.",
    "Procurement: order 20 entry tags and 10 scaffold tags for the stores.",
]


@pytest.mark.parametrize("text", LOOKALIKES_IN_A_UNIT)
def test_a_log_a_scenario_or_tags_in_a_process_unit_raise_no_permit(text):
    result = run(text, area="Crude Unit")
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


IN_A_UNIT_AND_REAL = [
    ("Keep the entry log at the manway while two fitters enter the column.", "CSE"),
    ("After the tabletop, weld the new drain boss on the crude column line.", "HW"),
    ("Erect the scaffold at 8 m on the column and hang the scaffold tags at the ladder.", "WAH"),
]


@pytest.mark.parametrize(("text", "code"), IN_A_UNIT_AND_REAL)
def test_real_work_beside_a_log_a_scenario_or_tags_keeps_its_permit(text, code):
    assert code in codes(run(text, area="Crude Unit"))


PERMIT_SYSTEM_AND_QUIZ = [
    "Teams meeting: excavation permit process improvement, 30 min.",
    "Survey: how satisfied are you with the hot work permit process? 1-5.",
    "Auto-reply: mailbox full. Electrical isolation requests go to the substation desk.",
    "Quiz night at the social club: questions on cranes, scaffolds and trenches.",
]


@pytest.mark.parametrize("text", PERMIT_SYSTEM_AND_QUIZ)
def test_the_permit_process_or_a_quiz_about_the_work_raises_no_permit(text):
    result = run(text, area="Tank Farm")
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


PERMIT_NAMED_FOR_REAL_WORK = [
    ("Raise a hot work permit and weld the new nozzle on the tank shell.", "HW"),
    ("Hot work permit required: grind out the crack on the tank roof handrail.", "HW"),
    ("Excavation permit needed; dig a 1.5 m trench for the new drain.", "EXC"),
]


@pytest.mark.parametrize(("text", "code"), PERMIT_NAMED_FOR_REAL_WORK)
def test_a_permit_named_for_real_work_keeps_it(text, code):
    assert code in codes(run(text, area="Tank Farm"))
