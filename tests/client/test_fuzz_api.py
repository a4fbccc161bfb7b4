"""Schemathesis against the agent client's HTTP API, driven by the API's own `GET /openapi.json`.

The app runs as a real uvicorn child with a bearer token, so schemathesis's `ignored_auth` check also proves that
requests without the token are refused. Every check runs (`--checks all`: no 5xx, documented status codes and
content types, response bodies matching the declared AgentFailure/RunResult schemas, malformed input refused).
Random work-order ids are unknown (404), so this fuzzes the request contract, not whole pipeline runs; those are
covered by test_endpoint.py and test_concurrency.py.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.api import api_server

pytestmark = pytest.mark.slow

SCHEMATHESIS = Path(sys.executable).parent / "schemathesis"
TOKEN = "fuzz-token"


def test_openapi_contract_holds_under_fuzzing(tmp_path: Path):
    with api_server(tmp_path / "var", PERMITFLOW_API_TOKEN=TOKEN) as base:
        done = subprocess.run(
            [
                str(SCHEMATHESIS), "run", f"{base}/openapi.json",
                "--header", f"Authorization: Bearer {TOKEN}",
                "--checks", "all",
                "--max-examples", "30", "--request-timeout", "60",
                "--seed", "20240601",
                "--report-dir", str(tmp_path / "report"),
            ],
            capture_output=True, text=True, timeout=240,
        )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "Operations:       2 selected / 2 total" in done.stdout
    assert " passed" in done.stdout and " failed" not in done.stdout.split("SUMMARY", 1)[-1]
