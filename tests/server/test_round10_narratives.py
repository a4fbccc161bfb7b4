"""Issue 12 round 10: incident-style texts whose job is said with a trade's own words for the permit's work.

An overhead-line gang writes "once the section is isolated and earthed", a street-lighting crew "after the cable is
disconnected at the cut-out", a bridge gang "the deck still has to be jacked 10 mm", a verger "15 m above the nave", a
gas depot "the van drove into the filling hall". The other way round, a cable dug out "to 1.5 m either side of the
cut" is a distance along the ground, not a height. Each class has several phrasings in other trades and settings, and
benign twins that must not raise the permit. The sentences were written for these tests, not copied from an
evaluation set.
"""

import pytest

from tests.support.hazards import codes, run


def by_rules(text: str) -> set[str]:
    """The hazards the taxonomy raised to a permit (the twins test the rules added here; the semantic layer's own
    reading of a benign sentence is another class)."""
    return {h.id for h in run(text).hazards if "taxonomy" in h.layers and h.permitRequired}


# --- isolated and earthed: HV cables, overhead lines, feeders ------------------------------------------------------
ISOLATED_AND_EARTHED = [
    "A tram pantograph tore down a span of contact wire last night. It is to be re-strung from the tower wagon once "
    "the section is isolated and earthed.",
    "The wind farm's array cable tripped twice in a week. The fault will be located and cut out after the circuit has "
    "been switched out and earthed at both ends.",
    "Lightning split an insulator on the 11 kV spur. The linesmen replace it tomorrow, with the line made dead, and "
    "earthed either side of the pole.",
    "The OLE gang will change the registration arm during the possession, after isolation of the overhead line "
    "equipment on the down line.",
]


@pytest.mark.parametrize("text", ISOLATED_AND_EARTHED)
def test_a_supply_isolated_and_earthed_is_electrical_isolation(text):
    assert "LOTO" in codes(run(text))


ISOLATED_AND_EARTHED_TWINS = [
    "The earthing report for the new house was filed with the building control office.",
    "The earthing certificate and the isolation certificate were filed by the office.",
    "Earthed and isolated instruments must be recorded on the calibration sheet.",
    "The visitor centre's display explains how the old railway was electrified in 1960.",
    "The garden shed was earthed by the electrician years ago and nobody has touched it since.",
]


@pytest.mark.parametrize("text", ISOLATED_AND_EARTHED_TWINS)
def test_earthing_talked_about_is_not_electrical_isolation_by_the_rules(text):
    assert "HZ-ELECTRICAL-ENERGY" not in by_rules(text)


# --- a supply cut where it is fed, or said in the passive -----------------------------------------------------------
DISCONNECTED_AT_THE_SUPPLY = [
    "A delivery lorry clipped a bollard light and bent it over. The bollard is swapped once its feed is disconnected "
    "at the feeder pillar.",
    "Water got into the kiosk at the car wash. The pump panel will be dried out and rewired after the supply has been "
    "disconnected at the distribution board.",
    "A tree root lifted the pavement over the old service cable; the cable gets disconnected at the service head "
    "before the footway is relaid.",
    "Rats chewed the heater lead in the pig shed. The heater circuit was made dead at the fuse board and the lead "
    "renewed.",
    "A van hit the lamp post outside the school. The electricity board will pull the fuses at the cut-out before the "
    "new post goes in.",
    "The kiosk was flooded. The DNO is to withdraw the service fuse so the meter tails can be replaced.",
    "A digger nicked the LV main. The jointers will repair it once the main has been made dead at the substation.",
]


@pytest.mark.parametrize("text", DISCONNECTED_AT_THE_SUPPLY)
def test_a_supply_disconnected_where_it_is_fed_is_electrical_isolation(text):
    assert "LOTO" in codes(run(text))


DISCONNECTED_TWINS = [
    "The customer's phone line was disconnected after the bill went unpaid.",
    "The water hose is disconnected from the tap at the end of each shift.",
    "The printer was moved to room 4 and its network cable disconnected from the wall port.",
    "The spare fuses were pulled from the stores shelf and counted for the audit.",
]


