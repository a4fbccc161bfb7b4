"""The unseen24 blind set: its sub-sets, for the shared build and validate steps in ../../_shared/evalset.py.

Why: every blind set is built and checked by the same code; this file only says what is particular to
unseen24 (its sub-set names, id prefixes, shuffle seeds and first window days). Plain python3.
"""

import datetime as dt
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "_shared"))

from evalset import EvalSet  # noqa: E402

SET = EvalSet(
    name="unseen24",
    build_dir=HERE,
    subsets={
        "tune23": ("ULT", "NLT", 20272301, dt.datetime(2027, 1, 21, tzinfo=dt.UTC)),
        "frozen23": ("ULF", "NLF", 20272302, dt.datetime(2027, 1, 22, tzinfo=dt.UTC)),
    },
    tune="tune23",
    every_permit_required=True,
    window_step_days=4,
)
