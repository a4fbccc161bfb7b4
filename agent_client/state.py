"""Every session-state key of the PermitFlow workflow, who writes it and who reads it (seed 004's matrix).

`SessionState` is the typed view of `ctx.session.state`; `STATE_MATRIX` is the source of truth for ownership:
`check_writes` (`agent_client.nodes.Ownership`) rejects a state delta that touches a key its author does not own.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from agent_client.nodes import Ownership
from agent_client.schemas import (
    HazardIdentificationOutput,
    PermitGeneratorOutput,
    RunResult,
    Validation,
    ValidatorReview,
)

CLIENT = "client"  # the pipeline itself, seeding the invocation
LOADER = "work_order_loader"
WEATHER = "weather_lookup"
INCIDENTS = "incident_search"
HISTORICAL = "historical_permit_search"
JOIN = "context_join"
A1 = "hazard_identification"
HAZARD_GUARD = "hazard_guard"
PERMIT_DRAFTS = "permit_drafts"
A2 = "permit_generator"
PERMIT_GUARD = "permit_guard"
A3 = "permit_validator"
VALIDATION_GUARD = "validation_guard"
GATE = "loop_gate"
A4 = "permit_refiner"
REPORTER = "reporter"
ALL_NODES = (
    LOADER,
    WEATHER,
    INCIDENTS,
    HISTORICAL,
    A1,
    HAZARD_GUARD,
    PERMIT_DRAFTS,
    A2,
    PERMIT_GUARD,
    A3,
    VALIDATION_GUARD,
    GATE,
    A4,
    REPORTER,
)


class KeySpec(BaseModel):
    key: str
    writers: frozenset[str]
    readers: frozenset[str]
    description: str


STATE_MATRIX: dict[str, KeySpec] = {
    spec.key: spec
    for spec in [
        KeySpec(
            key="work_order_id",
            writers={CLIENT, LOADER},
            readers={LOADER, REPORTER},
            description="the requested id: its one channel into the run (the loader reads nothing else)",
        ),
        KeySpec(key="engine", writers={CLIENT}, readers={REPORTER}, description="rules | gemini | openai"),
        KeySpec(
            key="idempotency_key",
            writers={CLIENT},
            readers={PERMIT_DRAFTS, A2, PERMIT_GUARD, REPORTER},
            description="the API request's Idempotency-Key: the run record and the permit ids are keyed by it",
        ),
        KeySpec(
            key="work_order",
            writers={LOADER},
            readers=set(ALL_NODES) - {LOADER, GATE},
            description="normalized work order from workorders_get_workorder_by_id; every node but the gate reads it",
        ),
        KeySpec(key="weather", writers={WEATHER}, readers={A1, A3, VALIDATION_GUARD}, description="weather or null"),
        KeySpec(
            key="rag_incidents",
            writers={INCIDENTS},
            readers={A1, HAZARD_GUARD},
            description="incident hits for the LLM engines' A1 (the rules A1 searches per hazard)",
        ),
        KeySpec(
            key="rag_historical_permits",
            writers={HISTORICAL},
            readers={A1, HAZARD_GUARD},
            description="historical-permit hits for the LLM engines' A1",
        ),
        KeySpec(
            key="hazard_identification_output",
            writers={A1, HAZARD_GUARD},
            readers={PERMIT_DRAFTS, A2, PERMIT_GUARD, A3, REPORTER},
            description="A1 output (HazardIdentificationOutput)",
        ),
        KeySpec(
            key="policies",
            writers={PERMIT_DRAFTS, A2, A4},
            readers={A4},
            description="policy_load answers by permit type",
        ),
        KeySpec(
            key="permit_generator_output",
            writers={PERMIT_DRAFTS, A2, PERMIT_GUARD, A4},
            readers={A2, PERMIT_GUARD, A3, VALIDATION_GUARD, A4, REPORTER},
            description="permits (PermitGeneratorOutput), refined in place by A4",
        ),
        KeySpec(
            key="permit_changes",
            writers={A2, A4, PERMIT_GUARD},
            readers={PERMIT_GUARD},
            description="what A2 or A4 adds to the permits (ModelPermitOutput); the permit guard applies and clears it",
        ),
        KeySpec(key="validator_review", writers={A3}, readers={VALIDATION_GUARD}, description="LLM review (advisory)"),
        KeySpec(
            key="permit_validation_output",
            writers={A3, VALIDATION_GUARD},
            readers={GATE, A4, REPORTER},
            description="one Validation per permit; statuses from rules_evaluate only",
        ),
        KeySpec(key="refinement_round", writers={GATE}, readers={GATE, REPORTER}, description="A4 runs so far"),
        KeySpec(key="loop_route", writers={GATE}, readers={REPORTER}, description="gate decisions in order"),
        KeySpec(key="pdf_links", writers={REPORTER}, readers=set(), description="rendered permit PDFs"),
        KeySpec(key="run_result", writers={REPORTER}, readers={CLIENT}, description="the final RunResult"),
        KeySpec(
            key="run_failure",
            writers=set(ALL_NODES),
            readers=set(ALL_NODES) | {CLIENT},
            description="{agent, code, message}: set once; every later node skips",
        ),
    ]
}


class SessionState(BaseModel):
    """Typed view of the whole session state; every key is optional until its writer has run."""

    work_order_id: str | None = None
    engine: str | None = None
    idempotency_key: str | None = None
    work_order: dict[str, Any] | None = None
    weather: dict[str, Any] | None = None
    rag_incidents: list[dict[str, Any]] | None = None
    rag_historical_permits: list[dict[str, Any]] | None = None
    hazard_identification_output: HazardIdentificationOutput | None = None
    policies: dict[str, dict[str, Any]] | None = None
    permit_generator_output: PermitGeneratorOutput | None = None
    permit_changes: dict[str, Any] | None = None
    validator_review: ValidatorReview | None = None
    permit_validation_output: list[Validation] | None = None
    refinement_round: int | None = None
    loop_route: list[str] = Field(default_factory=list)
    pdf_links: list[str] | None = None
    run_result: RunResult | None = None
    run_failure: dict[str, Any] | None = None


PIPELINE_STATE = Ownership({key: spec.writers for key, spec in STATE_MATRIX.items()})
check_writes = PIPELINE_STATE.check
"""Raise OwnershipError naming the key when `writer` may not write it; ADK's own `temp:` / `_adk` keys are exempt."""
