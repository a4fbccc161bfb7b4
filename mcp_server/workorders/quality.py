"""Data-quality findings on a work order that loaded but gives the pipeline nothing trustworthy to assess.

A work order with no description or job plan, an unknown site, a window of a few minutes or coordinates 0,0
validates, yet a run over it would answer "completed, no permits" with nothing to back that up. Such a work order
comes back with `needsReview` and the findings, and the agent client reports the run as needing human review:
safety first when in doubt.
"""

from __future__ import annotations

import json
from datetime import timedelta
from functools import cache
from pathlib import Path

from pydantic import Field

from mcp_server.settings import PROJECT_ROOT
from mcp_server.workorders.model import WorkOrder

SITES_FILE = PROJECT_ROOT / "assets" / "sites.json"
MIN_WINDOW = timedelta(minutes=15)
MIN_TEXT_CHARS = 10


class WorkOrderView(WorkOrder):
    """The work order as the tool returns it: the normalized fields plus what a reviewer should look at."""

    needsReview: bool = Field(default=False, description="true when the work order gives too little to assess")
    dataQuality: list[str] = Field(default_factory=list, description="why it needs review, one finding per problem")


@cache
def known_sites(path: Path = SITES_FILE) -> dict[str, set[str]]:
    try:
        return {s["site"]: set(s.get("areas", [])) for s in json.loads(path.read_text(encoding="utf-8"))}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def findings(wo: WorkOrder, sites: dict[str, set[str]] | None = None) -> list[str]:
    sites = known_sites() if sites is None else sites
    found = []
    if len((wo.description + " " + wo.jobPlan).strip()) < MIN_TEXT_CHARS:
        found.append("no description or job plan text to assess")
    if sites and wo.site not in sites:
        found.append(f"unknown site {wo.site!r}: not one of {', '.join(sorted(sites))}")
    window = wo.timeWindow.end - wo.timeWindow.start
    if window < MIN_WINDOW:
        found.append(f"time window of {window.total_seconds() / 60:g} minutes is shorter than {MIN_WINDOW} for any job")
    if wo.latitude == 0 and wo.longitude == 0:
        found.append("coordinates 0,0: the work location is unknown")
    return found


def with_findings(wo: WorkOrder) -> WorkOrderView:
    found = findings(wo)
    return WorkOrderView(**wo.model_dump(), needsReview=bool(found), dataQuality=found)
