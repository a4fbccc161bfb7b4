"""`POST /agent/run`: one step of the permit review conversation (seed 001's contract mapped to permits).

The handler validates the body (400 malformed JSON, 422 missing or wrong-typed fields, 413 too large — the same
AgentFailure bodies as /sequential/execute), then hands the request to a pool of review workers. Each worker task
opens, uses and closes its own `ReviewService` (and so its MCP toolset); the pool starts on the first request.
Requests of one session are served one after another.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import weakref
from typing import Any

from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse

from agent_client.review.models import ReviewFailure, ReviewRequest, ReviewResponse
from agent_client.review.workflow import ReviewService
from agent_client.schemas import AgentFailure
from agent_client.settings import AgentSettings

log = logging.getLogger(__name__)
REVIEW_AGENT = "review-agent"
RESTART_DELAY_S = 0.5


def failure(status: int, code: str, message: str, details: dict[str, Any] | None = None) -> JSONResponse:
    body = AgentFailure(
        agent_id=REVIEW_AGENT, error_code=code, message=message, recoverable=status >= 500, details=details or None
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=status)


class ReviewJob:
    def __init__(self, request: ReviewRequest) -> None:
        self.request = request
        self.done: asyncio.Future[ReviewResponse] = asyncio.get_running_loop().create_future()


class ReviewEndpoint:
    """The ASGI-facing handler; `close()` belongs in the app's lifespan shutdown."""

    def __init__(self, settings: AgentSettings, **service_options: Any) -> None:
        self.settings = settings
        self.service_options = service_options
        self.jobs: asyncio.Queue[ReviewJob | None] | None = None
        self.tasks: list[asyncio.Task] = []
        self.locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def start(self) -> asyncio.Queue[ReviewJob | None]:
        if self.jobs is None:
            self.jobs = asyncio.Queue()
            self.tasks = [
                asyncio.create_task(self.worker(self.jobs), name=f"review-{i}")
                for i in range(self.settings.review_workers)
            ]
        return self.jobs

    async def worker(self, jobs: asyncio.Queue[ReviewJob | None]) -> None:
        while True:
            try:
                async with ReviewService.open(self.settings, **self.service_options) as service:
                    while (job := await jobs.get()) is not None:
                        await self.serve(service, job)
                return
            except Exception:  # the service itself broke: log, and start a fresh one
                log.exception("review worker restarting")
                await asyncio.sleep(RESTART_DELAY_S)

    @staticmethod
    async def serve(service: ReviewService, job: ReviewJob) -> None:
        try:
            job.done.set_result(await service.handle(job.request))
        except ReviewFailure as exc:
            job.done.set_exception(exc)
        except Exception as exc:
            log.exception("review of session %s crashed", job.request.sessionId)
            job.done.set_exception(ReviewFailure(500, "ERR_INTERNAL", f"review failed: {exc}"))

    async def close(self) -> None:
        if self.jobs is None:
            return
        for _ in self.tasks:
            await self.jobs.put(None)
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.jobs = None

    async def parse(self, request: Request) -> ReviewRequest | JSONResponse:
        limit = self.settings.review_max_body_bytes
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                return failure(413, "ERR_BODY_TOO_LARGE", f"request body over {limit} bytes")
        try:
            payload = json.loads(body)
        except (ValueError, UnicodeDecodeError) as exc:
            return failure(400, "ERR_MALFORMED_JSON", f"request body is not valid JSON: {exc}")
        try:
            return ReviewRequest.model_validate(payload)
        except ValidationError as exc:
            problems = [
                {"field": ".".join(str(p) for p in e["loc"]) or "body", "problem": e["msg"], "type": e["type"]}
                for e in exc.errors(include_input=False, include_url=False)
            ]
            message = "; ".join(f"{p['field']}: {p['problem']}" for p in problems)
            return failure(422, "ERR_INVALID_REQUEST", message, {"errors": problems})

    def authorized(self, request: Request) -> bool:
        if not self.settings.api_token:
            return True
        given = request.headers.get("authorization", "").encode()
        return hmac.compare_digest(given, f"Bearer {self.settings.api_token}".encode())

    async def handle(self, request: Request) -> JSONResponse:
        if not self.authorized(request):
            response = failure(401, "ERR_UNAUTHORIZED", "missing or wrong bearer token")
            response.headers["WWW-Authenticate"] = "Bearer"
            return response
        parsed = await self.parse(request)
        if isinstance(parsed, JSONResponse):
            return parsed
        jobs = self.start()
        lock = self.locks.setdefault(parsed.sessionId, asyncio.Lock())
        async with lock:
            job = ReviewJob(parsed)
            await jobs.put(job)
            try:
                result = await job.done
            except ReviewFailure as exc:
                return failure(exc.status, exc.code, exc.message, exc.details)
        return JSONResponse(result.model_dump(mode="json"))
