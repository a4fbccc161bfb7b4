"""Issue 12, round 7: probes for the classes round 6 left, written before their fixes.

A revision line under a condition ("REV B: no welding if the shop can take it") superseded the work before it; a
reason clause naming someone else's work ("paused because of the crane lift next door") raised that work's permit;
weights in pounds or US tons and the foot and inch marks were not read against the 1 t, 1.2 m and 0.3 m figures.
Each probe is the helper's own sentence, not a tune case; 26 of these 37 failed on the code before this round.
"""

import pytest

from tests.support.hazards import codes, run


@pytest.mark.parametrize(
    "text",
    [
        "Weld the new bracket on column C-12. REV B: no welding if the shop can fabricate it.",
        "Weld the new bracket on column C-12. UPDATE: no hot work should the wind pick up.",
        "Weld the new bracket on column C-12. Update: no welding in case the tanker arrives.",
        "Weld the new bracket on column C-12. Revised: welding cancelled if the spare clamp is delivered.",
        "Weld the new bracket on column C-12. Rev 2: no welding provided the bolted clamp holds.",
        "Cut out the old spool with the torch. Rev 3: if the flange bolts come free, no hot work.",
    ],
)
def test_a_revision_under_a_condition_supersedes_nothing_and_asks(text):
    result = run(text, area="Process Unit")
    assert "HW" in codes(result)
    found = {f.code for f in result.findings}
    assert "SCOPE-CONFLICT" in found and "SCOPE-UPDATE" not in found


@pytest.mark.parametrize(
    "tail",
    [
        "UPDATE: trench cancelled assuming the old duct is clear.",
        "UPDATE: trench no longer needed as long as the old duct is clear.",
        "UPDATE: trench no longer needed, subject to survey.",
    ],
)
def test_a_cancellation_under_a_condition_keeps_the_dig_and_asks(tail):
    result = run("Excavate 1.5 m trench to the valve pit. " + tail, area="Utilities")
    assert "EXC" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_lettered_revision_without_a_condition_still_supersedes():
    result = run("Weld a new pipe support on rack PR-3.\nREV B: welding now done in the shop, only bolt-up on site.")
    assert "HW" not in codes(result)
    assert any(f.code == "SCOPE-UPDATE" for f in result.findings)


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("Desludge tank T-4 with the vacuum truck. No entry unless the gas test is clear.", "Tank Farm"),
        ("Desludge the sump; no confined space entry if the sucker truck can reach the bottom.", "Wastewater Treatment"),
    ],
)
def test_a_scope_statement_under_a_condition_never_outweighs_implied_work(text, area):
    result = run(text, area=area)
    assert "CSE" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Unbolt the old flange on line 6-P-12. REV B: if the flange is seized, burn it off.",
        "Remove the old spool; should the bolts be seized, cut them with the torch.",
        "Unbolt the seized valve V-3. If seized, burn off the studs with the gas axe.",
        "Drain and open the strainer. In case the cover is stuck, grind off the bolt heads.",
    ],
)
def test_conditional_hot_work_is_hot_work(text):
    assert "HW" in codes(run(text, area="Process Unit"))


@pytest.mark.parametrize(
    ("text", "area", "absent"),
    [
        ("Replace the mechanical seal on pump P-4. Work paused because of the crane lift next door.", "Pump House", "LIFT"),
        ("Repack the gland on valve V-12. Rescheduled due to the hot work on unit 2.", "Process Unit", "HW"),
        ("Clean the filters on AHU-3. Delayed by the scaffold erection on the east side.", "Utilities", "WAH"),
        ("Calibrate PT-101. Postponed owing to the vessel entry in V-7 by the turnaround crew.", "Process Unit", "CSE"),
        ("Replace gauge on the header. Held up by the excavation works at the gate.", "Utilities", "EXC"),
        ("Inspect the lighting in the MCC corridor. Waiting for the radiography on line 10 to finish.", "Substation", "RAD"),
    ],
)
def test_other_work_named_as_the_reason_for_a_delay_is_a_simops_finding_not_a_permit(text, area, absent):
    result = run(text, area=area)
    assert absent not in codes(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings), "never silently ignored"
    assert any("SIMOPS" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        ("Lift the 3 t pump motor out with the mobile crane; barriers set because of the crane lift.", "LIFT"),
        ("The rigger was struck because of the crane lift going wrong while lifting a 2 t spool.", "LIFT"),
        ("Weld the support; the fire watch stays 30 minutes after because of the hot work.", "HW"),
    ],
)
def test_this_jobs_own_work_named_in_a_reason_clause_keeps_its_permit(text, needed):
    assert needed in codes(run(text, area="Process Unit"))


@pytest.mark.parametrize(
    ("imperial", "metric"),
    [
        ("Use the chain block for the 2,500 lb gearbox on the skid.", "Use the chain block for the 1,130 kg gearbox."),
        ("Use the chain block for the 3 short ton gearbox.", "Use the chain block for the 2.7 t gearbox."),
        ("Rig the 2,500-lb gearbox with slings.", "Rig the 1.1 t gearbox with slings."),
        ("Use the chain block for the 900 lb gearbox on the skid.", "Use the chain block for the 410 kg gearbox."),
        ("Replace the sensor at 14' above the floor.", "Replace the sensor at 4.3 m above the floor."),
        ("Replace the sensor on the 3 ft high plinth.", "Replace the sensor on the 0.9 m high plinth."),
        ("Dig a hole 18 inches deep for the new signpost.", "Dig a hole 0.46 m deep for the new signpost."),
        ("Hand dig 6 inches deep for the kerb stone.", "Hand dig 0.15 m deep for the kerb stone."),
        ("Hand dig 10 in. deep for the kerb stone.", "Hand dig 0.25 m deep for the kerb stone."),
        ('Hand dig a 24" deep hole for the kerb post.', "Hand dig a 0.6 m deep hole for the kerb post."),
        ("Remove the three thousand pound pump casing with the hoist.", "Remove the 1.36 t pump casing with the hoist."),
    ],
)
def test_imperial_figures_read_like_their_metric_figures(imperial, metric):
    assert codes(run(imperial, area="Utilities")) == codes(run(metric, area="Utilities"))


def test_a_converted_unit_is_listed_and_a_torque_is_no_weight():
    result = run("Use the chain block for the 2,500 lb gearbox; torque the bolts to 250 ft-lb.", area="Utilities")
    assert "LIFT" in codes(result)
    assert [(r.written, r.read) for r in result.readAs if r.reason == "imperial unit"] == [("2,500 lb", "1.13 t")]
