"""Who is calling: signed bearer tokens (JWT) verified the same way by the tool server and the agent API.

Authority must rest on a signature, never on what a request body says, and both HTTP surfaces must agree on what a
valid token is, so the verification lives here, apart from both (the agent client never imports the tool server).

- The embedded default is HS256 with a shared secret (`PERMITFLOW_JWT_SECRET`); `permitflow people token` mints
  development tokens with it.
- With an OIDC issuer (`PERMITFLOW_OIDC_ISSUER`, e.g. Google or Keycloak) or a JWKS URL (`PERMITFLOW_JWKS_URL`)
  RS256/ES256 tokens are verified against the issuer's published keys through PyJWT's `PyJWKClient`.

A verified token becomes an `Identity`: the person is the token's subject (`sub`), the scopes come from `scope`
(space separated) or `scp`, and `roles` from a `roles` claim. Every failure is a `TokenError` whose message names
the problem without echoing the token.
"""

from __future__ import annotations

import time
import uuid
from functools import cached_property
from typing import TYPE_CHECKING, Any

import httpx
from pydantic import BaseModel, Field

from common.settings import PermitFlowSettings

if TYPE_CHECKING:
    from jwt import PyJWKClient

# PyJWT (and the `cryptography` it loads) is imported where a token is verified or minted, not at import: every
# server process imports this module, and most never see a JWT (cold start matters, see BENCHMARKS.md issue 16).

HS_ALGORITHMS = ("HS256",)
ASYMMETRIC_ALGORITHMS = ("RS256", "ES256")
DEFAULT_ISSUER = "permitflow"
DEFAULT_AUDIENCE = "permitflow"
BASE_SCOPE = "permitflow"
"""Every verified token carries it: it is what the tool server's AuthSettings require."""
RUNS_WRITE_SCOPE = "permitflow:runs.write"
"""Writing run records (`runs_record`): the agent API's identity, or the service token."""
SERVICE_SCOPE = "permitflow:service"
"""A service acting for a person (the static bearer token): it must name the person, who is checked in the directory."""
MIN_SECRET_BYTES = 32
MAX_TOKEN_CHARS = 8192


class TokenError(ValueError):
    """A bearer token was refused; the message says why (never the token itself)."""


class IdentitySettings(PermitFlowSettings):
    """How tokens are verified; read from PERMITFLOW_* variables by both the tool server and the agent API."""

    jwt_secret: str | None = Field(
        default=None, description="HS256 shared secret for the embedded issuer (at least 32 bytes)"
    )
    jwt_issuer: str = Field(default=DEFAULT_ISSUER, description="`iss` of tokens signed with the shared secret")
    jwt_audience: str = Field(default=DEFAULT_AUDIENCE, description="`aud` every accepted token must carry")
    oidc_issuer: str | None = Field(
        default=None, description="OIDC issuer URL; its JWKS is found through /.well-known/openid-configuration"
    )
    jwks_url: str | None = Field(default=None, description="JWKS URL of the issuer (skips OIDC discovery)")
    jwt_leeway_s: int = Field(default=30, ge=0, le=300, description="clock skew tolerated on exp/nbf/iat")

    @property
    def enabled(self) -> bool:
        return bool(self.jwt_secret or self.oidc_issuer or self.jwks_url)


class Identity(BaseModel):
    """A verified caller: `subject` is the person (or service) the token was issued to."""

    subject: str
    issuer: str
    scopes: list[str] = Field(default_factory=list)
    roles: list[str] = Field(default_factory=list)
    name: str | None = None
    expiresAt: int | None = None
    embedded: bool = Field(description="signed with the shared secret (sub is a directory person id)")

    def has_scope(self, scope: str) -> bool:
        return scope in self.scopes


def _scopes(claims: dict[str, Any]) -> list[str]:
    raw = claims.get("scope", claims.get("scp", []))
    scopes = raw.split() if isinstance(raw, str) else [str(s) for s in raw] if isinstance(raw, list) else []
    return sorted({*scopes, BASE_SCOPE})


def _roles(claims: dict[str, Any]) -> list[str]:
    raw = claims.get("roles", [])
    return [str(r) for r in raw] if isinstance(raw, list) else [str(raw)]


