"""The unseen12 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen12 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen12",
    build_dir=HERE,
    subsets={
        "tune11": ("UZT", "NZT", 20271101, dt.datetime(2027, 5, 3, tzinfo=dt.UTC)),
        "frozen11": ("UZF", "NZF", 20271102, dt.datetime(2027, 5, 4, tzinfo=dt.UTC)),
    },
    tune="tune11",
    every_permit_required=True,
    window_step_days=4,
)
