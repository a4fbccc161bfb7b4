"""Issue 12 round 9: incident-style texts that tell what happened and then the job still to be done.

A caretaker, a greenkeeper or a bridge gang writes one or two sentences: the incident, then the work ("the plate is to
be welded from the underbridge unit", "refit it off the 4 m tower", "the duty pump has to come out"). The job is said
in the passive, as a need, or with its height given by the access kit; the vehicle is a bowser or a refueller. Each
class has several phrasings and a benign twin. The sentences were written for these tests, not copied from an
evaluation set.
"""

import pytest

from tests.support.hazards import codes, run


def by_rules(text: str) -> set[str]:
    """The hazards the taxonomy raised (the twins test the rules added here; the semantic layer's own reading of a
    benign sentence is another helper's class)."""
    return {h.id for h in run(text).hazards if "taxonomy" in h.layers}


# --- the height said with the access kit: "off the 4 m tower", "from a 3 m stepladder" ------------------------------
HEIGHT_BY_ACCESS = [
    "The canteen extract fan fell silent last week; the fitter will change the belt off the 4 m tower.",
    "A pigeon got into the warehouse lights again, so the spotlight is to be replaced from a 3.5 m stepladder.",
    "After the storm the gutter bracket hung loose and it was refixed from the 5 m alloy tower.",
    "The sign over the gate is to be rehung working off a 2.4 m podium.",
]


@pytest.mark.parametrize("text", HEIGHT_BY_ACCESS)
def test_a_height_given_by_the_access_kit_is_work_at_height(text):
    assert "WAH" in codes(run(text))


HEIGHT_BY_ACCESS_TWINS = [
    "The label on the 0.6 m step stool is to be replaced in the store.",
    "The 40 m tower was built in 1990 and its history is on the notice board.",
    "Wipe the desk from a 1 m chair height in the office.",
]


@pytest.mark.parametrize("text", HEIGHT_BY_ACCESS_TWINS)
def test_a_low_step_or_a_structure_talked_about_is_not_work_at_height(text):
    assert "WAH" not in codes(run(text))


# --- welding said in the passive or as a need: "is to be welded", "needs welding" ------------------------------------
WELD_AS_A_NEED = [
    "A gang dropped a drill off the gantry last month; the remaining cleat is to be welded on from the access deck.",
    "The cracked crane rail clip has to be welded back before the night shift.",
    "The split hopper liner needs welding before it goes back into service.",
    "The broken handrail post will be welded to its base plate on the jetty.",
    "Two new lugs need to be welded onto the skid frame.",
    "The cracked guide bracket needs to be burnt off and a new one fitted.",
    "The worn chute liner has to be hard-faced again before Monday.",
]


@pytest.mark.parametrize("text", WELD_AS_A_NEED)
def test_welding_said_as_a_need_or_in_the_passive_is_hot_work(text):
    assert "HW" in codes(run(text))


WELD_TWINS = [
    "The welded seam on the tank roof is to be inspected visually and photographed.",
    "The handrail was welded in 1998 and now needs painting with a brush.",
    "The report says the bracket was welded in 2015 by the old contractor.",
    "Count the welding rods in the store and order more.",
]


@pytest.mark.parametrize("text", WELD_TWINS)
def test_a_weld_that_exists_is_not_hot_work_by_the_rules(text):
    assert "HZ-IGNITION" not in by_rules(text)


# --- a bowser or a refueller at a fuel farm -------------------------------------------------------------------------
BOWSER_IN_A_FUEL_AREA = [
    "At the airport fuel farm the hydrant pit is to be pumped out, and a bowser comes in to take the product away.",
    "The refueller will be driven up to the pit at the fuel farm to drain the filter vessel.",
    "A fuel bowser enters the tank farm to take away the drained kerosene from the strainer.",
]


@pytest.mark.parametrize("text", BOWSER_IN_A_FUEL_AREA)
def test_a_bowser_in_a_fuel_farm_is_vehicle_entry(text):
    assert "VEH" in codes(run(text))


def test_a_water_bowser_on_a_site_road_is_not_vehicle_entry():
    assert "VEH" not in codes(run("The water bowser damps down the dust on the quarry haul road each afternoon."))


