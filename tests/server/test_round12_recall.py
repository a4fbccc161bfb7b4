"""Issue 12, round 12: probes for the recall and content classes a blind tune set (unseen12/tune11) showed, in the
helper's own words.

tune11 was measured untuned first (work orders recall 0.838, expectations 32/38). Its missed permits fell into
classes: hands-on work on a fired-plant or conveyor part the mechanical list did not name (burner tips and guns, a
chain re-seated on its sprocket, an analyser probe swapped, a motor exchange finished by laser alignment); a service
blinded by its fluid's name ("blind fuel gas"); a tie-in said "ties into the main"; seized flange bolts cut off; a
gaseous fire-suppression system inhibited; a tow truck that lift-tows a vehicle; an HV cable "earthed" by its
voltage; an entry written as a bare plan item beside its attendant or gas-free check; a ladder with no cage down
into an open basin; equipment named by a one-digit tag and drained. Its content gaps: no CO row for a heater firebox
entry or a named exhaust, no O2 row for a named oxygen check. Each class is probed with hazardous and benign twins.
"""

import pytest

from tests.support.hazards import codes, run

# --- hands-on work on fired-plant, conveyor and analyser parts is mechanical work (Cold Work) ----------------------

PARTS = [
    ("Change out the pilot burner guns on furnace F-3 with hand tools.", "Process Unit 1"),
    ("Re-seat the conveyor drive chain on its sprocket and re-tension it.", "Materials Handling"),
    ("Swap the oxygen analyser probe on the flue duct of boiler B-2.", "Boiler House"),
    ("Laser alignment of pump P-22 after the motor exchange.", "Pump House"),
    ("Renew the worn burner tips on the reformer arch burners.", "Process Unit 1"),
]


@pytest.mark.parametrize(("text", "area"), PARTS)
def test_hands_on_work_on_plant_parts_is_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


NOT_PARTS = [
    ("Review the supply chain for spare gaskets with purchasing.", "Admin Building"),
    ("Align the quarterly budget with the maintenance plan.", "Admin Building"),
]


@pytest.mark.parametrize(("text", "area"), NOT_PARTS)
def test_office_chains_and_alignment_are_no_cold_work(text, area):
    assert "CW" not in codes(run(text, area=area))


# --- a service blinded by its fluid's name, a tie-in "into" a main, seized flange bolts cut off: line break ---------

BREAKS = [
    ("Blind the steam supply to exchanger E-4 before the bundle is inspected.", "Process Unit 1"),
    ("Nitrogen blinded at the header; clean the filter.", "Utilities"),
    ("Pipefitter ties into the cooling water return main with the new branch.", "Utilities"),
    ("Nut-split the seized studs on the suction flange of P-9.", "Pump House"),
    ("C-4 drained; scrape the settled sludge off the floor.", "Effluent Treatment"),
]


@pytest.mark.parametrize(("text", "area"), BREAKS)
def test_named_service_blinded_tie_in_and_seized_bolts_are_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


def test_a_report_that_ties_into_the_budget_is_no_tie_in():
    assert "CW" not in codes(run("This KPI report ties into the quarterly budget review.", area="Admin Building"))


# --- a gaseous fire-suppression system inhibited is a safeguard bypassed (Cold Work) ----------------------------------

SUPPRESSION = [
    "Put the Inergen system in the analyser house on inhibit while the detector head is swapped.",
    "Isolate the CO2 total-flooding release for the turbine enclosure during the filter change.",
    "FM-200 system inhibited at the panel; contractor replaces the cable tray.",
]


@pytest.mark.parametrize("text", SUPPRESSION)
def test_gaseous_suppression_inhibited_is_cold_work(text):
    assert "CW" in codes(run(text, area="Utilities"))


# --- a tow truck that lifts a vehicle is a lift -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Recovery truck to lift-tow the broken-down road tanker out of lane 2.",
        "The wrecker raises the front axle of the stranded forklift on its boom and drags it clear.",
    ],
)
def test_a_tow_truck_lifting_a_vehicle_is_lifting(text):
    assert "LIFT" in codes(run(text, area="Truck Loading Bay"))


# --- an HV cable earthed by its voltage needs the electrical permit --------------------------------------------------


def test_an_hv_cable_said_earthed_by_its_voltage_is_electrical():
    result = run(
        "Hand dig to expose the feeder; 33 kV earthed at both ends before the joint is cut.", area="Substation"
    )
    assert "LOTO" in codes(result)


