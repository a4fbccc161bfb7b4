"""The permit board in a real headless browser (Debian's chromium): load it, move a permit, see it change.

The agent API serves the page, the HTTP tool server holds the permits; the lifecycle call goes through a real MCP
client. Chromium loads the page (`--dump-dom` returns the DOM after the page ran) and takes the screenshot the
README shows (`make board-screenshot` writes it to docs/images/). Needs `make browser-deps`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.field import HSE, REQUESTER, SUPERVISOR, call, draft, transition
from tests.support.mcp_harness import connect, http_server, serve_until_healthy
from tests.support.people_support import seed_data_dir

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="chromium not installed: make browser-deps"),
]
BROWSER_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]


def browser(*args: str, cwd: Path) -> str:
    done = subprocess.run([CHROMIUM, *BROWSER_FLAGS, *args], capture_output=True, text=True, timeout=120, cwd=cwd)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def api_env(data_dir: Path, mcp_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "GOOGLE_"))}
    env.pop("DATABASE_URL", None)
    env.update({"PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_ENGINE": "rules", "PERMITFLOW_MCP_URL": mcp_url})
    return env


async def test_board_shows_a_permit_change_state_after_a_lifecycle_call(tmp_path: Path):
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

        dom = browser("--dump-dom", f"{api}/board", cwd=tmp_path)
        assert "<title>Permit board</title>" in dom
        assert f'id="row-{lifting}"' in dom and 'data-status="issued"' in dom
        assert f'id="row-{planned}"' in dom and 'data-status="draft"' in dom

        async with connect(mcp_url) as client:
            await transition(client, lifting, "active", REQUESTER, "Performing Authority")
            await call(client, "permits_handback", permitId=lifting, person=REQUESTER, note="load landed")

        dom = browser("--dump-dom", f"{api}/board", cwd=tmp_path)
        row = dom[dom.index(f'id="row-{lifting}"') :]
        row = row[: row.index("</tr>")]
        assert 'data-status="active"' in row and "waiting for area authority" in row
        assert "Waiting for hand-back acceptance: 1" in dom
        status_page = browser("--dump-dom", f"{api}/board/permits/{lifting}", cwd=tmp_path)
        assert 'data-status="active"' in status_page and "accepted by nobody yet" in status_page

        shot = Path(os.environ.get("PERMITFLOW_SCREENSHOT_DIR") or tmp_path).resolve() / "board.png"
        shot.parent.mkdir(parents=True, exist_ok=True)
        browser(f"--screenshot={shot}", "--window-size=1280,720", f"{api}/board", cwd=tmp_path)
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
