"""Google ID tokens for an IAM-protected tool server (Cloud Run service-to-service calls).

On Cloud Run the tool service admits only callers holding roles/run.invoker, proven by a Google-signed ID token
whose audience is the service URL. The token goes in `X-Serverless-Authorization`, which Cloud Run checks and
strips, so `Authorization` stays free for the tool server's own bearer token (PERMITFLOW_MCP_TOKEN): two
independent checks. Tokens come from Application Default Credentials (the metadata server on Cloud Run, a
service-account key file elsewhere) through google-auth, are cached, and are refreshed a few minutes before they
expire, off the event loop.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from typing import Any

HEADER = "X-Serverless-Authorization"
REFRESH_MARGIN = dt.timedelta(minutes=5)


class IdTokenSource:
    """Header provider for ADK's McpToolset: `{X-Serverless-Authorization: Bearer <ID token for audience>}`."""

    def __init__(self, audience: str) -> None:
        self.audience = audience
        self._credentials: Any = None
        self._lock = threading.Lock()  # refreshes run in worker threads, whatever event loop asked

    def _fresh_enough(self) -> bool:
        creds = self._credentials
        if creds is None or not creds.token:
            return False
        expiry = creds.expiry  # naive UTC in google-auth
        if expiry is None:
            return True
        return dt.datetime.now(dt.UTC).replace(tzinfo=None) + REFRESH_MARGIN < expiry

    def _refresh(self) -> None:
        import google.auth.transport.requests
        from google.oauth2 import id_token

        with self._lock:
            if self._fresh_enough():
                return
            request = google.auth.transport.requests.Request()
            if self._credentials is None:
                self._credentials = id_token.fetch_id_token_credentials(self.audience, request=request)
            self._credentials.refresh(request)

    async def token(self) -> str:
        if not self._fresh_enough():
            await asyncio.to_thread(self._refresh)
        return self._credentials.token

    async def __call__(self, _context: Any = None) -> dict[str, str]:
        return {HEADER: f"Bearer {await self.token()}"}