def test_an_earthed_instrument_screen_is_no_isolation():
    assert "LOTO" not in codes(run("Check the 24 V instrument screen is earthed at one end only.", area="Control Room"))


# --- an entry written as a bare plan item beside its attendant or gas-free check -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Day 2: Entry, gas-free check and attendant posted. Day 3: grit-blast the shell.",
        "Phase B | Entry, standby man, continuous monitor | clean out the boot",
    ],
)
def test_a_bare_entry_item_with_its_attendant_is_confined_space(text):
    result = run(text, area="Tank Farm", equipment=["Tank T-40"])
    assert "CSE" in codes(result)


def test_site_entry_with_an_escort_is_no_confined_space():
    result = run("Site entry, visitor escort, sign the register at the gate.", area="Admin Building")
    assert "CSE" not in codes(result)


# --- a ladder with no cage down into an open basin is work at height -------------------------------------------------


def test_an_uncaged_ladder_into_an_open_basin_is_work_at_height():
    result = run(
        "Fitter climbs down the uncaged fixed ladder (5 m) into the empty settling basin to free the scraper.",
        area="Effluent Treatment",
        equipment=["Settling basin SB-2 (open top, 5 m deep)"],
    )
    assert "WAH" in codes(result)


# --- gas rows per named substance -------------------------------------------------------------------------------------


def _gases(result):
    return {r.gas for r in result.gasTests}


def test_a_heater_firebox_entry_gets_a_co_row():
    result = run(
        "Boilermakers enter the furnace firebox of F-7 to replace the refractory anchors.", area="Process Unit 1"
    )
    assert {"O2", "CO"} <= _gases(result)


def test_exhaust_fumes_and_an_oxygen_check_get_their_rows():
    result = run(
        "Diesel telehandler works inside the warehouse: carbon monoxide from its exhaust; oxygen check before "
        "the doors are shut.",
        area="Warehouse",
    )
    assert {"CO", "O2"} <= _gases(result)


# --- live sources: a transfer that goes on, stored pressure energy, a pressure fed by running plant ------------------


def test_a_transfer_that_goes_on_is_a_live_source():
    result = run("Barge remains moored and loading at berth 2. Replace the fender chain on bollard 4.", area="Jetty")
    assert any("loading" in s for s in result.liveSources)


def test_stored_pressure_energy_is_a_live_source_by_its_phrase_alone():
    result = run(
        "Lock off the press pump at its 415 V isolator, bleed the 210 bar accumulator, replace the ram seal.",
        area="Workshop",
        equipment=["Hydraulic press pump 415 V", "Accumulator 210 bar"],
    )
    assert any("210 bar accumulator" in s for s in result.liveSources)
    assert not any("isolator" in s for s in result.liveSources)


def test_a_pressure_fed_by_running_plant_is_a_live_source():
    result = run(
        "The feed pump stays running. Re-make the weeping gauge connection on the lube oil header at 6 bar.",
        area="Pump House",
    )
    assert any("6 bar" in s for s in result.liveSources)


def test_a_pressure_with_nothing_running_is_no_live_source():
    result = run("Hydrotest the new spool at 15 bar and record the hold.", area="Workshop")
    assert result.liveSources == []


# --- a CSV header row or a lone data-file word describes no work ----------------------------------------------------


@pytest.mark.parametrize(
    ("title", "text"),
    [("import", "id,description,area,priority"), ("export", "WO;Title;Status;Due date"), ("", "wo_id|site|equipment")],
)
def test_a_header_row_needs_review(title, text):
    result = run(text, title=title, area="Warehouse")
    assert any(f.code == "NEEDS-REVIEW" for f in result.findings)


def test_a_real_order_with_a_column_list_still_describes_work():
    result = run("Replace the drain valve on the pump. Columns: id, area, priority", title="Import", area="Pump House")
    assert not any(f.code == "NEEDS-REVIEW" for f in result.findings)


# --- older tune sets: spades by list, a bare "Blind" step, pipe cut out or replaced by length, a tagged fire pump ----
# --- impaired, a line in service jacked, and the trade's shorthand for remove-and-replace and actuator -------------

OLDER_BREAKS = [
    ("Drum D-9 to be isolated with spectacle blinds, then water-washed.", "Process Unit 1"),
    ("Spades as per the isolation list, then open the strainer.", "Process Unit 1"),
    ("1. Blind, ventilate.\n2. Sand-blast the sump walls.", "Tank Farm"),
    ("Cut out the old corroded pipe and fit a flanged spool.", "Utilities"),
    ("Replace 6 m of pitted cooling water line under the rack.", "Utilities"),
]


