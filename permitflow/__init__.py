"""The `permitflow` command: the agent client's commands plus the RAG jobs, side by side."""
