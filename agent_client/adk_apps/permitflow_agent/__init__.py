"""`adk web agent_client/adk_apps` / `adk api_server agent_client/adk_apps` entry: the workflow as an ADK App."""

from agent_client.adk_apps.permitflow_agent import agent as agent  # noqa: F401  (ADK loads `<name>.agent`)
