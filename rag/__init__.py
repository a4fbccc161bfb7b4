"""Retrieval over the two PermitFlow corpora (incidents, historical_permits): embeddings, stores, snapshots."""

NAMESPACES = ("incidents", "historical_permits")
