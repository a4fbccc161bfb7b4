"""Gas-test rows per substance (rulebook/gas_substances.yaml): which rows a job's text calls for, and their checks.

A permit's gas test must have a row for every toxic or flammable substance the work order names, each with a limit
that rests on a cited exposure limit. The checks are pure: a row's limit may not be looser than the rulebook's for
that substance, and a recorded reading over the row's own limit fails the permit (the limit printed on the permit is
the one the crew works to, whatever the rulebook's template said).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field

SUBSTANCES_FILE = "gas_substances.yaml"
ROW_RULE = "GEN-GAS-ROW-LIMIT"
ROW_SOURCE = "OSHA 29 CFR 1910.146(d)(5): acceptable entry conditions are tested before work; company practice"


class Substance(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    gas: str
    limit: str
    min: float | None = None
    max: float | None = None
    unit: str
    source: str
    patterns: list[str] = Field(min_length=1)


class SubstanceTable(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: str
    substances: list[Substance]


class GasRow(BaseModel):
    gas: str
    limit: str
    ruleId: str
    source: str
    namedBy: str = Field(description="the words of the work order that named the substance")


@lru_cache(maxsize=4)
def load_substances(path: Path | str | None = None) -> SubstanceTable:
    path = Path(path) if path else Path(__file__).resolve().parents[2] / "rulebook" / SUBSTANCES_FILE
    return SubstanceTable.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


@lru_cache(maxsize=4)
def _compiled(path: Path | str | None = None) -> list[tuple[Substance, list[re.Pattern[str]]]]:
    return [(s, [re.compile(p) for p in s.patterns]) for s in load_substances(path).substances]


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[^0-9a-z%]+", " ", text.lower()).split())


def rows_for_text(text: str, path: Path | str | None = None) -> list[GasRow]:
    """A row per substance the text names, in the table's order (oxygen, flammables, then toxics)."""
    plain = _plain(text)
    rows = []
    for sub, patterns in _compiled(path):
        for rx in patterns:
            if m := rx.search(plain):
                rows.append(GasRow(gas=sub.gas, limit=sub.limit, ruleId=sub.id, source=sub.source, namedBy=m.group(0)))
                break
    return rows


def substance_for(gas: str, path: Path | str | None = None) -> Substance | None:
    """The substance a row is for: by its name first ('Benzene', 'H2S'), then by a synonym ('hydrogen sulphide');
    the oxygen and LEL rows are named by the materials that call for them, so only their own names count."""
    key = _plain(gas).replace("%", "").strip()
    table = _compiled(path)
    for sub, _ in table:
        if key in {_plain(sub.gas), _plain(sub.id.removeprefix("GAS-"))}:
            return sub
    for sub, patterns in table:
        if sub.id not in ("GAS-O2", "GAS-LEL") and any(rx.fullmatch(key) for rx in patterns):
            return sub
    return {"oxygen": table[0][0]}.get(key) if table and table[0][0].id == "GAS-O2" else None


def numbers(text: str) -> list[float]:
    return [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text or "")]


def limit_range(limit: str) -> tuple[float | None, float | None]:
    """(min, max) of a printed limit: '19.5-23.5 %' → (19.5, 23.5); '< 1 ppm' → (None, 1); '> 19.5 %' → (19.5, None)."""
    nums = numbers(limit)
    if len(nums) >= 2:
        return min(nums[:2]), max(nums[:2])
    if not nums:
        return None, None
    if re.search(r">|above|min|at least", limit, re.I):
        return nums[0], None
    return None, nums[0]


def over(reading: float, low: float | None, high: float | None) -> bool:
    """A '< N' limit is exclusive: a reading at N (N > 0) is over it."""
    if low is not None and reading < low:
        return True
    return high is not None and (reading > high or (reading == high and high > 0))


def check_rows(report, tests, checked: dict[str, tuple[float | None, float | None]]) -> None:  # noqa: ANN001
    """Every row (rules.context GasTest) into `report` (rules.context.Report): its limit no looser than the
    rulebook's for its substance, unless the permit type's own limits (`checked`, gas → (min, max)) already covered
    that gas; and a recorded reading within the row's own limit, unless that limit is the permit type's own (then
    the permit type's check has read it)."""
    for test in tests:
        low, high = limit_range(test.limit)
        sub = substance_for(test.gas)
        canon = sub.gas.upper() if sub else test.gas.upper()
        if canon in checked and checked[canon] == (low, high):
            continue
        if sub is not None and canon not in checked:
            looser = (sub.max is not None and (high is None or high > sub.max)) or (
                sub.min is not None and (low is None or low < sub.min)
            )
            report.add(
                f"Gas limit {sub.gas}",
                "error" if looser else "ok",
                f"permit limit '{test.limit}' {'is looser than' if looser else 'within'} '{sub.limit}'",
                sub.id,
                sub.source,
                f"set the {sub.gas} limit to '{sub.limit}'" if looser else None,
            )
        values = numbers(test.reading or "")
        if test.reading is None or not values or (low is None and high is None):
            continue
        if over(values[0], low, high):
            report.add(
                f"Gas reading {test.gas} within its row",
                "error",
                f"reading {values[0]:g} is over the row's limit '{test.limit}': do not start work",
                sub.id if sub else ROW_RULE,
                sub.source if sub else ROW_SOURCE,
                f"restore safe {test.gas} conditions and retest",
            )
