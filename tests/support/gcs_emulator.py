"""A real GCS API for tests: gcp-storage-emulator in this process on a free 127.0.0.1 port (no cloud calls)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

from gcp_storage_emulator.server import create_server

from tests.support.mcp_harness import free_port

BUCKET = "permitflow-test"
PROJECT = "permitflow-test-project"


@contextlib.contextmanager
def gcs_emulator(bucket: str = BUCKET) -> Iterator[str]:
    """Yield the emulator's base URL (the value for STORAGE_EMULATOR_HOST), with `bucket` created."""
    logging.getLogger("gcp_storage_emulator").setLevel(logging.WARNING)
    port = free_port()
    server = create_server("127.0.0.1", port, in_memory=True, default_bucket=bucket)
    server.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.stop()
