"""Static bearer-token verification for the HTTP transport, through the SDK's TokenVerifier hook."""

from __future__ import annotations

import hmac

from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings

SCOPE = "permitflow"


class StaticTokenVerifier:
    """Accepts exactly one shared secret (PERMITFLOW_MCP_TOKEN); compares in constant time."""

    def __init__(self, token: str) -> None:
        self._token = token

    async def verify_token(self, token: str) -> AccessToken | None:
        if hmac.compare_digest(token.encode(), self._token.encode()):
            return AccessToken(token="***", client_id="permitflow-client", scopes=[SCOPE])
        return None


def auth_settings(public_url: str) -> AuthSettings:
    return AuthSettings(issuer_url=public_url, resource_server_url=public_url, required_scopes=[SCOPE])
