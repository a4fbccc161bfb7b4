"""Issue 12, round 20 (t25a): classes from the black-box probes of mining, quarrying and tunnelling (blackbox25) and of
offshore work (blackbox24).

Class 1 (CSE): a culvert or sewer walked or gone into, a person-size pipe said by its bore, offshore enclosed spaces
(chain locker, crane pedestal, jack-up leg), and "going in to change ..." after a sentence naming a drained cell.
Class 2 (WAH): a position over an open drop with no height figure: the drilling derrick's boards and crown, a shaft's
sinking stage, kibble or cage top, a quarry edge, over-side or overboard work, a man-riding winch. A drilling derrick
is no crane. A quarry face's height with the work on the pit floor is its size.
Class 3 (WAH over-call): "clip" as a noun ("the hose clip on the line") is a fitting, not a harness clipped on.
Class 4 (Electrical/LOTO): mains circuits, sockets or a supply tested at their voltage; an RCD test of sockets.
Class 5 (Hot Work): a burning bar or thermic lance named anywhere in the sentence; "weld two new clamps".
Class 6 (Radiography): a belt weigher's nuclear source removed or shuttered; a medical X-ray of a body part is not.
Class 7 (Cold Work): a pipe coupling broken or split on a range, line or main; bulk fluid taken on or discharged
through a hose station; a pig loaded into its launcher.
Class 8 (Lifting): a winch or tugger as the means of an install or lift, with a load named.
Class 9 (precision): a toolbox talk that covered a subject, a WAH policy, inspection sheets, potholes noted or
filled, a lanyard kept in the lamp room, an exploration drill hole by its tag, a crane sent back.
"""

import pytest

from tests.support.hazards import permits


# ---------------------------------------------------------------- class 1: plain-word entries
@pytest.mark.parametrize(
    "text",
    [
        "Crew will walk into the 1.5 m culvert to remove the timber, gas test first, standby at the inlet.",
        "Walk through the box culvert under the haul road to inspect the joints.",
        "Go into the 900 mm pipe from the manhole to clear the roots, winch and top man.",
        "Pre-shift card: flotation cell 6 drained. Going in to change the impeller, gas tested, attendant outside.",
        "Enter the chain locker to inspect the anchor chain.",
        "Enter the crane pedestal to inspect the slew ring bolts from inside.",
        "Enter the leg of the jack-up below the main deck to check the rack chocks.",
    ],
)
def test_plain_word_entries_are_entries(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Walk the main intake roadway and record the gas readings.",
        "Walk to the culvert outlet and check the grate is clear.",
        "The crew is going in at 06:00 on the cage.",
        "Clear the locker room and restock the PPE shelves.",
    ],
)
def test_walks_and_rooms_are_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


# ---------------------------------------------------------------- class 2: drop places are height
@pytest.mark.parametrize(
    "text",
    [
        "Derrickman to go up to the monkey board and change the fingerboard latch.",
        "Work at the crown of the derrick, 45 m, to grease the sheaves.",
        "Sinking crew to work from the stage in the shaft 200 m below the collar.",
        "Shaftsman to ride the cage top to check the guides and buntons.",
        "Two fitters to work in the open shaft from the kibble to replace a pipe bracket.",
        "Labourers to work at the edge of the 6 m tip face to fix the barrier.",
        "Over-side work on the sub-cellar walkway, 12 m above the sea, to replace the anode clamp.",
        "Crew working overboard from the cellar deck to change the caisson clamp bolts.",
        "Replace the navaid lamp on the jacket at the sub-cellar level over the sea.",
    ],
)
def test_drop_places_are_height(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Derrickman's training record updated after his fall-arrest refresher course.",
        "Inspect the shaft from inside the cage, stopping at each landing; nobody leaves the cage.",
        "The quarry face is 15 m high; all work today is on the floor of the pit.",
        "The quarry face is 15 m high; the drill rig works on the bench below, well back from the crest.",
        "Man overboard drill held with the FRC crew at the muster point.",
    ],
)
def test_drop_place_lookalikes_are_no_height(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Derrickman to go up to the monkey board and change the fingerboard latch.",
        "Inspect the derrick structure from the drill floor for loose bolts, nobody goes up.",
        "Derrick floodlight fitting found broken on the round; raise a notification.",
        "Paint the outside of the crane pedestal from deck level.",
    ],
)
def test_a_drilling_derrick_or_a_pedestal_is_no_crane(text: str) -> None:
    assert "Lifting" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stiff-leg derrick to lift the 4 t beam onto the bridge deck.",
        "Derrick crane to set the 6 t precast unit.",
        "Pedestal crane to lift the 2 t pump onto the supply boat.",
    ],
)
def test_a_derrick_crane_is_a_crane(text: str) -> None:
    assert "Lifting" in permits(text)


