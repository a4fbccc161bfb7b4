"""One module per tool family; each exposes `register(server, deps)` and is listed in `server.TOOL_FAMILIES`."""
