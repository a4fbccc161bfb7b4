"""The unseen9 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen9 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen9",
    build_dir=HERE,
    subsets={
        "tune8": ("U9T", "N9T", 20270801, dt.datetime(2027, 2, 3, tzinfo=dt.UTC)),
        "frozen8": ("U9F", "N9F", 20270802, dt.datetime(2027, 2, 4, tzinfo=dt.UTC)),
    },
    tune="tune8",
    every_permit_required=True,
    window_step_days=4,
)
