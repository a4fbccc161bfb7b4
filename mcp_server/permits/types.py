"""The nine permit types and their stable codes; every tool resolves a type through here."""

from __future__ import annotations

from common.failures import ErrorCode, PermitFlowError
from common.permit_types import CORE_TYPES, PERMIT_CODES, PermitType

__all__ = ["CORE_TYPES", "PERMIT_CODES", "PermitType", "UnknownPermitType", "resolve_permit_type"]


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
