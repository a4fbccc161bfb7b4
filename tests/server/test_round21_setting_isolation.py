"""Issue 12, round 21 (lead, blackbox28): an isolation of named electrical plant holds in any setting.

In a kitchen, laboratory or office with no plant named, the setting gate keeps a permit hazard only on a threshold or
a strong cue. "Isolate" is weak on its own (an area, a patient, a sample), so "Hospital kitchen: isolate and replace
the faulty 3-phase contactor" lost its Electrical/LOTO permit (with a SETTING-REVIEW finding). An isolation whose
own clause names electrical plant (a contactor, a supply, a breaker) is now kept.
"""

import pytest

from tests.support.hazards import run, types

ELEC = "Electrical/LOTO"


@pytest.mark.parametrize(
    "text",
    [
        "Hospital kitchen: isolate and replace the faulty 3-phase contactor.",
        "Canteen: isolate the supply to the fryer and replace the element.",
        "Lab 2.14: isolate the distribution board and change the breaker.",
    ],
)
def test_an_electrical_isolation_in_a_kitchen_or_lab_is_kept(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Office: isolate the area and replace the carpet tile.",
        "Isolation room 4 on ward 7: patient isolated, cleaners to wipe down.",
        "Office kitchen: isolate the kettle and descale it.",
    ],
)
def test_isolating_an_area_or_a_patient_is_no_electrical_work(text: str) -> None:
    assert ELEC not in types(run(text))
