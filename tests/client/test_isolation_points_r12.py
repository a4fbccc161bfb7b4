"""Issue 12, round 12: isolation points a coordinator would write, probes written before the mechanism.

The device a point is isolated at keeps its sub-part ("MCC-9 cubicle 4C", "DB-7 way 12", "fuse F2"); a point said
after its verb ("motor FX-3-M isolated and locked at MCC-D") is read like one said before it; the sides of a pump,
whether in the text or in an equipment entry, are each a valve of that pump; a list of tagged machines is one point
per machine; the machine that runs or fires is never the owner of another machine's parts; and tools, parts and
fragments of sentences ("Torque wrench", "Cable drum", "As per timesheet") are never points.
"""

from agent_client.agents.policy import isolation_candidates


def _points(description: str, plan: str = "", equipment: list[str] | None = None, live=None, title: str = ""):
    order = {"title": title, "description": description, "jobPlan": plan, "equipment": equipment or []}
    return [p.lower() for p in isolation_candidates(order, live or [])]


def _has(points: list[str], *words: str) -> bool:
    return any(all(w.lower() in p for w in words) for p in points)


def test_the_device_keeps_its_bucket_way_or_fuse():
    assert _has(_points("Lock off FN-8 at MCC-9 cubicle 4C, prove dead."), "mcc-9 cubicle 4c")
    assert _has(_points("", "Isolate LC-2 at DB-7 way 12, lock, test dead."), "db-7 way 12")
    assert _has(_points("Isolate the 48 V circuit at panel CP-4 fuse F2."), "cp-4 fuse f2")
    assert _has(_points("Isolate board LV-6 at upstream breaker Q-77 (400 V), lock."), "q-77")


def test_a_point_said_after_its_verb_keeps_its_device():
    points = _points("Lance retracted; motor FX-3-M (400 V) isolated and locked at MCC-D. Replace gearbox.")
    assert _has(points, "fx-3-m", "mcc-d")
    points = _points("Isolate the pump; motor locked off at MCC-G4; swap seal.", equipment=["Slurry pump P-44"])
    assert _has(points, "p-44 motor", "mcc-g4")
    assert _has(_points("Works: cable pulled; SB-4 P12 isolated and earthed; terminate."), "sb-4 p12")


def test_the_sides_of_a_pump_are_each_a_valve_of_that_pump():
    points = _points("", "close and chain R-88B suction and discharge valves before the guard comes off.")
    assert _has(points, "r-88b suction valve") and _has(points, "r-88b discharge valve")
    points = _points("Motor locked.", equipment=["Transfer pump T-5 suction and discharge valves"])
    assert _has(points, "t-5 suction valve") and _has(points, "t-5 discharge valve")
    points = _points("", "Isolate KP-7 at starter, close KP-7 inlet/outlet valves, drain.")
    assert _has(points, "kp-7 inlet valve") and _has(points, "kp-7 outlet valve")
    points = _points("Isolate G-12 suction and discharge, drain, flush.", equipment=["Feed pump G-12"])
    assert _has(points, "g-12 suction valve") and _has(points, "g-12 discharge valve")


def test_flanges_merely_unbolted_are_not_isolation_points():
    points = _points("Drain the casing, unbolt suction and discharge flanges, lift the motor.", equipment=["P-70"])
    assert not _has(points, "flange")


def test_a_list_of_tagged_machines_is_one_point_per_machine():
    points = _points("Stopped and locked.", equipment=["Seawater pumps SW-11A/B"])
    assert _has(points, "seawater pump sw-11a") and _has(points, "seawater pump sw-11b")
    points = _points("Pull them out.", equipment=["Sump pumps SU-4/5/6"])
    assert all(_has(points, f"su-{n}") for n in (4, 5, 6))


def test_the_running_or_firing_machine_does_not_own_the_parts_of_the_one_worked_on():
    live = ["Furnace F-9 stays firing at full rate"]
    points = _points(
        "Furnace F-9 stays firing at full rate. Its steam supply valve is closed and locked; motor RB-3-M isolated "
        "at MCC-K.",
        equipment=["Furnace F-9 (firing)", "Rotary blower RB-3", "400 V motor RB-3-M"],
        live=live,
        title="Rotary blower RB-3 motor change, furnace F-9 on line",
    )
    assert not _has(points, "f-9")
    assert _has(points, "rb-3", "steam supply valve")


def test_an_isolation_in_the_same_clause_as_a_live_word_is_not_itself_live():
    live = ["isolate board MB-2 at upstream breaker Q-19 (400 V), lock and prove dead, re-test on load"]
    points = _points(
        "Isolate board MB-2 at upstream breaker Q-19 (400 V), lock and prove dead, re-test on load.", live=live
    )
    assert _has(points, "q-19")


def test_the_source_said_live_stays_off_the_list():
    live = ["the 690 V supply to the crane stays on", "ring main stays pressurised"]
    points = _points(
        "The 690 V supply to the crane stays on. The ring main stays pressurised; close the hydrant valve HV-3.",
        equipment=["Firewater ring main", "Hydrant valve HV-3"],
        live=live,
    )
    assert not _has(points, "ring main") and not _has(points, "690 v")
    assert _has(points, "hv-3")


