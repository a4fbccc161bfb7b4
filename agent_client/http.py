"""The HTTP shell both client endpoints share (`POST /sequential/execute`, `POST /agent/run`).

One way to read a JSON body (size limit, nesting-depth limit, model validation), authenticate the caller, answer
with an AgentFailure, and serve requests from a pool of worker tasks that each own what they opened. Anything that
differs between the endpoints (the request model, the limit, how a worker serves a job) is a parameter.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import itertools
import json
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any, Generic, Literal, TypeVar

from opentelemetry import context as otel_context
from pydantic import BaseModel, ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse

from agent_client.schemas import AgentFailure, ErrorCode
from common.identity import IdentitySettings, JwtVerifier, TokenError, bearer_from_header

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)
J = TypeVar("J")
R = TypeVar("R")

MAX_JSON_DEPTH = 32
"""Deepest nesting of arrays/objects a request body may have. The deepest real body (a review request carrying a
proposed plan) nests about 7 levels; without a bound, a few kB of `[` exhaust the JSON decoder's recursion."""
RESTART_DELAY_S = 0.5
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(rb"[\[\]{}]")
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def failure_response(
    agent: str,
    status: int | None,
    code: ErrorCode | str,
    message: str,
    details: dict[str, Any] | None = None,
    recoverable: bool | None = None,
) -> JSONResponse:
    """An AgentFailure body; `status` and `recoverable` default to the code's own."""
    body = AgentFailure.of(agent, code, message, **(details or {}))
    if recoverable is not None:
        body.recoverable = recoverable
    return JSONResponse(body.model_dump(mode="json"), status_code=status or body.http_status)


def json_depth(body: bytes) -> int:
    """How deep arrays and objects nest in `body` (brackets inside strings do not count)."""
    steps = (_DEPTH_STEP[m[0]] for m in _BRACKETS.findall(_JSON_STRING.sub(b"", body)))
    return max(itertools.accumulate(steps, initial=0))


async def read_json(request: Request, model: type[M], limit: int, agent: str) -> M | JSONResponse:
    """The body as `model`, or the AgentFailure to answer with: 413 over `limit` bytes, 400 not JSON or nested
    deeper than MAX_JSON_DEPTH, 422 naming every missing or wrong-typed field."""
    too_large = f"request body over {limit} bytes"
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        return failure_response(agent, 413, ErrorCode.ERR_PAYLOAD_TOO_LARGE, too_large)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            return failure_response(agent, 413, ErrorCode.ERR_PAYLOAD_TOO_LARGE, too_large)
    if json_depth(bytes(body)) > MAX_JSON_DEPTH:
        message = f"request body nests deeper than {MAX_JSON_DEPTH} levels"
        return failure_response(agent, 400, ErrorCode.ERR_INVALID_INPUT, message)
    try:
        payload = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        return failure_response(agent, 400, ErrorCode.ERR_INVALID_INPUT, f"request body is not valid JSON: {exc}")
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        problems = [
            {"field": ".".join(str(p) for p in e["loc"]) or "body", "problem": e["msg"], "type": e["type"]}
            for e in exc.errors(include_input=False, include_url=False)
        ]
        message = "; ".join(f"{p['field']}: {p['problem']}" for p in problems)
        return failure_response(agent, 422, ErrorCode.ERR_INVALID_INPUT, message, {"errors": problems})


class Principal(BaseModel):
    """Who is calling, as the bearer token proves it (never as the body says).

    - `person`: a signed JWT; `subject` is its `sub` (a directory person id when `embedded`, else an OIDC subject
      the people directory maps to a person).
    - `service`: the static PERMITFLOW_API_TOKEN — a service, not a person: it may run the pipeline, not review.
    - `open`: no token is configured at all (local development): anonymous, may run the pipeline, not review.
    """

    kind: Literal["person", "service", "open"]
    subject: str | None = None
    embedded: bool = True


class Authenticator:
    """Checks `Authorization: Bearer <token>`: the static service token (constant-time compare) or a JWT verified by
    common.identity (HS256 shared secret, or the OIDC issuer's JWKS)."""

    def __init__(self, api_token: str | None, identity: IdentitySettings) -> None:
        self.api_token = api_token
        self.verifier = JwtVerifier(identity) if identity.enabled else None

    @property
    def open(self) -> bool:
        return not self.api_token and self.verifier is None

    def __call__(self, request: Request) -> Principal:
        """The caller, or TokenError naming why the token is refused."""
        if self.open:
            return Principal(kind="open")
        return self.verify(bearer_from_header(request.headers.get("authorization")))

    def verify(self, token: str) -> Principal:
        """Who `token` proves the caller is (a token carried other than in the header, e.g. the board's cookie)."""
        if self.api_token and hmac.compare_digest(token.encode(), self.api_token.encode()):
            return Principal(kind="service")
        if self.verifier is None:
            raise TokenError("wrong bearer token")
        identity = self.verifier.verify(token)
        return Principal(kind="person", subject=identity.subject, embedded=identity.embedded)


def unauthorized(agent: str, message: str = "missing or wrong bearer token") -> JSONResponse:
    response = failure_response(agent, 401, ErrorCode.ERR_UNAUTHORIZED, message)
    response.headers["WWW-Authenticate"] = "Bearer"
    return response


def authenticate(request: Request, auth: Authenticator, agent: str) -> Principal | JSONResponse:
    """The verified caller, or the 401 to answer with (the reason named, the token never echoed)."""
    try:
        return auth(request)
    except TokenError as exc:
        return unauthorized(agent, str(exc))


class WorkerPool(Generic[R, J]):
    """`workers` tasks, each opening its own resource with `open_resource` (so it is closed in the task that opened
    it) and serving jobs from one queue with `serve`. A resource that breaks is logged and opened afresh;
    `close()` lets every worker finish its job and close its resource. A job is served in the trace context of the
    request that submitted it (the workers outlive requests, so it would not follow by itself)."""

    def __init__(
        self,
        name: str,
        workers: int,
        open_resource: Callable[[], contextlib.AbstractAsyncContextManager[R]],
        serve: Callable[[R, J], Awaitable[None]],
    ) -> None:
        self.name = name
        self.workers = workers
        self.open_resource = open_resource
        self.serve = serve
        self.jobs: asyncio.Queue[tuple[J, otel_context.Context] | None] | None = None
        self.tasks: list[asyncio.Task] = []

    def start(self) -> asyncio.Queue[tuple[J, otel_context.Context] | None]:
        """Start the workers unless running; safe to call on every request."""
        if self.jobs is None:
            self.jobs = asyncio.Queue()
            self.tasks = [
                asyncio.create_task(self.worker(self.jobs), name=f"{self.name}-{i}") for i in range(self.workers)
            ]
        return self.jobs

    async def submit(self, job: J) -> J:
        await self.start().put((job, otel_context.get_current()))
        return job

    async def worker(self, jobs: asyncio.Queue[tuple[J, otel_context.Context] | None]) -> None:
        while True:
            try:
                async with self.open_resource() as resource:
                    while (item := await jobs.get()) is not None:
                        job, trace_context = item
                        token = otel_context.attach(trace_context)
                        try:
                            await self.serve(resource, job)
                        finally:
                            otel_context.detach(token)
                return
            except Exception:  # the resource itself broke: log, and open a fresh one
                log.exception("%s worker restarting", self.name)
                await asyncio.sleep(RESTART_DELAY_S)

    async def close(self) -> None:
        if self.jobs is None:
            return
        for _ in self.tasks:
            await self.jobs.put(None)
        await asyncio.gather(*self.tasks, return_exceptions=True)
        self.jobs = None
