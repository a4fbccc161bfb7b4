"""Which models run A1–A4 for an engine: Gemini names, an OpenAI-compatible endpoint, or none (rules).

Every model is wrapped in `RetryingLlm` (tenacity backoff under a deadline for 429/5xx/timeouts)."""

from __future__ import annotations

from typing import Any

from agent_client.agents.retrying import with_retries
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4


class EngineUnavailable(RuntimeError):
    """The selected engine cannot run here (missing extra or credentials)."""


def engine_models(settings: AgentSettings, engine: str) -> dict[str, Any] | None:
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
        try:
            from google.adk.integrations.openai import OpenAILlm
            from openai import AsyncOpenAI
        except ImportError as exc:  # pragma: no cover - depends on the installed extra
            raise EngineUnavailable("engine 'openai' needs google-adk[openai] (the openai package)") from exc
        if not settings.openai_api_key and not settings.openai_base_url:
            raise EngineUnavailable("engine 'openai' needs OPENAI_API_KEY or OPENAI_BASE_URL")
        client = AsyncOpenAI(
            base_url=settings.openai_base_url,
            api_key=settings.openai_api_key or "unset",
            timeout=settings.openai_timeout_s,
            max_retries=0,  # RetryingLlm retries, under its own deadline
        )
        model = OpenAILlm(model=settings.openai_model, client=client, max_tokens=settings.openai_max_tokens)
        return dict.fromkeys((A1, A2, A3, A4), with_retries(model))
    raise EngineUnavailable(f"unknown engine {engine!r}; use rules, gemini or openai")
