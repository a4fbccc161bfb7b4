"""Which models run A1–A4 for an engine: Gemini names, an OpenAI-compatible endpoint, or none (rules).

Every model is wrapped in `RetryingLlm` (tenacity backoff under a deadline for 429/5xx/timeouts). On the `openai`
engine each agent's answer budget is what its output schema can need (`answer_budget`), at most the configured
`openai_max_tokens`: a schema-constrained decoder ends the answer first, and a model that ignores the schema cannot
run on past it."""

from __future__ import annotations

from typing import Any

from agent_client.agents.model_guard import ModelHazardOutput, ModelPermitOutput, ModelReview, answer_budget
from agent_client.agents.retrying import with_retries
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4


class EngineUnavailable(RuntimeError):
    """The selected engine cannot run here (missing extra or credentials)."""


ANSWER_SCHEMAS = {A1: ModelHazardOutput, A2: ModelPermitOutput, A3: ModelReview, A4: ModelPermitOutput}


def engine_models(settings: AgentSettings, engine: str, http_client: Any = None) -> dict[str, Any] | None:
    """`http_client` (an httpx.AsyncClient) replaces the openai SDK's own, e.g. to read a server's extra fields."""
    if engine == "rules":
        return None
    if engine == "gemini":
        return {
            A1: with_retries(settings.hazard_model),
            A2: with_retries(settings.generator_model),
            A3: with_retries(settings.validator_model),
            A4: with_retries(settings.refiner_model),
        }
    if engine == "openai":
        client = openai_client(settings, http_client)
        return {
            agent: openai_model(settings, min(settings.openai_max_tokens, answer_budget(schema)), client)
            for agent, schema in ANSWER_SCHEMAS.items()
        }
    raise EngineUnavailable(f"unknown engine {engine!r}; use rules, gemini or openai")


def openai_client(settings: AgentSettings, http_client: Any = None) -> Any:
    try:
        from openai import AsyncOpenAI
    except ImportError as exc:  # pragma: no cover - depends on the installed extra
        raise EngineUnavailable("engine 'openai' needs google-adk[openai] (the openai package)") from exc
    if not settings.openai_api_key and not settings.openai_base_url:
        raise EngineUnavailable("engine 'openai' needs OPENAI_API_KEY or OPENAI_BASE_URL")
    return AsyncOpenAI(
        base_url=settings.openai_base_url,
        api_key=settings.openai_api_key or "unset",
        timeout=settings.openai_timeout_s,
        max_retries=0,  # RetryingLlm retries, under its own deadline
        http_client=http_client,
    )


def openai_model(settings: AgentSettings, max_tokens: int, client: Any = None) -> Any:
    """The configured OpenAI-compatible model with this answer budget, wrapped with retries."""
    try:
        from google.adk.integrations.openai import OpenAILlm
    except ImportError as exc:  # pragma: no cover - depends on the installed extra
        raise EngineUnavailable("engine 'openai' needs google-adk[openai] (the openai package)") from exc
    client = client or openai_client(settings)
    return with_retries(OpenAILlm(model=settings.openai_model, client=client, max_tokens=max_tokens))
