"""Issue 12, round 20 (t25b): polite e-mails and web forms (blackbox25b) and UK site diaries (blackbox24b), as classes.

Class 1 (Cold Work): containment asked to be broken or a fire-protection safeguard asked to be disabled, not stated:
"Could you please disable the sprinkler zone", "We need the CO2 line ... broken", "The line will be pumped down and
opened", "cut into the live gas supply". A garden sprinkler turned off or a production line opened is none.
Class 2 (Confined Space Entry): the space as the subject or as "it" ("Our bulk milk vat needs someone to go inside",
"the contractor will go down into it", "it needs somebody inside"); a person inside an office is none.
Class 3 (Vehicle Entry): a vehicle that will need to or has to drive into a hydrocarbon area, a farm or depot fuel
compound, a gas works compressor yard or a garage's forecourt; a site compound or a car park is none.
Class 4 (Electrical/LOTO): a power line isolated ("linesmen will isolate the line" on an 11 kV pole), a supply made
dead, and consumer-side work (cooker switch, RCBO, a "sparky"); a water line isolated stays a process isolation.
Class 5 (negation): a long question followed by "No flames or soldering involved" keeps its "no"; a form's short
question answered "No" still reads as not required.
Class 6 (Radiography): a surgery's X-ray unit or a person sent to A&E for an X-ray is medical.
"""

import pytest

from tests.support.hazards import run, types


# ---------------------------------------------------------------- class 1: Cold Work asked for
@pytest.mark.parametrize(
    "text",
    [
        "Hello, I'm the facilities manager. Could you please disable the sprinkler zone in the laundry for the "
        "afternoon while the contractor swaps the heads? Thanks, Jenny",
        "The fire suppression system over the bottling hall needs to be disabled for a few hours while the contractor "
        "replaces two of the sensors.",
        "We need the CO2 line to the bright beer tanks broken and a new non-return valve fitted.",
        "Hi, we'd like the glycol line to fermenter 4 opened up and the leaking valve swapped. Thanks",
        "The contractor will re-weld the suction line. The line will be pumped down and opened first.",
        "Gas engineer cut into the live gas supply with a pipe cutter to fit a new tee, no flame.",
    ],
)
def test_containment_or_safeguard_asked_for_is_cold_work(text: str) -> None:
    assert "Cold Work" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Hi, could someone turn off the garden sprinkler on the front lawn before the fete? Thanks",
        "We need the production line opened on Saturday for the open day visitors. Thanks, Sales",
        "The phone line to reception needs to be sorted, it keeps dropping calls.",
        "Thanks for testing the sprinkler system last week, the certificate is filed.",
    ],
)
def test_lookalikes_of_cold_work_asked_for(text: str) -> None:
    assert "Cold Work" not in types(run(text))


# ---------------------------------------------------------------- class 2: the space as subject or "it"
@pytest.mark.parametrize(
    "text",
    [
        "Good morning, I'm the dairy manager. Our bulk milk vat needs someone to go inside to tighten the agitator "
        "paddle bolts. When can you send someone?",
        "The pool balance tank under the plant room needs cleaning, which means the contractor will go down into it "
        "through the access hatch.",
        "Hi, the feed bin in the pig unit is blocked, and it needs somebody inside with a bar to free the feed.",
        "The rainwater tank under the field has silted up, and the contractor will go down into it next week.",
    ],
)
def test_space_as_subject_or_pronoun_is_entry(text: str) -> None:
    assert "Confined Space Entry" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Hi, the reception office needs someone inside the building by 8 am to let the cleaners in.",
        "The ladder at the loading bay is loose; could someone climb down it carefully and report back?",
        "Our bulk milk vat needs a new temperature gauge on the outside; no one needs to go in.",
    ],
)
def test_lookalikes_of_space_as_subject(text: str) -> None:
    assert "Confined Space Entry" not in types(run(text))


# ---------------------------------------------------------------- class 3: vehicle that will need to go in
@pytest.mark.parametrize(
    "text",
    [
        "A 12 tonne mobile crane will need to drive into the solvent recovery area next Thursday to lift out the "
        "old condenser.",
        "Hello, the diesel tanker has to reverse into the fuel compound at the farm on Tuesday to top up the tank.",
        "Hello, the JCB needs to drive into the fuel compound at the depot to move the old tank.",
        "Concrete wagon reversed into the gas compressor compound at the gas works to pour the new plinth.",
    ],
)
def test_vehicle_needing_to_enter_a_hydrocarbon_area(text: str) -> None:
    assert "Vehicle Entry" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "The delivery van will need to drive into the site compound to drop the boxes for the office move.",
        "Visitors' cars have to park in the staff car park on Tuesday, please tell reception.",
        "The minibus needs to go into the school yard at 3 pm for the trip.",
    ],
)
def test_lookalikes_of_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text))


# ---------------------------------------------------------------- class 4: power lines, dead supplies, consumer work
@pytest.mark.parametrize(
    "text",
    [
        "Hi, the power company's linesmen will isolate the line and replace the cracked insulator on the 11 kV pole "
        "in our yard.",
        "Hello, the electrician will make the 400 V supply to the barn dead and then replace the damaged cable.",
        "Changed the faulty cooker switch, MCB off and locked.",
        "Sparkie replaced the tripped RCBO in the flat's consumer unit.",
        "Wired the new 400 V three-phase combi oven in the restaurant kitchen.",
    ],
)
def test_electrical_said_the_lay_way(text: str) -> None:
    assert "Electrical/LOTO" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Isolate the cooling water line and drain it before the strainer is cleaned.",
        "Please make sure the cooler is switched back on after the delivery.",
        "The sparkler display at the fete was lovely, thank you all.",
    ],
)
def test_lookalikes_of_electrical_lay_way(text: str) -> None:
    assert "Electrical/LOTO" not in types(run(text))


# ---------------------------------------------------------------- class 5: "No ..." after a long question
@pytest.mark.parametrize(
    "text",
    [
        "Hello, the landlord here. Could an electrician isolate the supply and swap the cooker switch? No flames or "
        "soldering involved. Thanks",
        "Could the plumber isolate and drain the water main and replace the leaking valve? No soldering involved.",
        "Could you swap the cooker switch in flat 2 please? No soldering.",
    ],
)
def test_no_after_a_request_keeps_its_negation(text: str) -> None:
    assert "Hot Work" not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Could you weld the bracket back onto the tank roof handrail? No grinding needed.",
        "Could the fitter braze the copper joint on the chiller pipe? No ladders needed.",
        "Can you solder the new joint on the pipe in the plant room? No flames nearby.",
    ],
)
def test_no_after_a_request_does_not_clear_the_request(text: str) -> None:
    assert "Hot Work" in types(run(text))


# ---------------------------------------------------------------- class 6: medical X-ray
@pytest.mark.parametrize(
    "text",
    [
        "Our X-ray unit passed its annual inspection by the physics team yesterday and the certificate is attached.",
        "Labourer went to A&E for an X-ray on his wrist after slipping off the bottom step of the van.",
        "The nurse went to the surgery for an x-ray after the fall.",
    ],
)
def test_medical_xray_is_no_radiography(text: str) -> None:
    assert "Radiography" not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "X-ray the new welds on the steam main tonight, area barriered.",
        "Gamma radiography of the pipe welds by the NDT contractor on Sunday.",
        "The NDT crew will X-ray the vessel nozzle welds after the physics team has surveyed the area.",
    ],
)
def test_industrial_xray_keeps_radiography(text: str) -> None:
    assert "Radiography" in types(run(text))
