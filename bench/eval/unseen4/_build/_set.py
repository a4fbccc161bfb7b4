"""The unseen4 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen4 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen4",
    build_dir=HERE,
    subsets={
        "tune3": ("U4T", "N4T", 20270301, dt.datetime(2027, 3, 1, tzinfo=dt.UTC)),
        "frozen3": ("U4F", "N4F", 20270302, dt.datetime(2027, 3, 2, tzinfo=dt.UTC)),
    },
    tune="tune3",
    every_permit_required=False,
)
