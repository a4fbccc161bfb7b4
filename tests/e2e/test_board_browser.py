"""The permit board in a real headless browser (Debian's chromium driven by Playwright): an open page follows a permit.

The agent API serves the page behind its tokens, the HTTP tool server holds the permits; the lifecycle calls go
through a real MCP client. Playwright drives the system chromium (`executable_path`; nothing is downloaded): it
opens the board link with the board's read-only token (traded for a cookie), the permits move, and the page that
is already open shows the change by refreshing itself in place: a marker set in the page before the call is still
there after it, so the page was not reloaded. It takes the screenshot the README shows (`make board-screenshot`
writes it to docs/images/). Needs `make browser-deps` (chromium) and the `dev` extra (playwright).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.support.field import HSE, REQUESTER, SUPERVISOR, call, draft, transition
from tests.support.mcp_harness import connect, http_server, serve_until_healthy
from tests.support.people_support import seed_data_dir

playwright_api = pytest.importorskip("playwright.async_api", reason="playwright not installed: the dev extra")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="chromium not installed: make browser-deps"),
]
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]
API_TOKEN, BOARD_TOKEN = "svc-" + "a" * 40, "board-" + "b" * 40
REFRESH_S = 2
WAIT_MS = 60_000  # the page refreshes every REFRESH_S; this only bounds a broken page


def api_env(data_dir: Path, mcp_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "GOOGLE_"))}
    env.pop("DATABASE_URL", None)
    env.update({"PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_ENGINE": "rules", "PERMITFLOW_MCP_URL": mcp_url,
                "PERMITFLOW_API_TOKEN": API_TOKEN, "PERMITFLOW_BOARD_TOKEN": BOARD_TOKEN})  # fmt: skip
    return env


ROW_STATE = """([permitId, status, text]) => {
  const row = document.getElementById("row-" + permitId);
  return !!row && row.querySelector("[data-status]").dataset.status === status && row.textContent.includes(text);
}"""


async def test_open_board_shows_a_permit_change_state_after_a_lifecycle_call(tmp_path: Path):
    data_dir = tmp_path / "var"
    seed_data_dir(data_dir)  # the people who request, sign and move the permits are in the directory
    with (
        http_server(data_dir) as mcp_url,
        serve_until_healthy(["-m", "agent_client.cli", "serve"], api_env(data_dir, mcp_url), "API server") as api,
    ):
        async with connect(mcp_url) as client:
            lifting = await draft(client, "LIFT")
            for person, role in ((SUPERVISOR, "Lift Supervisor"), (HSE, "HSE")):
                await call(client, "permits_signoff", permitId=lifting, person=person, role=role)
            await transition(client, lifting, "issued", HSE, "HSE")
            planned = await draft(client, "HW")

        async with playwright_api.async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            try:
                stranger = await browser.new_page()
                refused = await stranger.goto(f"{api}/board")
                assert refused is not None and refused.status == 401, "no token, no board"
                assert '"error_code":"ERR_UNAUTHORIZED"' in (await refused.text()).replace(" ", "")

                context = await browser.new_context(viewport={"width": 1280, "height": 720})
                page = await context.new_page()
                await page.goto(f"{api}/board?token={BOARD_TOKEN}&refresh={REFRESH_S}")
                assert page.url == f"{api}/board?refresh={REFRESH_S}", "the token is traded for a cookie"
                assert await page.title() == "Permit board"
                assert await page.get_attribute(f"#row-{lifting} [data-status]", "data-status") == "issued"
                assert await page.get_attribute(f"#row-{planned} [data-status]", "data-status") == "draft"
                await page.evaluate("window.boardMarker = 'the page that was open'")

                async with connect(mcp_url) as client:
                    await transition(client, lifting, "active", REQUESTER, "Performing Authority")
                    await call(client, "permits_handback", permitId=lifting, person=REQUESTER, note="load landed")

                # No reload, no navigation: the open page refreshes itself and shows the new state.
                await page.wait_for_function(
                    ROW_STATE, arg=[lifting, "active", "waiting for area authority"], timeout=WAIT_MS
                )
                assert await page.evaluate("window.boardMarker") == "the page that was open", "not reloaded"
                assert page.url == f"{api}/board?refresh={REFRESH_S}"
                assert "Waiting for hand-back acceptance: 1" in await page.inner_text("#waiting")

                status_page = await context.new_page()  # the QR code's target, with the same cookie
                await status_page.goto(f"{api}/board/permits/{lifting}")
                assert await status_page.get_attribute("#status [data-status]", "data-status") == "active"
                assert "accepted by nobody yet" in await status_page.content()

                shot = Path(os.environ.get("PERMITFLOW_SCREENSHOT_DIR") or tmp_path).resolve() / "board.png"
                shot.parent.mkdir(parents=True, exist_ok=True)
                await page.screenshot(path=str(shot))
                assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            finally:
                await browser.close()
