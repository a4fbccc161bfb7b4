"""Issue 12, round 16 (lead): holes seen in the helpers' reports, each a class with its lookalikes.

A power supply unit changed inside a low-voltage panel raised nothing ("Replace 24VDC PSU in 415V MCC-3"): a PSU was
not among the parts whose change inside a panel is electrical work, and its own 24 V output is not the panel's
voltage. A PSU in an extra-low-voltage enclosure and a PSU ordered from stores stay without a permit.
"""

from __future__ import annotations

import pytest

from mcp_server.hazards.engine import assess


def _permits(text: str) -> set[str]:
    return {p.type for p in assess({"description": text}).permitTypes}


@pytest.mark.parametrize(
    "text",
    [
        "Replace 24VDC PSU in 415V MCC-3",
        "Replace the 24 V DC power supply unit inside the 400 V MCC panel",
        "Chg PSU in 415V distribution board DB-4",
        "Swap the faulty power supply in the 230 V control panel",
    ],
)
def test_psu_in_a_low_voltage_panel_is_electrical_work(text: str) -> None:
    assert "Electrical/LOTO" in _permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Order a spare 24 V PSU from stores for the fire panel",
        "Replace the 24 V DC PSU in the instrument junction box (24 V only)",
    ],
)
def test_psu_lookalikes_raise_no_electrical_permit(text: str) -> None:
    assert "Electrical/LOTO" not in _permits(text)
