"""The unseen5 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen5 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen5",
    build_dir=HERE,
    subsets={
        "tune4": ("U5T", "N5T", 20270401, dt.datetime(2027, 4, 1, tzinfo=dt.UTC)),
        "frozen4": ("U5F", "N5F", 20270402, dt.datetime(2027, 4, 2, tzinfo=dt.UTC)),
    },
    tune="tune4",
    every_permit_required=True,
)
