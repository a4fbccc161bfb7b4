"""Issue 12, round 18 (t22a): missed permits of blackbox22, work orders written in second-language English and by
machines (CMMS, SCADA, machine translation). Each class is a way of writing the job that the rules did not read.

Class 1 (Confined Space Entry): the entry written as a noun with the people between "entry" and the space ("Entry of
personnel into the column C-5", "entry of the cleaners" after the separator's manhole is opened), and a bare "go down
inside" after a well named before it. The entry of visitors to a site, of data, or of contractors at a gate is none.
Class 2 (Electrical/LOTO): the isolation said as an idiom, Indian "take (the) shutdown of" a feeder, panel or motor and
French "consignation" of a motor or panel, and a distribution board itself connected ("temporary electricity use").
A unit's or plant's shutdown, a shutdown meeting, and a board ordered are none.
Class 3 (Working at Height): the height said with no "at" or "of" ("on height 4 m", "on the height 8 m", "height work
6 m"). A truck's, a stack's or a maximum height, and a figure under the threshold, are none.
Class 4 (Cold Work): the Chinese "blind plate pulling and plugging", "blind pulling": the blind named first and its
work as a noun. A window blind pulled, a spade taken from a shed and a blind list are none.
Class 5 (Lifting): the Indian "chain pulley block" used to lift is a chain block; one sent to the store lifts nothing.
Class 6 (Cold Work): a pump's mechanical seal said to be replaced in the passive, as a notification writes it, keeps
the line break whatever isolation follows ("isolate by valves only"). A seal kit ordered is none.
Class 7 (Electrical/LOTO): "disconnect and earth" with the cable fronted ("this cable the electrical department must
disconnect and earth"); a road tanker disconnected and earthed for unloading is bonding, and earth moving is no earth.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: entry written as a noun
@pytest.mark.parametrize(
    "text",
    [
        "Entry of the inspectors into the drum D-7 for the weld inspection.",
        "Entry of three workers in the tank T-22 for the floor cleaning after the gas test.",
        "Entry of the fitter into the scrubber S-4 for changing of the packing.",
        "Manhole of the column C-9 is opened, entry of the contractors for the tray removal.",
        "Valve works in the well: operator go down inside to open the valve.",
    ],
)
def test_entry_written_as_a_noun_is_an_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Entry of the visitors to the site at 09:00, safety induction in the training room.",
        "Tank T-4 shutdown tomorrow. Entry of the contractors by the main gate from 07:00.",
        "Entry of the data into the CMMS for the tank T-5 inspection report.",
        "Clean the strainer as well: then go inside the control room for the handover.",
    ],
)
def test_entry_of_people_at_a_site_or_data_is_no_space_entry(text: str) -> None:
    assert not _has(text, "Confined Space Entry")


# ---------------------------------------------------------------- class 2: isolation idioms
@pytest.mark.parametrize(
    "text",
    [
        "Take the shutdown of the 6.6 kV feeder F-7 and replace the cable termination.",
        "Take shutdown of the 415 V motor of the cooling tower fan for the bearing change.",
        "Take electrical shutdown of the LT panel PCC-4 for the cleaning.",
        "Consignation of the panel 690 V before the electrician cleans the busbars.",
        "Consignation of the pump motor 400 V, then the fitter changes the coupling.",
        "Connect the temporary distribution board 415 V for the site cabins.",
    ],
)
def test_isolation_idioms_raise_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Take the shutdown of the crude unit for the turnaround.",
        "Planning meeting for the shutdown of the 11 kV feeder next month.",
        "Order the new distribution board from the supplier.",
        "Consignment of the spare parts to the warehouse.",
    ],
)
def test_unit_shutdowns_meetings_and_orders_raise_no_electrical(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 3: "on height N m"
@pytest.mark.parametrize(
    "text",
    [
        "Painting of the handrail on height 7 m, no scaffold.",
        "Height work 9 m on the flare structure for the bolt tightening.",
        "On the height 6 m the fitter must change the gasket of the flange.",
        "Grinding works on height 4 m on the column platform without barrier.",
    ],
)
def test_height_said_without_at_is_a_height(text: str) -> None:
    assert _has(text, "Working at Height")


@pytest.mark.parametrize(
    "text",
    [
        "Truck height 4 m, deliver the pipes to the yard.",
        "Max height 4 m under the pipe bridge for the trucks.",
        "Change the vice on the bench, height 0.9 m.",
        "Stacking height 3 m for the pallets in the warehouse.",
    ],
)
def test_heights_of_things_are_no_working_height(text: str) -> None:
    assert not _has(text, "Working at Height")


# ---------------------------------------------------------------- class 4: blind plate pulling and plugging
@pytest.mark.parametrize(
    "text",
    [
        "Blind plate plugging on the steam line flange DN100.",
        "Blind plate pulling on the flare header before the start-up.",
        "Spade insertion on the fuel gas line at the battery limit.",
        "Blind removal on the nitrogen line flange after the pressure test.",
    ],
)
def test_blind_work_as_a_noun_is_a_line_break(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Window blind pulling cord is broken in the office.",
        "Spade removal from the garden shed.",
        "Blind plate removal list to be updated by the planner.",
    ],
)
def test_window_blinds_spades_and_lists_are_no_line_break(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 5: chain pulley block
@pytest.mark.parametrize(
    "text",
    [
        "Chain pulley block 2 t to lift the motor in the compressor house.",
        "Gearbox weight 1.5 t, lower by the chain pulley block.",
        "Using chain pulley block lift the impeller of 1.2 ton from the casing.",
    ],
)
def test_chain_pulley_block_lift_is_lifting(text: str) -> None:
    assert _has(text, "Lifting")


@pytest.mark.parametrize(
    "text",
    [
        "Chain pulley block 5 t sent to the store for the yearly inspection.",
        "Chain pulley block 3 t to be tagged after the load test in the workshop.",
        "Count the chain pulley blocks in the rigging store.",
    ],
)
def test_chain_pulley_block_stored_or_tagged_lifts_nothing(text: str) -> None:
    assert not _has(text, "Lifting")


# ---------------------------------------------------------------- class 6: seal replaced in the passive
@pytest.mark.parametrize(
    "text",
    [
        "Mechanical seal of pump P-210 to be replaced, isolate by valves only.",
        "Alarm from DCS: mechanical seal of pump P-7 (naphtha), seal must be changed; isolate by valves only.",
        "Pump seal of P-33A needs to be renewed, isolate by valves only.",
    ],
)
def test_pump_seal_replaced_in_the_passive_is_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "The mechanical seal kit to be ordered from the supplier.",
        "Mechanical seal spares to be counted in the store.",
        "Door seal of the office fridge to be replaced.",
    ],
)
def test_seal_kits_and_door_seals_are_no_line_break(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 7: fronted object, disconnect and earth
@pytest.mark.parametrize(
    "text",
    [
        "Old 11 kV cable is crossing the trench, this cable the HV team must isolate and earth before the digging.",
        "The 6.6 kV feeder to the old pump house, electrical department will disconnect and earth before we start.",
        "There is a 3.3 kV cable in the way, this one the electricians must de-energise and earth first.",
    ],
)
def test_fronted_cable_disconnected_and_earthed_is_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Disconnect and earth the road tanker before the unloading of diesel.",
        "Earth moving works near the fence, then level the earth.",
        "Check the earth pit resistance at the substation fence, record in the log.",
    ],
)
def test_tanker_bonding_and_earth_works_are_no_isolation(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")
