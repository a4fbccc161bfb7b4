"""The permit board is behind the same tokens as the rest of the agent API, over real HTTP.

A board lists a site's live permits and the people on them, so with tokens configured an unauthenticated request
gets the 401 AgentFailure every endpoint answers with. It takes the API's bearer (service token or a person's JWT)
or its own read-only PERMITFLOW_BOARD_TOKEN; a `/board?token=` link is traded for an HttpOnly cookie and taken out
of the address. The tool server here is unreachable on purpose: an admitted request gets past the check and says
so (503 naming the tool server), which is all this test needs of it.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from agent_client.app import build_app
from agent_client.board import COOKIE
from agent_client.settings import AgentSettings
from common.failures import AgentFailure
from common.identity import mint_token
from tests.support.api import serve_in_thread
from tests.support.mcp_harness import free_port

SERVICE, BOARD = "service-token-" + "s" * 24, "board-token-" + "b" * 24
SECRET = "a-shared-secret-of-at-least-32-bytes!!"


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory):
    data = Path(tmp_path_factory.mktemp("board-auth"))
    settings = AgentSettings(
        engine="rules", data_dir=data, api_token=SERVICE, board_token=BOARD, jwt_secret=SECRET,
        mcp_url=f"http://127.0.0.1:{free_port()}/mcp", api_workers=1,
    )  # fmt: skip
    with serve_in_thread(build_app(settings), "agent API") as url:
        yield url


@pytest.mark.parametrize("path", ["/board", "/board/permits/PERM-HW-0001"])
@pytest.mark.parametrize(
    "headers, cookies",
    [({}, {}), ({"Authorization": "Bearer not-the-token"}, {}), ({}, {COOKIE: "stale"}), ({"Authorization": "x"}, {})],
)
def test_unauthenticated_board_requests_get_401_agent_failure(api: str, path: str, headers, cookies):
    response = httpx.get(api + path, headers=headers, cookies=cookies, timeout=30)
    assert response.status_code == 401 and response.headers["www-authenticate"] == "Bearer"
    body = AgentFailure.model_validate(response.json()).model_dump(mode="json")
    assert body["error_code"] == "ERR_UNAUTHORIZED" and body["agent_id"] == "permit-board" and body["message"]
    assert BOARD not in response.text and SERVICE not in response.text
    assert "Permit board" not in response.text


def test_a_wrong_token_link_is_refused_and_sets_no_cookie(api: str):
    response = httpx.get(f"{api}/board?token=guess", timeout=30)
    assert response.status_code == 401 and COOKIE not in response.cookies


@pytest.mark.parametrize("token", [SERVICE, BOARD, mint_token(SECRET, "hal.safety")])
def test_bearer_service_board_or_person_token_is_admitted(api: str, token: str):
    response = httpx.get(f"{api}/board", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    assert response.status_code == 503 and "Permit board" in response.text, response.text[:300]
    assert "the tool server could not be reached" in response.text


def test_board_token_link_becomes_a_cookie_and_leaves_the_address(api: str):
    with httpx.Client(base_url=api, timeout=60) as client:
        response = client.get("/board", params={"token": BOARD, "area": "Tank Farm", "refresh": "5"})
        assert response.status_code == 303
        assert response.headers["location"] == "/board?area=Tank+Farm&refresh=5", "the token leaves the address"
        set_cookie = response.headers["set-cookie"].lower()
        assert "httponly" in set_cookie and "samesite=strict" in set_cookie and "path=/board" in set_cookie
        page = client.get(response.headers["location"])  # the cookie goes with it, as the page's refreshes do
        assert page.status_code == 503 and "Permit board · Tank Farm" in page.text
        assert "Refreshes itself every 5 s" in page.text
        assert client.get("/board/permits/PERM-HW-0001").status_code == 404, "the QR status page takes it too"


def test_the_board_token_runs_nothing_else(api: str):
    response = httpx.post(f"{api}/sequential/execute", json={"workOrderId": "WO-10001"},
                          headers={"Authorization": f"Bearer {BOARD}"}, timeout=30)  # fmt: skip
    assert response.status_code == 401 and response.json()["error_code"] == "ERR_UNAUTHORIZED"
