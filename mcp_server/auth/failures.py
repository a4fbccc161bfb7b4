"""The tool server's HTTP errors as AgentFailures: 401, 403, 404 and 405 answered by the SDK or Starlette carry
their own small bodies (an OAuth error object, plain "Not Found", "Method Not Allowed"); clients of PermitFlow
parse one failure contract everywhere, so this ASGI wrapper rewrites those bodies into seed 003's AgentFailure.

Only the body changes: the status and headers such as `WWW-Authenticate` (OAuth discovery) and `Allow` stay as
they were. Success responses and SSE streams pass through untouched, never buffered.
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from common.failures import AgentFailure, ErrorCode

REWRITTEN = {
    401: (ErrorCode.ERR_UNAUTHORIZED, "a valid bearer token is required (Authorization: Bearer <token>)"),
    403: (ErrorCode.ERR_UNAUTHORIZED, "this token may not use this resource"),
    404: (ErrorCode.ERR_CONNECTOR_NOT_FOUND, "no such endpoint on the PermitFlow tool server; MCP is at /mcp"),
    405: (ErrorCode.ERR_INVALID_INPUT, "method not allowed on this endpoint"),
}
_DROPPED_HEADERS = {b"content-length", b"content-type"}


def _already_failure(body: bytes) -> bool:
    try:
        parsed = json.loads(body)
    except ValueError:
        return False
    return isinstance(parsed, dict) and "error_code" in parsed and "agent_id" in parsed


class AgentFailureErrors:
    """Wraps an ASGI app; `agent_id` names the server in the failures it writes."""

    def __init__(self, app: ASGIApp, agent_id: str) -> None:
        self.app = app
        self.agent_id = agent_id

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start: Message | None = None
        chunks: list[bytes] = []

        async def wrapped(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start" and message["status"] in REWRITTEN:
                start = message
                return
            if start is None:
                await send(message)
                return
            if message["type"] != "http.response.body":
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body", False):
                return
            await self._send_failure(start, b"".join(chunks), scope, send)

        await self.app(scope, receive, wrapped)

    async def _send_failure(self, start: Message, original: bytes, scope: Scope, send: Send) -> None:
        status = start["status"]
        if _already_failure(original):
            body = original
        else:
            code, message = REWRITTEN[status]
            details: dict[str, object] = {"status": status, "path": scope.get("path", "")[:200]}
            if status == 405:
                details["method"] = scope.get("method", "")
            body = AgentFailure.of(self.agent_id, code, message, **details).model_dump_json().encode()
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() not in _DROPPED_HEADERS]
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})