# --- a pump in a wet well or sump that has to come out ---------------------------------------------------------------
PUMP_OUT = [
    "The duty pump in the wet well has to come out on its guide rails with the davit; nobody goes in.",
    "Sump pump SP-2 needs to come out for a new impeller; it is lifted up its guide rails.",
    "The standby submersible pump is to be pulled out of the lift station for overhaul.",
]


@pytest.mark.parametrize("text", PUMP_OUT)
def test_a_pump_that_has_to_come_out_is_cold_work_and_its_supply_isolated(text):
    got = codes(run(text))
    assert {"CW", "LOTO"} <= got, got


PUMP_TWINS = [
    "The duty pump came back from the overhaul shop last year and runs well.",
    "The pump cable has to come out of the drawing register before the audit.",
    "The results are to be pulled out of the pump log and sent to the client.",
]


@pytest.mark.parametrize("text", PUMP_TWINS)
def test_a_pump_that_is_not_lifted_out_is_not_lockout_by_the_rules(text):
    assert not by_rules(text) & {"HZ-ELECTRICAL-ENERGY", "HZ-MECHANICAL-WORK"}


# --- mixed language: an English verb with the Tagalog "i-" prefix ---------------------------------------------------
def test_a_taglish_lock_and_test_on_an_11_kv_unit_is_lockout():
    text = "Kailangan i-lock at i-test ang 11 kV ring main unit bago palitan ang cable end."
    assert "LOTO" in codes(run(text))


# --- an electric crane or grab locked out: lockout, as for any motor-driven machine ---------------------------------
CRANE_LOCKED_OUT = [
    "The bunker crane had to be locked out before the fitter went under the grab to change a hose.",
    "At the steel works the ladle crane was never locked out, and a fitter was crushed against the end stop.",
    "Lock out the refuse crane at its panel before anyone goes under the grab tines.",
]


@pytest.mark.parametrize("text", CRANE_LOCKED_OUT)
def test_an_electric_crane_locked_out_is_lockout(text):
    assert "LOTO" in codes(run(text))


def test_a_mobile_crane_with_the_area_isolated_by_barriers_is_not_lockout():
    got = codes(run("The 50 t mobile crane lifts the new vessel in; the lift area is isolated with barriers."))
    assert "LOTO" not in got, got


# --- a pump's inlet, strainer or impeller cleared: the pump could restart -------------------------------------------
PUMP_CLEARED = [
    "A worker climbed down into the pit to clear the inlet of the pit pump, which had stopped.",
    "The operator reached in to unblock the suction strainer of the slurry pump and lost two fingers.",
    "Clear the rags from the impeller of the sewage pump in the dry well.",
]


@pytest.mark.parametrize("text", PUMP_CLEARED)
def test_clearing_a_pumps_inlet_or_impeller_is_lockout(text):
    assert "LOTO" in codes(run(text))


def test_clearing_a_path_to_the_pump_house_is_not_lockout():
    assert "HZ-ELECTRICAL-ENERGY" not in by_rules("Clear the snow from the path to the pump house door.")


# --- a height above a named lower level other than the ground: the stage, the street, the quay ----------------------
HEIGHT_ABOVE = [
    "A flyman loading weights onto the arbor leaned through the gallery gate 18 m above the stage and nearly fell.",
    "The sign fitter was working 7 m above the street when the bracket gave way.",
    "The lamp on the gantry 9 m above the quay is to be changed.",
]


@pytest.mark.parametrize("text", HEIGHT_ABOVE)
def test_a_height_above_the_stage_or_street_is_work_at_height(text):
    assert "WAH" in codes(run(text))


def test_a_distance_above_a_stage_setting_is_not_a_height():
    assert "WAH" not in codes(run("The set designer wants the backdrop colour 2 shades above the stage lighting grey."))


# --- tune8 classes (read after its untuned measurement) -------------------------------------------------------------
# weather, water or animals that "got in" are not a person climbing in
THINGS_THAT_GOT_IN = [
    "Rain got in under the chapel's slate roof during the gale and stained the ceiling.",
    "Groundwater got in through the cracked basement wall overnight.",
    "Pigeons got in through a broken louvre and nested on the lighting bridge.",
]


