"""Issue 12, round 21 (lead, blackbox27b): a vehicle joined by "and" / "then" to "enter" is a person's instruction.

NEG-VEHICLE-INTO reads "the vac truck entered the bund" as the vehicle going in, not a person entering a space. Its
gap words let "and" through, so "pump out the valve chamber with the vac truck and enter to change the valve" dropped
the confined-space entry (listed in `negated`, but the entry is the job). The vehicle is now the subject of "enter"
only when no "and" / "then" / "before" / "after" stands between them.
"""

import pytest

from tests.support.hazards import run, types

CSE = "Confined Space Entry"


@pytest.mark.parametrize(
    "text",
    [
        "Pump out the valve chamber with the vac truck and enter to change the valve.",
        "Use the jet-vac truck and enter the culvert to clear the silt.",
        "Bring the gully sucker tanker and then enter the sump to clean it.",
        "Empty the wet well with the vacuum tanker, then enter the well and change the float switch.",
    ],
)
def test_a_person_enters_after_the_vehicle_does_its_work(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "A forklift carrying kegs entered the boiler cellar.",
        "The vac truck entered the bund to collect the drums.",
        "The delivery truck enters the yard at 08:00.",
    ],
)
def test_a_vehicle_that_enters_is_still_no_person_entering(text: str) -> None:
    assert CSE not in types(run(text))
