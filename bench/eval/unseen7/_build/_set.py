"""The unseen7 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen7 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen7",
    build_dir=HERE,
    subsets={
        "tune6": ("U7T", "N7T", 20270601, dt.datetime(2027, 6, 1, tzinfo=dt.UTC)),
        "frozen6": ("U7F", "N7F", 20270602, dt.datetime(2027, 6, 2, tzinfo=dt.UTC)),
    },
    tune="tune6",
    every_permit_required=True,
    window_step_days=4,
)
