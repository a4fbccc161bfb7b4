"""PermitFlow's tool server: every shared tool behind one MCP server."""
