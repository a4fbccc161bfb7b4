"""`POST /agent/run`: one step of the permit review conversation (seed 001's contract mapped to permits).

The caller must be a person with a signed token (JWT; the static service token and an unauthenticated call are
refused with 401): the person is the token's subject, never the body's userId or role. The handler validates the
body through the shared HTTP shell (`agent_client/http.py`: 400 malformed JSON, 422
missing or wrong-typed fields, 413 too large — the same AgentFailure bodies as /sequential/execute), then hands
the request to a pool of review workers. Each worker task opens, uses and closes its own `ReviewService` (and so
its MCP toolset); the pool starts on the first request. Requests of one session are served one after another.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from agent_client import http
from agent_client.review.models import ReviewFailure, ReviewRequest, ReviewResponse
from agent_client.review.workflow import ReviewService
from agent_client.schemas import ErrorCode
from agent_client.settings import AgentSettings

log = logging.getLogger(__name__)
REVIEW_AGENT = "review-agent"


def failure(exc: ReviewFailure) -> JSONResponse:
    """A ReviewFailure as an AgentFailure body; the review marks every 5xx recoverable."""
    return http.failure_response(REVIEW_AGENT, exc.status, exc.code, exc.message, exc.details, exc.status >= 500)


class ReviewJob:
    def __init__(self, request: ReviewRequest, principal: http.Principal) -> None:
        self.request = request
        self.principal = principal
        self.done: asyncio.Future[ReviewResponse] = asyncio.get_running_loop().create_future()


async def serve(service: ReviewService, job: ReviewJob) -> None:
    try:
        job.done.set_result(await service.handle(job.request, job.principal))
    except ReviewFailure as exc:
        job.done.set_exception(exc)
    except Exception as exc:
        log.exception("review of session %s crashed", job.request.sessionId)
        job.done.set_exception(ReviewFailure(500, ErrorCode.ERR_INTERNAL, f"review failed: {exc}"))


class ReviewEndpoint:
    """The ASGI-facing handler; `close()` belongs in the app's lifespan shutdown."""

    def __init__(self, settings: AgentSettings, auth: http.Authenticator | None = None, **service_options: Any) -> None:
        self.settings = settings
        self.auth = auth or http.Authenticator(settings.api_token, settings)
        self.pool: http.WorkerPool[ReviewService, ReviewJob] = http.WorkerPool(
            "review", settings.review_workers, lambda: ReviewService.open(settings, **service_options), serve
        )
        self.locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def close(self) -> None:
        await self.pool.close()

    async def handle(self, request: Request) -> JSONResponse:
        principal = http.authenticate(request, self.auth, REVIEW_AGENT)
        if isinstance(principal, JSONResponse):
            return principal
        parsed = await http.read_json(request, ReviewRequest, self.settings.review_max_body_bytes, REVIEW_AGENT)
        if isinstance(parsed, JSONResponse):
            return parsed
        if principal.kind != "person":
            # The service token (or no token at all) is no person: nobody to own the session, request or sign.
            message = (
                "/agent/run acts for a person: send that person's signed token (Authorization: Bearer <JWT>, e.g. "
                "from `permitflow people token <id>` or the OIDC issuer); the service token cannot review or approve"
            )
            if principal.kind == "open":
                return http.unauthorized(REVIEW_AGENT, message)
            return http.failure_response(REVIEW_AGENT, 403, ErrorCode.ERR_UNAUTHORIZED, message)
        if parsed.userId is not None and principal.embedded and parsed.userId != principal.subject:
            message = (
                f"userId {parsed.userId!r} is not the signed-in person {principal.subject!r}: the person is taken from "
                "the bearer token; leave userId out or give your own"
            )
            return http.failure_response(REVIEW_AGENT, 403, ErrorCode.ERR_UNAUTHORIZED, message, {"field": "userId"})
        lock = self.locks.setdefault(parsed.sessionId, asyncio.Lock())
        async with lock:
            job = await self.pool.submit(ReviewJob(parsed, principal))
            try:
                result = await job.done
            except ReviewFailure as exc:
                return failure(exc)
        return JSONResponse(result.model_dump(mode="json"))
