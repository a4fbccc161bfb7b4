"""Issue 12, round 15 (lead): a rule that work waits for its permit, an entry named bare after its space, a tool
named for its portable appliance test.

"Do not weld without a hot work permit" raised nothing (the welding was read as excluded), and beside "weld the
bracket" it gave a SCOPE-CONFLICT a person had to clear: a planner writes that rule because the work is expected, so
the work keeps its permit. "Write the risk assessment for the tank entry. Entry tomorrow at 07:00" raised nothing: the
bare "Entry" is the tank entry named before. "MIG welder to be PAT tested" raised Hot Work: the welder is tested in
the workshop, not used.
"""

import pytest

from tests.support.hazards import permits, run, types


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Do not weld without a hot work permit.", "Hot Work"),
        ("Replace the bracket on the vessel support. Do not weld without a hot work permit.", "Hot Work"),
        ("Do not start welding until the hot work permit is signed.", "Hot Work"),
        ("Nobody digs before the excavation permit is issued.", "Excavation"),
        ("Do not enter the vessel without a confined space permit.", "Confined Space Entry"),
    ],
)
def test_work_that_waits_for_its_permit_keeps_it(text: str, kind: str) -> None:
    assert kind in permits(text)


def test_the_rule_beside_the_work_is_no_scope_conflict() -> None:
    result = run("Weld the new bracket to the support. Do not weld without a hot work permit.")
    assert "Hot Work" in types(result)
    assert not [f for f in result.findings if f.code == "SCOPE-CONFLICT"]
    assert any("waits for its permit" in r.reason for r in result.readAs)


@pytest.mark.parametrize(
    "text",
    [
        "No hot work permit required for this bolted job.",
        "The gasket change can be done without a hot work permit.",
    ],
)
def test_a_permit_judged_unneeded_stays_a_scope_statement(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Write the risk assessment for the tank entry. Entry tomorrow at 07:00 by two fitters.",
        "Write the risk assessment for the tank entry; entry tomorrow at 07:00 by two fitters.",
        "Prepare the paperwork for the V-3 vessel entry. Entry on Monday with BA sets.",
    ],
)
def test_an_entry_named_bare_after_its_space_is_the_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


def test_a_desk_job_about_an_entry_alone_raises_no_entry() -> None:
    assert "Confined Space Entry" not in permits("Write the risk assessment for the tank entry.")


@pytest.mark.parametrize(
    "text",
    ["MIG welder to be PAT tested.", "PAT testing of the angle grinders and the welding set.", "Grinder due PAT test."],
)
def test_a_tool_named_for_its_pat_test_raises_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "PAT test the MIG welder, then weld the bracket on the pipe rack.",
        "PAT test the grinder and then grind the weld cap on the line.",
        "Weld the bracket with the MIG welder; it was PAT tested last week.",
    ],
)
def test_the_tool_then_used_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The tank T-4 is open; nobody may go in it until the gas test.", "Confined Space Entry"),
        ("Do not enter the sump until it is gas tested.", "Confined Space Entry"),
        ("Do not open the flange until isolated.", "Cold Work"),
    ],
)
def test_work_that_waits_for_its_control_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # blackbox15b's one-off recall lines, each a small class
        ("Vessel V-3 was drained. Someone needs to go in it and check the baffles.", "Confined Space Entry"),
        ("Horizontal directional boring under the road for the new product line.", "Excavation"),
        ("Directional bore under the access road for the new cable duct.", "Excavation"),
        ("Need to make the cutting of old bracket by torch at pump P-2201 in the unit.", "Hot Work"),
        ("Cut the seized bolts using a torch.", "Hot Work"),
        ("Forklift into the LPG loading area to bring the pallets of spares.", "Vehicle Entry"),
        ("Diesel van into the tank farm with the scaffold tubes.", "Vehicle Entry"),
    ],
)
def test_one_off_recall_lines_raise_their_permit(text: str, kind: str) -> None:
    assert kind in permits(text)


