"""Issue 12, round 15 (t17a): failures of the blind tune set tune17 (bench/eval/unseen18/tune17).

UFT-030 missed Cold Work for an H2S scavenger injection quill retracted from a live crude line through its isolation
valve (the quill, like a corrosion probe, is sealed on the line). UFT-001 raised Cold Work for a new gasket and cable
glands on a motor terminal box, NFT-004 for filter bags changed on a cement-mill bag house (dust, no process fluid).
UFT-026 raised Working at Height for harnesses and lanyards inspected on a table in a refresher where "nobody leaves the
ground floor". UFT-011 raised Confined Space Entry for "R-104 entry on the same floor during the same shift" beside
radiography, and UFT-041 Radiography for "See also RT on R-106, same floor, same shift": both name the neighbouring
order. UFT-003 raised Electrical/LOTO for a purchase whose replacement comes later "under a separate order with its own
isolation". UFT-049 raised Electrical/LOTO for a firewater ring section "between hydrant valves HV-12 and HV-13
isolated" with the "fire pump in auto on the rest of the ring".
"""

import pytest

from tests.support.hazards import permits, run, types


@pytest.mark.parametrize(
    "text",
    [
        "Retract injection quill Q-3 with the retraction tool through the 2in isolation valve, close valve, bleed, "
        "remove quill, clean nozzle, re-insert. Crude line in service at 12 barg.",
        "Pull the corrosion inhibitor quill from the gas export line and replace it.",
        "Quill Q-7 plugged, retract quill with the retraction tool and clean it.",
        "Withdraw the scavenger injection quill and fit a new nozzle.",
    ],
)
def test_an_injection_quill_pulled_from_its_line_breaks_containment(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Drill press in the workshop: quill sticking, retract quill and lubricate the quill spline.",
        "Order 2 spare injection quills from vendor, update SAP stock.",
    ],
)
def test_a_machine_quill_or_a_quill_ordered_is_no_line_break(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Open motor T-box, fit new gasket + cable glands, close up. 400V isolated.",
        "Change the lid gasket on junction box JB-12.",
        "Fitter changing filter bags on the cement mill bag-house roof.",
        "Change the filter bags in the dust collector DC-3.",
    ],
)
def test_an_enclosure_gasket_or_dust_filter_bags_are_no_line_break(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the gasket on the pump discharge flange.",
        "Replace the filter bags in the bag filter on the condensate line.",
        "Change filter bags on the lube oil bag filter F-101.",
    ],
)
def test_a_line_gasket_or_process_filter_bags_still_break_containment(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Quarterly harness and lanyard inspection in the stores, record on register.",
        "Inspect 20 lanyards on the bench in the training room, tag rejects.",
        "Harness refresher in training room 1: each person inspects own harness on the table. Nobody leaves the ground "
        "floor.",
    ],
)
def test_harnesses_inspected_on_the_ground_are_no_work_at_height(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Clip lanyard to the anchor point while replacing the light on the tank roof.",
        "Wear harness and lanyard to change the lamp on the mast.",
        "Nobody leaves the ground floor; electrician changes the lamp on the mast from a 6 m MEWP.",
    ],
)
def test_a_lanyard_in_use_or_a_lift_keeps_work_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


def test_a_tag_led_entry_in_the_same_place_and_shift_is_the_neighbour() -> None:
    result = run(
        "Radiography of 3 welds on E-101, Ir-192, barrier at 7.5 uSv/h. V-202 entry on the same deck during the same "
        "shift."
    )
    assert types(result) == {"Radiography"}
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings)


def test_see_also_names_the_neighbouring_job() -> None:
    result = run(
        "Two fitters enter V-301 to change the demister pad, gas test, attendant. See also hot work on E-101, same "
        "bay, same day."
    )
    assert "Confined Space Entry" in types(result)
    assert "Hot Work" not in types(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Radiography of welds on E-101. Enter reactor R-104 on the same floor during the same shift and change the "
        "bush.",
        "P-101 welding on the same skid in the same window, fire watch by us.",
    ],
)
def test_an_instruction_or_our_crew_keeps_the_permit(text: str) -> None:
    got = permits(text)
    assert "Confined Space Entry" in got or "Hot Work" in got


def test_an_isolation_under_a_later_order_is_not_this_jobs() -> None:
    assert "Electrical/LOTO" not in permits(
        "Raise PR for spare 6.6 kV contactor; replacement later under a separate order with its own isolation."
    )


def test_this_jobs_isolation_beside_a_later_order_keeps_its_permit() -> None:
    assert "Electrical/LOTO" in permits(
        "Replace contactor C-4 today, isolate at MCC-2 bkr 4 and prove dead. Cable termination under a separate "
        "order with its own isolation."
    )


def test_a_section_isolated_at_valves_is_no_electrical_isolation() -> None:
    got = permits(
        "Ring section between hydrant valves HV-1 and HV-2 isolated, fire pump in auto on the rest of the ring; cold "
        "cut and fit coupling."
    )
    assert "Electrical/LOTO" not in got
    assert "Cold Work" in got


@pytest.mark.parametrize(
    "text",
    [
        "Pump P-5 isolated at MCC bkr 3, between valves V-1 and V-2 isolated and drained, replace the seal.",
        "Fitter replaced the coupling on P-4 while the pump was in auto.",
    ],
)
def test_a_pump_isolated_or_left_in_auto_keeps_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)