@pytest.mark.parametrize("text", DISCONNECTED_TWINS)
def test_a_phone_line_hose_or_network_lead_disconnected_is_not_isolation_by_the_rules(text):
    assert "HZ-ELECTRICAL-ENERGY" not in by_rules(text)


# --- a heavy structure jacked up or down is a lift ------------------------------------------------------------------
JACKED = [
    "A bearing on the footbridge seized in the frost. The span will be jacked up 15 mm so the bearing can be slid out.",
    "The old fuel oil tank's floor corroded through. The plan is to jack the tank up off its ring beam and replace the "
    "floor plates.",
    "The 40 t transformer was jacked and skated onto its new plinth in the substation last spring; the other one goes "
    "the same way next month.",
    "A ship lift cylinder leaked during the last docking. The hull is to be raised on the strand jacks again on "
    "Friday.",
    "The mill's 30 t ball mill shell is to be jacked off its trunnions so the bearings can be changed.",
    "A rail wagon derailed in the sidings and has to be re-railed with hydraulic lifting jacks.",
    "The timber-framed barn is to be jacked up 300 mm so the rotten sole plates can be renewed.",
]


@pytest.mark.parametrize("text", JACKED)
def test_jacking_a_heavy_structure_is_lifting(text):
    assert "LIFT" in codes(run(text))


JACKED_TWINS = [
    "A van had a flat tyre in the car park and the driver jacked up the car to change the wheel.",
    "The microtunnel will be driven by pipe jacking under the railway embankment.",
    "The fitter used the jacking screws to part the flange faces.",
    "The guitar's jack socket is loose and the amplifier lead keeps cutting out.",
    "The jack-up rig arrived on site and Jack the mechanic checked the hydraulic jacks in the store.",
]


@pytest.mark.parametrize("text", JACKED_TWINS)
def test_a_car_jack_pipe_jacking_or_a_jack_socket_is_not_lifting_by_the_rules(text):
    assert "HZ-SUSPENDED-LOAD" not in by_rules(text)


# --- a height above the level a person would fall to, named as a place ----------------------------------------------
HEIGHT_ABOVE_A_PLACE = [
    "During the clock repair a pigeon net came loose; it is to be refixed from the belfry ledge, 18 m above the nave.",
    "A ceiling tile dropped in the shopping centre. The grid will be re-hung from a cherry picker platform 9 m above "
    "the atrium.",
    "The crane driver's cab window cracked. The glazier works off the gantry walkway, 12 m above the turbine hall "
    "floor.",
    "Pigeons nest in the roof trusses of the swimming hall; the nets go up from a boom lift 10 m over the pool.",
    "A loose stone fell from the harbour wall lantern. The lantern is re-pointed from a cradle 10 m above the rocks.",
]


@pytest.mark.parametrize("text", HEIGHT_ABOVE_A_PLACE)
def test_a_height_above_a_named_place_is_work_at_height(text):
    assert "WAH" in codes(run(text))


HEIGHT_ABOVE_TWINS = [
    "The church stands 120 m above sea level on the hill and the verger polishes the pews.",
    "The survey pin by the lych gate is 45 m above ordnance datum.",
]


@pytest.mark.parametrize("text", HEIGHT_ABOVE_TWINS)
def test_an_altitude_or_a_drawing_is_not_a_height_by_the_rules(text):
    assert "HZ-FALL-FROM-HEIGHT" not in by_rules(text)


# --- a distance along the ground is not a height --------------------------------------------------------------------
DISTANCE_ALONG_THE_GROUND = [
    "A mole plough snagged the water main in the field. The main is to be uncovered by hand to 2 m either side of the "
    "damage and a repair clamp fitted.",
    "A digger pulled up the fibre duct. The duct is to be exposed to 3 m beyond the kerb and re-laid.",
    "The gas leak was traced to a fitting; the service pipe will be opened up to 1.5 m each side of the fitting.",
    "The crack runs to 2 m either side of the joint and was sealed with resin.",
    "The fence line was extended to 20 m beyond the gate.",
]


