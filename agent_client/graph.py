"""The PermitFlow workflow (ADK 2 `Workflow`, not Sequential/LoopAgent):

work_order_loader → weather_lookup [∥ incident_search ∥ historical_permit_search → context_join]
  → A1 hazard_identification [→ hazard_guard → permit_drafts] → A2 permit_generator [→ permit_guard]
  → A3 permit_validator → validation_guard → loop_gate ─ done ─→ reporter
     ↑                                               └ refine → A4 permit_refiner ┐
     └──────────────────── [permit_guard] ←──────────────────────────────────────┘

Bracketed nodes run with LLM engines only. The two searches give A1's prompt its evidence; the guards ground
citations and permit ids in real tool answers. The rules engine's A1 runs its own searches, one set per hazard,
and cites only those, so it runs neither the up-front searches (nothing would cite them) nor the guards.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from google.adk.tools.base_toolset import BaseToolset
from google.adk.workflow import JoinNode, Workflow

from agent_client.agents.context import RagLookup, WeatherLookup, WorkOrderLoader
from agent_client.agents.drafts import PermitDrafts
from agent_client.agents.gate import DONE, REFINE, make_gate
from agent_client.agents.generator import RulesPermitGenerator
from agent_client.agents.guard import ValidationGuard
from agent_client.agents.hazard_guard import HazardGuard
from agent_client.agents.hazards import RulesHazardAgent
from agent_client.agents.llm import build_llm_agents
from agent_client.agents.permit_guard import PermitGuard
from agent_client.agents.refiner import RulesRefiner
from agent_client.agents.reporter import Reporter
from agent_client.agents.validator import RulesValidator
from agent_client.state import (
    A1,
    A2,
    A3,
    A4,
    GATE,
    HAZARD_GUARD,
    HISTORICAL,
    INCIDENTS,
    JOIN,
    LOADER,
    PERMIT_DRAFTS,
    PERMIT_GUARD,
    REPORTER,
    VALIDATION_GUARD,
    WEATHER,
)

WORKFLOW_NAME = "permitflow"
A2A_SHIM = "google.adk.agents.remote_a2a_agent"

if importlib.util.find_spec("a2a") is None:
    # ADK's build_node tries this optional import for every node of every run; without the a2a package it fails
    # only after re-reading several .pyc files each time (≈25 ms of client CPU per work order). A None entry
    # makes the same import fail at once with the same ModuleNotFoundError.
    sys.modules.setdefault(A2A_SHIM, None)


def build_workflow(
    toolset: BaseToolset,
    engine: str,
    models: dict[str, Any] | None = None,
    max_refinements: int = 2,
    outbox_dir: Path | None = None,
    model_budget_s: float | None = None,
) -> Workflow:
    """The graph for `engine`; `models` (agent name → model name or BaseLlm) is required for LLM engines.
    `outbox_dir` is where run records wait while the tool server is away (see agent_client/outbox.py);
    `model_budget_s` bounds the model wall time of one run (see agent_client/agents/llm.py)."""
    tools = [toolset]
    loader = WorkOrderLoader(name=LOADER, tools=tools)
    weather = WeatherLookup(name=WEATHER, tools=tools)
    guard = ValidationGuard(name=VALIDATION_GUARD, tools=tools)
    reporter = Reporter(name=REPORTER, tools=tools, engine=engine, outbox_dir=outbox_dir)
    if engine == "rules":
        a1: list[Any] = [RulesHazardAgent(name=A1, tools=tools)]
        a2: Any = RulesPermitGenerator(name=A2, tools=tools)
        validator: Any = RulesValidator(name=A3, tools=tools)
        a4: Any = RulesRefiner(name=A4, tools=tools)
        entry = validator
        lookups: list[Any] = [weather]  # RulesHazardAgent retrieves per hazard and cites only what it retrieved
    else:
        if not models:
            raise ValueError(f"engine {engine!r} needs models for {A1}, {A2}, {A3}, {A4}")
        llm = build_llm_agents(toolset, models, model_budget_s, run_schemas=engine == "openai")
        # the drafts node fetches A2's templates and ids, so A2 answers in one turn without tools
        a1 = [llm[A1], HazardGuard(name=HAZARD_GUARD, tools=tools), PermitDrafts(name=PERMIT_DRAFTS, tools=tools)]
        a2, validator, a4 = llm[A2], llm[A3], llm[A4]
        entry = PermitGuard(name=PERMIT_GUARD, tools=tools)  # A2 and A4 both pass through it into A3
        # A1's prompt quotes these hits and the hazard guard keeps only citations of them.
        incidents = RagLookup(name=INCIDENTS, tools=tools, namespace="incidents", state_key="rag_incidents")
        historical = RagLookup(
            name=HISTORICAL, tools=tools, namespace="historical_permits", state_key="rag_historical_permits"
        )
        lookups = [(weather, incidents, historical), JoinNode(name=JOIN)]
    edges: list[Any] = [
        ("START", loader, *lookups, *a1, a2, entry),
        (a4, entry),
        (validator, guard, make_gate(max_refinements), {REFINE: a4, DONE: reporter}),
    ]
    if entry is not validator:
        edges.append((entry, validator))
    return Workflow(name=WORKFLOW_NAME, edges=edges)


__all__ = ["build_workflow", "WORKFLOW_NAME", "GATE"]
