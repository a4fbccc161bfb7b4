"""Figures in required controls (a 20 uSv/h boundary, a 35 ft radius): a stricter figure is accepted, a looser refused.

A required control whose text carries a limit is met by the same text with a stricter figure (the work order's
7.5 uSv/h boundary instead of the rulebook's 20), never a looser one. A work order that states a looser figure
than the rulebook for the same quantity gets a finding saying the rulebook's figure stands; one that states a
stricter figure while the permit still carries the rulebook's gets a finding asking for the stricter one.
Pure functions over text; units are matched as written (uSv/h, µSv/h and microsievert per hour are one unit).
"""

from __future__ import annotations

import re

from mcp_server.rules.rulebook import normalize

_NUM = re.compile(r"\d+(?:\.\d+)?")
_DOSE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:µ|μ|u|micro\s*-?)\s*sv(?:ert)?s?\s*(?:/|per\s+)\s*(?:h|hr|hour)\b", re.I)
_MAXIMUM = re.compile(r"or less|or below|below|under|at most|maximum|max\b|<", re.I)
FIGURES = {"dose rate": _DOSE}
"""Quantities a work order may set for itself, by the pattern that reads them."""


def _shape(text: str) -> str:
    return normalize(_NUM.sub(" 0 ", text))


def figure_variant(required: str, aliases: list[str], items: list[str]) -> tuple[str, float, float] | None:
    """(item, its figure, the rule's figure) for a permit item that is a required control with another figure."""
    for wanted in [required, *aliases]:
        nums = [float(n) for n in _NUM.findall(wanted)]
        if not nums or not _MAXIMUM.search(wanted):
            continue
        shape = _shape(wanted)
        for item in items:
            if _shape(item) == shape:
                got = [float(n) for n in _NUM.findall(item)]
                if got and got[0] != nums[0]:
                    return item, got[0], nums[0]
    return None


def stated_figure(text: str, control: str) -> tuple[float, str] | None:
    """The figure the work order states for the quantity a control limits (lowest if several), with its words."""
    for pattern in FIGURES.values():
        if pattern.search(control) and (found := [(float(m.group(1)), m.group(0)) for m in pattern.finditer(text)]):
            return min(found)
    return None


def with_figure(control: str, value: float) -> str:
    """The control's text with its first figure replaced (and a second figure in brackets scaled alike)."""
    nums = _NUM.findall(control)
    if not nums:
        return control
    ratio = value / float(nums[0])
    done = 0

    def sub(m: re.Match[str]) -> str:
        nonlocal done
        done += 1
        scaled = value if done == 1 else float(m.group(0)) * ratio
        return f"{scaled:g}"

    return _NUM.sub(sub, control, count=2)
