"""Issue 12, round 21 (t27b): classes from the blind probe blackbox26b (work requests pasted from e-mail threads).

Class 1: a reply that calls off the request it quotes ("> Can you weld a bracket on? Reply: No, we will clamp it
instead", "RE: Weld bracket. Not needed any more, the job is cancelled") still raised the quoted request's permits. A
reply that puts the work off or hands it to another crew declines nothing, and work the reply sets keeps its permits.
Class 2: a vessel's manway broken ("break the manway on the scrubber vessel") raised no Cold Work, as a broken flange
does.
Class 3: a thank-you for work done ("thanks for welding the gate hinge last week") and a subject line only
acknowledged ("Subject: Hot work permit HW-221. Thanks, received") raised permits; thanks in advance, or thanks with
a request after it, keep them.
Class 4: a mains light named by its kind ("isolate and replace the high-bay lights") raised no Electrical/LOTO.
Class 5: a container lifted by a reach stacker or straddle carrier raised no Lifting (a shipping container weighs over
2 t empty).
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: a quoted request called off by the reply
@pytest.mark.parametrize(
    ("text", "refused"),
    [
        (
            "RE: Handrail. > Can you weld a bracket on the handrail? Reply: No, we will clamp it instead. Thanks",
            "Hot Work",
        ),
        (
            "RE: RE: Gate. > Please weld a new hinge on the fuel farm gate. Reply: Cancelled, not needed, the gate is "
            "being replaced by the supplier next month. Regards",
            "Hot Work",
        ),
        ("RE: Weld bracket. Not needed any more, the job is cancelled. Regards, Planning", "Hot Work"),
        (
            "RE: Crane. > Please book the 50 t crane for the chiller lift. Reply: Cancel that please, the chiller is "
            "staying. Regards",
            "Lifting",
        ),
        (
            "RE: Roof. > Can you get someone up on the hangar roof to clear the gutters? Reply: Not needed, the drone "
            "survey showed they are clear. Thanks",
            "Working at Height",
        ),
        (
            "RE: Tank entry T-9. > Please raise the entry for two fitters inside T-9. Reply: Scrap that, the camera "
            "survey showed it is fine, no entry needed. Regards",
            "Confined Space Entry",
        ),
    ],
)
def test_request_called_off_by_the_reply_raises_nothing(text: str, refused: str) -> None:
    assert refused not in _types(text)


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        (
            "RE: Handrail. > Can you weld a bracket on the handrail? Reply: No, nights will do it instead. Thanks",
            "Hot Work",
        ),
        ("RE: Handrail. > Can you weld a bracket on the handrail? Reply: Yes please, today. Thanks", "Hot Work"),
        ("RE: Pipe support. > Can you weld a shoe on? No - do it tomorrow instead. Thanks", "Hot Work"),
        ("RE: Pump seal. Not needed, but please weld the bracket on the pump base today.", "Hot Work"),
        (
            "RE: WO-55120 Molasses tank MT-2. Hi Steve, > Can we weld the baffle back in? No, we'll bolt it instead, "
            "no welding. Please raise the entry for two fitters to go inside MT-2 on Tuesday. Thanks, Jo",
            "Confined Space Entry",
        ),
    ],
)
def test_reply_that_keeps_the_work_keeps_the_permit(text: str, needed: str) -> None:
    assert needed in _types(text)


def test_called_off_request_is_listed_in_negated() -> None:
    result = run("RE: Handrail. > Can you weld a bracket on the handrail? Reply: No, we will clamp it instead. Thanks")
    assert any("calls off" in n.reason for n in result.negated)


# ---------------------------------------------------------------- class 2: a manway broken
@pytest.mark.parametrize(
    "text",
    [
        "Hi, please break the manway on the scrubber vessel once it is drained. Regards, Integrity",
        "Break the top manway on V-12 after the nitrogen purge.",
        "Fitters to start breaking the manway cover on the digester at 07:00.",
    ],
)
def test_manway_broken_raises_cold_work(text: str) -> None:
    assert "Cold Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Paint the manway davit on the scrubber vessel.",
        "Photograph the manway on the scrubber vessel for the inspection report.",
        "Order a new manway gasket set for the stores.",
    ],
)
def test_manway_not_broken_raises_no_cold_work(text: str) -> None:
    assert "Cold Work" not in _types(text)


# ---------------------------------------------------------------- class 3: thanks for work done, acknowledgements
@pytest.mark.parametrize(
    "text",
    [
        "Hi Sean, thanks for welding the gate hinge on the fuel farm fence last week, it swings perfectly now. Mo",
        "Thanks for welding the gate hinge last week, it works perfectly. Regards, Mo",
        "Hi Dave, thanks for sorting the scaffold on silo 3, much appreciated. Cheers, Lee",
        "Big thanks to the crane crew for Sunday's lift. Regards, Anna",
        "Subject: Hot work permit HW-221, tank 5. Thanks, received. Regards",
    ],
)
def test_thanks_for_work_done_raises_nothing(text: str) -> None:
    assert _types(text) == set()


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        ("Thanks in advance for welding the gate hinge on the fuel farm fence.", "Hot Work"),
        ("Thanks for the quick reply, can you weld the gate hinge?", "Hot Work"),
        ("Thanks for welding the hinge last week. The bracket on the fence also needs welding.", "Hot Work"),
        ("Subject: Hot work permit HW-221, tank 5. Thanks, received, please weld the nozzle. Regards", "Hot Work"),
        ("Thanks to the crane crew, the 14 t lift is planned for Sunday.", "Lifting"),
    ],
)
def test_thanks_with_work_ahead_keeps_the_permit(text: str, needed: str) -> None:
    assert needed in _types(text)


# ---------------------------------------------------------------- class 4: mains lights named by their kind
@pytest.mark.parametrize(
    "text",
    [
        "Hi, please isolate and replace the high-bay lights at 9 m in the port warehouse using the scissor lift.",
        "Replace the high-bay lights in the warehouse.",
        "Fit new LED street lights along the access road.",
    ],
)
def test_mains_lights_replaced_raise_electrical(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the tail lights on the forklift.",
        "Replace the flood lights on the van.",
        "Order replacement high-bay lights for the warehouse.",
    ],
)
def test_vehicle_lights_or_orders_raise_no_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)


# ---------------------------------------------------------------- class 5: container handlers and containers lifted
@pytest.mark.parametrize(
    "text",
    [
        "Subject: Container. Please lift the 20 ft container onto the truck with the reach stacker (7 t). Regards",
        "Hi, please lift the 20 ft container onto the truck with the reach stacker. Regards",
        "Lift the 40 ft container off the chassis with the straddle carrier.",
        "Stack the empty shipping containers three high in row B.",
    ],
)
def test_container_lifted_raises_lifting(text: str) -> None:
    assert "Lifting" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lift the lid of the waste container.",
        "Lift the container of spare bolts onto the bench.",
        "Book the reach stacker in for its 500 h service.",
    ],
)
def test_small_containers_raise_no_lifting(text: str) -> None:
    assert "Lifting" not in _types(text)
