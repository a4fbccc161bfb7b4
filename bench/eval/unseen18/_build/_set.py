"""The unseen18 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen18 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen18",
    build_dir=HERE,
    subsets={
        "tune17": ("UFT", "NFT", 20271701, dt.datetime(2027, 1, 9, tzinfo=dt.UTC)),
        "frozen17": ("UFF", "NFF", 20271702, dt.datetime(2027, 1, 10, tzinfo=dt.UTC)),
    },
    tune="tune17",
    every_permit_required=True,
    window_step_days=4,
)
