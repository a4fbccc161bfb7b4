"""Round 13, black-box safety follow-up 2 (i13s3): permits a second blind prober found missing, fixed as classes a
permit coordinator states, each checked on other phrasings and on benign twins that must not change.

- Mobile plant named by its machine (JCB, skid steer, mixer truck, cherry picker, crane, backhoe) driven, going or
  brought into a unit or area, or to access a structure, is Vehicle Entry.
- Soil scraped, stripped or removed is a dig, bounded by its depth as a bare dig is; soil samples are not.
- A person entering "it" where the sentence, or the one before, named the vessel enters the vessel.
- A step ladder stands on a floor: "access by step ladder" is no way down into a space, so a height said with it
  counts.
- A bundle extractor carries the bundle: a lift when the load is 1 t or more.
- "Not electrical work" is a scope line: the electrical work said after it keeps its permit with a SCOPE-CONFLICT.
"""

from __future__ import annotations

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import permits, types


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("JCB to be driven into unit 2 to dig for the new firewater hydrant.", "Vehicle Entry"),
        ("Backhoe to be taken into the tank farm to dig a sump.", "Vehicle Entry"),
        ("Concrete mixer truck into unit 7 process area to pour plinth.", "Vehicle Entry"),
        ("Skid steer going into the sulphur recovery unit to scrape out 400mm of contaminated soil.", "Vehicle Entry"),
        ("Skid steer going into the sulphur recovery unit to scrape out 400mm of contaminated soil.", "Excavation"),
        ("Mobile crane to be driven into the hydrocracker area for a 20t lift.", "Vehicle Entry"),
        ("Cherry picker (diesel) to access the FCC structure.", "Vehicle Entry"),
        ("Strip 0.5 m of contaminated topsoil beside the tank with a shovel.", "Excavation"),
        ("The demister in V-6 is damaged; fitter enters it to unbolt and bag it.", "Confined Space Entry"),
        (
            "Tray 14 in column C-301 has collapsed, the mechanic will climb into it to remove the debris.",
            "Confined Space Entry",
        ),
        (
            "Instrument tech to calibrate the level transmitter, it's mounted at 2.5m, access by step ladder.",
            "Working at Height",
        ),
        ("Replace the smoke detector at 3 m, access via step ladder.", "Working at Height"),
        ("Pull exchanger bundle (approx 12 tonnes) with bundle extractor.", "Lifting"),
        ("Withdraw the 8 t tube bundle of E-101 using the bundle puller.", "Lifting"),
    ],
)
def test_missed_permit_is_raised(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Crane lifts the motor into the unit's bay.", "Vehicle Entry"),
        ("Remove soil samples for the lab.", "Excavation"),
        ("Replace the soil pipe in the toilet block.", "Excavation"),
        ("Tank T-12 data sheet is wrong; clerk enters it into SAP again.", "Confined Space Entry"),
        ("The level in V-6 is low; operator enters it in the log.", "Confined Space Entry"),
        ("Pull the 300 kg bundle with the bundle puller.", "Lifting"),
        ("Book the bundle extractor for next month's turnaround.", "Lifting"),
    ],
)
def test_benign_twin_unchanged(text: str, absent: str) -> None:
    assert absent not in permits(text)


def test_not_electrical_work_then_isolation_is_a_scope_conflict() -> None:
    result = assess(
        {"description": "Not electrical work. Electrician to isolate 415V supply to the pump motor and lock off."}
    )
    assert "Electrical/LOTO" in types(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_not_electrical_work_alone_raises_no_electrical_permit() -> None:
    assert "Electrical/LOTO" not in permits("This is not an electrical job. Replace the gasket on the flange.")
