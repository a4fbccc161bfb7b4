"""The agent client never imports the tool server, and the state matrix is complete and enforced."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from agent_client.graph import build_workflow
from agent_client.nodes import OwnershipError
from agent_client.settings import AgentSettings
from agent_client.state import ALL_NODES, CLIENT, JOIN, STATE_MATRIX, SessionState, check_writes
from agent_client.toolbox import build_toolset

PACKAGE = Path(__file__).resolve().parents[2] / "agent_client"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module",
            "__import__",
        ):
            found.update(a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return found


def test_agent_client_never_imports_the_tool_server():
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 10
    offenders = {
        str(f.relative_to(PACKAGE)): sorted(m for m in imported_modules(f) if m.split(".")[0] == "mcp_server")
        for f in files
    }
    assert {f: m for f, m in offenders.items() if m} == {}


def test_import_scan_catches_a_tool_server_import(tmp_path: Path):
    sample = tmp_path / "bad.py"
    sample.write_text(
        "import json\nfrom mcp_server.permits.contracts import Permit\nimportlib.import_module('mcp_server.x')\n"
    )
    assert {"mcp_server.permits.contracts", "mcp_server.x"} <= imported_modules(sample)


def test_session_state_model_lists_every_key_of_the_matrix():
    assert set(SessionState.model_fields) == set(STATE_MATRIX)
    known = set(ALL_NODES) | {CLIENT}
    for spec in STATE_MATRIX.values():
        assert spec.writers, f"{spec.key} has no writer"
        assert spec.writers <= known and spec.readers <= known, spec.key


@pytest.mark.parametrize("engine", ["rules", "gemini"])
def test_every_graph_node_is_in_the_matrix(engine: str):
    models = None if engine == "rules" else dict.fromkeys(ALL_NODES, "gemini-2.5-flash")
    workflow = build_workflow(build_toolset(AgentSettings()), engine, models)
    names = {n.name for n in workflow.graph.nodes if n.name != "__START__"}
    assert names - {JOIN} <= set(ALL_NODES)
    assert {"hazard_identification", "permit_generator", "permit_validator", "permit_refiner", "loop_gate"} <= names


def test_writing_a_key_you_do_not_own_is_refused():
    check_writes("permit_generator", {"permit_generator_output": {"permits": []}, "policies": {}})
    check_writes("permit_refiner", {"permit_generator_output": {"permits": []}})
    with pytest.raises(OwnershipError, match="hazard_identification_output"):
        check_writes("permit_generator", {"hazard_identification_output": {}})
    with pytest.raises(OwnershipError, match="permit_validation_output"):
        check_writes("permit_refiner", {"permit_validation_output": []})
    with pytest.raises(OwnershipError, match="undeclared"):
        check_writes("reporter", {"scratch": 1})
    check_writes("permit_validator", {"temp:_adk_grounding_metadata": {}})


def test_adk_dev_tools_entry_exposes_the_workflow(monkeypatch: pytest.MonkeyPatch):
    """`adk web agent_client/adk_apps` loads `permitflow_agent.agent` and finds `app` / `root_agent`."""
    import importlib

    monkeypatch.setenv("PERMITFLOW_ENGINE", "rules")
    module = importlib.import_module("agent_client.adk_apps.permitflow_agent.agent")
    assert module.app.name == "permitflow_agent"
    assert module.app.root_agent is module.root_agent and module.root_agent.name == "permitflow"


def test_openai_engine_builds_openai_compatible_models_without_calling_them():
    from google.adk.integrations.openai import OpenAILlm

    from agent_client.agents.retrying import RetryingLlm
    from agent_client.engine import EngineUnavailable, engine_models

    settings = AgentSettings(engine="openai", openai_base_url="http://127.0.0.1:9/v1", openai_api_key="k")
    models = engine_models(settings, "openai")
    assert all(isinstance(m, RetryingLlm) and isinstance(m.inner, OpenAILlm) for m in models.values())
    assert all(m.model == settings.openai_model for m in models.values())
    build_workflow(build_toolset(settings), "openai", models)
    with pytest.raises(EngineUnavailable, match="OPENAI_API_KEY"):
        engine_models(AgentSettings(engine="openai", openai_base_url=None, openai_api_key=None), "openai")
    assert engine_models(AgentSettings(), "gemini")["permit_generator"].model == "gemini-2.5-flash"
    assert engine_models(AgentSettings(), "rules") is None


async def test_a_node_writing_a_key_it_does_not_own_fails_the_run():
    from google.adk.runners import InMemoryRunner
    from google.adk.workflow import Workflow
    from google.genai import types

    from agent_client.agents.base import ToolAgent

    class RogueGenerator(ToolAgent):
        async def step(self, ctx):
            return {"permit_validation_output": [{"permitId": "PERM-HW-0001", "validationStatus": "Pass"}]}

    runner = InMemoryRunner(node=Workflow(name="rogue", edges=[("START", RogueGenerator(name="permit_generator"))]))
    session = await runner.session_service.create_session(app_name=runner.app_name, user_id="u")
    message = types.Content(role="user", parts=[types.Part(text="go")])
    with pytest.raises(Exception) as caught:
        async for _ in runner.run_async(user_id="u", session_id=session.id, new_message=message):
            pass
    await runner.close()
    chain, error = [], caught.value
    while error is not None:
        chain.append(str(error))
        error = error.__cause__ or error.__context__
    assert any("permit_validation_output" in text and "owned by" in text for text in chain), chain


async def test_adk_dev_tools_put_the_messages_work_order_id_into_state_only():
    """The work-order id has one channel, session state: the loader reads nothing else, and the ADK dev-tool app's
    plugin copies an id typed as the message into it (bare, in a sentence, or as JSON)."""
    from google.adk.agents import BaseAgent
    from google.adk.apps import App
    from google.adk.runners import InMemoryRunner
    from google.adk.workflow import Workflow
    from google.genai import types

    from agent_client.adk_apps.intake import WorkOrderIdFromMessage, id_in_message

    seen: list[object] = []

    class Probe(BaseAgent):
        async def _run_async_impl(self, ctx):
            seen.append(ctx.session.state.get("work_order_id"))
            return
            yield

    app = App(
        name="probe",
        root_agent=Workflow(name="probe", edges=[("START", Probe(name="probe_node"))]),
        plugins=[WorkOrderIdFromMessage()],
    )
    runner = InMemoryRunner(app=app)
    for text in ("WO-10001", "Plan WO-10024, please", '{"workOrderId": "WO-10025"}', "hello there"):
        session = await runner.session_service.create_session(app_name=runner.app_name, user_id="u")
        message = types.Content(role="user", parts=[types.Part(text=text)])
        async for _ in runner.run_async(user_id="u", session_id=session.id, new_message=message):
            pass
    await runner.close()
    assert seen == ["WO-10001", "WO-10024", "WO-10025", None]
    assert id_in_message('{"workOrderId": "../etc"}') is None and id_in_message("WO-１２３") is None


def test_node_failures_follow_the_tool_error_code_not_its_wording():
    """Both node kinds build their failure from the tool's AgentFailure code; the words of the message do not count."""
    from agent_client.agents.base import RunFailure
    from agent_client.review.models import ReviewFailure
    from agent_client.schemas import AgentFailure, ErrorCode
    from agent_client.toolbox import ToolRejected, ToolUnavailable

    def rejected(code: ErrorCode, message: str) -> ToolRejected:
        return ToolRejected("workorders_get_workorder_by_id", message, AgentFailure.of("tool", code, message))

    unknown = ReviewFailure.of_tool("t", rejected(ErrorCode.ERR_WORKORDER_NOT_FOUND, "no such job"))
    assert (unknown.status, unknown.code) == (404, ErrorCode.ERR_WORKORDER_NOT_FOUND)
    worded = ReviewFailure.of_tool("t", rejected(ErrorCode.ERR_INVALID_INPUT, "field not found in the rulebook"))
    assert (worded.status, worded.code) == (502, ErrorCode.ERR_TOOL_REJECTED)
    down = ReviewFailure.of_tool("t", ToolUnavailable("t", "connection refused"))
    assert (down.status, down.code) == (503, ErrorCode.ERR_TOOL_UNAVAILABLE)
    assert down.as_state()["status"] == 503 and set(down.as_state()) == {"status", "code", "message", "details"}

    run = RunFailure.of_tool("t", rejected(ErrorCode.ERR_WORKORDER_NOT_FOUND, "no such job"))
    assert run.code is ErrorCode.ERR_TOOL_REJECTED and run.details["toolErrorCode"] == "ERR_WORKORDER_NOT_FOUND"
    assert set(run.as_state()) == {"code", "message", "details"}
