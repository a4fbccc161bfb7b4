"""The unseen22 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen22 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen22",
    build_dir=HERE,
    subsets={
        "tune21": ("UJT", "NJT", 20272101, dt.datetime(2027, 1, 17, tzinfo=dt.UTC)),
        "frozen21": ("UJF", "NJF", 20272102, dt.datetime(2027, 1, 18, tzinfo=dt.UTC)),
    },
    tune="tune21",
    every_permit_required=True,
    window_step_days=4,
)
