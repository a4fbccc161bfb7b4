"""Hazard identification from plain text, as the scope and setting probes call it: `assess` over a work order made of
a description (and optionally a title, job plan, area and equipment list), and the permit codes it raised."""

from __future__ import annotations

from mcp_server.hazards.engine import HazardAssessment, assess


def run(
    description: str, title: str = "", plan: str = "", area: str | None = None, equipment: list[str] | None = None
) -> HazardAssessment:
    return assess({"title": title, "description": description, "jobPlan": plan}, area, equipment)


def codes(result: HazardAssessment) -> set[str]:
    return {p.code for p in result.permitTypes}


def types(result: HazardAssessment) -> set[str]:
    """The permit types (display names) a result raised."""
    return {p.type for p in result.permitTypes}


def permits(description: str) -> set[str]:
    """The permit types (display names) a description alone raises."""
    return types(run(description))
