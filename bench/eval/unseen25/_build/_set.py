"""The unseen25 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen25 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen25",
    build_dir=HERE,
    subsets={
        "tune24": ("UMT", "NMT", 20272401, dt.datetime(2027, 1, 23, tzinfo=dt.UTC)),
        "frozen24": ("UMF", "NMF", 20272402, dt.datetime(2027, 1, 24, tzinfo=dt.UTC)),
    },
    tune="tune24",
    every_permit_required=True,
    window_step_days=4,
)