@pytest.mark.parametrize(("text", "area"), OLDER_BREAKS)
def test_spades_by_list_bare_blind_step_and_pipe_cut_out_are_cold_work(text, area):
    assert "CW" in codes(run(text, area=area))


def test_blind_spot_is_no_line_break():
    assert "CW" not in codes(run("Mirror fitted at the blind spot, then sweep the car park.", area="Admin Building"))


def test_a_fire_pump_named_by_tag_impaired_is_cold_work():
    result = run("FWP-3 out of service: impairment with FWP-1 on standby. Re-paint the pump house door.")
    assert "CW" in codes(result)


def test_a_line_in_service_jacked_is_cold_work():
    result = run("Line in service. Jack line off the sleeper 5 mm and slide a new PTFE pad under it.", area="Pipe Rack")
    assert "CW" in codes(result)


def test_remove_and_replace_an_actuator_in_shorthand_is_cold_work():
    result = run("R/R XV-301 actr, seized. Rig chain block, remove actr, fit spare.", area="Process Unit 1")
    assert "CW" in codes(result)


@pytest.mark.parametrize(
    "text",
    [
        "Access from pltf at 6 m; h/rail removed for the valve swap, temporary barrier.",
        "Pltf @ 5 m, g/rail sect. removed to land the new valve.",
        "Remove a section of the guard rail on the pipe bridge walkway to pass the spool through.",
    ],
)
def test_a_handrail_taken_out_for_access_is_work_at_height(text):
    assert "WAH" in codes(run(text, area="Process Unit 1"))


def test_handrails_in_the_stores_are_no_work_at_height():
    assert "WAH" not in codes(run("Count the spare handrails in the stores and order two more.", area="Warehouse"))


def test_hot_work_and_a_vehicle_in_the_area_get_an_lel_row():
    assert "LEL" in _gases(run("Weld a new gusset on the jetty bollard base.", area="Jetty"))
    assert "LEL" in _gases(run("Gully sucker drives into the tank farm to empty the bund pit.", area="Tank Farm"))


def test_a_gas_test_naming_no_gas_gets_an_lel_row():
    assert "LEL" in _gases(run("Gas test, then break out the kerb with a pneumatic breaker.", area="Loading Rack"))


@pytest.mark.parametrize(
    "text",
    [
        "Fitter goes inside knock-out drum V-55 to retrieve the dropped torch.",
        "Enter the flare seal drum to clear the scale.",
    ],
)
def test_knockout_and_flare_drums_get_an_h2s_row(text):
    assert "H2S" in _gases(run(text, area="Process Unit 1"))


def test_a_pyrophoric_catalyst_dump_gets_h2s_and_co_rows():
    result = run(
        "Dump the pyrophoric catalyst from R-7 under nitrogen; inert entry with supplied air.", area="Hydrotreater"
    )
    assert {"H2S", "CO"} <= _gases(result)


@pytest.mark.parametrize(
    ("title", "text"),
    [
        ("Mail delivery failed", "Your message could not be delivered to maintenance@site: mailbox full."),
        ("chat", "[03/02/27, 07:01] Raj: <image omitted>\n[03/02/27, 07:02] Raj: <video omitted>"),
        ("Order 4711", "Long text could not be read: text object not found. Maintain it in the order."),
        ("rec_0042", "hello hello is this thing recording ok I'll call back"),
        (
            "Accepted: Monthly lifting review",
            "When: Tuesdays 10:00\nWhere: Teams\nAgenda: permit KPIs and audit actions.",
        ),
        ("export_line_7", "WONum|FuncLoc|ShortText|ReqStart"),
    ],
)
def test_system_noise_in_place_of_a_job_needs_review(title, text):
    result = run(text, title=title, area="Crude Unit")
    assert any(f.code == "NEEDS-REVIEW" for f in result.findings)
    assert not result.permitTypes


def test_a_bounce_quoting_a_real_job_keeps_its_permit():
    result = run("Delivery has failed to these recipients.\nOriginal: weld the new bracket on the pipe rack column.")
    assert "HW" in codes(result)


def test_cutting_out_pipe_supports_is_no_line_break():
    result = run("Cut out the old pipe supports at the basin floor and bolt in new frames.", area="Effluent Treatment")
    assert "PE-BREAK" not in {e.cue for h in result.hazards for e in h.evidence}
