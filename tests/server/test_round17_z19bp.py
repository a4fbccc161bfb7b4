"""Issue 12, round 17 (z19bp): permits raised for text about records, not work, from the blind probes
bench/eval/blackbox19b (classes 9, 10, 11, 13) and bench/eval/blackbox19 (class 8), as classes.

Class A (19b classes 9, 10, 11, 13): a record's name set as the sentence's heading ("Audit finding 07:", "Incident
review:", "Weekly report:", "Training record:", "Purchase requisition:", "Request for quotation:"): the rest is what the
record says, unless a clause after it opens with work to do or sets work now. Class B (19b class 10): commercial paper
for the work (a PO by its number, offers received, a budget that includes it). Class C (19b classes 9, 11): an
incident review of something, a toolbox talk "today about", a course named by two topics, a welder inside a booth.
Class D (19b class 13, 19 class 8): a permit itself as paper (reviewed, observed, dug out of the archive), a past
job's paper filed, kit named after the work (calibrated detectors, breathing sets going back, a ladder rack), the
operators' medicals and a barrier map.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class A: a record's heading
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Audit finding 07: hot work permit for tank T-204 was found without gas test record, corrective action "
            "assigned to HSE department.",
            "Hot Work",
        ),
        ("Audit finding: hot work permit without gas test record, action to HSE.", "Hot Work"),
        ("Audit finding: excavation permit not displayed at site, closed.", "Excavation"),
        (
            "Incident review: operator got electric shock from damaged extension cord last month, report issued.",
            "Electrical/LOTO",
        ),
        (
            "Weekly report: 34 hot work permits, 12 confined space entry, 8 excavation, 5 lifting permit issued.",
            "Confined Space Entry",
        ),
        (
            "Weekly report: 34 hot work permits, 12 confined space entry, 8 excavation, 5 lifting permit issued.",
            "Excavation",
        ),
        (
            "Training record: 14 technicians attended Working at Height course (harness, ladder, MEWP) on 12/11.",
            "Working at Height",
        ),
        (
            "Purchase requisition: 5 nos tripod with rescue winch for confined space kit, for stock in HSE store.",
            "Confined Space Entry",
        ),
        (
            "Request for quotation: rental of 2 nos boom lift 26 m for painting of pipe rack, kindly quote rate.",
            "Working at Height",
        ),
        (
            "Close-out report: replacement of 6.6 kV cable done last month, re-energised and handed back.",
            "Electrical/LOTO",
        ),
    ],
)
def test_a_record_heading_makes_the_sentence_what_the_record_says(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Audit finding: guard missing on P-101, now isolate the pump and weld the new guard bracket.", "Hot Work"),
        (
            "Audit finding: guard missing on P-101, now isolate the pump and weld the new guard bracket.",
            "Electrical/LOTO",
        ),
        ("Finding: scaffold at 6 m has no toe board, kindly erect the toe board today.", "Working at Height"),
        (
            "Audit finding: the trench at gate 2 is 1.8 m deep without shoring, dig back the sides to a safe slope",
            "Excavation",
        ),
        ("Weekly report: crane lift of the 12 ton pump today at 10:00, rigger to attend", "Lifting"),
        ("Finding: fire watch left early, hot work today stopped", "Hot Work"),
        ("Audit finding is closed, now please isolate the pump motor and lock it off", "Electrical/LOTO"),
    ],
)
def test_a_record_heading_with_work_to_do_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- class B: commercial paper for the work
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "PO 4500218841 raised for 2 nos welding machine 400A diesel and 50 kg electrode E7018, delivery to main "
            "store, no work involved.",
            "Hot Work",
        ),
        ("PO 4500218841 raised for 2 nos welding machine 400A diesel.", "Hot Work"),
        (
            "We received 3 offers for excavation of new cable trench at substation 3, evaluation next week in office.",
            "Excavation",
        ),
        (
            "Budget 2027 includes replacement of 11 kV switchgear at SS-2, still in approval stage, nothing on site.",
            "Electrical/LOTO",
        ),
        ("Budget 2028 includes hot work repairs of the flare stack, approval pending.", "Hot Work"),
    ],
)
def test_commercial_paper_for_the_work_raises_nothing(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("PO raised, now weld the new bracket on the pipe rack", "Hot Work"),
        ("Offer accepted, excavate the cable trench at substation 3 to 1.5 m today", "Excavation"),
        ("Isolate the 11 kV switchgear at SS-2 and replace the breaker", "Electrical/LOTO"),
    ],
)
def test_work_beside_commercial_paper_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- class C: talks, reviews, courses, booths
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Incident review of electric shock last month, report issued.", "Electrical/LOTO"),
        ("Toolbox talk today about hazards of excavation near live cables, 22 persons attend.", "Excavation"),
        (
            "Safety briefing this morning about confined space entry hazards, sign sheet attached.",
            "Confined Space Entry",
        ),
        (
            "Mr. Nguyen Van Thanh already pass the confined space entry and rescue training, certificate valid 2 yrs.",
            "Confined Space Entry",
        ),
        (
            "Welder qualification test WPQ of 3 welders done inside the welding booth, coupons send for bend test.",
            "Confined Space Entry",
        ),
        ("Two welders working inside the fabrication shop on the new spools.", "Confined Space Entry"),
    ],
)
def test_talks_reviews_courses_and_booths_raise_nothing(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Two welders inside the tank to weld the baffle", "Confined Space Entry"),
        ("Toolbox talk today, then excavate the trench to 1.5 m", "Excavation"),
        ("Rescue training done, now enter the confined space to clean the sump", "Confined Space Entry"),
    ],
)
def test_work_beside_talks_and_courses_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- class D: permits, records and kit as things
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Review of the confined space entry permit of last shutdown, file it in the archive cabinet.",
            "Confined Space Entry",
        ),
        ("Internal audit observed the excavation permit of trench at gate 2 not displayed at worksite.", "Excavation"),
        ("dig out the old excavation permits from the archive boxes for the auditor", "Excavation"),
        ("gas test results from yesterdays tank entry filed with the permit copy", "Confined Space Entry"),
        ("Calibration of confined space gas detectors in instrument workshop.", "Confined Space Entry"),
        ("the sewer entry teams breathing sets are going back to the supplier for service", "Confined Space Entry"),
        ("new ladders delivered to stores put them in the ladder rack", "Working at Height"),
        ("crane drivers medicals are booked at the occ health clinic on tuesday", "Lifting"),
        ("print and laminate the radiography barrier maps for the shutdown", "Radiography"),
    ],
)
def test_permits_records_and_kit_named_after_the_work_raise_nothing(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("gas test results from the tank entry filed, now enter the tank", "Confined Space Entry"),
        ("Calibrate the gas detector then enter the confined space to clean it", "Confined Space Entry"),
        ("dig out the old pipe from the trench 1.5 m deep", "Excavation"),
        ("Get the confined space entry permit signed and enter the tank", "Confined Space Entry"),
        ("Use the ladder to climb onto the 3 m platform", "Working at Height"),
        ("Radiography of the 12 welds tonight, barrier per the map", "Radiography"),
    ],
)
def test_work_beside_permits_records_and_kit_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)
