"""Properties of rules_engine.evaluate: a permit filled from its own template passes in any consistent context,
and taking away any one required control or sign-off, or exceeding the validity maximum, fails on that rule."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcp_server.permits.types import PermitType
from mcp_server.rules.engine import WeatherContext, WorkOrderContext, evaluate
from mcp_server.settings import PROJECT_ROOT
from tests.support.rulebook import RULEBOOK, fill_from_template

SITES = json.loads((PROJECT_ROOT / "assets" / "sites.json").read_text(encoding="utf-8"))
LOCATIONS = [(s["site"], area) for s in SITES for area in s["areas"]]
JOBS = [
    "Replace the gasket on a flange and re-torque the bolts.",
    "Inspect and repair the pump coupling guard.",
    "Weld repair on the shell, working inside the tank through the manway.",
    "Dig a trench 2.5 m deep for a new cable duct.",
    "Excavate to a depth of 7 m for a new sump.",
    "Paint the pipe rack from a scissor lift next to the overhead lines.",
    "Energized work on the MCC bucket to trace a fault.",
    "Lift the new pump skid; inspectors ride in a personnel basket for the flange check.",
    "Replace insulation on the steam line.",
]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def job(draw):
    """A permit type with a consistent work order, permit validity equal to the work window, calm weather."""
    ptype = draw(st.sampled_from(list(PermitType)))
    site, area = draw(st.sampled_from(LOCATIONS))
    max_hours = RULEBOOK.rules.for_type(ptype).validity_hours_max.hours
    hours = draw(st.integers(min_value=1, max_value=max_hours))
    start = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=15 * draw(st.integers(0, 35_000)))
    wo = WorkOrderContext(
        id="WO-10001",
        title="Maintenance job",
        site=site,
        area=area,
        description=draw(st.sampled_from(JOBS)),
        timeWindow={"start": start, "end": start + timedelta(hours=hours)},
    )
    weather = draw(
        st.one_of(
            st.none(),
            st.builds(
                WeatherContext,
                windKph=st.floats(0, 29.9),
                gustKph=st.one_of(st.none(), st.floats(0, 29.9)),
                precipChance=st.integers(0, 50),
                conditions=st.sampled_from(["Clear", "Partly cloudy", "Overcast", "Sunny"]),
                lightningRisk=st.just(False),
                source=st.just("open-meteo"),
            ),
        )
    )
    label = draw(st.sampled_from([ptype.value, ptype.code, ptype.code.lower(), ptype.value.upper()]))
    number = draw(st.integers(1, 99_999))
    return ptype, fill_from_template(RULEBOOK, ptype, wo, hours, number, label), wo, weather


@SETTINGS
@given(job())
def test_template_filled_permit_passes(case):
    ptype, permit, wo, weather = case
    result = evaluate(permit, RULEBOOK, wo, weather)
    assert result.validationStatus == "Pass", (result.errors, result.warnings)
    assert result.code == ptype.code and result.policyVersion == "v1.0"
    assert all(c.ruleId and c.source for c in result.checks)


@SETTINGS
@given(job(), st.data())
def test_removing_a_required_control_fails_on_that_rule(case, data):
    ptype, permit, wo, weather = case
    rule = data.draw(st.sampled_from(RULEBOOK.rules.for_type(ptype).required_controls))
    controls = [c for c in permit.controls if not rule.found_in([c])]
    result = evaluate(permit.model_copy(update={"controls": controls}), RULEBOOK, wo, weather)
    assert result.validationStatus == "Fail"
    assert any(c.ruleId == rule.id and c.result == "error" for c in result.checks)
    assert any(e.startswith(f"{rule.id}:") for e in result.errors)


@SETTINGS
@given(job(), st.data())
def test_removing_a_required_signoff_fails_on_that_rule(case, data):
    ptype, permit, wo, weather = case
    rule = data.draw(st.sampled_from(RULEBOOK.rules.for_type(ptype).required_signoffs))
    roles = [r for r in permit.signOffRoles if not rule.found_in([r])]
    result = evaluate(permit.model_copy(update={"signOffRoles": roles}), RULEBOOK, wo, weather)
    assert result.validationStatus == "Fail"
    assert any(c.ruleId == rule.id and c.result == "error" for c in result.checks)
    assert any(e.startswith(f"{rule.id}:") for e in result.errors)


@SETTINGS
@given(job(), st.integers(1, 200))
def test_exceeding_the_validity_maximum_fails_on_that_rule(case, extra):
    ptype, permit, wo, weather = case
    vmax = RULEBOOK.rules.for_type(ptype).validity_hours_max
    result = evaluate(permit.model_copy(update={"validityHours": vmax.hours + extra}), RULEBOOK, wo, weather)
    assert result.validationStatus == "Fail"
    assert any(c.ruleId == vmax.id and c.result == "error" for c in result.checks)
    assert any(e.startswith(f"{vmax.id}:") for e in result.errors)


@SETTINGS
@given(job())
def test_evaluation_is_deterministic(case):
    _, permit, wo, weather = case
    assert evaluate(permit, RULEBOOK, wo, weather) == evaluate(permit, RULEBOOK, wo, weather)
