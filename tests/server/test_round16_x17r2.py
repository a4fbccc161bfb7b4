"""Issue 12, round 16 (x17r2, blackbox17 classes 2 and 4): confined spaces named in plant vocabulary, and a height
inside a space or on top of equipment.

Class 2: CMMS lines name the space in the words of the plant that owns it (a cement mill, a preheater cyclone, a bag
filter's dirty side, a kiln riser duct, a cullet bunker, a condenser waterbox, an ESP field, a scum box, a chamber
"access by manhole") and say the entry as "X entry" or as a bare "enter" after the space ("PS-03 wet well: enter to
de-rag"). None raised Confined Space Entry, and "Condenser waterbox B entry" was even called no work at all.

Class 4: a height inside a space or on equipment was dropped: a bosun's chair down a silo (the chair's own words were
never read: "bosun's" is "bosun s" in the matched text), a 20 m descent on a silo's internal ladder, riggers on a
turbine casing top "3.5m no guardrail", a crane boom "45 m".
"""

import pytest

from tests.support.hazards import permits, run

CSE = "Confined Space Entry"
WAH = "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        # the failing wordings
        "Enter bag filter 511-BF1 dirty side to replace 40 bags",
        "Bag filter 511-BF1 enter dirty side to rplc 40 bags, iso fan & screw conveyor",
        "Waterbox entry condenser B",
        "Condenser waterbox B entry, tube plugging",
        "Condenser waterbox A entry for tube eddy current testing",
        "Enter cullet bunker to clear bridging",
        "Enter cullet bunker (6 m, below grade) to clear bridging, iso vibrating feeder below",
        "CM2 mill liner chg: enter mill, arc gouge worn lifter bars & weld new. Iso mill main drive 6.6kV + LOTO",
        "Preheater cyclone 3 internal: cut damaged anchors w/ grinder & weld new V-anchors",
        "Kiln inlet riser duct: enter from 35 m platform, scaffold inside, chip & re-weld anchors",
        "Welding repair in valve chamber VC-12 (access by manhole), broken pipe support",
        "PS-03 wet well: enter to de-rag pump P2 impeller, iso both pumps 415V",
        "Remove 2.2t submersible pump from wet well w/ truck crane, 1 person enters to unhook, iso 400V",
        "Internal insp. digester #2 after cleaning - 2 persons entry, visual & UT thickness only",
        "ESP field 2 internal insp & rapper rplc, TR sets iso & earthed",
        "Boiler furnace scaffold erection & waterwall tube pad weld at 30 m",
        "Follow-up IR-221: enter scum box of PST to rplc damaged baffle",
        # other wordings of the same classes
        "Fitter to enter the baghouse clean side and check the tube sheet",
        "Enter fabric filter FF-2 to change bags",
        "Go inside the coal bunker to free the hang-up",
        "Scum box entry on PST 2 to clear the draw-off",
        "Clarifier 3 scum box: enter and clear the blockage",
        "Bunker 4: enter via the top hatch to clear bridging",
        "ESP 1 field 3 entry for wire replacement",
        "Precipitator B entry, rapper hammer change",
        "Digester 1 entry by two fitters",
        "Two man entry into the surge bin",
        "Raw mill 2 entry for liner inspection",
        "Mill 2 entry to change grinding media",
        "Enter mill 1 and replace the worn liner plates",
        "Cooler 2 drop chamber: enter to remove clinker build-up",
        "Kiln riser duct internal: chip out refractory",
        "Calciner internal inspection by refractory contractor",
        "Access by the manway on the bottom of the vessel to inspect the floor",
        "Riser duct: enter through the inspection door and remove the coating",
        "Boiler 2 furnace scaffold to be erected for the waterwall survey",
    ],
)
def test_a_space_named_in_plant_words_is_entered(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        # "mill" as a paper mill, a site or a company
        "Deliver the pallets to the paper mill gate",
        "Visitors enter the paper mill through the main gate and sign in at reception",
        "Book the coach for the Riverside Mill site visit",
        "Mill entry gate barrier arm broken, replace the arm",
        "Smith's Mill internal audit of training records",
        # "cyclone" as weather
        "Cyclone warning: secure loose items on the quay before the cyclone arrives",
        "Cyclone season preparation: check tie-downs on the RTG cranes",
        # "entry" as data or a log
        "Data entry of the bag filter dP readings into the log",
        "Enter the bag filter dP readings into the shift log",
        "Log entry for the waterbox inspection results in SAP",
        "Journal entry for the bunker fuel invoice",
        "Enter bunker fuel quantities in the port system",
        # other "enter" lookalikes
        "Tank T-3 level: press enter to save the reading",
        "Silo 3 delivery: visitors enter via main gate",
        "Tank farm: trucks enter to unload at bay 2",
        # kit, not a person in a chair
        "Bosun's chair inspection in the rope store, tag and record",
    ],
)
def test_lookalikes_stay_without_an_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        # the failing wordings
        "Silo 4 build-up removal, entry via roof hatch on bosun's chair, 28 m deep",
        "Silo 4: person lowered on bosun's chair 28 m inside silo to remove build-up",
        "Enter cement silo 2 from top to inspect aeration pads, 20m descent on internal ladder",
        "Turbine casing lift 45 t, riggers on casing top 3.5m no guardrail",
        "Festoon cable trolley rplc on STS boom, 45 m, harness, iso crane 11 kV main",
        # other wordings
        "Clean the silo walls from a bosun's chair, attendant at the roof hatch",
        "Paint the stack band working from a bosuns chair",
        "Descend 12 m on the internal ladder of the hopper to inspect the outlet",
        "Hopper inspection: 15 m vertical descent by rope from the top hatch",
        "Fitters on the turbine casing top, 4 m, no handrail, to fit the lifting eyes",
        "Replace the anemometer on the crane jib, 38 m",
        "Change the boom floodlight on the ship loader boom, 30 m",
        "Pipe support repair at 6 m without edge protection",
    ],
)
def test_a_height_in_a_space_or_on_equipment_is_work_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bosun's chair inspection in the rope store, tag and record",
        "Hand dig 0.2 m beside the kerb, no services",
        "Stores count of crane boom spares",
        "Workers descend the ladder into the 2 m trench to bed the duct",
        "Mobile crane with 45 m boom radius, lift 800 kg pallet from the truck",
        "Replace the gasket on the pump casing at ground level",
    ],
)
def test_lookalikes_stay_without_work_at_height(text: str) -> None:
    assert WAH not in permits(text)


def test_a_waterbox_entry_is_work_to_assess() -> None:
    result = run("Condenser waterbox B entry, tube plugging")
    assert not [f for f in result.findings if f.code == "NEEDS-REVIEW"]
