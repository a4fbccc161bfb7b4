"""The nine permit types and their stable codes; every tool resolves a type through here."""

from __future__ import annotations

from enum import StrEnum

from common.failures import ErrorCode, PermitFlowError


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


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


_LOOKUP: dict[str, PermitType] = {}
for _type in PermitType:
    _LOOKUP[_key(_type.value)] = _type
    _LOOKUP[_key(_type.code)] = _type
    _LOOKUP[_key(_type.name)] = _type
_LOOKUP.update({_key("Electrical"): PermitType.ELECTRICAL_LOTO, _key("LOTO"): PermitType.ELECTRICAL_LOTO})


class UnknownPermitType(PermitFlowError, ValueError):
    code = ErrorCode.ERR_TOOL_REJECTED

    def __init__(self, given: str) -> None:
        valid = ", ".join(f"{t.value} ({t.code})" for t in PermitType)
        super().__init__(f"unknown permit type {given!r}; valid types: {valid}")


def resolve_permit_type(name_or_code: str) -> PermitType:
    """Accept a display name ('Hot Work'), a code ('HW') or an enum name ('HOT_WORK'), any case."""
    found = _LOOKUP.get(_key(name_or_code or ""))
    if found is None:
        raise UnknownPermitType(name_or_code)
    return found
