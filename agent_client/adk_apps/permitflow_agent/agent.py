"""The workflow for ADK's dev tools: `adk web agent_client/adk_apps` then pick `permitflow_agent`; send `WO-10001`.

The message's work-order id goes into session state through `intake.WorkOrderIdFromMessage`. Engine and tool server
come from the environment exactly as for the API (PERMITFLOW_ENGINE, PERMITFLOW_MCP_URL).
"""

from __future__ import annotations

from google.adk.apps import App

from agent_client.adk_apps.intake import WorkOrderIdFromMessage
from agent_client.engine import engine_models
from agent_client.graph import build_workflow
from agent_client.settings import AgentSettings
from agent_client.toolbox import build_toolset

_settings = AgentSettings()
_engine = _settings.resolved_engine
root_agent = build_workflow(
    build_toolset(_settings), _engine, engine_models(_settings, _engine), _settings.max_refinements
)
app = App(name="permitflow_agent", root_agent=root_agent, plugins=[WorkOrderIdFromMessage()])
