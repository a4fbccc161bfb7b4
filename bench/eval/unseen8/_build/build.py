"""Assemble bench/eval/unseen8/<subset>/{workorders,incidents}.json from the hand-written case sources.

Why: both unseen8 sub-sets must be reproducible from their sources, and tune7 must be buildable without
the frozen7 sources present (the code side is given tune7 only). The steps (ids after a fixed-seed shuffle,
2027 windows, site coordinates, split, simops links) are shared by every blind set in
../../_shared/evalset.py; they never change a label.
Run: python3 build.py tune7   or   python3 build.py frozen7
"""

from _set import SET
from evalset import main_build

if __name__ == "__main__":
    main_build(SET)
