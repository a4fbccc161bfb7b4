"""Issue 12, round 15 (helper t16b): Cold Work missed or raised wrongly on the blind tune set tune16.

Missed: a chlorine ejector stripped and rebuilt by its tag ("Strip, clean, rebuild CE-2"; UET-012), a firing boiler's
duct flange bolts tightened and replaced one at a time (hot bolting said in words; UET-027), a burner's flame scanner
changed with the boiler on load ("Fit new scanner"; UET-031), a stack analyser probe withdrawn through its isolation
valve and its sintered filter changed (UET-039), and a safeguard said defeated or a suppression system locked in
manual in an incident narrative (NET-003). Raised wrongly: a pump being drained named only as where a vehicle parked
(UET-038: someone else's work, a SIMOPS-NEIGHBOUR finding), and "open" the adjective ("spatter fell through the open
grating onto a drum"; NET-004).
"""

import pytest

from tests.support.hazards import permits, run, types


@pytest.mark.parametrize(
    "text",
    [
        "Strip and clean chlorine ejector CE-3, new O-rings, rebuild.",
        "Dismantle eductor ED-1 on the caustic line, clean the nozzle and rebuild.",
        "Rebuild vacuum regulator VR-4 on the chlorinator with a new diaphragm kit.",
        "Overhaul steam ejector J-201, replace the nozzle.",
        "Chlorinator CH-2 not pulling vacuum. Strip CH-2, clean, fit new diaphragm and O-rings, rebuild.",
    ],
)
def test_a_process_item_stripped_and_rebuilt_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Strip and clean the canteen tables after lunch.",
        "Rebuild the shared drive folder structure for the maintenance team.",
        "Strip the beds in the first aid room and send linen to laundry.",
        "Scaffolders to strip down SC-4 from 6 m and dismantle SB-2.",
        "Overhaul in 2027 of the canteen kitchen planned, get quotes.",
        "Rebuild of 12 office desks.",
    ],
)
def test_stripping_or_rebuilding_no_plant_is_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Steam leak at the flange on the HP header, tighten the flange bolts, header stays in service.",
        "Replace corroded flange bolts one at a time on the live fuel gas line.",
        "Change out 8 rusted studs on the exchanger inlet flange, one at a time.",
        "Nip up the flange bolts on the leaking cooling water joint.",
        "Flue gas leaking at the duct expansion joint flange, boiler on load. Tighten flange bolts, replace 4 corroded "
        "bolts one at a time.",
    ],
)
def test_flange_bolts_tightened_or_changed_one_at_a_time_are_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tighten the bolts on the office chair.",
        "Replace the bolts on the canteen door hinge.",
        "Order replacement flange bolts for the stores.",
        "Tighten the flange on the office water cooler bottle.",
    ],
)
def test_bolts_of_no_flanged_joint_are_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Burner 4 igniter failed - change igniter, boiler B-3 remains on load on the other burners.",
        "Swap the UV flame scanner on the boiler B-2 main burner.",
        "Remove the flame scanner from burner 3 with the cooling air on, fit new scanner and align.",
    ],
)
def test_a_burner_part_changed_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


def test_a_new_part_fitted_on_a_boiler_that_stays_on_load_is_cold_work() -> None:
    result = run(
        "B-1 stays on load on burners 1, 2 and 4. Scanner is 24 V DC loop powered.",
        plan="Ops isolate burner 3 gas (DBB, lock)\nUnplug scanner, remove w/ cooling air on\nFit new scanner, align",
    )
    assert "Cold Work" in types(result)
    assert "Electrical/LOTO" not in types(result)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the document scanner in the site office.",
        "Barcode scanner in stores not reading - replace.",
        "Order a spare flame scanner for the boiler house stores.",
    ],
)
def test_a_scanner_that_is_no_burner_part_is_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Close the probe isolation valve, withdraw the O2 probe and change its filter.",
        "Withdraw the CEMS probe from stack S-1 and replace the sintered filter.",
        "Analyser AT-301 probe filter blocked - change the probe filter.",
        "Retract the corrosion probe through its isolation valve on the crude line.",
        "Stack analyser probe blocked. Close probe isolation ball valve, withdraw probe, change sintered filter, "
        "reinstall.",
    ],
)
def test_an_insertion_probe_withdrawn_or_its_filter_changed_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Withdraw the meat probe from the oven and wipe it.",
        "Withdraw the temperature probe from the sample jar in the lab.",
        "Change the filter in the office coffee machine.",
    ],
)
def test_a_probe_or_filter_of_no_process_is_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The door interlock had been defeated with a cable tie.",
        "Interlock on the guard was disabled to keep the line running.",
        "CO2 system locked in manual before entry to the turbine enclosure.",
        "Put the Inergen suppression into manual and lock it before the work starts.",
        "Entries now need the suppression locked in manual and a gas test.",
    ],
)
def test_a_safeguard_defeated_or_suppression_in_manual_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text", ["The pump was set to manual by the operator.", "Toolbox talk: why interlocks must never be defeated."]
)
def test_manual_mode_or_a_talk_about_interlocks_is_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Near miss: a van drove into the unit and parked 5 m from a pump being drained. Now: escort the delivery truck "
        "in under a vehicle entry permit.",
        "Last week a contractor car stopped next to a line being depressurised; today the tanker enters the unit with "
        "a vehicle entry permit.",
    ],
)
def test_a_place_named_by_work_under_way_there_is_another_job(text: str) -> None:
    result = run(text)
    assert "Vehicle Entry" in types(result)
    assert "Cold Work" not in types(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings)
    assert any("HZ-PROCESS-ENERGY" in n.suppresses for n in result.negated)


def test_the_job_s_own_drain_keeps_cold_work() -> None:
    assert "Cold Work" in permits("Drain the pump being taken out of service.")
    assert "Cold Work" in permits("Pump P-4 being drained to closed drain for the seal change.")


@pytest.mark.parametrize(
    "text",
    [
        "Sparks fell through the open grating onto a drum of solvent below during welding.",
        "Walk past the open door of the vessel bay and check the lights.",
    ],
)
def test_open_the_adjective_is_no_opening(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Open the drum and drain it.",
        "Open up and clean the separator V-2.",
        "Opened the knock out drum for inspection.",
    ],
)
def test_open_the_verb_still_opens(text: str) -> None:
    assert "Cold Work" in permits(text)
