"""Issue 12, round 11: probes for the recall and content classes a blind tune set (unseen11/tune10) showed, in the
helper's own words.

tune10 was measured untuned first (work orders recall 0.962, narratives F1 0.930). Its misses fell into classes: a
vessel named by its tag and made ready as a list of participles ("E-311 isolated, drained, purged"); drained then
washed out ("isolate, drain and water-flush the strainer"); an excavator used as a crane ("lowered in by the
excavator in lifting mode"); a weld said in the past tense with its object ("welded a patch onto the duct"); a person
on a track while a car or train was sent round. Its content gaps: no LEL row for an entry, no H2S row for effluent
sludge, fired plant "stays firing" not listed live, a live source named by kind only ("the compressor will stay
running") not tied to its tag. Its extra permit: a scaffold named only as what a swinging load hit. Each class is
probed with hazardous and benign twins.
"""

import pytest

from tests.support.hazards import codes, run

# --- equipment made ready by tag, or drained and washed out, is a line break -----------------------------------------

MADE_READY = [
    ("Replace the bursting disc on V-220. V-220 blinded, drained, purged with nitrogen.", "Process Unit 1"),
    ("Crack on the outlet nozzle of D-15; D-15 isolated and drained, then hand over to the welders.", "Process Unit 1"),
    ("Isolate, drain and steam-flush filter F-12 and change the cartridges.", "Utilities"),
    ("Isolate and water-wash the pump casing of P-7 before the seal is inspected.", "Pump House"),
]


@pytest.mark.parametrize(("text", "area"), MADE_READY)
def test_equipment_made_ready_by_tag_or_washed_out_is_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


NOT_MADE_READY = [
    ("Room 12 cleaned and the carpets vacuumed.", "Admin Building"),
    ("Update the drawing register for the office extension.", "Admin Building"),
]


@pytest.mark.parametrize(("text", "area"), NOT_MADE_READY)
def test_office_cleaning_is_no_line_break(text, area):
    assert "CW" not in codes(run(text, area=area))


# --- an excavator or pipelayer used as a crane is a lift ----------------------------------------------------------

MACHINE_AS_CRANE = [
    "The 2 t valve body is set into the pit by the backhoe on its rated hook.",
    "Excavator switched to lifting mode to lower the 1.5 t chamber ring into the trench.",
    "Sideboom lowers the welded 40 m pipe string onto the skids.",
]


@pytest.mark.parametrize("text", MACHINE_AS_CRANE)
def test_a_digger_used_as_a_crane_is_lifting(text):
    assert "LIFT" in codes(run(text, area="Pipeline Corridor"))


DIGGER_DIGS = [
    "Excavator loads the spoil into the tipper and backfills the trench.",
    "Mini digger to clear topsoil from the new path.",
]


@pytest.mark.parametrize("text", DIGGER_DIGS)
def test_a_digger_moving_spoil_is_no_lift(text):
    assert "LIFT" not in codes(run(text, area="Site Roads"))


# --- a weld in the past tense with its object is hot work ----------------------------------------------------------

WELDED_OBJECT = [
    "The fitter welded a doubler plate onto the hopper wall while the dust extraction was running.",
    "Contractor re-welded two guide lugs to the tank shell and the paint inside caught fire.",
]


@pytest.mark.parametrize("text", WELDED_OBJECT)
def test_welded_something_onto_is_hot_work(text):
    assert "HW" in codes(run(text))


WELDED_LONG_AGO = [
    "Read the welded nameplate on the pump for the asset register.",
    "The team merged the two rotas into one schedule.",
]


@pytest.mark.parametrize("text", WELDED_LONG_AGO)
def test_an_old_weld_or_merged_rotas_are_no_hot_work(text):
    assert "HW" not in codes(run(text, area="Admin Building"))


# --- a person on a track while a car or train is run --------------------------------------------------------------

ON_TRACK_WHILE_RUN = [
    "A technician was checking the rails of the log flume when the attendant released an empty boat.",
    "Fitter kneeling on the conveyor while the operator started the shuttle car.",
]


@pytest.mark.parametrize("text", ON_TRACK_WHILE_RUN)
def test_a_person_on_a_track_while_a_car_is_run_needs_lockout(text):
    assert "LOTO" in codes(run(text))


def test_a_passenger_on_a_platform_is_no_lockout():
    assert "LOTO" not in codes(run("Visitors waited on the station platform while the guard checked tickets."))


# --- a scaffold only struck by a load is no work at height --------------------------------------------------------