class JwtVerifier:
    """Verifies HS256 tokens with the shared secret and RS256/ES256 tokens with the issuer's JWKS."""

    def __init__(self, settings: IdentitySettings | None = None) -> None:
        self.settings = settings or IdentitySettings()
        secret = self.settings.jwt_secret
        if secret is not None and len(secret.encode()) < MIN_SECRET_BYTES:
            raise ValueError(f"PERMITFLOW_JWT_SECRET must be at least {MIN_SECRET_BYTES} bytes")

    @cached_property
    def _jwks(self) -> PyJWKClient | None:
        from jwt import PyJWKClient

        url = self.settings.jwks_url
        if url is None and self.settings.oidc_issuer:
            url = discover_jwks_url(self.settings.oidc_issuer)
        return PyJWKClient(url, cache_keys=True, lifespan=300, timeout=5) if url else None

    def verify(self, token: str) -> Identity:
        if not token or len(token) > MAX_TOKEN_CHARS:
            raise TokenError("bearer token is empty or too long")
        import jwt

        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise TokenError("bearer token is not a JWT") from None
        alg = header.get("alg")
        try:
            if alg in HS_ALGORITHMS and self.settings.jwt_secret:
                claims = self._decode(token, self.settings.jwt_secret, list(HS_ALGORITHMS), self.settings.jwt_issuer)
                return self._identity(claims, embedded=True)
            if alg in ASYMMETRIC_ALGORITHMS and (self.settings.jwks_url or self.settings.oidc_issuer):
                jwks = self._jwks
                assert jwks is not None
                key = jwks.get_signing_key_from_jwt(token).key
                claims = self._decode(token, key, list(ASYMMETRIC_ALGORITHMS), self.settings.oidc_issuer)
                return self._identity(claims, embedded=False)
        except jwt.ExpiredSignatureError:
            raise TokenError("bearer token has expired") from None
        except jwt.InvalidAudienceError:
            raise TokenError(f"bearer token is not for audience {self.settings.jwt_audience!r}") from None
        except jwt.InvalidIssuerError:
            raise TokenError("bearer token has the wrong issuer") from None
        except jwt.MissingRequiredClaimError as exc:
            raise TokenError(f"bearer token lacks the {exc.claim!r} claim") from None
        except jwt.PyJWKClientError as exc:
            raise TokenError(f"bearer token signing key could not be found: {exc}") from None
        except jwt.PyJWTError as exc:
            raise TokenError(f"bearer token refused: {type(exc).__name__}") from None
        raise TokenError(f"bearer token algorithm {alg!r} is not accepted here")

    def _decode(self, token: str, key: Any, algorithms: list[str], issuer: str | None) -> dict[str, Any]:
        import jwt

        required = ["exp", "sub", "aud"] + (["iss"] if issuer else [])
        return jwt.decode(
            token, key, algorithms=algorithms, audience=self.settings.jwt_audience, issuer=issuer,
            leeway=self.settings.jwt_leeway_s, options={"require": required},
        )  # fmt: skip

    @staticmethod
    def _identity(claims: dict[str, Any], *, embedded: bool) -> Identity:
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject.strip() or len(subject) > 255:
            raise TokenError("bearer token subject is empty or too long")
        return Identity(
            subject=subject, issuer=str(claims.get("iss", "")), scopes=_scopes(claims), roles=_roles(claims),
            name=claims.get("name") if isinstance(claims.get("name"), str) else None,
            expiresAt=int(claims["exp"]), embedded=embedded,
        )  # fmt: skip


def bearer_from_header(authorization: str | None) -> str:
    """The token of an `Authorization: Bearer <token>` header value; TokenError when it is missing or malformed."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise TokenError("an Authorization: Bearer <token> header is required")
    return token.strip()


def discover_jwks_url(issuer: str, timeout: float = 5.0) -> str:
    """The `jwks_uri` an OIDC issuer publishes in its discovery document."""
    url = issuer.rstrip("/") + "/.well-known/openid-configuration"
    try:
        response = httpx.get(url, timeout=timeout)
        response.raise_for_status()
        jwks_uri = response.json()["jwks_uri"]
    except (httpx.HTTPError, ValueError, KeyError) as exc:
        raise TokenError(f"OIDC discovery at {url} failed: {type(exc).__name__}") from None
    return str(jwks_uri)


def mint_token(
    secret: str,
    subject: str,
    *,
    issuer: str = DEFAULT_ISSUER,
    audience: str = DEFAULT_AUDIENCE,
    ttl_s: int = 8 * 3600,
    scopes: list[str] | None = None,
    roles: list[str] | None = None,
    name: str | None = None,
    now: float | None = None,
) -> str:
    """An HS256 token for `subject` (development and the embedded default; production uses the OIDC issuer)."""
    if len(secret.encode()) < MIN_SECRET_BYTES:
        raise ValueError(f"the signing secret must be at least {MIN_SECRET_BYTES} bytes")
    issued = int(now if now is not None else time.time())
    claims: dict[str, Any] = {
        "iss": issuer, "aud": audience, "sub": subject, "iat": issued, "nbf": issued, "exp": issued + ttl_s,
        "jti": uuid.uuid4().hex, "scope": " ".join(sorted({BASE_SCOPE, *(scopes or [])})),
    }  # fmt: skip
    if roles:
        claims["roles"] = roles
    if name:
        claims["name"] = name
    import jwt

    return jwt.encode(claims, secret, algorithm="HS256")
