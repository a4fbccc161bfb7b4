"""The unseen13 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen13 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen13",
    build_dir=HERE,
    subsets={
        "tune12": ("UAT", "NAT", 20271201, dt.datetime(2027, 6, 3, tzinfo=dt.UTC)),
        "frozen12": ("UAF", "NAF", 20271202, dt.datetime(2027, 6, 4, tzinfo=dt.UTC)),
    },
    tune="tune12",
    every_permit_required=True,
    window_step_days=4,
)
