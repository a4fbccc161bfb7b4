"""The nine permit types and their stable codes, named once for both sides of the seam.

The tool server resolves and validates types through `mcp_server.permits.types`; the agent client's output schemas,
guards and refiner, and the ingest job, read the same names and codes from here instead of restating them.
"""

from __future__ import annotations

from enum import StrEnum


class PermitType(StrEnum):
    HOT_WORK = "Hot Work"
    CONFINED_SPACE_ENTRY = "Confined Space Entry"
    EXCAVATION = "Excavation"
    ELECTRICAL_LOTO = "Electrical/LOTO"
    WORKING_AT_HEIGHT = "Working at Height"
    COLD_WORK = "Cold Work"
    LIFTING = "Lifting"
    RADIOGRAPHY = "Radiography"
    VEHICLE_ENTRY = "Vehicle Entry"

    @property
    def code(self) -> str:
        return PERMIT_CODES[self]

    @property
    def is_core(self) -> bool:
        return self in CORE_TYPES


PERMIT_CODES: dict[PermitType, str] = {
    PermitType.HOT_WORK: "HW",
    PermitType.CONFINED_SPACE_ENTRY: "CSE",
    PermitType.EXCAVATION: "EXC",
    PermitType.ELECTRICAL_LOTO: "LOTO",
    PermitType.WORKING_AT_HEIGHT: "WAH",
    PermitType.COLD_WORK: "CW",
    PermitType.LIFTING: "LIFT",
    PermitType.RADIOGRAPHY: "RAD",
    PermitType.VEHICLE_ENTRY: "VEH",
}
CORE_TYPES = frozenset(list(PermitType)[:5])
PERMIT_TYPES: tuple[str, ...] = tuple(t.value for t in PermitType)
"""Display names, in the rulebook's order."""
TYPE_BY_CODE: dict[str, str] = {code: t.value for t, code in PERMIT_CODES.items()}
"""Code (HW) -> display name (Hot Work)."""
