"""The review conversation (seed 001's CheckApproval → Plan → Finalize) as an ADK 2 `Workflow`:

review_context → check_approval ─ finalize_only ──────────────────────────────────→ finalize
                                └ needs_planning → plan_setup ─ created ───────────→ finalize
                                                              └ refine → change_planner → plan_apply → finalize

`ReviewService` runs one request at a time on it, over the database session service. Its tools come from the
permit pipeline's toolset (one MCP connection per service); the pipeline owns and closes it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from google.adk.runners import Runner
from google.adk.workflow import Workflow
from google.genai import types

from agent_client.engine import engine_models, openai_model
from agent_client.http import Principal
from agent_client.pipeline import Pipeline, node_name
from agent_client.recorder import release
from agent_client.review.check_approval import CheckApproval
from agent_client.review.context import ReviewContextLoader
from agent_client.review.finalize import Finalize
from agent_client.review.models import ReviewFailure, ReviewRequest, ReviewResponse
from agent_client.review.nodes import CHECK_APPROVAL, CONTEXT, FINALIZE, PLAN_APPLY, PLAN_SETUP, PLANNER, check_writes
from agent_client.review.plan import CREATED, REFINE, PlanApply, PlanSetup, RulesPlanner, build_llm_planner
from agent_client.review.sessions import APP_NAME, SESSION_USER, open_session, request_delta, session_service
from agent_client.settings import AgentSettings
from agent_client.state import A4

log = logging.getLogger(__name__)
REVIEW_WORKFLOW = "permit_review"


def planner_model(settings: AgentSettings, engine: str) -> Any:
    """The LLM that reads change requests: the review model on Gemini, the configured OpenAI-compatible model."""
    if engine == "gemini":
        return settings.review_planner_model
    if engine == "openai":  # the planner's answer is not a pipeline agent's: the configured budget, not A4's
        return openai_model(settings, settings.openai_max_tokens)
    models = engine_models(settings, engine)
    return models[A4] if models else None


def build_review_workflow(pipeline: Pipeline, engine: str, model: Any | None = None) -> Workflow:
    toolset = pipeline.toolset
    context = ReviewContextLoader(name=CONTEXT, toolset=toolset)
    check = CheckApproval(name=CHECK_APPROVAL, toolset=toolset)
    setup = PlanSetup(name=PLAN_SETUP, toolset=toolset, pipeline=pipeline, failure_route=CREATED)
    if engine == "rules":
        planner: Any = RulesPlanner(name=PLANNER, toolset=toolset)
    else:
        if model is None:
            raise ValueError(f"engine {engine!r} needs a planner model")
        planner = build_llm_planner(model)
    apply = PlanApply(name=PLAN_APPLY, toolset=toolset)
    finalize = Finalize(name=FINALIZE, toolset=toolset)
    check.failure_route = "finalize_only"
    return Workflow(
        name=REVIEW_WORKFLOW,
        edges=[
            ("START", context, check, {"finalize_only": finalize, "needs_planning": setup}),
            (setup, {CREATED: finalize, REFINE: planner}),
            (planner, apply, finalize),
        ],
    )


class ReviewService:
    """One review worker: a pipeline (for creating permit sets), the review workflow and its session store."""

    def __init__(self, settings: AgentSettings, pipeline: Pipeline, engine: str, model: Any | None = None) -> None:
        self.sessions = session_service(settings)
        self.workflow = build_review_workflow(pipeline, engine, model)
        self.runner = Runner(node=self.workflow, app_name=APP_NAME, session_service=self.sessions)

    @classmethod
    @contextlib.asynccontextmanager
    async def open(
        cls,
        settings: AgentSettings,
        engine: str | None = None,
        model: Any | None = None,
        pipeline_engine: str | None = None,
        pipeline_models: dict[str, Any] | None = None,
    ) -> AsyncIterator[ReviewService]:
        """`engine` picks the change planner; `pipeline_engine` (default: the same) creates permit sets."""
        engine = engine or settings.resolved_engine
        model = model if model is not None or engine == "rules" else planner_model(settings, engine)
        async with Pipeline.open(settings, engine=pipeline_engine or engine, models=pipeline_models) as pipeline:
            service = cls(settings, pipeline, engine, model)
            try:
                yield service
            finally:
                await service.runner.close()
                await service.sessions.close()

    async def handle(self, request: ReviewRequest, principal: Principal) -> ReviewResponse:
        """One conversational step by the verified `principal` (a person); a ReviewFailure carries the HTTP status
        of a request it cannot serve."""
        session = await open_session(self.sessions, request)
        seed = request_delta(request, principal)
        message = types.Content(role="user", parts=[types.Part(text=request.message)])
        try:
            async for event in self.runner.run_async(
                user_id=SESSION_USER, session_id=session.id, new_message=message, state_delta=seed
            ):
                delta = dict(event.actions.state_delta or {}) if event.actions else {}
                if delta and event.author != "user":
                    check_writes(node_name(event), delta)
        finally:
            release(session.id)
        final = await self.sessions.get_session(app_name=APP_NAME, user_id=SESSION_USER, session_id=session.id)
        state = final.state if final else {}
        failure = state.get("review_failure")
        if failure:
            raise ReviewFailure(failure["status"], failure["code"], failure["message"], failure.get("details"))
        if not state.get("review_response"):
            raise ReviewFailure(500, "ERR_INTERNAL", "the review produced no response")
        return ReviewResponse.model_validate(state["review_response"])
