"""Issue 12, round 5: isolation points that follow the work order's words, written before the mechanism.

A coordinator reads "Lock out the P-7 motor at MCC-2" as one isolation point with its place; "the fan motor" of a job
on "Cell 3 fan" as that fan's motor; "close and lock suction/discharge" as two valves of the pump; a source with the
same noun as one said to stay live ("feeders 1 and 2 stay energised") but no number of its own as ambiguous; and
"pin the fan" or "through the fan" as no isolation point at all.
"""

from agent_client.agents.policy import isolation_candidates


def _points(description: str, plan: str = "", equipment: list[str] | None = None, live: list[str] | None = None):
    order = {"title": "", "description": description, "jobPlan": plan, "equipment": equipment or []}
    return [p.lower() for p in isolation_candidates(order, live or [])]


def _has(points: list[str], *words: str) -> bool:
    return any(all(w.lower() in p for w in words) for p in points)


def test_a_point_keeps_the_device_it_is_isolated_at():
    points = _points("Lock out the B-12 motor at MCC-5 and close the block valves.", equipment=["B-12", "MCC-5"])
    assert _has(points, "b-12 motor at mcc-5")


def test_a_tagged_item_isolated_at_a_board_keeps_the_board():
    points = _points("Isolate and lock FN-401 at the 400 V MCC, prove dead.", equipment=["FN-401"])
    assert _has(points, "fn-401 at 400 v mcc")


def test_a_generic_motor_or_drive_belongs_to_the_tagged_machine_of_the_order():
    points = _points(
        "Replace the gearbox of the cell 5 fan. Lock out the fan motor and the VFD.",
        equipment=["Cell 5 fan", "Gearbox"],
    )
    assert _has(points, "cell 5 fan motor")
    assert _has(points, "cell 5", "vfd")


def test_a_compressor_motor_is_named_with_its_compressor_tag():
    points = _points("Lock out the compressor motor, pump down and vent to the flare.", equipment=["K-77"])
    assert _has(points, "k-77", "motor")


def test_suction_and_discharge_said_together_are_two_valves_of_the_pump():
    points = _points("Lock out P-9 at MCC-1, close and lock suction/discharge, drain.", equipment=["P-9", "MCC-1"])
    assert _has(points, "p-9 suction valve") and _has(points, "p-9 discharge valve")


def test_nozzles_blinded_together_are_each_a_point_of_the_vessel():
    points = _points("Blind the inlet and outlet nozzles, then enter through the manway.", equipment=["V-31"])
    assert _has(points, "v-31 inlet nozzle") and _has(points, "v-31 outlet nozzle")


def test_mechanical_energy_devices_and_conductors_are_points():
    points = _points("Rack out the breaker and lock the barring gear. Bay 3 downshop conductors isolated and locked.")
    assert _has(points, "barring gear")
    assert _has(points, "bay 3 downshop conductors")


def test_a_numbered_point_is_not_the_live_one_with_another_number():
    live = ["the bay 4 crane and its conductors stay live"]
    points = _points("Bay 3 downshop conductors isolated and locked.", live=live)
    assert _has(points, "bay 3 downshop conductors")


def test_a_point_with_no_number_sharing_its_noun_with_a_live_source_is_left_out():
    live = ["feeders 1 and 2 and the busbar remain energised"]
    points = _points("Switch out and earth 11 kV feeder 3; fit the new CT on the 11 kV feeder cable box.", live=live)
    assert _has(points, "feeder 3")
    assert not any(p.strip() in ("11 kv feeder", "feeder") for p in points)


def test_words_around_a_machine_are_not_isolation_points():
    points = _points(
        "Pin the fan blades, remove the fan through the fan stack and mark the feeder route.",
        equipment=["Cell 5 fan"],
    )
    for junk in ("pin the fan", "through the fan", "mark feeder", "remove the fan"):
        assert junk not in points


def test_a_permit_of_a_job_that_asks_for_a_gas_test_gets_the_rows_named():
    """A roof-deck inspection with a 4-gas monitor: Working at Height has no gas test in its template, but the work
    order asks for one, so the rows of the substances it names go on the permit."""
    from agent_client.agents.policy import gas_rows, gas_test_asked
    from agent_client.schemas import Permit, SubstanceRow

    order = {"description": "Walk the floating roof deck with a 4-gas monitor and a benzene badge.", "jobPlan": ""}
    permit = Permit(permitId="P-1", type="Working at Height", controls=[], signOffRoles=[], validityHours=8)
    row = SubstanceRow(gas="Benzene", limit="< 1 ppm", ruleId="GAS-BENZENE", source="OSHA", namedBy="benzene")
    assert gas_test_asked(order)
    gas_rows(permit, [row], gas_test_asked(order))
    assert [t.gas for t in permit.gasTests] == ["Benzene"]
    quiet = Permit(permitId="P-2", type="Working at Height", controls=[], signOffRoles=[], validityHours=8)
    gas_rows(quiet, [row], gas_test_asked({"description": "Replace the lamp at 6 m.", "jobPlan": ""}))
    assert quiet.gasTests == []


def test_a_live_source_is_left_out_even_when_named_as_part_of_the_machine():
    live = ["Steam tracing on the rack stays in service too"]
    points = _points(
        "Hand dig round the base of pump P-40. Steam tracing on the rack stays in service too.",
        equipment=["P-40"],
        live=live,
    )
    assert not any("steam tracing" in p for p in points)


def test_another_machine_said_to_stay_live_is_not_made_part_of_the_order_machine():
    live = ["The electric jockey pump and fire pump FP-2 remain live"]
    points = _points(
        "Service fire pump FP-1. The electric jockey pump and fire pump FP-2 remain live.",
        equipment=["FP-1 diesel fire pump", "FP-1 controller"],
        live=live,
    )
    assert not any("jockey" in p for p in points)
