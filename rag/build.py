"""The RAG index is ready before the first question: the tool server builds a missing one at start-up.

At start-up (the server's lifespan) a background thread runs `python -m rag.etl all --namespace <ns>` for each
namespace whose embedded index has never been published, one after the other, as child processes: the build
never runs inside a tool call, and neither this package nor `rag.search` imports the ETL code. While a build runs,
`rag_search_rag` on that namespace answers at once with a recoverable ERR_TOOL_UNAVAILABLE ("index building",
`retryAfterS`); clients wait and ask again. `permitflow etl all` builds the same indexes ahead of time.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)
PR_SET_PDEATHSIG = 1


def _child_setup() -> None:
    """In the build child: yield the CPU to the server answering calls, and die with the server (Linux), so a
    server that is stopped or killed never leaves a build running on its own."""
    os.nice(10)
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class IndexBuild:
    """What the server's start-up build is doing, per namespace: building, done, or failed (exit code)."""

    pending: list[str] = field(default_factory=list)
    running: str | None = None
    started_at: float = 0.0
    exit_codes: dict[str, int] = field(default_factory=dict)
    _thread: threading.Thread | None = None
    _proc: subprocess.Popen | None = None
    _stopped: bool = False

    def state(self, namespace: str) -> str:
        if namespace == self.running or namespace in self.pending:
            return "building"
        code = self.exit_codes.get(namespace)
        if code is None:
            return "none"
        return "done" if code == 0 else "failed"

    def seconds(self) -> float:
        return time.monotonic() - self.started_at if self.started_at else 0.0

    def start(self, data_dir: Path) -> list[str]:
        """Start building the embedded namespaces that have sources and no published index; returns them."""
        from rag import NAMESPACES
        from rag.catalog import open_catalog
        from rag.config import RagSettings

        settings = RagSettings(data_dir=data_dir)
        if not settings.embedded or not settings.auto_build:
            return []
        catalog = open_catalog(settings)
        missing = [ns for ns in NAMESPACES if settings.sources_for(ns) and catalog.current(ns) is None]
        if not missing:
            return []
        self.pending = list(missing)
        self.started_at = time.monotonic()
        env = {**os.environ, "PERMITFLOW_DATA_DIR": str(data_dir)}
        self._thread = threading.Thread(target=self._run, args=(env, data_dir), name="rag-index-build", daemon=True)
        self._thread.start()
        log.warning("rag: no index yet for %s; building it in the background", ", ".join(missing))
        return missing

    def stop(self) -> None:
        """At server shutdown: end the running build (the next start builds what is still missing)."""
        self._stopped = True
        self.pending.clear()
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
        self.running = None

    def _run(self, env: dict[str, str], data_dir: Path) -> None:
        logfile = data_dir / "rag_build.log"
        while self.pending:
            namespace = self.running = self.pending[0]
            self.pending.pop(0)
            try:
                with logfile.open("ab") as out:
                    self._proc = subprocess.Popen(
                        [sys.executable, "-m", "rag.etl", "all", "--namespace", namespace, "--json"],
                        env=env, stdout=out, stderr=out, preexec_fn=_child_setup,  # noqa: PLW1509 - nice + pdeathsig
                    )  # fmt: skip
                    code = self._proc.wait()
                if self._stopped:
                    return
            except OSError as exc:
                log.error("rag: could not start the %s index build: %s", namespace, exc)
                code = -1
            self.exit_codes[namespace] = code
            self.running = None
            if code == 0:
                log.warning("rag: the %s index is built", namespace)
            else:
                log.error("rag: building the %s index failed (exit %s); see %s", namespace, code, logfile)
