"""Model calls with retries: transient failures (429, 5xx, timeouts, dropped connections) are retried with
exponential backoff and jitter, under an overall deadline, before the agent ever sees them.

A call is retried only while it has produced nothing: once a response chunk went out, a failure is passed on.
Retrying at this level re-sends one request; it never reruns an agent's tool calls (no second permit id).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncGenerator
from typing import Any

from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.models.registry import LLMRegistry
from tenacity import (
    AsyncRetrying,
    before_sleep_log,
    retry_if_exception,
    stop_after_attempt,
    stop_after_delay,
    wait_exponential_jitter,
)

log = logging.getLogger(__name__)
ATTEMPTS = 4
DEADLINE_S = 120.0
PARTIAL = "_permitflow_partial_output"
TRANSIENT_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
TRANSIENT_NAMES = frozenset(
    {"APITimeoutError", "APIConnectionError", "RateLimitError", "InternalServerError", "ServerError"}
)


def status_of(exc: BaseException) -> int | None:
    """The HTTP status a model SDK error carries (google-genai `.code`, openai/httpx `.status_code`)."""
    for attr in ("status_code", "code"):
        value = getattr(exc, attr, None)
        if isinstance(value, int):
            return value
    response = getattr(exc, "response", None)
    value = getattr(response, "status_code", None)
    return value if isinstance(value, int) else None


def is_transient(exc: BaseException) -> bool:
    if getattr(exc, "__dict__", {}).get(PARTIAL):
        return False
    if isinstance(exc, TimeoutError | ConnectionError):
        return True
    status = status_of(exc)
    if status is not None:
        return status in TRANSIENT_STATUS
    names = {cls.__name__ for cls in type(exc).__mro__}
    return bool(names & TRANSIENT_NAMES) or bool({"TimeoutException", "TransportError"} & names)


class RetryingLlm(BaseLlm):
    """Wraps a model; same name, same capabilities, transient failures retried."""

    inner: BaseLlm
    attempts: int = ATTEMPTS
    deadline_s: float = DEADLINE_S
    initial_wait_s: float = 1.0
    max_wait_s: float = 20.0

    @property
    def capabilities(self) -> Any:
        return self.inner.capabilities

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        retrying = AsyncRetrying(
            stop=stop_after_attempt(self.attempts) | stop_after_delay(self.deadline_s),
            wait=wait_exponential_jitter(initial=self.initial_wait_s, max=self.max_wait_s),
            retry=retry_if_exception(is_transient),
            before_sleep=before_sleep_log(log, logging.WARNING),
            reraise=True,
        )
        async for attempt in retrying:
            with attempt:
                yielded = False
                try:
                    async for response in self.inner.generate_content_async(llm_request, stream=stream):
                        yielded = True
                        yield response
                except Exception as exc:
                    if yielded:  # part of the answer is out already: a retry would duplicate it
                        exc.__dict__[PARTIAL] = True
                    raise
                return

    def connect(self, llm_request: LlmRequest) -> Any:
        return self.inner.connect(llm_request)


def with_retries(model: Any, **options: Any) -> RetryingLlm:
    """A model name (resolved through ADK's registry) or a BaseLlm, wrapped with retries."""
    inner = LLMRegistry.new_llm(model) if isinstance(model, str) else model
    return RetryingLlm(model=inner.model, inner=inner, **options)
