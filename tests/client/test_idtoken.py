"""The agent's Google ID token for a Cloud Run tool server, through google-auth's real service-account flow.

There is no Google here, so the service-account file names a token endpoint on 127.0.0.1: a small HTTP server
that checks the signed JWT-bearer assertion google-auth sends (RS256, the key of the file, `target_audience`)
and answers with an ID token, as Google's endpoint does. Everything on the client side is the production path.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from agent_client.idtoken import HEADER, IdTokenSource
from agent_client.settings import AgentSettings
from agent_client.toolbox import build_toolset

AUDIENCE = "https://permitflow-tools-abc123-ew.a.run.app"
GOOGLE_TOKEN_AUD = "https://oauth2.googleapis.com/token"
EMAIL = "permitflow-api@demo-project.iam.gserviceaccount.com"


@pytest.fixture
def token_endpoint(tmp_path, monkeypatch):
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    public = key.public_key()
    state = {"grants": 0, "lifetime_s": 3600, "audiences": []}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            form = urllib.parse.parse_qs(self.rfile.read(int(self.headers["Content-Length"])).decode())
            # google-auth signs the assertion for Google's token endpoint, whatever token_uri it posts to
            claims = jwt.decode(form["assertion"][0], public, algorithms=["RS256"], audience=GOOGLE_TOKEN_AUD)
            assert claims["iss"] == EMAIL
            state["grants"] += 1
            state["audiences"].append(claims["target_audience"])
            now = int(time.time())
            id_token = jwt.encode(
                {
                    "iss": "https://accounts.google.com",
                    "aud": claims["target_audience"],
                    "sub": EMAIL,
                    "iat": now,
                    "exp": now + state["lifetime_s"],
                    "n": state["grants"],
                },
                key,
                algorithm="RS256",
            )
            body = json.dumps({"id_token": id_token}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.token_uri = f"http://127.0.0.1:{server.server_port}/token"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    creds = {
        "type": "service_account",
        "project_id": "demo-project",
        "private_key_id": "k1",
        "private_key": pem,
        "client_email": EMAIL,
        "client_id": "1",
        "token_uri": server.token_uri,
    }
    path = tmp_path / "sa.json"
    path.write_text(json.dumps(creds))
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(path))
    yield state, public
    server.shutdown()
    server.server_close()


async def test_header_carries_an_id_token_for_the_audience_and_is_cached(token_endpoint):
    state, public = token_endpoint
    source = IdTokenSource(AUDIENCE)
    headers = await source()
    scheme, token = headers[HEADER].split(" ", 1)
    assert scheme == "Bearer"
    assert jwt.decode(token, public, algorithms=["RS256"], audience=AUDIENCE)["sub"] == EMAIL
    assert state["audiences"] == [AUDIENCE]
    assert await source() == headers, "a valid token is reused, not fetched per call"
    assert state["grants"] == 1


async def test_a_token_close_to_expiry_is_replaced(token_endpoint):
    state, public = token_endpoint
    state["lifetime_s"] = 120  # inside the refresh margin from the start
    source = IdTokenSource(AUDIENCE)
    first = await source()
    second = await source()
    assert state["grants"] == 2 and first != second
    assert source._credentials.expiry < dt.datetime.now(dt.UTC).replace(tzinfo=None) + dt.timedelta(minutes=5)


def test_toolset_sends_it_only_when_configured():
    remote = AgentSettings(mcp_url="https://tools.example/mcp", mcp_id_token_audience=AUDIENCE)
    assert isinstance(build_toolset(remote).header_provider, IdTokenSource)
    assert build_toolset(AgentSettings(mcp_url="https://tools.example/mcp")).header_provider is None
    assert build_toolset(AgentSettings(mcp_id_token_audience=AUDIENCE)).header_provider is None  # stdio child
