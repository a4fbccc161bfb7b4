"""Issue 12, round 16 (x17bp): blackbox17b classes 7, 8 and 9, the false permits.

Work reported finished, closed or sent back raised its permit ("Welding works on pipe rack PR-2 were completed yesterday
and the permit is closed", "The scaffold in warehouse B was dismantled on Friday", "The MEWP was returned to the hire
company today"): an order that leaves nothing still to do only reports. Mentions raised permits: a toolbox talk headed
with its date, the lessons of an incident, a rule for "all future hot work", a meeting on whether a pit is a confined
space, an interview with the crane operator, LOTO padlocks delivered to the stores, a confined space permit's copy.
Stray triggers: a label replaced on a sample valve raised Cold Work, and "as discussed we will not do any hot work" was
read as talk, so the denial was lost.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Welding works on pipe rack PR-2 were completed yesterday and the permit is closed.",
        "Dear sir, kindly note the welding works on pipe rack PR-2 is completed yesterday and permit is closed and "
        "signed off. Area is clean. Thanks and regards, Ramesh",
        "Hot work permit PTW 4471 closed out by area owner at 16:20.",
        "Please update the permit register - PTW 4471 (hot work) closed out at 16:20 by area owner.",
        "The excavation near gate 4 was backfilled last week and the permit is closed.",
        "Kindly note, the excavation near gate 4 was backfilled and compacted on 12th, the permit is closed.",
        "The trench by the canteen has been backfilled and reinstated.",
        "The roof job is finished and the edge protection is removed.",
        "Radiography finished at 02:00, source back in container, contractor left site.",
        "Handover: radiography on the weld joints finished at 02:00, barrier tape removed, source back in container "
        "and contractor left site.",
        "The scaffold in warehouse B was dismantled on Friday.",
        "Scaffold at the boiler front has been taken down.",
        "The MEWP was returned to the hire company today.",
        "Done already: the MEWP was returned to hire company, off-hire number 7781.",
        "The cherry picker was off-hired on Tuesday.",
        "Tank entry permit for T-301 was cancelled, no entry took place, vessel back in service.",
        "Handover: PTW for tank entry T-301 was cancelled by production, vessel back in service, no entry took place.",
    ],
)
def test_work_reported_over_with_nothing_still_to_do_is_no_work(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The scaffold in warehouse B was dismantled on Friday, re-erect it at tank 4 for the painting.", None),
        ("Welding on pipe rack PR-2 was completed yesterday; grind the welds flush today.", "Hot Work"),
        (
            "The excavation near gate 4 was backfilled last week and now needs to be re-opened to fix the leak.",
            "Excavation",
        ),
        ("Radiography finished at 02:00, the next shot is tonight at 22:00.", "Radiography"),
        (
            "The MEWP was returned to the hire company; a new one comes tomorrow to finish the lights.",
            "Working at Height",
        ),
        (
            "The roof job is finished and the edge protection is removed. Tomorrow the crew goes back up to fix the "
            "gutter.",
            "Working at Height",
        ),
        ("Hot work permit PTW 4471 closed out at 16:20. Welder to start the next joint after lunch.", "Hot Work"),
        ("Trench was dug to 1.5 m yesterday. Lay the pipe and backfill.", "Excavation"),
        ("Insulation removed from the line, weld the new shoe.", "Hot Work"),
        ("Scaffold was erected yesterday at the column. Painters to work from it at 12 m.", "Working at Height"),
        (
            "The old MEWP was returned to the hire company today and the new MEWP was delivered for the lamp change "
            "at 9 m.",
            "Working at Height",
        ),
        ("Tank entry permit for T-301 was cancelled, entry rescheduled for Monday.", "Confined Space Entry"),
        ("Welding on the rack was finished yesterday, the weld will be ground flush on Monday.", "Hot Work"),
        ("The excavation was backfilled too early, dig it out again to 1.5 m to repair the duct.", "Excavation"),
    ],
)
def test_finished_work_with_work_still_to_do_keeps_its_permit(text: str, kind: str | None) -> None:
    found = permits(text)
    if kind is None:  # the later work names no trigger of its own: whatever was raised before is still raised
        assert "Working at Height" in found or found == set()
    else:
        assert kind in found


@pytest.mark.parametrize(
    "text",
    [
        "Toolbox talk 14/05 - topic: confined space rescue. Attended by 12 fitters. Discussed last year's incident at "
        "tank T-4 where standby man entered without BA. No questions raised.",
        "TBT 12 - confined space rescue, 9 attendees.",
        "Lessons learnt: fire watch left early after welding. Emphasise 30 min fire watch.",
        "Lessons learnt: last year a welder was burned because the fire watch left early. Emphasise 30 min fire watch "
        "in all future hot work.",
        "Lesson from Site B: the trench collapsed because no shoring was used at 2 m. All supervisors to read the "
        "alert.",
        "Safety alert: scaffold collapsed at the north site because ties were removed.",
        "Reminder: 30 min fire watch is required for any future hot work.",
        "Meeting discussed whether the effluent pit should be classed as a confined space.",
        "Weekly meeting: we discussed whether the old effluent pit needs to be classed as a confined space, decision "
        "pending from HSE.",
        "Interview with the crane operator scheduled in HR office.",
        "Incident investigation interview with the crane operator scheduled on Monday in the HR office.",
        "50 LOTO padlocks were delivered to stores today.",
        "Dear Eng. Khalid, the LOTO padlocks (50 pcs) delivered to stores today. Please collect. Regards",
        "QA deviation closed for a missing confined space permit copy in the batch record.",
        "Pharma QA: deviation closed for the missing confined space permit copy in batch record, CAPA effective.",
        "Operator replaced the faded label on sample valve SV-12.",
        "Operator replaced the faded label on sample valve SV-12, no other work.",
        "Fit new ID tags to the pumps in the boiler house.",
        "Sir, as discussed we will not do any hot work this week, the grinding job is postponed to next shutdown. "
        "Will revert with new dates. Thanks, Abdullah",
    ],
)
def test_mentions_and_stray_triggers_are_no_work(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Toolbox talk 14/05 - enter the tank after the talk with BA.", "Confined Space Entry"),
        ("Lessons learnt: weld the bracket on the rack after the fire watch is in place.", "Hot Work"),
        ("Fire watch for all future hot work; today weld the shoe on the rack.", "Hot Work"),
        ("The effluent pit is classed as a confined space; clean out the sludge from inside.", "Confined Space Entry"),
        ("Crane operator to lift the 12 t rotor after the interview with the client.", "Lifting"),
        ("Apply LOTO padlocks to the pump breaker and test for dead.", "Electrical/LOTO"),
        (
            "Confined space permit copy at the manway; two fitters enter the vessel to change the demister.",
            "Confined Space Entry",
        ),
        ("Replace the label on the pump and replace the pump seal.", "Cold Work"),
        ("Replace the tag on the valve then replace the valve gland packing.", "Cold Work"),
        ("Replace the sample valve SV-12.", "Cold Work"),
        ("As discussed, grind the weld on the rack support tomorrow.", "Hot Work"),
    ],
)
def test_lookalikes_keep_their_permit(text: str, kind: str) -> None:
    assert kind in permits(text)
