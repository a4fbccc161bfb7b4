"""Issue 12, round 22 (t28b, blackbox28b): telecoms, data-centre and street-works wording.

The classes the probe found still failing after round 21's lead fix:
- data-centre switchgear named by its abbreviation (MCCB, ACB, a static transfer switch) at its voltage, a voltage
  said after the work ("Replace the rectifier supply cable, 400 V"), a load bank connected to a generator's output, a
  new supply taken from the DNO cut-out, and testing with the panel open;
- street works said by their result: the carriageway broken out or slot cut, a new chamber or box installed, a pole
  planted, a bore made with an impact mole;
- the trade's spaces: a carriageway (CW) box entered, a jointer working in the chamber, a storage tank under a long
  compound name;
- fuel polishing, a tank "to be drained" with no "is", bitumen heated in a tar boiler or with a propane burner;
- IT lookalikes: a shell entered, a node drained, a CDN purged, a network X-ray tool, ladder logic in a PLC.
"""

import pytest

from tests.support.hazards import run, types

WAH, CSE, HW, CW, EXC, ELEC, RAD = (
    "Working at Height",
    "Confined Space Entry",
    "Hot Work",
    "Cold Work",
    "Excavation",
    "Electrical/LOTO",
    "Radiography",
)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the 400 V MCCB in the distribution board.",
        "Replace the 400 V MCCB in distribution board DB-H2 in data hall 2.",
        "Service the 400 V ACB on the main LV switchboard.",
        "Change the 415 V MCCB feeding the CRAH units.",
        "Swap the 400 V static transfer switch module with the load on bypass.",
        "Swap the static switch module in STS-3 with the load on bypass, 400 V.",
        "Replace the rectifier supply cable, 400 V.",
        "Replace the mains input cable to the rectifier in the telecoms cabin, 230 V AC.",
        "Replace the contactor on the chiller panel (400 V).",
        "Rewire the lighting circuit in the plant room, 230 V.",
    ],
)
def test_switchgear_at_its_voltage_is_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Connect the load bank to the generator's 400 V output and run the 2-hour load test.",
        "Load bank test on generator G2: connect the cables to the 400 V output terminals.",
        "Hook up the load bank to the 415 V output of standby generator 3.",
        "New 230 V supply to the street cabinet from the DNO cut-out; make off the tails.",
        "Run a new supply from the DNO cut-out to the meter and terminate the tails.",
        "Test the earth leakage on the 400 V CRAH supplies with the panel open.",
        "Take insulation readings on the 400 V board with the covers off.",
    ],
)
def test_connections_and_live_tests_are_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the 24 V MCCB shunt trip coil relay in the BMS outstation, 24 V DC.",
        "Order a spare 400 V MCCB for the stores.",
        "Update the MCCB schedule in the O&M manual.",
        "Replace the toner cartridge in the printer, 230 V AC printer in the office.",
        "The 400 V load bank report was e-mailed to the client.",
    ],
)
def test_paper_and_extra_low_voltage_stay_clear(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Break out the carriageway and lay the duct at 450 mm.",
        "Break out the footway to expose the duct.",
        "Slot cut the carriageway to 300 mm deep and lay the duct.",
        "Install a new carriageway chamber on the B1234.",
        "Install a new footway box JB3 outside number 12.",
        "Plant a new 9 m telegraph pole in Elm Road.",
        "Pole replacement at Elm Road: plant the new pole beside the old one.",
        "Use the impact mole to bore under the driveway.",
        "Impact mole under the driveway from a 0.8 m launch pit.",
        "Mole under the drive for the new duct.",
        "Bore under the road with the mole for the new service pipe.",
    ],
)
def test_street_works_said_by_their_result_are_a_dig(text: str) -> None:
    assert EXC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "A mole has dug up the lawn by the cabinet.",
        "Plant new shrubs in the planter by the reception.",
        "Break out session on the carriageway resurfacing programme in room 2.",
        "The impact mole was returned to the hire depot.",
        "Plant room: replace the pump seal.",
    ],
)
def test_street_work_lookalikes_stay_clear(text: str) -> None:
    assert EXC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Enter the carriageway box JC9, 1.5 m deep, to re-terminate the copper.",
        "Jointer to work inside the CW box JC9, 1.5 m deep, to re-terminate the copper.",
        "The jointer works in the chamber all day splicing the 288f cable.",
        "Splice the cable down in the chamber.",
        "Blowlamp the lead sleeve off the old copper cable in the exchange cable chamber, jointer working inside.",
        "Enter the chilled-water thermal storage tank after draining to inspect the diffusers.",
        "Enter the hot water thermal storage tank to inspect the diffusers.",
        "Enter the cold water break tank to inspect the float valve.",
    ],
)
def test_the_trades_spaces_are_entered(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Splice the cable in the jointing van beside the chamber.",
        "Work from the footway box edge; no entry.",
        "Check the level in the chilled-water thermal storage tank from the BMS.",
    ],
)
def test_work_beside_a_space_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Fuel polishing of the generator bulk tank.", CW),
        ("Fuel polishing of the generator bulk tank with a temporary skid and hoses.", CW),
        ("Day tank to be drained for the level sensor swap.", CW),
        ("Generator day tank to be drained for the level sensor swap.", CW),
        ("Heat the bitumen in the tar boiler with the propane burner.", HW),
        ("Hot asphalt reinstatement of the trench with a gas-fired tar boiler.", HW),
        ("Light the tar boiler and melt the sealant for the joint.", HW),
    ],
)
def test_fuel_and_heating_jargon(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Spin up a new container for the monitoring stack and enter the shell to check the config.", CSE),
        ("SSH into the jump host and enter the shell.", CSE),
        ("Drain the Kubernetes node before the OS upgrade; pods reschedule automatically.", CW),
        ("Drain the node pool in AKS before the upgrade.", CW),
        ("Drain the connection pool before the database failover.", CW),
        ("Flush the DNS cache and purge the CDN edge after the release.", CW),
        ("Purge the CDN edge after the release.", CW),
        ("Run the network X-ray tool to map the switch ports.", RAD),
        ("Ladder logic change in the PLC for the chiller sequencing.", WAH),
    ],
)
def test_it_lookalikes_stay_clear(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Enter the shell of the heat exchanger to inspect the tubes.", CSE),
        ("Drain the condensate pot and purge the line with nitrogen.", CW),
        ("Drain the node's cooling loop and replace the pump.", CW),
        ("X-ray the pipe welds on the network main.", RAD),
        ("Climb the ladder to the PLC panel on the mezzanine at 4 m.", WAH),
    ],
)
def test_the_plant_senses_stay(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Climb up and replace the feeder clamp on tower T12.",
        "Tower T12: climb and replace the feeder clamp.",
        "Monopole M4: climb and swap the RRU.",
        "Pole 14 in Elm Road: climb and fit the new drop wire bracket.",
    ],
)
def test_a_tower_climbed_by_its_tag_is_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Cable vault under the exchange: enter and trace the flooded duct.",
        "Cable vault under the exchange: go in and trace the flooded duct.",
        "Valve chamber in Mill Lane: go down and free the valve.",
    ],
)
def test_a_header_space_with_its_place_is_entered(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Tower block 3: climb the stairs and read the meter.", WAH),
        ("Mast M2: photograph from the compound gate.", WAH),
        ("Chamber in Elm Road: inspect from above, no entry.", CSE),
    ],
)
def test_a_header_without_the_climb_or_entry_stays_clear(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Survey the rooftop antennas from the car park with binoculars.", WAH),
        ("Photograph the mast head from the compound gate with a zoom lens.", WAH),
        ("Climb the ladder of the support tiers from L1 to L3 this year.", WAH),
        ("She climbed the career ladder from technician to site manager.", WAH),
    ],
)
def test_a_roof_seen_from_the_ground_or_a_career_ladder_is_no_height(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Survey the rooftop antennas from the car park, then climb the ladder to the roof to fix the bracket.",
        "Climb the support ladder to the cable tray.",
        "Inspect the mast from the ground with binoculars. Rigger to climb the mast tomorrow and replace the feeder.",
    ],
)
def test_a_climb_beside_the_ground_survey_keeps_its_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Stack ladder rungs weld repair 60 m, rope access", HW),
        ("Update the ladder logic and weld the bracket on the skid.", HW),
        ("Drain the node pool, then drain the condensate from the pump casing.", CW),
    ],
)
def test_an_it_word_beside_the_work_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "A ranger hand-dug a 15 cm hole to plant a marker post beside the reservoir path.",
        "Planted the new site sign posts in the flower bed by the gate with a hand trowel, 20cm deep",
    ],
)
def test_a_post_planted_in_a_shallow_hole_is_no_dig(text: str) -> None:
    assert EXC not in types(run(text))
