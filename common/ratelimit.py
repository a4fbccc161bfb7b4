"""Per-client rate limiting for both HTTP surfaces (the agent API and the MCP tool server), as pure ASGI.

Pure ASGI rather than Starlette's BaseHTTPMiddleware: a request is judged before the app sees it, and an allowed
request's `receive`/`send` go through untouched, so SSE streams are never buffered. A refused request gets 429,
`Retry-After` and an AgentFailure (ERR_RATE_LIMITED, recoverable). The counting is the `limits` library's moving
window in process memory: one budget per client per server process.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Annotated

from limits import RateLimitItem, parse_many
from limits.aio.storage import MemoryStorage
from limits.aio.strategies import MovingWindowRateLimiter
from pydantic import AfterValidator

from common.failures import AgentFailure, ErrorCode

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

DISABLED = frozenset({"", "0"})
EXEMPT_PATHS = frozenset({"/healthz"})
EXAMPLE = "'600/minute', '10 per second' or '1000/hour'"


def parse_limit(value: str | RateLimitItem | None) -> RateLimitItem | None:
    """The limit a setting names; None (no limiting) for '0' or empty; ValueError naming the problem otherwise."""
    if value is None or isinstance(value, RateLimitItem):
        return value
    text = value.strip()
    if text in DISABLED:
        return None
    try:
        items = parse_many(text)
    except ValueError as exc:
        raise ValueError(f"{text!r} is not a rate limit ({exc}); use one like {EXAMPLE}, or '0' for none") from None
    if len(items) != 1:
        raise ValueError(f"{text!r} names {len(items)} rate limits; give exactly one, like {EXAMPLE}")
    if items[0].amount < 1:
        raise ValueError(f"{text!r} allows no request at all; use '0' to turn rate limiting off")
    return items[0]


def _checked(value: str) -> str:
    parse_limit(value)
    return value.strip()


RateLimitSetting = Annotated[str, AfterValidator(_checked)]
"""A settings field holding a rate limit string: an invalid one fails when the settings load, i.e. at startup."""


def token_digest(token: str) -> str:
    return hashlib.sha256(token.strip().encode()).hexdigest()[:32]


def client_key(scope: Scope, known: frozenset[str] = frozenset()) -> str:
    """Who is asking: a known bearer token's digest, else the client IP.

    Only tokens the server accepts identify a client: any other is a string the caller picks, and a fresh one per
    request must not buy a fresh budget (nor keep a flood of refused requests from being limited). Only digests are
    kept, so the limiter's memory never holds a secret.
    """
    for name, value in scope.get("headers") or ():
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").strip().partition(" ")
            if scheme.lower() == "bearer" and (digest := token_digest(token)) in known:
                return f"token:{digest}"
    client = scope.get("client")
    return "ip:" + (client[0] if client else "unknown")


class RateLimitMiddleware:
    """At most `limit` requests per client in any moving window; `exempt` paths (liveness) are never counted.

    `tokens` are the bearer tokens the server accepts: each is a client of its own; everyone else is their IP.
    """

    def __init__(
        self,
        app: ASGIApp,
        limit: str | RateLimitItem | None,
        *,
        agent_id: str,
        tokens: Iterable[str | None] = (),
        exempt: Iterable[str] = EXEMPT_PATHS,
    ) -> None:
        self.app = app
        self.limit = parse_limit(limit)
        self.agent_id = agent_id
        self.known = frozenset(token_digest(t) for t in tokens if t)
        self.exempt = frozenset(exempt)
        self.limiter = MovingWindowRateLimiter(MemoryStorage())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.limit is None or scope["type"] != "http" or scope["path"] in self.exempt:
            await self.app(scope, receive, send)
            return
        key = client_key(scope, self.known)
        if await self.limiter.hit(self.limit, key):
            await self.app(scope, receive, send)
            return
        await self.refuse(key, send)

    async def refuse(self, key: str, send: Send) -> None:
        stats = await self.limiter.get_window_stats(self.limit, key)
        retry_after = max(1, math.ceil(stats.reset_time - time.time()))
        failure = AgentFailure.of(
            self.agent_id,
            ErrorCode.ERR_RATE_LIMITED,
            f"too many requests: the limit is {self.limit}; retry in {retry_after} s",
            retry_after=retry_after,
            limit=str(self.limit),
        )
        body = json.dumps(failure.model_dump(mode="json")).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"retry-after", str(retry_after).encode()),
        ]
        await send({"type": "http.response.start", "status": 429, "headers": headers})
        await send({"type": "http.response.body", "body": body})
