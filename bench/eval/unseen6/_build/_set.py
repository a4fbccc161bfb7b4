"""The unseen6 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen6 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen6",
    build_dir=HERE,
    subsets={
        "tune5": ("U6T", "N6T", 20270501, dt.datetime(2027, 5, 1, tzinfo=dt.UTC)),
        "frozen5": ("U6F", "N6F", 20270502, dt.datetime(2027, 5, 2, tzinfo=dt.UTC)),
    },
    tune="tune5",
    every_permit_required=True,
    window_step_days=4,
)
