"""ADK dev-tool apps: `adk web agent_client/adk_apps` or `adk api_server agent_client/adk_apps`."""
