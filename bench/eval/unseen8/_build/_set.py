"""The unseen8 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen8 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen8",
    build_dir=HERE,
    subsets={
        "tune7": ("U8T", "N8T", 20270701, dt.datetime(2027, 1, 3, tzinfo=dt.UTC)),
        "frozen7": ("U8F", "N8F", 20270702, dt.datetime(2027, 1, 4, tzinfo=dt.UTC)),
    },
    tune="tune7",
    every_permit_required=True,
    window_step_days=4,
)
