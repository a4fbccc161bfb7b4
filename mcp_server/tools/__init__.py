"""One module per tool family; each exposes `register(server, deps)`."""
