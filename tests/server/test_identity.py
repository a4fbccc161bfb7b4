"""Signed bearer tokens (common.identity): the shared-secret default and an OIDC issuer's JWKS, served for real.

The JWKS tests run a real HTTP server on 127.0.0.1 publishing an OIDC discovery document and the public keys of an
RSA and an EC key generated in the test; tokens are signed with the private halves.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from jwt.algorithms import ECAlgorithm, RSAAlgorithm

from common.identity import (
    BASE_SCOPE,
    RUNS_WRITE_SCOPE,
    IdentitySettings,
    JwtVerifier,
    TokenError,
    bearer_from_header,
    mint_token,
)

SECRET = "a-test-secret-that-is-long-enough-000"
OTHER_SECRET = "another-secret-of-sufficient-length-xx"


def claims(**extra: object) -> dict[str, object]:
    """Claims stamped when the token is made, not when the module is collected: a long suite must not age them."""
    now = int(time.time())
    return {"iss": "permitflow", "aud": "permitflow", "sub": "ana.petrova", "exp": now + 600, "iat": now} | extra


def test_shared_secret_tokens_carry_subject_scopes_and_roles():
    verifier = JwtVerifier(IdentitySettings(jwt_secret=SECRET))
    token = mint_token(SECRET, "ana.petrova", scopes=[RUNS_WRITE_SCOPE], roles=["HSE"], name="Ana Petrova")
    identity = verifier.verify(token)
    assert identity.subject == "ana.petrova" and identity.embedded and identity.name == "Ana Petrova"
    assert identity.scopes == sorted([BASE_SCOPE, RUNS_WRITE_SCOPE]) and identity.roles == ["HSE"]


@pytest.mark.parametrize(
    ("make_token", "problem"),
    [
        (lambda: jwt.encode(claims(exp=int(time.time()) - 3600), SECRET, algorithm="HS256"), "expired"),
        (lambda: jwt.encode(claims(aud="someone-else"), SECRET, algorithm="HS256"), "audience"),
        (lambda: jwt.encode(claims(iss="evil"), SECRET, algorithm="HS256"), "wrong issuer"),
        (lambda: jwt.encode(claims(), OTHER_SECRET, algorithm="HS256"), "InvalidSignatureError"),
        (lambda: jwt.encode({k: v for k, v in claims().items() if k != "sub"}, SECRET, algorithm="HS256"), "'sub'"),
        (lambda: jwt.encode({k: v for k, v in claims().items() if k != "exp"}, SECRET, algorithm="HS256"), "'exp'"),
        (lambda: jwt.encode(claims(), None, algorithm="none"), "algorithm 'none'"),
        (lambda: jwt.encode(claims(), SECRET, algorithm="HS512"), "algorithm 'HS512'"),
        (lambda: "not-a-jwt", "not a JWT"),
    ],
)
def test_bad_tokens_are_refused_naming_the_problem(make_token: Callable[[], str], problem: str):
    token = make_token()
    with pytest.raises(TokenError, match=problem) as caught:
        JwtVerifier(IdentitySettings(jwt_secret=SECRET)).verify(token)
    assert token not in str(caught.value)


def test_bearer_header_parsing():
    assert bearer_from_header("Bearer abc.def.ghi") == "abc.def.ghi"
    assert bearer_from_header("  bearer   abc ") == "abc"
    for bad in (None, "", "Basic dXNlcjpwdw==", "Bearer ", "abc"):
        with pytest.raises(TokenError, match="Authorization: Bearer"):
            bearer_from_header(bad)


def test_a_short_secret_is_refused():
    with pytest.raises(ValueError, match="at least 32 bytes"):
        JwtVerifier(IdentitySettings(jwt_secret="short"))
    with pytest.raises(ValueError, match="at least 32 bytes"):
        mint_token("short", "x")


class Issuer:
    """An OIDC issuer on 127.0.0.1: discovery document and JWKS with one RSA and one EC key."""

    def __init__(self) -> None:
        self.rsa = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.ec = ec.generate_private_key(ec.SECP256R1())
        keys = [
            RSAAlgorithm.to_jwk(self.rsa.public_key(), as_dict=True) | {"kid": "rsa-1", "alg": "RS256", "use": "sig"},
            ECAlgorithm.to_jwk(self.ec.public_key(), as_dict=True) | {"kid": "ec-1", "alg": "ES256", "use": "sig"},
        ]
        self.requests: list[str] = []
        issuer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                issuer.requests.append(self.path)
                if self.path == "/.well-known/openid-configuration":
                    body = {"issuer": issuer.url, "jwks_uri": f"{issuer.url}/keys"}
                elif self.path == "/keys":
                    body = {"keys": keys}
                else:
                    self.send_error(404)
                    return
                data = json.dumps(body).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def token(self, alg: str, **extra: object) -> str:
        key, kid = (self.rsa, "rsa-1") if alg == "RS256" else (self.ec, "ec-1")
        return jwt.encode(claims(iss=self.url, sub="google-sub-123") | extra, key, algorithm=alg, headers={"kid": kid})


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    thread = threading.Thread(target=found.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield found
    finally:
        found.server.shutdown()
        found.server.server_close()


@pytest.mark.parametrize("alg", ["RS256", "ES256"])
def test_oidc_issuer_tokens_are_verified_with_its_published_keys(issuer: Issuer, alg: str):
    verifier = JwtVerifier(IdentitySettings(oidc_issuer=issuer.url))
    identity = verifier.verify(issuer.token(alg))
    assert identity.subject == "google-sub-123" and not identity.embedded and identity.issuer == issuer.url
    assert issuer.requests[:2] == ["/.well-known/openid-configuration", "/keys"]
    with pytest.raises(TokenError, match="wrong issuer"):
        verifier.verify(issuer.token(alg, iss="http://elsewhere"))
    with pytest.raises(TokenError, match="audience"):
        verifier.verify(issuer.token(alg, aud="another-app"))


def test_a_jwks_url_without_discovery_and_foreign_keys(issuer: Issuer):
    verifier = JwtVerifier(IdentitySettings(jwks_url=f"{issuer.url}/keys"))
    assert verifier.verify(issuer.token("RS256")).subject == "google-sub-123"
    assert issuer.requests == ["/keys"]
    stranger = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    forged = jwt.encode(claims(), stranger, algorithm="RS256", headers={"kid": "rsa-1"})
    with pytest.raises(TokenError, match="InvalidSignatureError"):
        verifier.verify(forged)
    unknown_kid = jwt.encode(claims(), stranger, algorithm="RS256", headers={"kid": "nobody"})
    with pytest.raises(TokenError, match="signing key could not be found"):
        verifier.verify(unknown_kid)
    # An HS256 token is not accepted when only the issuer's keys are configured (no algorithm confusion).
    with pytest.raises(TokenError, match="algorithm 'HS256' is not accepted"):
        verifier.verify(jwt.encode(claims(), "x" * 40, algorithm="HS256"))


def test_an_unreachable_issuer_is_a_token_error():
    verifier = JwtVerifier(IdentitySettings(oidc_issuer="http://127.0.0.1:9"))
    with pytest.raises(TokenError, match="OIDC discovery"):
        verifier.verify(jwt.encode(claims(), rsa.generate_private_key(65537, 2048), algorithm="RS256"))