@pytest.mark.parametrize("text", DISTANCE_ALONG_THE_GROUND)
def test_a_distance_either_side_or_beyond_is_not_a_height(text):
    assert "WAH" not in codes(run(text))


def test_a_height_said_with_to_is_still_a_height():
    assert "WAH" in codes(run("The signage gantry lamp is to be replaced working to 6 m from a scissor lift."))


# --- a vehicle driven into a gas filling hall -----------------------------------------------------------------------
VEHICLE_INTO_A_GAS_HALL = [
    "At the propane depot a courier's van was driven into the cylinder filling shed to collect a parcel. The spare "
    "regulators still have to be dropped off there by van next week.",
    "A farmer drove his tractor onto the decanting bay of the LPG plant to pick up bottles.",
    "The forklift driver parked the diesel truck in the gas filling hall overnight, next to the filling carousel.",
    "A delivery lorry reversed into the solvent store of the paint works and nobody had tested for vapour.",
    "The farm's tractor will tow the trailer into the LPG compound to collect the empty cylinders.",
]


@pytest.mark.parametrize("text", VEHICLE_INTO_A_GAS_HALL)
def test_a_vehicle_in_a_gas_filling_hall_is_vehicle_entry(text):
    assert "VEH" in codes(run(text))


VEHICLE_GAS_TWINS = [
    "The brewery's bottling hall had a new labelling machine delivered by hand on a pallet truck.",
    "Bottles of propane were ordered from the online shop for the barbecue.",
    "The LPG supplier's invoice was posted and the van insurance renewed.",
]


@pytest.mark.parametrize("text", VEHICLE_GAS_TWINS)
def test_a_brewery_bottling_hall_or_a_propane_order_is_not_vehicle_entry_by_the_rules(text):
    assert "HZ-VEHICLE-MOVEMENT" not in by_rules(text)


def test_a_water_supply_cut_off_is_not_isolation_by_the_rules():
    text = "The water supply to the yard was cut off and disconnected while the main was repaired."
    assert "HZ-ELECTRICAL-ENERGY" not in by_rules(text)


def test_a_man_called_jack_is_not_a_jacking_operation():
    assert "HZ-SUSPENDED-LOAD" not in by_rules("Jack checked the tank level on his round and logged it.")


def test_a_forklift_in_a_brewery_bottling_hall_is_not_vehicle_entry():
    text = "A forklift drove into the bottling hall of the brewery with a pallet of empty kegs."
    assert "HZ-VEHICLE-MOVEMENT" not in by_rules(text)


def test_a_flood_level_is_not_a_height():
    text = "The new bungalows stand 2 m above the design flood level and the gardens were turfed in May."
    assert "HZ-FALL-FROM-HEIGHT" not in by_rules(text)


# --- an opening in a floor a person can fall through -----------------------------------------------------------------
FLOOR_OPENING = [
    "A joiner stepped back through the open trapdoor of the loft while boarding it; the rest of the loft is boarded "
    "next week.",
    "The stage crew left the floor hatch uncovered during the changeover, and the dancer who fell through it broke her "
    "wrist.",
    "On the mill's third floor the sack hoist's floor opening was left unguarded while the new chute was fitted.",
]


@pytest.mark.parametrize("text", FLOOR_OPENING)
def test_an_open_trapdoor_or_floor_hatch_is_work_at_height(text):
    assert "WAH" in codes(run(text))


FLOOR_OPENING_TWINS = [
    "A trapdoor spider was found under a stone in the garden.",
    "The loft hatch was repainted white and its catch oiled.",
]


@pytest.mark.parametrize("text", FLOOR_OPENING_TWINS)
def test_a_trapdoor_spider_or_a_painted_hatch_is_not_work_at_height_by_the_rules(text):
    assert "HZ-FALL-FROM-HEIGHT" not in by_rules(text)