# ---------------------------------------------------------------- class 3: a noun clip is no tie-off
@pytest.mark.parametrize(
    "text",
    [
        "Fit the new clip on the cable tray bracket at knee height.",
        "Replace the hose clip on the firewater pump cooling line on the main deck.",
        "Re-fit the clip on the deck drain cover.",
        "Weld the grating clip on the weather deck at floor level.",
    ],
)
def test_a_noun_clip_is_no_tie_off(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Clip on to the lifeline before you go over the handrail.",
        "Wear a harness and clip on to the static line.",
        "Harness on, clip on at all times on the roof.",
    ],
)
def test_clipping_on_is_a_tie_off(text: str) -> None:
    assert "Working at Height" in permits(text)


# ---------------------------------------------------------------- class 4: mains circuit testing
@pytest.mark.parametrize(
    "text",
    [
        "Test the 415 V circuits at the lamp room DB.",
        "RCD test the 240 V socket outlets in the underground workshop.",
        "Test the 415 V supply to the pump.",
    ],
)
def test_mains_circuit_testing_is_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Test the 24 V circuits on the panel.",
        "File the test results of the 415 V supply.",
        "Order a new RCD tester for the stores.",
    ],
)
def test_elv_or_paper_tests_are_not_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


# ---------------------------------------------------------------- class 5: burning bar, counted welds
@pytest.mark.parametrize(
    "text",
    [
        "Use the burning bar to cut the seized eccentric bushing out of the cone crusher.",
        "Cut the seized eccentric bushing out of the cone crusher with the burning bar.",
        "Thermic lance to open the tap hole on the furnace.",
        "Belt 5 tail chute is worn. Weld three new braces.",
        "Fitters to lock off the belt. Weld two new skirt clamps onto the chute liner.",
    ],
)
def test_burning_bar_and_counted_welds_are_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Get a quotation for burning bars from the supplier.",
        "Burning bar stock count in the stores: 40 rods.",
        "Toolbox talk covered hot work rules and the fire watch.",
        "Grind the valve seats in the workshop's designated welding and grinding bay.",
    ],
)
def test_hot_work_lookalikes(text: str) -> None:
    assert "Hot Work" not in permits(text)


# ---------------------------------------------------------------- class 6: nuclear gauge sources
@pytest.mark.parametrize(
    "text",
    [
        "Remove the nuclear source from the belt weigher before the belt scale rebuild.",
        "Belt weigher nuclear source to be shuttered and taken out by the RPS.",
        "RPS to shutter the density gauge source before the chute is opened.",
    ],
)
def test_gauge_sources_are_radiography(text: str) -> None:
    assert "Radiography" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "X-ray of the miner's injured wrist at the hospital is booked for tomorrow.",
        "Chest X-ray for the new starter at the clinic.",
        "X-ray of his ankle after the fall, at the doctor's.",
    ],
)
def test_medical_xrays_are_not_radiography(text: str) -> None:
    assert "Radiography" not in permits(text)


# ---------------------------------------------------------------- class 7: couplings, hose stations, pigs
@pytest.mark.parametrize(
    "text",
    [
        "Break the coupling on the 200 mm methane drainage range after it is isolated and vented.",
        "Split the Victaulic coupling on the compressed air main to remove the leaking section.",
        "Bulk transfer: take on 200 m3 of base oil from the Far Sky via the port hose station.",
        "Backload brine to the boat through the bulk hose.",
        "Load the pig into the export line launcher.",
    ],
)
def test_containment_broken_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Order two spare Victaulic couplings for the stores.",
        "Book the hose station test certificates into the register.",
        "Pig launcher inspection report filed by the integrity engineer.",
    ],
)
def test_containment_lookalikes(text: str) -> None:
    assert "Cold Work" not in permits(text)


# ---------------------------------------------------------------- class 8: winch lifts
@pytest.mark.parametrize(
    "text",
    [
        "Install the 3 t spool with the air winch in the mud module.",
        "Install the 1.5 t riser guard clamp with the moonpool cart winch.",
        "Change out the 1.8 t crown block sheave, lifted with the rig tugger.",
    ],
)
def test_winch_installs_are_lifts(text: str) -> None:
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Service the air winch brake in the workshop.",
        "Unpin the mast base; lower with the hand winch.",
        "Cancelled: the crane has been sent back, no lift today.",
    ],
)
def test_winch_lookalikes_are_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


# ---------------------------------------------------------------- class 9: papers and everyday senses
@pytest.mark.parametrize(
    "text",
    [
        "The working at height policy has been revised.",
        "Checked my harness and lanyard in the lamp room, tags in date.",
        "Sign off the trench inspection sheet for yesterday.",
        "Potholes noted on the haul road near the weighbridge.",
        "Fill the potholes on the haul road with the grader.",
        "Log the core from drill hole DD-14 in the core shed.",
    ],
)
def test_papers_and_everyday_senses_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Dig out the potholes and patch them with tarmac.", "Excavation"),
        ("Checked my harness and lanyard, then climbed onto the roof to clear the gutter.", "Working at Height"),
        ("Drill holes in the steel plate for the bracket.", "Cold Work"),
    ],
)
def test_work_beside_the_papers_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)
