"""The loop gate: a small deterministic node after validation that routes 'done' or 'refine'.

'done' when every permit passes (Pass or PassWithWarnings), when the run has failed, or once `max_refinements`
refinement rounds have run; otherwise 'refine' (and A4 runs). A4 therefore never runs once all permits pass.
"""

from __future__ import annotations

from typing import Any

from google.adk.events import Event
from google.adk.workflow import FunctionNode

from agent_client.schemas import PASSING
from agent_client.state import GATE, check_writes

DONE = "done"
REFINE = "refine"


def decide(state: Any, max_refinements: int) -> tuple[str, dict[str, Any]]:
    rounds = int(state.get("refinement_round") or 0)
    validations = state.get("permit_validation_output") or []
    all_pass = all(v.get("validationStatus") in PASSING for v in validations)
    route = DONE if state.get("run_failure") or all_pass or rounds >= max_refinements else REFINE
    delta: dict[str, Any] = {"loop_route": [*(state.get("loop_route") or []), route]}
    if route == REFINE:
        delta["refinement_round"] = rounds + 1
    return route, delta


def make_gate(max_refinements: int) -> FunctionNode:
    def loop_gate(ctx: Any) -> Event:
        route, delta = decide(ctx.state, max_refinements)
        check_writes(GATE, delta)
        return Event(output={"route": route, **delta}, route=route, state=delta)

    return FunctionNode(func=loop_gate, name=GATE)