@pytest.mark.parametrize("text", THINGS_THAT_GOT_IN)
def test_water_or_birds_that_got_in_are_not_a_confined_space_entry(text):
    assert "HZ-CONFINED-SPACE" not in by_rules(text)


def test_a_person_who_got_in_is_still_an_entry():
    assert "CSE" in codes(run("The fitter got in through the manway of the drained condensate tank and collapsed."))


# going in through the manlid, manway or manhole of a tank named before
ENTRY_THROUGH_AN_OPENING = [
    "The petrol tank has been emptied and vented; the coating contractor will go inside through the manlid.",
    "Once the cooler is drained a boilermaker climbs in via the manway to plug the leaking tubes.",
    "The inspector entered through the manhole of the slurry tank and was overcome.",
]


@pytest.mark.parametrize("text", ENTRY_THROUGH_AN_OPENING)
def test_going_in_through_a_manlid_or_manway_is_confined_space_entry(text):
    assert "CSE" in codes(run(text))


def test_walking_through_the_building_door_is_not_an_entry():
    assert "HZ-CONFINED-SPACE" not in by_rules("The visitors walked in through the main door of the office block.")


# a tank named as a place word ("the solvent tank compound") is no vessel to be inside
def test_inside_a_tank_compound_is_not_inside_a_tank():
    text = "A drum of acetone split inside the bunded tank compound; the spill is to be cleaned up with pads."
    assert "HZ-CONFINED-SPACE" not in by_rules(text)


# a well bored to a depth: the depth is no working height, and boring a well is excavation
WELL_BORED = [
    "A drilling rig will bore a replacement gas well to 12 m on the landfill cell.",
    "The contractor is to bore a new leachate well to 18 m beside the old one.",
]


@pytest.mark.parametrize("text", WELL_BORED)
def test_a_well_bored_to_a_depth_is_excavation_not_height(text):
    got = codes(run(text))
    assert "EXC" in got and "WAH" not in got, got


# a vet's or a dentist's X-ray is not industrial radiography
ANIMAL_XRAY = [
    "The vet X-rayed the horse's hoof in the surgery and the radiograph showed a crack.",
    "At the veterinary practice the cat was radiographed under sedation.",
]


@pytest.mark.parametrize("text", ANIMAL_XRAY)
def test_a_vets_xray_is_not_radiography(text):
    assert "RAD" not in codes(run(text))


def test_radiography_of_welds_is_still_radiography():
    assert "RAD" in codes(run("The welds on the new spool are to be radiographed tonight with an Ir-192 source."))


# --- own incident wordings (round 9 battery): a telehandler that picked a load, a source not wound back -------------
def test_a_telehandler_that_picked_a_load_over_a_tonne_is_lifting():
    assert "LIFT" in codes(run("The telehandler picked the 1.5 t roof truss on chains and it swung into the wall."))


RADIOGRAPHY_SOURCE = [
    "The NDT crew forgot to wind the source back into the container before they walked off.",
    "The radiographer cranked the source out of the projector while the barrier was still open.",
]


@pytest.mark.parametrize("text", RADIOGRAPHY_SOURCE)
def test_a_source_wound_in_or_out_is_radiography(text):
    assert "RAD" in codes(run(text))


def test_a_power_source_back_in_its_container_is_not_radiography():
    assert "RAD" not in codes(run("Put the torch battery back into the container on the shelf."))


# --- the job said as a need: exemplars read only in a text given alone ----------------------------------------------
def test_the_need_exemplars_are_a_block_read_only_in_a_text_given_alone():
    from mcp_server.hazards import semantic

    labels, _ = semantic.load_exemplars()
    blocks = semantic.exemplar_blocks()
    assert len(blocks) == len(labels)
    assert "need_exemplars" in blocks and "need_exemplars" in semantic.ALONE_BLOCKS
    matcher = semantic.current()
    if matcher is None:
        pytest.skip("MiniLM model not installed: taxonomy only")
    sentence = ["The broken skylight over the packing hall is to be replaced from the roof."]
    assert "WAH" in {h.code for h in matcher.match(sentence, alone=True)[0]}
    assert "WAH" not in {h.code for h in matcher.match(sentence, alone=False)[0]}, "a work order does not read them"
