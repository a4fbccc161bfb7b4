"""Assemble bench/eval/unseen22/<subset>/{workorders,incidents}.json from the hand-written case sources.

Why: both unseen22 sub-sets must be reproducible from their sources, and tune21 must be buildable without
the frozen21 sources present (the code side is given tune21 only). The steps (ids after a fixed-seed shuffle,
2027 windows, site coordinates, split, simops links) are shared by every blind set in
../../_shared/evalset.py; they never change a label.
Run: python3 build.py tune21   or   python3 build.py frozen21
"""

from _set import SET
from evalset import main_build

if __name__ == "__main__":
    main_build(SET)
