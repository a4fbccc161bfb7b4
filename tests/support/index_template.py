"""One built RAG index per test run, copied into each fresh data directory an API process is started on.

Why: an agent API on an empty data directory starts a tool server that builds the whole retrieval index from the
shipped corpora before its first run can cite anything (about 50 s of CPU on the CI machine). Some thirty tests start
an API on a fresh directory to test the API, not the index build, and paid that build each time: a third of the
suite's CPU. The build itself stays tested where it is the subject (`tests/rag/`, the first run on a fresh data
directory in `tests/server/test_dirty_workorders.py`, the tool servers of `tests/support/processes.py`), none of which
is seeded.

The template is built once by `python -m rag.etl` (the real job, default sources), kept under the system temp
directory keyed by a digest of everything the index is made from (the corpora, the `rag/` code, the pinned
packages), and built under a file lock so the two xdist workers share one build. A directory that already has an
index, or a process whose environment points retrieval elsewhere (other sources, a Qdrant server, no auto-build),
is left as it is.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("rag", "rag_raw", "rag_state")
"""What `rag.etl all` writes into a data directory and is copied: the published snapshots, the extracted rows and the
job state. Not `models/`: it holds links into the installing virtualenv, which every process makes for itself
(`prepare_model_dir`), and a template kept in the temp directory can outlive the virtualenv it was built by."""
RETRIEVAL_SETTINGS = ("PERMITFLOW_RAG_", "QDRANT_")
SERVER_MARKS = (*PARTS, "models", "rag_build.log")
"""What a tool server started on a data directory writes before it answers its health check."""


def _digest() -> str:
    parts = [*sorted((ROOT / "assets" / "corpora").iterdir()), ROOT / "constraints.txt"]
    parts += sorted((ROOT / "rag").rglob("*.py"))
    digest = hashlib.sha256(sys.prefix.encode())
    for path in parts:
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def template() -> Path:
    """The built index of this code and these corpora, building it first if no earlier run did."""
    root = Path(tempfile.gettempdir()) / f"permitflow-test-index-{_digest()}"
    with FileLock(str(root) + ".lock", timeout=600):
        if (root / "rag").is_dir():
            return root
        building = Path(tempfile.mkdtemp(prefix="permitflow-test-index-", dir=root.parent))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "QDRANT_", "GOOGLE_"))}
        env.update(PERMITFLOW_DATA_DIR=str(building), PYTHONPATH=str(ROOT))
        from rag import NAMESPACES

        for namespace in NAMESPACES:
            subprocess.run(
                [sys.executable, "-m", "rag.etl", "all", "--namespace", namespace, "--json"],
                env=env, cwd=str(ROOT), check=True, capture_output=True, timeout=600,
            )  # fmt: skip
        building.rename(root)
    return root


def seed_index(data_dir: Path, env: dict[str, str]) -> None:
    """Copy the run's built index into `data_dir` unless `env` points retrieval elsewhere, the process it is for
    reaches a tool server somebody else started (`PERMITFLOW_MCP_URL`: that server owns the directory's index and
    builds it on the sources it was given; copying under it would race that build), or a tool server has already
    used the directory (an index, a build log or model links)."""
    if any(key.startswith(RETRIEVAL_SETTINGS) for key in env) or "PERMITFLOW_MCP_URL" in env:
        return
    if any((data_dir / name).exists() for name in SERVER_MARKS):
        return
    source = template()
    data_dir.mkdir(parents=True, exist_ok=True)
    for part in PARTS:
        if (source / part).is_dir():
            shutil.copytree(source / part, data_dir / part, dirs_exist_ok=True)
