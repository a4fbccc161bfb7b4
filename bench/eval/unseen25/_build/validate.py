"""Validate bench/eval/unseen25/<subset>/{workorders,incidents}.json and print counts.

Why: a set that is measured once must be structurally right the first time; the checks (ids, permit
names, sites, windows, categories, split, expect keys, simops partners) are shared by every blind set
in ../../_shared/evalset.py. Run: python3 validate.py tune24 [frozen24] (exit 1 on any problem).
"""

from _set import SET
from evalset import main_validate

if __name__ == "__main__":
    main_validate(SET)
