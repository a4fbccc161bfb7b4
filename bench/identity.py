"""What checking a signed identity costs per request: JWT verification (HS256, and RS256/ES256 with a cached JWKS)
and the people-directory read a lifecycle step adds. Prints figures; asserts nothing about timings.

    PYTHONPATH=. .venv/bin/python -m bench.identity [--n 2000]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from common.identity import IdentitySettings, JwtVerifier, mint_token
from mcp_server.db import Database
from mcp_server.people.authority import Competency, RoleGrant

SECRET = "bench-secret-0123456789abcdef-0123456789"


def timed(label: str, n: int, fn: Callable[[], object]) -> None:
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1e6)
    samples.sort()
    p95 = samples[int(0.95 * (len(samples) - 1))]
    print(f"{label:<44} p50 {statistics.median(samples):8.1f} µs   p95 {p95:8.1f} µs   (n={n})")


class _Jwks:
    """A PyJWKClient stand-in holding the key in memory: measures verification, not the network."""

    def __init__(self, key: object) -> None:
        self.key = key

    def get_signing_key_from_jwt(self, _token: str) -> _Jwks:
        return self


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=2000)
    n = parser.parse_args().n

    hs = JwtVerifier(IdentitySettings(jwt_secret=SECRET))
    token = mint_token(SECRET, "ana.petrova")
    timed("HS256 verify (shared secret)", n, lambda: hs.verify(token))

    claims = {"iss": "https://issuer.example", "aud": "permitflow", "sub": "s", "exp": int(time.time()) + 600}
    for alg, key in (
        ("RS256", rsa.generate_private_key(65537, 2048)),
        ("ES256", ec.generate_private_key(ec.SECP256R1())),
    ):
        verifier = JwtVerifier(IdentitySettings(oidc_issuer="https://issuer.example"))
        verifier.__dict__["_jwks"] = _Jwks(key.public_key())
        signed = jwt.encode(claims, key, algorithm=alg)
        timed(f"{alg} verify (JWKS key cached)", n, lambda v=verifier, t=signed: v.verify(t))

    with tempfile.TemporaryDirectory() as tmp:
        db = Database(f"sqlite:///{Path(tmp) / 'bench.db'}")
        db.migrate()
        db.add_person("hana.safety", "Hana Safety", roles=[RoleGrant(role="HSE", site="Plant-A")],
                      competencies=[Competency(name="HSE", expiresOn=date.today() + timedelta(days=365))])  # fmt: skip
        timed("directory read of one person (SQLite)", min(n, 1000), lambda: db.person("hana.safety"))
        db.dispose()


if __name__ == "__main__":
    main()