def test_tools_parts_and_fragments_are_not_points():
    points = _points(
        "Tue 3.0 h Mech raise motor with the gantry, torque the joint.\nWed fit new seal",
        "As per timesheet lines\nbackfill\nIsolate MCC-Q incomer",
        equipment=[
            "Pump P-61",
            "Torque wrench",
            "IR window IRW-9",
            "Cable drum 3 t",
            "Mechanical seal",
            "Gantry with 2 t chain block",
            "Coupling guard",
            "Zinc anodes x4",
        ],
    )
    for junk in (
        "torque wrench",
        "window",
        "drum",
        "seal",
        "gantry",
        "guard",
        "anodes",
        "timesheet",
        "backfill",
        "h mech",
    ):
        assert not _has(points, junk), junk
    assert _has(points, "mcc-q incomer")
    points = _points("Close only the hydrant's own isolation valve; do not touch its starter.", equipment=["HY-4"])
    assert not any(p.startswith(("s ", "not ")) for p in points)


def test_the_device_said_alone_after_the_verb_is_the_point():
    assert _has(_points("Replace the 24 V relay. Isolate at DB-9 way 4, lock, test dead."), "db-9 way 4")
    assert _has(_points("", "2. E&I: LOTO MCC-T3 bkt 2D, test for dead."), "mcc-t3 bucket 2d")
    assert _has(_points("", "Pull cable; isolate and earth SB-3 panel 11 for termination."), "sb-3 panel 11")
    points = _points("Isolate P-3 motor, drain the casing.", equipment=["P-3"])
    assert _has(points, "p-3 motor")


def test_job_card_shorthand_is_read_in_full():
    points = _points(
        "Dosing pump DP-2B LOTO'd at MCC-W bkt 6. Swap diaphragm on DP-2B, suct/disch vlvs closed + chained.",
        equipment=["Dosing pump DP-2B", "Dosing pump DP-2A (running)"],
    )
    assert _has(points, "dp-2b", "mcc-w bucket 6")
    assert not _has(points, "dp-2a")


def test_a_sentence_of_a_live_clause_with_no_live_word_is_not_live():
    live = ["New cable to be terminated at MCC-8 bucket 3. Motor stays on the old feeder until cutover"]
    points = _points("New cable to be terminated at MCC-8 bucket 3.", "1. Isolate and lock MCC-8 bucket 3.", live=live)
    assert _has(points, "mcc-8 bucket 3")


def test_a_clause_that_keeps_working_stays_live():
    live = ["lanes 4 and 5 keep loading diesel, lane 6 coned off"]
    points = _points(
        "Lanes 4 and 5 keep loading diesel, lane 6 coned off.", equipment=["Lanes 4-5 loading diesel"], live=live
    )
    assert not _has(points, "lanes 4-5")
    live = ["the DC isolator only cuts at the inverter, cables from the array stay energised up to DCI-7"]
    points = _points("Swap the fan.", equipment=["Inverter INV-7", "DC isolator"], live=live)
    assert not _has(points, "dc isolator")


def test_a_rated_part_belongs_to_the_machine_and_keeps_its_rating():
    points = _points(
        "Lock the 415 V pump breaker, lift the pump with the davit.", equipment=["Sump pump SU-9", "Davit"]
    )
    assert _has(points, "su-9", "breaker", "415 v")
    points = _points("Isolate the 90 kW fan motor at the MCC and lock it.", equipment=["Cell 2 fan gearbox"])
    assert _has(points, "cell 2 fan motor", "mcc")
    assert not _has(points, "gearbox")


def test_a_machine_given_to_a_live_clause_by_its_kind_alone_is_not_another_machine_of_that_kind():
    live = ["Sprinkler pump and booster pump stay in auto [standby generator pump SG-4]"]
    points = _points(
        "Impair SG-4; lock the controller in OFF and disconnect start batteries. Sprinkler pump and booster pump stay "
        "in auto.",
        equipment=["standby generator pump SG-4"],
        live=live,
    )
    assert _has(points, "sg-4", "start batteries") and _has(points, "sg-4", "controller")
    live = ["the pump stays running [Transfer pump TP-6]"]
    assert not _has(_points("The pump stays running.", equipment=["Transfer pump TP-6"], live=live), "tp-6")


def test_engine_switches_batteries_and_accumulators_are_points():
    points = _points(
        "Engine control switch locked OFF, start batteries disconnected.", equipment=["Diesel genset GN-3"]
    )
    assert _has(points, "gn-3", "control switch") and _has(points, "gn-3", "start batteries")
    assert _has(_points("HPU-5 isolated at the MCC, accumulator bled.", equipment=["Crane rail clamp"]), "accumulator")


def test_a_point_is_given_once_in_its_fullest_form_but_a_list_keeps_its_items():
    points = _points(
        "Lock the engine control switch. Lock the control switch.", equipment=["Diesel genset GN-3", "FD and ID fans"]
    )
    assert sum("control switch" in p for p in points) == 1
    assert _has(points, "fd and id fans")


def test_spades_on_two_nozzles_are_a_spade_at_each():
    points = _points("Vessel drained. Blinds on N3 and N4; lock out the agitator.", "Blinds in N3/N4, enter.")
    assert _has(points, "n3 blind") and _has(points, "n4 blind")
