"""Issue 12, round 15 (r16b): the blackbox16b probe's failure classes, each with variants of our own.

Class 4: a stated height under 1.2 m was listed as an exclusion and Working at Height was raised all the same: "the
1 m step-over platform with handrails" read as stepping over the handrails (an ungated cue), and "the 0.8 m step
stand" gave no height, so the semantic layer's reading stood. Class 5: spark tools in a "designated fabrication
welding bay" (a word between) missed the whole-job qualifier, so a listed exclusion sat beside Hot Work; widening it
showed the qualifier cleared hot work said to follow outside the bay ("Then tack weld it to the handrail on the pipe
rack"), which now keeps its permit. Class 1: CMMS shorthand with a full stop ("weld rep.", "int. insp.", "int. weld
rep.") gave nothing. Class 3: a part changed inside a 400 V drive or VSD gave Cold Work only. Class 2: an X-ray suite,
room, baggage scanner or enclosed X-ray cabinet named as a place or appliance gave Radiography.
"""

import pytest

from tests.support.hazards import permits, run

WAH, HW, CSE, ELEC, RT = "Working at Height", "Hot Work", "Confined Space Entry", "Electrical/LOTO", "Radiography"


# class 4: below-threshold heights


@pytest.mark.parametrize(
    "text",
    [
        "Operate the valve from the 0.8 m step stand.",
        "Change the filter from a 0.9 m step stool.",
        "Read the meter off the 0.5 m kick stool.",
        "Data centre: climb the 1 m step-over platform with handrails to read the diesel tank gauge.",
        "Use the step-over with handrails to cross the pipes and read the gauge.",
    ],
)
def test_a_height_under_the_threshold_or_a_railed_step_over_is_no_work_at_height(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the damper actuator from the 2.5 m step stand.",
        "Fitter stepped over the handrail of the 3 m platform to reach the valve.",
        "Stand on the top rail of the 1 m platform to reach the light.",
        "Lean out over the handrail to reach the line.",
    ],
)
def test_a_height_over_the_threshold_or_a_rail_stood_on_keeps_work_at_height(text: str) -> None:
    assert WAH in permits(text)


def test_the_step_stand_height_is_listed() -> None:
    result = run("Operate the valve from the 0.8 m step stand.")
    assert any("below 1.2 m" in n.reason for n in result.negated)


# class 5: the designated welding bay


@pytest.mark.parametrize(
    "text",
    [
        "Plasma cut the blanks in the designated fabrication welding bay.",
        "Grind the burr off a bracket on the bench grinder in the designated workshop welding bay.",
        "MIG weld the frames in the dedicated fabrication welding booth.",
        "Fabricate pipe support brackets in the designated welding bay of the workshop. MIG weld and grind them.",
    ],
)
def test_spark_work_inside_a_designated_bay_needs_no_hot_work(text: str) -> None:
    result = run(text)
    assert HW not in {p.type for p in result.permitTypes}
    assert any("designated welding bay" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Weld the bracket in the designated welding bay. Then tack weld it to the handrail on the pipe rack.",
        "Grind the bracket in the designated welding bay and weld it onto the tank roof.",
        "Plasma cut the blanks in the designated fabrication welding bay, then grind the edges on the platform next "
        "to the tank.",
        "Prefabricate the spool in the designated welding bay; weld the closing joint in situ.",
    ],
)
def test_hot_work_said_to_follow_outside_the_bay_keeps_its_permit(text: str) -> None:
    assert HW in permits(text)


# class 1: shorthand with a full stop


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("WO 4500125 - weld rep. on P-101 suction spool, pinhole leak.", {HW}),
        ("WO 4500126 - V-303 int. insp. by inspector, manway open.", {CSE}),
        ("WO 4500124 - V-302 int. weld rep. at nozzle N3, resume w/ forced vent.", {HW, CSE}),
        (
            "WO 4500123 NM follow-up - V-301 int. weld rep. Welder overcome by fumes 12/06. Resume w/ forced vent.",
            {HW, CSE},
        ),
        ("WLD REP. on the pump baseplate crack.", {HW}),
    ],
)
def test_cmms_shorthand_with_a_full_stop_is_read(text: str, kinds: set[str]) -> None:
    assert kinds <= permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sales rep. visiting site to discuss the gasket order.",
        "Convert the int. value in the report spreadsheet.",
    ],
)
def test_rep_and_int_alone_stay_as_written(text: str) -> None:
    assert not permits(text)


# class 3: parts inside a drive


@pytest.mark.parametrize(
    "text",
    [
        "Replace the cooling fan inside the 400 V VSD for CT fan 3.",
        "Contractor changed the fan inside the 400 V drive with it live. Repair to be done properly on days.",
        "Nights - VSD on CT fan 3 (400 V) blew its fuses at 02:00, contractor was changing the cooling fan inside the "
        "drive with it live when it happened. Drive repair still to do on days.",
        "Replace the capacitor in the 400 V drive.",
        "VSD on CT fan 3 (400 V) tripped; replace the cooling fan inside the drive.",
    ],
)
def test_a_part_changed_inside_a_mains_drive_is_electrical_work(text: str) -> None:
    assert ELEC in permits(text)


def test_an_extra_low_voltage_drive_stays_out() -> None:
    assert ELEC not in permits("Replace the cooling fan inside the 24 V DC drive.")


# class 2: X-ray as a place or an enclosed appliance


@pytest.mark.parametrize(
    "text",
    [
        "Clean the floor of the X-ray room while the equipment is switched off.",
        "Repaint the door of the X-ray suite.",
        "Daily function test of the X-ray baggage scanner at the security lane.",
        "Mail room: screen incoming parcels through the enclosed X-ray cabinet.",
        "Replace a stained ceiling tile outside the X-ray suite from a two-step platform (0.6 m).",
        "Airport cargo: screen the cargo pallet in the enclosed cargo X-ray machine and weigh it.",
    ],
)
def test_an_x_ray_place_or_enclosed_screening_appliance_is_no_radiography(text: str) -> None:
    assert RT not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Set up the portable X-ray machine and shoot the six welds on the rack.",
        "X-ray the butt welds in the X-ray room of the NDT shop.",
        "X-ray crew to shoot the tie-in welds near the X-ray suite tonight.",
    ],
)
def test_x_ray_work_beside_an_x_ray_place_keeps_radiography(text: str) -> None:
    assert RT in permits(text)
