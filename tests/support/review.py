"""The review API as a real process with its people seeded and tokens minted, for the review tests."""

from __future__ import annotations

import os
from pathlib import Path

from tests.support.index_template import seed_index

SECRET = "review-test-secret-0123456789abcdefghij"


def review_env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "GOOGLE_")) and k != "DATABASE_URL"}
    env.update({"PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_ENGINE": "rules"}, **extra)
    env.setdefault("PERMITFLOW_JWT_SECRET", SECRET)
    seed_index(data_dir, env)
    return env
