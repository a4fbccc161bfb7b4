"""Issue 12, round 22 (t28f: blackbox29b, renewables and storage sites).

A finished-work header opening a line ("Completed yesterday:", "Done:", "Works complete:") reports the job after its
colon over, in an order that leaves nothing still to do; piles, rods or ground screws driven by another crew in an
earlier week, or a trench dug and backfilled already, are no ground work today. A borehole drilled to a stated depth
is drilled as the bare form is. A telehandler, forklift or crane driven into a hydrogen compressor area or an
electrolyser hall enters a flammable-gas area. A combiner box, an HV supply and a mains PSU are electrical plant, so
live testing, isolation and lock-off said beside them are electrical work. A cable basement or cellar is a confined
space. A smoke detector bypassed for the work next door is this order's bypass. "No edge protection" said on a roof is
an open edge, not a denial. Lookalikes: the same words of work still to do, an open trench worked in today, a
hydrogen area named with no vehicle, hi-vis "HV" clothing, a house basement, a neighbour's welding named as the
reason.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, HW, CW, WAH = "Confined Space Entry", "Electrical/LOTO", "Hot Work", "Cold Work", "Working at Height"
EXC, VE, LIFT = "Excavation", "Vehicle Entry", "Lifting"


@pytest.mark.parametrize(
    "text",
    [
        "Completed yesterday: inverter INV-07 fan replacement, permit closed and handed back, paperwork in the cabin.",
        "Completed yesterday: inverter INV-11 fan replacement, permit closed and handed back.",
        "Done: replaced the tracker motor on row 12, returned to service.",
        "Works complete: Cadweld joints on the substation earth grid finished Friday, fire watch signed off.",
        "Complete: 2.5 MVA transformer set on plinth by crane on Monday, crane demobbed.",
        "Finished Tuesday: HVAC filter change on BESS container 5, all signed off.",
        "Closed out: inverter INV-11 fan replacement, permit handed back.",
        "Job done: welded the new bracket on the skid last week, fire watch signed off.",
    ],
)
def test_a_finished_work_header_reports_the_job_over(text: str) -> None:
    assert types(run(text)) == set()


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Completed yesterday: fan replacement on INV-07. Today weld the new bracket on the skid.", HW),
        ("Done: isolation of INV-07. Now replace the fan, lock and tag at the AC breaker.", ELEC),
        ("Complete: the crane lift of the 2.5 MVA transformer on plinth 3 next week.", LIFT),
        ("Done: weld the bracket on the skid, then grind it flush.", HW),
        ("Completed yesterday: trench dug; the crane lift of the 3 t skid follows tomorrow.", LIFT),
    ],
)
def test_a_header_beside_work_still_to_do_keeps_it(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Ground screws for the fence post already installed by the piling crew last month; today just bolt it on.",
        "Piles for the tracker extension were driven by the piling crew last month; today just bolt on the tubes.",
        "The earth rods were driven last week; today only fit the test link covers.",
        "Trench already dug and backfilled by the civils contractor; today we only fit the label on the pillar.",
        "The earth rods were already driven by the civils crew; today fit the link covers.",
        "Screw piles for row 4 were installed two weeks ago; today just fit the rails.",
    ],
)
def test_ground_work_done_earlier_is_no_dig_today(text: str) -> None:
    assert EXC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Trench already dug by the civils contractor; today we lay the cable in it and backfill.",
        "The earth rods were driven last week; today drive the remaining four rods at the north end.",
        "Piles for rows 1 to 4 were driven last month; continue piling on rows 5 to 8 today.",
        "The piles were driven last week and the rig struck a cable; investigate and repair.",
        "Drive the earth rods today; the last ones were driven last week.",
        "Piling crew to drive the screw piles on row 9 today.",
        "The trench was backfilled by the civils last week and now needs to be re-opened to fix the duct.",
        "The trench was backfilled yesterday, dig it out again to repair the duct.",
    ],
)
def test_ground_work_today_keeps_excavation(text: str) -> None:
    assert EXC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Drill a new 120 m borehole for the GSHP field with the drilling rig.",
        "Drill a 120 m deep borehole for the heat pump.",
        "Drill two new 150 m boreholes for the school's ground loop.",
        "Drill 4 new 200 m deep boreholes for the ground source array.",
        "Bore three new 90 m boreholes for the heat pump field.",
    ],
)
def test_a_borehole_with_its_depth_is_drilled(text: str) -> None:
    assert EXC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Review the drilling log of the 120 m borehole for the GSHP field.",
        "The GSHP boreholes were drilled in 2021; flush the ground loop today.",
    ],
)
def test_a_borehole_written_about_is_no_dig(text: str) -> None:
    assert EXC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Diesel telehandler to enter the hydrogen compression area to deliver the new skid parts.",
        "Diesel forklift to enter the electrolyser hall to move the stack pallets.",
        "Telehandler into the hydrogen compressor area.",
        "Forklift into the electrolyzer building to lift the stack pallets off the trailer.",
        "Mobile crane drives into the hydrogen compressor compound to lift out the compressor (5 t).",
        "Telehandler to drive into the hydrogen storage compound with the cylinder racks.",
    ],
)
def test_a_vehicle_in_a_hydrogen_area_is_vehicle_entry(text: str) -> None:
    assert VE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the pressure gauge on the hydrogen compressor skid by hand.",
        "Review the hydrogen compressor area layout drawing in the office.",
        "Telehandler to unload the panel pallets in the laydown yard.",
        "Forklift training in the warehouse.",
    ],
)
def test_a_hydrogen_area_or_a_vehicle_alone_is_no_vehicle_entry(text: str) -> None:
    assert VE not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Live testing of the string voltages at the combiner box with a CAT III meter, arc flash PPE.",
        "Live testing of the string voltages at the combiner box with CAT III meter, arc flash PPE, gloves on.",
        "Live test the string fuses in combiner box CB-07, arc flash PPE.",
        "Swap the failed 3 t power skid with the crane, HV and DC isolated and locked off first.",
        "Swap the failed 3 t power skid in BESS block 4 with the crane, isolated HV and DC first.",
        "Isolate the HV on TX-2 and replace the fan on the transformer.",
        "HV isolated and locked off at the ring main unit before the cable termination.",
        "Fire suppression panel in BESS container 1: replace the mains PSU, panel isolated, suppression system put on "
        "manual and hold-off.",
        "Replace the failed PSU in the BMS cabinet, PSU isolated first.",
    ],
)
def test_renewables_electrical_words_are_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Wear HV vests on the site road at all times.",
        "Hand out new HV jackets to the PV crew.",
        "Order six combiner box labels from the supplier.",
        "Review the combiner box layout drawing at the desk.",
        "HV switching course booked for two technicians in March.",
    ],
)
def test_hi_vis_and_paper_are_no_electrical_work(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Enter the cable basement under the solar substation to trace the water leak.",
        "Go into the cable basement under the solar substation to trace the water leak, no forced ventilation.",
        "Go into the cable cellar under the BESS switchroom to check the cable seals, no ventilation.",
        "Two fitters to work inside the cable cellar of substation 3 to reseal the ducts.",
    ],
)
def test_a_cable_basement_or_cellar_is_a_confined_space(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Go into the basement of the office to fetch the spare monitors.",
        "Enter the cellar bar to check the beer lines.",
        "Update the cable basement drawing in the records.",
    ],
)
def test_a_basement_that_is_no_cable_basement_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Bypass the BESS container smoke detector for the dusty work next door, fire alarm bypass permit.",
        "Bypass the BESS container smoke detector for the dusty work next door, fire alarm bypass permit, fire watch "
        "in place.",
        "Inhibit the smoke detectors in the switchroom for the grinding work next door.",
    ],
)
def test_a_bypass_made_for_the_work_next_door_is_ours(text: str) -> None:
    assert CW in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Inhibit the smoke detectors in the switchroom for the welding next door.", HW),
        ("Cover the drains for the grit blasting next door.", HW),
    ],
)
def test_the_work_next_door_named_as_the_reason_is_not_ours(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Roof PV on the factory: re-terminate the DC string cables at the roof-mounted isolators, no edge protection, "
        "isolate and lock.",
        "Clean the PV panels on the warehouse roof, no edge protection on the north side.",
        "No edge protection on the roof, replace the two cracked PV modules near the gutter.",
        "Replace the roof-mounted inverter on the workshop, no guard rails at the roof edge.",
    ],
)
def test_no_edge_protection_on_a_roof_is_an_open_edge(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Re-terminate the DC string cables at the ground-mounted isolators, no roof access, isolate and lock.",
        "Roof access not needed: replace the inverter fan at ground level.",
        "Order edge protection for the roof job next month.",
    ],
)
def test_no_roof_work_is_no_height(text: str) -> None:
    assert WAH not in types(run(text))
