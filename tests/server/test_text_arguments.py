"""A text argument stays text, even when it happens to be a JSON document.

Found on round 10's held-out set: a work order whose description was a JSON export reached `hazards_identify` as a
dict, because the MCP SDK parses every string argument not annotated exactly `str` as JSON, and the whole run failed
as invalid input with no permits. `mcp_server/results.py` keeps the SDK's parsing for arguments that cannot be text
(a list sent as a JSON string) and leaves strings alone where the argument accepts one.
- every tool's every text argument keeps a JSON-looking string as it is; a list argument is still parsed;
- over stdio, a description that is a JSON object or array is assessed as text (the welding in it is Hot Work);
- end to end, a run over such a work order completes with its Hot Work permit.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from agent_client.schemas import RunResult
from mcp_server.results import accepts_text
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.api import run_cli
from tests.support.mcp_harness import ROOT, connect, stdio_params, structured

JSON_TEXTS = ('{"task": "weld the flange", "area": "tank farm"}', '["weld", "the flange"]', "null", "[]", "{}")
WELDING = json.dumps({"longDescription": "Weld a new flange onto the fuel gas line in the tank farm", "priority": 2})


def test_every_text_argument_of_every_tool_keeps_a_json_looking_string(tmp_path: Path):
    server = build_server(Settings(data_dir=tmp_path, DATABASE_URL=""))
    checked = 0
    for tool in server._tool_manager.list_tools():  # the SDK has no public accessor for a tool's metadata
        meta = tool.fn_metadata
        for name, field in meta.arg_model.model_fields.items():
            key = field.alias or name
            if accepts_text(field.annotation):
                for text in JSON_TEXTS:
                    assert meta.pre_parse_json({key: text}) == {key: text}, (tool.name, key, text)
                checked += 1
    assert checked >= 20, "the tools' free-text arguments were found"


def test_an_argument_that_cannot_be_text_is_still_parsed(tmp_path: Path):
    server = build_server(Settings(data_dir=tmp_path, DATABASE_URL=""))
    meta = server._tool_manager.get_tool("hazards_identify").fn_metadata
    parsed = meta.pre_parse_json({"description": '["a"]', "equipment": '["P-101", "V-3"]'})
    assert parsed == {"description": '["a"]', "equipment": ["P-101", "V-3"]}


async def test_a_json_description_is_assessed_as_text_over_stdio(shared_data_dir: Path):
    async with connect(stdio_params(shared_data_dir)) as client:
        for description in (WELDING, json.dumps(["Weld a new flange onto the fuel gas line", "tank farm"])):
            report = structured(
                await client.call_tool("hazards_identify", {"title": "Flange", "description": description})
            )
            assert "Hot Work" in {p["type"] for p in report["permitTypes"]}, description


@pytest.mark.slow
def test_a_run_over_a_work_order_whose_description_is_json_completes(tmp_path: Path):
    order = copy.deepcopy(json.loads((ROOT / "assets" / "workOrders.json").read_text(encoding="utf-8"))[0])
    order.update(id="WO-JSON-1", title="Flange replacement", description=WELDING, jobPlan="")
    source = tmp_path / "orders.json"
    source.write_text(json.dumps([order]), encoding="utf-8")
    done = run_cli(tmp_path / "var", "WO-JSON-1", "--json", PERMITFLOW_WORKORDERS=str(source))
    assert done.returncode == 0, done.stderr[-2000:]
    result = RunResult.model_validate_json(done.stdout)
    assert result.status != "failed" and "Hot Work" in {p.type for p in result.permits}
