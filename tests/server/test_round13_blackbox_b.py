"""Round 13, black-box safety follow-up (i13s2): permits a blind prober found missing, fixed as classes a permit
coordinator states, each checked on other phrasings and on benign twins that must not change.

- Climbing or crawling "in" a vessel is entry, as "into" is; a truck cab is no vessel.
- Work on ropes (abseil, rope access) and work on top of a roof is work at height.
- A dig that exposes buried services needs Excavation whatever its depth or tool (hydro-vac, a shallow scrape).
- "live" or "in-service" said of a process system before its name makes hands-on work there Cold Work.
- An engine-driven vehicle brought, driven, parked or positioned inside a process or hydrocarbon area is Vehicle
  Entry; one parked outside it, or tools brought in, is not.
- A manual or handbook read or studied is no work, unless the sentence goes on to the work itself.
"""

from __future__ import annotations

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Tech to climb in the reactor and remove catalyst.", "Confined Space Entry"),
        ("Fitter will crawl in the drum to clean it.", "Confined Space Entry"),
        ("Abseil down the column to inspect insulation.", "Working at Height"),
        ("Rope access team to inspect the flare stack.", "Working at Height"),
        ("Change the windsock on top of the control building roof.", "Working at Height"),
        ("Expose buried gas line by hydro-vac.", "Excavation"),
        ("Uncover the underground cable to check the joint.", "Excavation"),
        ("Shallow scrape of 0.1 m to expose buried services.", "Excavation"),
        ("Change the filter element on the live lube oil system.", "Cold Work"),
        ("Replace the valve gland on the in-service steam header.", "Cold Work"),
        ("Bring mobile crane into Unit 2 hydrocarbon area.", "Vehicle Entry"),
        ("A pickup truck will be driven inside the hydrocracker battery limits.", "Vehicle Entry"),
        ("Tanker truck will park inside the LPG loading area.", "Vehicle Entry"),
        ("Position the forklift within the tank farm for the drums.", "Vehicle Entry"),
        ("Vacuum truck to be moved into the process area.", "Vehicle Entry"),
        ("Forklift to enter the hydrocracker battery limits.", "Vehicle Entry"),
        ("Scrape back the topsoil to expose the earthing grid.", "Excavation"),
    ],
)
def test_missed_permit_is_raised(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Climb in the truck cab and start engine.", "Confined Space Entry"),
        ("Store the windsock on top of the workshop bench.", "Working at Height"),
        ("Review drawing of buried services before the job.", "Excavation"),
        # issue 12 round 14: a filter element changed opens its housing (breaking containment) whether or not the
        # plant runs, as a gasket or a filter housing opened during shutdown already is; the twin is an order for one
        ("Order new filter elements for the lube oil system.", "Cold Work"),
        ("Park the pickup outside the battery limits.", "Vehicle Entry"),
        ("Bring tools into the hydrocarbon area.", "Vehicle Entry"),
        ("Truck will park in the visitor car park.", "Vehicle Entry"),
        ("Person to enter the hydrocarbon area with a gas monitor.", "Vehicle Entry"),
        ("Operator will enter the battery limits to take a sample.", "Vehicle Entry"),
    ],
)
def test_benign_twin_unchanged(text: str, absent: str) -> None:
    assert absent not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Read the crane manual during training.",
        "Review the scaffold handbook in the classroom.",
    ],
)
def test_manual_read_is_no_work(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Read the crane manual, then lift the pump with the mobile crane.",
        "Read the crane manual on site before the 20 t lift.",
        "Read the crane manual before operating the crane at the jetty.",
        "Mobile crane lift of the pump tomorrow. Read the crane manual first.",
    ],
)
def test_manual_read_beside_the_lift_keeps_lifting(text: str) -> None:
    assert "Lifting" in permits(text)