def test_a_load_swinging_into_a_scaffold_is_no_work_at_height():
    result = run(
        "The 4 t beam was lifted by the mobile crane and swung into the scaffold; no tag lines had been fitted."
    )
    assert "LIFT" in codes(result)
    assert "WAH" not in codes(result)


def test_a_load_swinging_into_a_scaffold_with_men_on_it_keeps_work_at_height():
    result = run("The crane's load swung into the scaffold where two painters were working on the top lift.")
    assert "WAH" in codes(result)


def test_working_from_a_scaffold_is_still_work_at_height():
    assert "WAH" in codes(run("Painters work from the scaffold on the column at 12 m."))


# --- gas rows: every entry gets O2 and LEL, effluent sludge gets H2S ------------------------------------------------


def _gases(result):
    return {r.gas for r in result.gasTests}


@pytest.mark.parametrize(
    "text",
    ["Inspector enters the clean water tank for the coating survey.", "Fitter climbs into the cooler water box."],
)
def test_an_entry_gets_oxygen_and_flammable_rows(text):
    assert {"O2", "LEL"} <= _gases(run(text, area="Utilities"))


@pytest.mark.parametrize(
    "text",
    [
        "Enter the digester overflow chamber to shovel out the sludge.",
        "Crew re-enters the lift station pit to finish desilting.",
        "Enter the equalisation tank to unblock the mixer.",
    ],
)
def test_effluent_sludge_gets_an_h2s_row(text):
    assert "H2S" in _gases(run(text, area="Effluent Treatment"))


def test_an_oil_sump_gets_no_h2s_row():
    result = run("Drain the gearbox oil sump and refill with fresh oil.", area="Workshop")
    assert "H2S" not in _gases(result)


# --- live sources: fired plant stays firing, a source named by kind gets its tag -----------------------------------


def test_fired_plant_staying_in_operation_is_a_live_source():
    result = run("Heater H-4 stays firing; replace the pilot gas solenoid on H-5 (isolated).", area="Process Unit 1")
    assert any("H-4" in s for s in result.liveSources)


def test_a_live_source_named_by_kind_gets_the_equipment_tag():
    result = run(
        "The blower will stay running. Change the inlet filter element.",
        area="Utilities",
        equipment=["Blower B-12", "Inlet filter"],
    )
    assert any("B-12" in s for s in result.liveSources)


def test_a_shut_down_plant_lists_no_live_source():
    result = run("Boiler B-1 shut down and cooled; replace the burner nozzle.", area="Boiler House")
    assert result.liveSources == []


# --- permit flags written key=value: a scope statement; the work described elsewhere is a conflict ----------------


def _conflicts(result):
    return [f for f in result.findings if f.code == "SCOPE-CONFLICT"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("app=FieldPTW&hotwork=N&cse=N&desc=replace bracket\nWeld the new bracket onto the rack column.", "HW"),
        ("FLAGS  HOT=N  CSE=N  LIFT=N\nLift the 3 t pump skid out with the 10 t mobile crane.", "LIFT"),
        (
            "form: confined=no;excavation=no\nFitter enters the vessel V-3 through the manway to change the demister.",
            "CSE",
        ),
    ],
)
def test_a_flag_answered_no_with_the_work_described_keeps_the_permit_and_flags_a_conflict(text, code):
    result = run(text, area="Process Unit 1")
    assert code in codes(result)
    assert _conflicts(result)


def test_flags_answered_no_with_no_such_work_add_nothing():
    result = run("PERMIT REQ HOT=N CSE=N LIFT=N ELEC=N\nRecalibrate the flow indicator FI-22 at the local panel.")
    assert not {"HW", "CSE", "LIFT"} & codes(result)


def test_a_query_string_of_other_fields_reads_as_no_scope_statement():
    result = run("user=j.smith&lang=en&debug=false&desc=Replace the ceiling light tube in the control room office.")
    assert not _conflicts(result)


# --- a line break on plant whose contents are never named gets a flammable test -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Close the root valve, bleed to a drip tray and change PT-330 on the discharge of P-12.",
        "Unbolt the strainer cover on the suction of the transfer pump and clean the basket.",
    ],
)
def test_a_line_break_with_its_contents_unnamed_gets_an_lel_row(text):
    assert "LEL" in _gases(run(text, area="Pump House"))


def test_a_line_break_on_cooling_water_gets_no_lel_row_for_want_of_a_name():
    assert "LEL" not in _gases(run("Swap PG 118 on the cooling water return, root valve shut.", area="Utilities"))
