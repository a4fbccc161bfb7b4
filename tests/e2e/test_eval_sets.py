"""The blind evaluation sets stay structurally valid.

Why: the quality figures of issue 12 are only as good as the sets they are measured on. Each blind set
from unseen4 on is built and checked by the shared steps in `bench/eval/_shared/evalset.py`; this test
runs each set's own `validate.py` (plain python3, as its author ran it) on every sub-set, so a hand edit
that breaks ids, permit names, sites, windows or simops links fails here. It reads no labels itself.
"""

import pathlib
import subprocess
import sys

import pytest

EVAL = pathlib.Path(__file__).resolve().parents[2] / "bench" / "eval"
SETS = sorted(p.parent for p in EVAL.glob("unseen*/_build/_set.py"))


def test_every_blind_set_from_unseen4_uses_the_shared_steps():
    assert {p.parent.name for p in SETS} >= {"unseen4", "unseen5"}


@pytest.mark.parametrize("build_dir", SETS, ids=lambda p: p.parent.name)
def test_each_blind_set_validates(build_dir):
    subsets = sorted(p.parent.name for p in build_dir.parent.glob("*/workorders.json"))
    assert len(subsets) == 2
    done = subprocess.run(
        [sys.executable, "validate.py", *subsets], cwd=build_dir, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "ERROR" not in done.stdout
