"""Issue 12, round 16 (x17p): the false permits of blackbox17 classes 9-13, plain CMMS lines that name a permit's
word without its work.

A crane booked for a numbered week, counted as spares, pre-use checked or carrying the fire extinguishers being
checked raised Lifting; an excavator serviced in the workshop raised Excavation, a vehicle inspection checklist Vehicle
Entry, harnesses in the PPE store and the tags on scaffolds Working at Height; a permit's paperwork closed out raised
its permit; "remove packing waste" read as a gland's packing (Cold Work); "0,2 m" read as 2 m; a roof walkway with
handrails read as an open roof. Each table holds the wordings that failed, variants that must keep their permit (the
machine serviced where it then digs, work still to do after the paperwork, a real lift after the check) and
lookalikes.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Housekeeping clinker cooler grnd floor: sweep spillage, bag & remove packing waste",
        "Remove packing materials and cardboard from the new motor crate",
        "Housekeeping: sweep spillage on clinker cooler ground floor",
    ],
)
def test_packing_waste_is_no_line_break(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Remove packing from the valve gland and repack with new rings",
        "Replace gland packing on pump P-101",
        "Remove the packing from the pump stuffing box",
    ],
)
def test_a_glands_packing_keeps_its_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hand dig 0,2 m for paving slab base near gatehouse, no services", "Excavation"),
        ("Hand dig 0,25 m for marker post, no services", "Excavation"),
        ("Hand dig 0.1 m to set paving slab, no services", "Excavation"),
        ("Replace lamp at 0,8 m above floor", "Working at Height"),
        (
            "Dip potable water reservoir level through hatch on roof walkway with handrails, no entry",
            "Working at Height",
        ),
        ("Take sample from the tank roof walkway with handrails", "Working at Height"),
    ],
)
def test_below_threshold_or_guarded_raises_nothing(text: str, kind: str) -> None:
    assert kind not in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hand dig 0,5 m to expose the cable", "Excavation"),
        ("Excavate trench 1,5 m deep for the new drain", "Excavation"),
        ("Replace lamp at 2,5 m from a ladder", "Working at Height"),
        ("Replace handrails on the roof walkway at 12 m", "Working at Height"),
        ("Dip the tank from the roof walkway with handrails removed", "Working at Height"),
        ("Install new walkway with handrails on the tank roof at 15 m", "Working at Height"),
    ],
)
def test_above_threshold_or_unguarded_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)
