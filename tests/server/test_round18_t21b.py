"""Issue 12, round 18 (t21b): missed permits of blackbox21 (turnaround worklists) and the tune20 narratives.

Class 1 (blackbox21 class 1, Hot Work): the weld said as a verb with its NDT in one phrase ("weld then RT the 3 closure
welds") is welding still to do; the weld and RT records, or RT of welds already made, are not.
Class 2 (blackbox21 class 2, Hot Work): a plasma torch named as the tool of a cut at the end of the sentence ("Cut an
access window in the shell of T-7 with a plasma torch"); a plasma torch quoted or bought is no cut.
Class 3 (blackbox21 class 3, Hot Work and Confined Space Entry): "burn off and replace/renew" a part is a torch cut;
welders or fitters said inside a vessel named by its tag are inside it. Gas burnt off, and a welder inside a booth,
are neither.
Class 4 (blackbox21 class 4, Vehicle Entry): refinery units in worklist shorthand (alky unit, FCC structure) are process
areas; a works vehicle delivering into a unit numbered in hundreds, or a digging machine named as the tool of a dig
in one, enters it; a diesel scissor lift is mobile plant. A note about a truck that names no such verb stays quiet.
Class 5 (blackbox21 class 5, Lifting): a mobile crane named by its make (Hydra, Grove) after a lifting verb; a Grove
office or street is no crane.
Class 6 (blackbox21 class 6, Confined Space Entry and Cold Work): an exchanger entered at its channel by its E- tag,
and leaking tubes plugged; a channel reading typed in is no entry, a tube-plug order no work.
Class 7 (blackbox21 class 7, Electrical/LOTO): a power cable spliced, jointed or terminated by its voltage; a splice
kit ordered is no work.
Class 8 (tune20 narratives): an underslung helicopter lift whatever its weight (NIT-001), a space named with its
owner's possessive (NIT-004), a broadcast transmitter as electrical plant to lock out (NIT-005), and a part named
after "after a ... failure" as the cause, not the part replaced (NIT-014).
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: weld then RT
@pytest.mark.parametrize(
    "text",
    [
        "Line 3-P-220: weld then RT the 2 tie-in welds",
        "Weld and X-ray the 5 closure welds on the new spool",
        "Fitters to weld then radiograph the 3 butt welds on 6-P-400",
    ],
)
def test_weld_then_rt_raises_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")
    assert _has(text, "Radiography")


@pytest.mark.parametrize(
    "text",
    [
        "File the weld and RT records for line 3-P-220",
        "RT the 3 closure welds on 4-P-115, welding was completed yesterday",
        "Review the weld and RT results of the tie-ins",
    ],
)
def test_weld_and_rt_records_raise_no_hot_work(text: str) -> None:
    assert not _has(text, "Hot Work")


# ---------------------------------------------------------------- class 2: plasma torch as the tool
@pytest.mark.parametrize(
    "text",
    [
        "Cut a manway opening in the side of drum D-4 with a plasma torch",
        "Remove the corroded nozzle from the shell of V-9 using a plasma cutter",
        "Open an inspection window in the duct wall with the plasma torch",
    ],
)
def test_cut_with_a_plasma_torch_raises_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Get three quotes for a plasma torch for the workshop",
        "Blood plasma samples delivered to the site clinic",
        "Cut the cable ties with side cutters",
    ],
)
def test_plasma_torch_mentions_raise_no_hot_work(text: str) -> None:
    assert not _has(text, "Hot Work")


# ---------------------------------------------------------------- class 3: burn off and replace; welders inside a tag
@pytest.mark.parametrize(
    "text",
    [
        "Burn off and replace 4 corroded pipe guides on the rack",
        "Scope: burn off and renew the 2 old lifting lugs on drum D-7",
        "Burn off and replace 15 ft of toe board on the crude unit walkway",
    ],
)
def test_burn_off_and_replace_raises_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Flare gas burn off and replace the pilot thermocouple reading in the log",
        "The motor burnt out and was replaced by the electrician",
        "Burn-off rate of the flare recorded in the daily report",
    ],
)
def test_burning_off_gas_or_a_burnt_out_motor_raise_no_hot_work(text: str) -> None:
    assert not _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Welders inside D-12 to tack the new tray supports",
        "Boilermakers inside V-301 to bolt the new demister",
        "Set the grid into C-4 with the hoist, then fitters inside bolt it to the ring",
    ],
)
def test_trade_inside_a_tagged_vessel_raises_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Welders inside the welding booth to practise for the WPQ",
        "Fitters inside unit 200 to change the pump seal",
        "Two welders inside the workshop to fabricate the bracket",
    ],
)
def test_trade_inside_a_room_or_unit_raises_no_entry(text: str) -> None:
    assert not _has(text, "Confined Space Entry")


# ---------------------------------------------------------------- class 4: vehicle entry wordings
@pytest.mark.parametrize(
    "text",
    [
        "Hiab to drive into the alkylation unit with the new valves",
        "Forklift to deliver the gasket pallets into the compressor shelter at unit 300",
        "Trench 2 ft wide in unit 500 with an excavator for the new drain line",
        "Diesel boom lift into the FCC structure to reach the 40 ft pipe support",
    ],
)
def test_vehicle_into_a_unit_raises_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Lessons learned: vac truck entry into unit 100 delayed by the gas test, add to next year's plan",
        "Forklift to deliver the pallets to the warehouse outside the unit fence",
        "Update the unit 400 plot plan drawing, desk task",
    ],
)
def test_vehicle_note_or_outside_raises_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")


# ---------------------------------------------------------------- class 5: cranes named by make
@pytest.mark.parametrize(
    "text",
    [
        "Lift the 2,200 lb motor onto the skid with the Hydra",
        "Land the new 3-ton valve on the stand with the 20-ton Grove",
        "Remove the pump casing with the Tadano and lay it on the dunnage",
    ],
)
def test_crane_named_by_make_raises_lifting(text: str) -> None:
    assert _has(text, "Lifting")


@pytest.mark.parametrize(
    "text",
    [
        "Set the meeting date with the Grove site office",
        "Move the files to the Grove Street office",
        "Send the Hydra timesheets to payroll",
    ],
)
def test_make_name_mentions_raise_no_lifting(text: str) -> None:
    assert not _has(text, "Lifting")


# ---------------------------------------------------------------- class 6: exchanger channel entry, tube plugging
@pytest.mark.parametrize(
    "text",
    [
        "Enter the E-210 channel head (42 in) to plug the leaking tubes",
        "Go into the E-33 channel to fit the tube plugs",
        "Enter the E-105A water box to clean the tube sheet",
    ],
)
def test_exchanger_channel_entry_raises_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Enter the E-402 channel temperature in the log sheet",
        "Enter E-402 channel pressure readings in the CMMS",
        "Update the E-402 tube plug map in the records",
    ],
)
def test_exchanger_readings_raise_no_entry(text: str) -> None:
    assert not _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Plug 4 leaking tubes in the E-210 bundle from the open channel",
        "Fitters to plug the failed tubes of cooler E-7",
        "Plug the 2 leaking exchanger tubes found on the hydrotest",
    ],
)
def test_tube_plugging_raises_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


# ---------------------------------------------------------------- class 7: HV cable splice
@pytest.mark.parametrize(
    "text",
    [
        "Splice the 11 kV cable in joint bay JB-3",
        "Joint the 6.6 kV feeder cable to the new section",
        "Make up the 33 kV cable termination at the transformer",
    ],
)
def test_hv_cable_splice_raises_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Order 3 splice kits for the 13.8 kV cable",
        "File the 11 kV cable joint records",
        "Splice the fibre optic cable in the comms rack",
    ],
)
def test_splice_paper_or_fibre_raises_no_electrical(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 8: narratives
@pytest.mark.parametrize(
    "text",
    [
        "Incident note: during an underslung lift of a 0.6 t chiller to the roof, the load spun in the downwash.",
        "The helicopter lift of the 0.8 t antenna frame went ahead without a lift plan.",
        "Underslung load of 500 kg struck the mast during the helicopter sling load operation.",
    ],
)
def test_helicopter_lift_raises_lifting(text: str) -> None:
    assert _has(text, "Lifting")


@pytest.mark.parametrize(
    "text",
    [
        "The helicopter lift off was delayed by fog.",
        "Passengers took the lift to the helipad.",
        "The patient was airlifted by helicopter to hospital.",
    ],
)
def test_helicopter_mentions_raise_no_lifting(text: str) -> None:
    assert not _has(text, "Lifting")


@pytest.mark.parametrize(
    "text",
    [
        "The deckhand climbed into the trawler's forward fuel oil tank to clean it.",
        "A fitter went into the barge's aft fresh water tank through the hatch.",
        "He crawled inside the ship's main ballast tank to check the anodes.",
    ],
)
def test_space_with_owner_possessive_raises_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Rigger climbed the mast while the standby transmitter was on antenna; it should have been locked off.",
        "Both FM transmitters locked out at the combiner before the climb.",
        "The main transmitter was isolated and locked off at the combiner before the antenna work.",
    ],
)
def test_broadcast_transmitter_lockout_raises_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Isolate and lock the pressure transmitter PT-101 at its root valves",
        "Calibrate the level transmitter LT-22 in the workshop",
        "Replace the flow transmitter display cover",
    ],
)
def test_instrument_transmitters_raise_no_electrical(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Barrier arm replaced after a gearbox failure.",
        "The sign post was renewed following a pump leak nearby.",
        "Display panel swapped after a motor fault upstream.",
    ],
)
def test_cause_of_failure_is_not_the_part_replaced(text: str) -> None:
    assert not _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Replace the seized gearbox on conveyor CV-3",
        "Change out the pump P-12 after the seal failure",
        "Replace the motor bearings on fan F-2",
    ],
)
def test_part_replaced_keeps_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")