@pytest.mark.parametrize("text", ["Drum D-2 is empty. Put the sample in it.", "No entry until further notice."])
def test_lookalikes_of_those_raise_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Weld repair on the pipe rack support PR-3. Update: no hot work until the gas test is clear.", "Hot Work"),
        ("Desludge tank T-4 with the vacuum truck. No entry unless the gas test is clear.", "Confined Space Entry"),
    ],
)
def test_a_condition_on_the_work_keeps_the_permit_and_lists_the_reading(text: str, kind: str) -> None:
    """Rounds 6 and 7 kept these permits with a SCOPE-CONFLICT (the "no hot work" read as a statement); the condition
    is now read as the work waiting for its control: the permit stays and the rewrite is listed in readAs."""
    result = run(text, area="Tank Farm")
    assert kind in types(result)
    assert any("waits for its permit" in r.reason for r in result.readAs)


@pytest.mark.parametrize(
    "text",
    [
        "Review the lifting plan and lift the 12 t rotor onto the deck.",
        "Get a quote for crane hire and lift the 3 t pump.",
        "Lift the 3 t pump onto the skid.",
        "The 2.5 t motor is lifted off its base.",
        "Lower the 1200 kg valve into the pit.",
        "Hoist the 2 t motor to the platform.",
    ],
)
def test_a_lift_of_a_tonne_or_more_said_by_its_verb_is_lifting(text: str) -> None:
    """A lift said by its verb was read by the semantic layer alone, which skipped a sentence holding a mention; the
    clauses after the mention are now read, and a load of 1 t or more lifted is a rule of its own."""
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lift the 500 kg pump by hand with four people.",
        "Hoist lifting capacity 5 t checked.",
        "Raise a PO for 2 t of salt.",
        "Review the lifting plan and the welding procedure.",
    ],
)
def test_a_light_load_a_rating_or_paper_is_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


def test_a_vehicle_that_goes_on_into_the_unit_after_stopping_outside_keeps_vehicle_entry() -> None:
    result = run("Vacuum truck parks outside the fence, then drives into unit 2 to empty the sump.")
    assert "Vehicle Entry" in types(result)
    assert any(n.phrase == "outside the fence" for n in result.negated)


def test_a_vehicle_that_stays_outside_raises_no_vehicle_entry() -> None:
    assert "Vehicle Entry" not in permits("Vacuum truck stays outside the fence; hose run to the sump.")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Repair welds at deck level.", "Hot Work"),
        ("Welder to repair the two welds on the spool.", "Hot Work"),
        ("Tank 3 entry tomorrow to clean the floor.", "Confined Space Entry"),
        ("Abrasive blasting of the fuel oil day tank exterior, tank in service.", "Hot Work"),
        ("Needle gun the diesel line supports.", "Hot Work"),
    ],
)
def test_recall_lines_found_after_the_merges(text: str, kind: str) -> None:
    assert kind in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("X-ray the repair welds.", "Hot Work"),
        ("Repair weld records filed.", "Hot Work"),
        ("Grit blast the water tank.", "Hot Work"),
        ("Plan next month's tank 12 entry and cleaning, write the method statement only.", "Confined Space Entry"),
        (
            "Method statement review with contractor for the tank 9 entry, comments back by Friday.",
            "Confined Space Entry",
        ),
    ],
)
def test_their_lookalikes_stay_out(text: str, kind: str) -> None:
    assert kind not in permits(text)


def test_a_paper_review_then_the_entry_keeps_the_entry() -> None:
    assert "Confined Space Entry" in permits(
        "Method statement review for the tank entry, then enter the tank and clean the floor."
    )


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hot work training session, then weld the bracket on the pipe rack.", "Hot Work"),
        (
            "Enter the basement tank for inspection; confined space training refresher done yesterday.",
            "Confined Space Entry",
        ),
    ],
)
def test_work_beside_a_course_keeps_its_permit(text: str, kind: str) -> None:
    """A course's topic covered its whole sentence: the work said before the clause naming the course, or after it
    past "then" with an instruction, is the job (x15b's report)."""
    assert kind in permits(text)


@pytest.mark.parametrize(
    "text", ["Hot work training session for the welders.", "Toolbox talk on confined space entry and hot work."]
)
def test_a_course_on_the_work_alone_raises_nothing(text: str) -> None:
    assert permits(text) == set()
