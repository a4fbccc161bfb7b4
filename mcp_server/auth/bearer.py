"""Bearer-token verification for the HTTP transport, through the SDK's TokenVerifier hook.

Two kinds of caller: a person with a signed JWT (common.identity: the shared-secret default or an OIDC issuer's
JWKS), whose id is the token subject; and a service holding the static token (PERMITFLOW_MCP_TOKEN), which must
name the person it acts for (checked against the people directory by the tools). Tools tell them apart by the
AccessToken's client_id and scopes (see mcp_server.auth.caller).
"""

from __future__ import annotations

import asyncio
import hmac
import logging

from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings

from common.identity import BASE_SCOPE, RUNS_WRITE_SCOPE, SERVICE_SCOPE, IdentitySettings, JwtVerifier, TokenError

log = logging.getLogger(__name__)
SCOPE = BASE_SCOPE
SERVICE_CLIENT = "permitflow-service"
JWT_CLIENT = "permitflow-jwt"


class StaticTokenVerifier:
    """Accepts exactly one shared secret (PERMITFLOW_MCP_TOKEN); compares in constant time."""

    def __init__(self, token: str) -> None:
        self._token = token

    async def verify_token(self, token: str) -> AccessToken | None:
        if hmac.compare_digest(token.encode(), self._token.encode()):
            return AccessToken(token="***", client_id=SERVICE_CLIENT, scopes=[SCOPE, SERVICE_SCOPE, RUNS_WRITE_SCOPE])
        return None


class BearerVerifier:
    """The static service token (if configured) first, then a JWT (if an issuer is configured)."""

    def __init__(self, static_token: str | None, identity: IdentitySettings) -> None:
        self._static = StaticTokenVerifier(static_token) if static_token else None
        self._jwt = JwtVerifier(identity) if identity.enabled else None

    async def verify_token(self, token: str) -> AccessToken | None:
        if self._static is not None and (found := await self._static.verify_token(token)) is not None:
            return found
        if self._jwt is None:
            return None
        try:
            # JWKS fetches are blocking HTTP: keep them off the event loop.
            identity = await asyncio.to_thread(self._jwt.verify, token)
        except TokenError as exc:
            log.info("bearer token refused: %s", exc)
            return None
        scopes = [s for s in identity.scopes if s != SERVICE_SCOPE]  # a person token never acts for others
        return AccessToken(
            token="***", client_id=JWT_CLIENT, scopes=scopes, expires_at=identity.expiresAt,
            subject=identity.subject,
            claims={"iss": identity.issuer, "embedded": identity.embedded, "roles": identity.roles,
                    "name": identity.name},
        )  # fmt: skip


def auth_settings(public_url: str) -> AuthSettings:
    return AuthSettings(
        issuer_url=public_url, resource_server_url=public_url, required_scopes=[SCOPE], validate_token_resource=False
    )
