"""Assemble bench/eval/unseen25/<subset>/{workorders,incidents}.json from the hand-written case sources.

Why: both unseen25 sub-sets must be reproducible from their sources, and tune24 must be buildable without
the frozen24 sources present (the code side is given tune24 only). The steps (ids after a fixed-seed shuffle,
2027 windows, site coordinates, split, simops links) are shared by every blind set in
../../_shared/evalset.py; they never change a label.
Run: python3 build.py tune24   or   python3 build.py frozen24
"""

from _set import SET
from evalset import main_build

if __name__ == "__main__":
    main_build(SET)
