"""Issue 12, round 17 (z19b): extra and forbidden permits of the blind tune set tune19, as classes.

Class 1 (UHT-020, UHT-049): a "SIMOPS:" label heads its whole plan line, the clauses joined to it by " - " included
("SIMOPS: see line 06 (hose crane rope change) - hose crane crew to be outside barrier during exposures" raised
Lifting; "SIMOPS: line 13 welding in same pump house - gas test and drain covers before their hot work starts" raised
Hot Work). A clause there that opens with an instruction to work or claims it for this job's crew keeps its permit.
Class 2 (UHT-029): pipe-rack lines said to be in service ("rack lines around in service") are no breaker racked in
(Electrical/LOTO).
Class 3 (UHT-005): an order that marks its work as desk work only and says nothing is done now ("Desk work only -
nothing on site this order") names priced or planned work (an RFQ for scaffold, RT, crane lifts, a dig and a CSE
standby team), not work done; an exception, a condition or more work anywhere in the order keeps every permit.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: a SIMOPS label heads its whole line
UHT_020 = (
    "PTW coordinator daily plan - Wed 13/01 - line 05\n"
    "Area: Jetty berth 1 | Job: RT of 6 fire-main welds at deck level | Crew: NDT contractor | Permits to prep: RT, "
    "Vehicle\nNotes: RT van driven onto the jetty head; Ir-192, barrier at 7.5 uSv/h. SIMOPS: see line 06 (hose crane "
    "rope change, same berth, same window) - hose crane crew to be outside barrier during exposures."
)
UHT_049 = (
    "PTW coordinator daily plan - Wed 13/01 - line 12\n"
    "Area: Pump House | Job: P-7 seal change | Crew: Mech (2) | Permits to prep: CW, LOTO\n"
    "Notes: P-7 locked at PMCC-1 F4, suct/disch closed and drained to slop (motor spirit). Back pull-out, seal "
    "cartridge changed. SIMOPS: line 13 welding in same pump house - gas test and drain covers before their hot work "
    "starts."
)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (UHT_020, "Lifting"),
        (UHT_049, "Hot Work"),
        (
            "Area: Jetty berth 2 | Job: RT of 4 welds | Permits to prep: RT\nNotes: Ir-192 at deck level. SIMOPS: see "
            "line 06 (hose crane rope change) - hose crane crew to be outside barrier during exposures.",
            "Lifting",
        ),
        (
            "Change the gasket on the strainer. SIMOPS: line 4 crane lift on the same pad - crane crew to keep clear "
            "of the strainer.",
            "Lifting",
        ),
        (
            "Job: P-9 seal change | Permits to prep: CW, LOTO\nNotes: P-9 locked at MCC-2 F1, drained. SIMOPS: line 3 "
            "grinding in same pump house - drain covers on before their hot work starts.",
            "Hot Work",
        ),
        (
            "Change the gasket on the strainer. SIMOPS: line 2 hot work on the same rack - their fire watch to cover "
            "our flange too.",
            "Hot Work",
        ),
    ],
)
def test_a_simops_line_names_the_other_job_past_its_dash(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (UHT_020, "Radiography"),
        (UHT_020, "Vehicle Entry"),
        (UHT_049, "Electrical/LOTO"),
        ("Change the gasket on the strainer. SIMOPS: RT at night - weld the shoe before 18:00.", "Hot Work"),
        (
            "Change the gasket on the strainer. SIMOPS: crane lift in same bay - our welders to weld the shoe.",
            "Hot Work",
        ),
        ("Weld the shoe on the rack - gas test before the hot work starts.", "Hot Work"),
        ("Notes: SIMOPS - crane lift at line 4 - lift the 3 t pump with the 25 t crane after it.", "Lifting"),
    ],
)
def test_this_jobs_work_in_or_beside_a_simops_line_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- class 2: pipe-rack lines in service
@pytest.mark.parametrize(
    "text",
    [
        "Weekly maintenance schedule wk 03 - Thu, row 14: PR-3 new 4in N2 line - fit up and weld 3 tie-in joints on "
        "the 7 m scaffold (scaff already up, inspected), rack lines around in service.",
        "Weld the shoe on the pipe rack, rack lines in service",
        "Pipe rack lines in service, replace the shoe bolts",
        "Rack lines in operation around the scaffold, paint the steel",
    ],
)
def test_rack_lines_in_service_are_no_breaker_racked_in(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Rack out the breaker for P-101 and lock",
        "Breaker racked in after the test",
        "Rack the 6.6 kV breaker out, isolate, lock + tag",
    ],
)
def test_a_breaker_racked_out_or_in_keeps_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 3: a desk-only order that says nothing on site
UHT_005 = (
    "Planner task: prepare RFQ package for TA28 (Oct 2028) and send to 3 contractors. Items to price: scaffold to 18 m "
    "on the HDT stripper, Ir-192 RT of 40 welds, 2 nos. crane lifts of 6 t, excavation to 1.5 m for the new drain, "
    "confined space entry standby team. Desk work only - nothing on site this order."
)


@pytest.mark.parametrize(
    "text",
    [
        UHT_005,
        "Desk work only - nothing on site this order. Price scaffold to 18 m, Ir-192 RT of 40 welds and 2 crane lifts "
        "of 6 t.",
        "Prepare the quote for the tank entry and the 1.5 m excavation. Paperwork only, no work today.",
        "Planner: write the lift plan for the 12 t rotor, desk only. Nothing in the unit this shift.",
    ],
)
def test_a_desk_only_order_with_nothing_on_site_raises_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Raise the RFQ for the scaffold to 18 m, desk work only. Nothing on site today except the fitter to weld "
            "the bracket.",
            "Hot Work",
        ),
        ("Desk work only for the planner. Welder to weld the shoe on the pipe rack today.", "Hot Work"),
        ("Nothing on site today. Weld the shoe on the pipe rack tomorrow.", "Hot Work"),
        ("Write the method statement only; the scaffold to 18 m goes up next week.", "Working at Height"),
    ],
)
def test_work_beside_a_desk_statement_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)
