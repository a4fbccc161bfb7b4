"""Round 14, third black-box prober's recall classes (q14b), fixed as the rules a permit coordinator states, each
checked on other phrasings and on lookalikes that must not change.

- Hot-work controls set for the job's own work (a fire watch, fire blanket, spark containment or welding screen for,
  under or round the job, or a fire watch kept on after the welder has gone) are hot work; a fire watch for an
  impaired alarm or sprinkler system, a cold cut, a training course and a job said finished inside a time clause
  ("after the job is finished") are not hot work or no report that the work is over.
- A planner's consonant shorthand for equipment is read as the word: gskt (gasket), vsl (vessel), flg (flange), xchgr
  (exchanger), scfld (scaffold), bkr (breaker), strnr (strainer), cmpr (compressor).
- A named works truck going into a unit, said without its verb ("hiab truck into unit 2"), and a vacuum tanker coming
  in to empty a sump, are Vehicle Entry; a delivery to the stores and an offload at the gate are not.
- A handrail broken, damaged or loose is no protection: Working at Height at the platform's height; work from behind
  a platform's rail is protected.
- A lift named by its equipment ("chain block lift", "hoist lift") and a load slewed or steadied by tag lines are a
  lift; a slew of emails, a slewing ring, tag lines in the stores and lifting gear inspections are not.
- An entry made to do the work ("entry to clean", "entry for inspection") in an order with entry precautions is a
  confined space entry; a site, data or vehicle entry is not.
"""

from __future__ import annotations

import pytest

from mcp_server.hazards.engine import assess
from mcp_server.workorders.reading import read_as_written
from tests.support.hazards import permits, types


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # hot-work controls set for the job's own work
        ("Fire watch and fire blanket needed for the job on line 6-P-12.", "Hot Work"),
        ("Fire watch required during the job on the east rack.", "Hot Work"),
        ("Fire blanket laid below the job, extinguisher to hand, spool in bay 3.", "Hot Work"),
        ("Spark containment sheets to be fitted around the work on the pipe rack.", "Hot Work"),
        ("Welding screens to be set up around the work area on the pipe rack.", "Hot Work"),
        ("Fire watch to be posted for the duration of the work on the tank roof.", "Hot Work"),
        ("Fire watch with a fire blanket to remain for 60 min after the work is finished.", "Hot Work"),
        ("Welder off shift at 16:00, the fire watch stays until 16:30. Back on the same spool tomorrow.", "Hot Work"),
        ("Welder gone home, fire watch remains till 18:00 on the spool.", "Hot Work"),
        # shorthand of the trade
        ("Vsl entry E-12 after the steam out.", "Confined Space Entry"),
        ("VSL entry D-7 for inspection.", "Confined Space Entry"),
        ("Change the gskt on the 3in flange.", "Cold Work"),
        ("Replace gskts on the exchanger channel, bolted.", "Cold Work"),
        ("flg leak on E-4, retorque the bolts.", "Cold Work"),
        ("Scfld to 6 m for the insulation repair.", "Working at Height"),
        ("Rack out the bkr for the P-101 motor.", "Electrical/LOTO"),
        # a works truck into a unit, a vacuum tanker coming in to do its job
        ("Hiab truck into unit 2 with the new valves.", "Vehicle Entry"),
        ("Crane truck into the tank farm to set the new pump.", "Vehicle Entry"),
        ("Vac tanker into the unit to clear the drains.", "Vehicle Entry"),
        ("The vac truck will come in to suck out the interceptor pit.", "Vehicle Entry"),
        ("Vacuum tanker comes in and empties the slop sump.", "Vehicle Entry"),
        # a broken or damaged handrail at height
        ("Handrail on the 6 m walkway is damaged; straighten and bolt back.", "Working at Height"),
        ("Broken guardrail at the 9 m platform to be welded back.", "Working at Height"),
        ("Repair the damaged handrail on the compressor deck at 5 m.", "Working at Height"),
        ("The guard rail on the platform at 7 m is loose; fix it.", "Working at Height"),
        # a lift named by its equipment, a slung load slewed or tag-lined
        ("Chain block lift of the 600 kg motor off the plinth.", "Lifting"),
        ("Hoist lift of the impeller out of the casing.", "Lifting"),
        ("Davit lift of the manway cover.", "Lifting"),
        ("The crane will slew the spool over the rack.", "Lifting"),
        ("Attach tag lines to the load and slew it to the laydown.", "Lifting"),
        ("Fit tag lines on each section before it goes up.", "Lifting"),
        # an entry made to do the work
        ("Gas test at the manhole, then entry to inspect the sump floor.", "Confined Space Entry"),
        ("Open the hatch on V-7, ventilate, entry to clean the floor.", "Confined Space Entry"),
        ("Manway off, gas test, entry for cleaning.", "Confined Space Entry"),
    ],
)
def test_class_is_raised(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Fire alarm panel offline, fire watch required in the building.", "Hot Work"),
        ("Fire alarm panel offline, fire watch required during the work on the alarm system.", "Hot Work"),
        ("Fire watch patrol of the warehouse overnight while the detection system is offline.", "Hot Work"),
        ("Cold cutting of the line, fire watch posted for the job.", "Hot Work"),
        ("Fire watch training refresher in the classroom", "Hot Work"),
        ("Handover: welder finished the weld on PR-2 yesterday, nothing open.", "Hot Work"),
        ("Replace the cooling water flange gasket; fire blanket over the drain.", "Hot Work"),
        ("Delivery truck comes in to the stores with the gaskets.", "Vehicle Entry"),
        ("Vacuum tanker booked for next month, parked at the main gate.", "Vehicle Entry"),
        ("Read the level from the 10 m platform behind the guardrail.", "Working at Height"),
        ("Take readings from the 12 m platform, standing behind the handrail.", "Working at Height"),
        ("A broken handrail clamp was ordered from stores.", "Working at Height"),
        ("Paint the handrail on the platform at 6 m.", "Working at Height"),
        ("We received a slew of emails about the shutdown.", "Lifting"),
        ("Issue 4 tag lines from the stores to the rigging loft.", "Lifting"),
        ("Chain block lift capacity check in the store.", "Lifting"),
        ("Site entry to inspect the gatehouse; gas test kit carried.", "Confined Space Entry"),
        ("Data entry to record the gas test results for T-4.", "Confined Space Entry"),
    ],
)
def test_lookalike_unchanged(text: str, absent: str) -> None:
    assert absent not in permits(text)


@pytest.mark.parametrize(
    ("written", "plain"),
    [("gskt", "gasket"), ("vsl", "vessel"), ("flg", "flange"), ("xchgr", "exchanger"), ("scfld", "scaffold"),
     ("bkr", "breaker"), ("strnr", "strainer"), ("cmpr", "compressor")],
)  # fmt: skip
def test_shorthand_is_read_and_listed(written: str, plain: str) -> None:
    text, readings = read_as_written(f"check the {written} on unit 4", frozenset(), frozenset())
    assert plain in text and any(r.written == written and r.read == plain for r in readings)


@pytest.mark.parametrize("word", ["flag", "vessel", "gasket", "breaker", "hex", "exc"])
def test_real_words_are_not_shorthand(word: str) -> None:
    text, readings = read_as_written(f"check the {word} on unit 4", frozenset(), frozenset())
    assert not readings and word in text


def test_a_job_finished_in_a_time_clause_is_no_report_the_work_is_over() -> None:
    result = assess({"description": "Fire watch and fire blanket stay for 30 min after the job is finished."})
    assert "Hot Work" in types(result)
    assert not any("work reported" in n.reason for n in result.negated)
