"""PermitFlow agent client: the A1→A4 ADK workflow, reaching every tool over MCP only."""
