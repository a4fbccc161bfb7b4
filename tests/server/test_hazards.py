"""Hazard identification rules: negations, thresholds, synonyms, multi-permit jobs and the shipped labels."""

import json
from pathlib import Path

import pytest

from mcp_server.hazards.engine import assess, identify_hazards
from mcp_server.hazards.taxonomy import TaxonomyError, default_taxonomy, load_taxonomy
from mcp_server.permits.types import PermitType
from mcp_server.rules.rulebook import load_rulebook, normalize
from mcp_server.workorders.model import WorkOrder

ROOT = Path(__file__).resolve().parents[2]


def types(text: str, area: str | None = None, equipment: list[str] | None = None) -> set[str]:
    return {p.type for p in assess({"description": text}, area, equipment).permitTypes}


def negated(text: str, area: str | None = None) -> dict[str, list[str]]:
    return {n.phrase.lower(): n.suppresses for n in assess({"description": text}, area).negated}


@pytest.mark.parametrize(
    ("text", "area", "absent", "present"),
    [
        ("Replace flange gasket on the 4in naphtha line. No hot work.", "Crude Unit", "Hot Work", "Cold Work"),
        (
            "Cut the redundant line with a hydraulic cold cutter; no grinders, torches or burning gear.",
            None,
            "Hot Work",
            "Cold Work",
        ),
        (
            "Suck out the sump with the vacuum truck from the bund wall. No entry into the sump.",
            "Tank Farm",
            "Confined Space Entry",
            "Vehicle Entry",
        ),
        (
            "Inspect vessel V-3 internals with a borescope through the nozzle; entry is not required.",
            None,
            "Confined Space Entry",
            None,
        ),
        (
            "Replace the valve actuator, all work at grade; no ladders or scaffold needed.",
            "Crude Unit",
            "Working at Height",
            "Cold Work",
        ),
        (
            "Change the gauge at 4 m, working from the permanent guard-railed platform.",
            "Hydrotreater",
            "Working at Height",
            "Cold Work",
        ),
        ("Re-route cable tray; cables de-energised and proven dead by others.", "Pipe Rack", "Electrical/LOTO", None),
        ("Ultrasonic thickness check only, no radiography.", "Tank Farm", "Radiography", None),
        ("Crane sets up outside the process fence and lifts the skid over.", "Crude Unit", "Vehicle Entry", "Lifting"),
    ],
)
def test_negated_trigger_does_not_fire(text, area, absent, present):
    found = types(text, area)
    assert absent not in found
    if present:
        assert present in found


def test_no_hot_work_negates_hot_work_only():
    text = "Erect scaffold to 8 m and replace the flange gasket. No hot work."
    found = types(text, "Pipe Rack")
    assert {"Working at Height", "Cold Work"} <= found and "Hot Work" not in found
    assert negated(text, "Pipe Rack")["no hot work"] == ["HZ-IGNITION"]
    assert "Cold Work" in types("No hot work, cold cut only.")


def test_negated_phrase_is_reported_on_the_hazard():
    hazards = {h.id: h for h in identify_hazards({"description": "Weld the shoe. No entry required."})}
    assert "HZ-CONFINED-SPACE" not in hazards
    assert any("no entry" in n.phrase.lower() for n in assess({"description": "No entry required."}).negated)


@pytest.mark.parametrize(
    ("text", "wah"),
    [
        ("Replace the gauge at 1.0 m on the platform at grade.", False),
        ("Replace the gauge 1.0 m above floor level, reached standing on the floor.", False),
        ("Replace the gauge at 2.5 m from a portable ladder.", True),
        ("Replace the gauge 2.5 m above grade; no platform.", True),
        ("Replace the lamp from a cherry picker.", True),
    ],
)
def test_fall_height_threshold(text, wah):
    assert ("Working at Height" in types(text, "Crude Unit")) is wah


def test_fall_threshold_cited_in_rationale():
    hz = next(
        h
        for h in identify_hazards({"description": "Paint steelwork at 3.5 m above grade."})
        if h.id == "HZ-FALL-FROM-HEIGHT"
    )
    finding = next(t for t in hz.thresholds if t.name == "fallProtectionHeightM")
    assert finding.value == 3.5 and finding.limit == 1.2 and finding.met and "1910.28" in finding.source
    assert "3.5 m" in hz.rationale


@pytest.mark.parametrize(
    ("text", "exc", "protective"),
    [
        ("Hand-dig 0.2 m deep with a spade to re-level gravel.", False, False),
        ("Hand-dig trial holes 0.6 m deep to expose the buried cable.", True, False),
        ("Dig a trench to 1.8 m depth with an excavator.", True, True),
        ("Auger-bore post holes for the fence.", True, False),
    ],
)
def test_dig_depth_thresholds(text, exc, protective):
    result = assess({"description": text}, "Flare Area")
    assert ("Excavation" in {p.type for p in result.permitTypes}) is exc
    cave = next((h for h in result.hazards if h.id == "HZ-CAVE-IN"), None)
    has_protective = bool(cave) and any("Protective system" in c for c in cave.suggestedControls)
    assert has_protective is protective


def test_shallow_dig_is_reported_as_below_threshold():
    reasons = [n.reason for n in assess({"description": "Hand-dig 0.2 m deep to re-level gravel."}).negated]
    assert any("0.3 m hand-dig limit" in r for r in reasons)


def test_core_drill_in_floor_slab_is_not_excavation():
    assert types("Core drill a 150 mm hole through the suspended floor slab.", "Control Room") == {"Cold Work"}


@pytest.mark.parametrize(
    ("text", "loto", "hv"),
    [
        ("Replace the 24 V DC solenoid; isolate the loop by removing its fuse.", False, False),
        ("Replace the 400 V motor; isolate at MCC-3, lock, tag and test for dead.", True, False),
        ("Maintain the 11 kV breaker: switch out, rack out, apply earths, prove dead.", True, True),
    ],
)
def test_voltage_thresholds(text, loto, hv):
    result = assess({"description": text}, "Substation")
    assert ("Electrical/LOTO" in {p.type for p in result.permitTypes}) is loto
    if loto:
        elec = next(h for h in result.hazards if h.id == "HZ-ELECTRICAL-ENERGY")
        assert any("switching programme" in c for c in elec.suggestedControls) is hv
    else:
        assert any("extra-low voltage" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    ("text", "area", "expected"),
    [
        ("Stick welding of the doubler with 7018 rods.", "Crude Unit", "Hot Work"),
        ("Torch-on felt to the roof with a propane torch.", "Admin Building", "Hot Work"),
        ("Carbon-arc gouge the crack.", "Hydrotreater", "Hot Work"),
        ("Braze the copper tubing joints.", "Compressor House", "Hot Work"),
        ("Hole watch at the manway while the fitters work inside the drum.", "Boiler House", "Confined Space Entry"),
        ("Pot-holing to locate the buried water main.", "Pipe Rack", "Excavation"),
        ("Megger the motor windings at 1000 V.", "Pump House", "Electrical/LOTO"),
        ("Vac truck to empty the bund sump.", "Tank Farm", "Vehicle Entry"),
        ("Shoot the welds with an Ir-192 camera.", "Jetty", "Radiography"),
        ("Lift the 2 t pump with a chain block from the runway beam.", "Pump House", "Lifting"),
        ("Break the flange and swap the spool.", "Crude Unit", "Cold Work"),
        ("Replace the floodlight from a boom lift.", "Truck Loading Bay", "Working at Height"),
    ],
)
def test_synonyms_and_trade_language(text, area, expected):
    assert expected in types(text, area)


def test_multi_permit_job_and_confidence():
    text = (
        "Isolate the 400 V agitator motor at the MCC, lock, tag and prove dead. Lift the 1.8 t gearbox off with a "
        "50 t mobile crane under lift plan LP-7. Weld a new baseplate stiffener; fire watch 60 min. Work at the "
        "head, 9 m, with harness clipped to the anchor line."
    )
    result = assess({"description": text}, "Reactor Building")
    assert {"Electrical/LOTO", "Lifting", "Hot Work", "Working at Height"} <= {p.type for p in result.permitTypes}
    lift = next(h for h in result.hazards if h.id == "HZ-SUSPENDED-LOAD")
    single = next(h for h in identify_hazards({"description": "Use a crane."}) if h.id == "HZ-SUSPENDED-LOAD")
    assert lift.confidence > single.confidence >= 0.5
    assert "crane" in lift.rationale and any("1.8 t" in t for t in lift.triggers)


def test_below_threshold_hazard_is_listed_without_permit():
    result = assess({"description": "Support the arm with a chain block while the swivel is changed."})
    hoist = next(h for h in result.hazards if h.id == "HZ-SUSPENDED-LOAD")
    assert not hoist.permitRequired and "supervisor to judge" in hoist.rationale
    assert "Lifting" not in {p.type for p in result.permitTypes}


def test_office_and_walkdown_jobs_need_no_permit():
    assert assess({"description": "Desk audit of hot work and confined space permits; no plant access."}).hazards == []
    assert types("Visual walkdown of the bund walls at grade; visual only, no tools.", "Tank Farm") == set()


def test_deterministic():
    text = {"title": "Weld repair inside column C-3", "jobPlan": "Enter through the manway; gas test; weld."}
    assert assess(text, "Hydrotreater").model_dump() == assess(text, "Hydrotreater").model_dump()


def test_taxonomy_is_consistent_with_rulebook_and_sites():
    tax, book = default_taxonomy(), load_rulebook(ROOT / "rulebook")
    assert set(book.rules.hydrocarbon_areas) <= set(tax.spec.areas["hydrocarbon"])
    assert set(book.rules.indoor_areas) == set(tax.spec.areas["indoor"])
    sites = json.loads((ROOT / "assets" / "sites.json").read_text())
    classified = {a for k, v in tax.spec.areas.items() if k != "indoor" for a in v}
    assert {a for s in sites for a in s["areas"]} <= classified
    template_controls = {normalize(c.text) for t in book.templates.values() for c in t.controls}
    for hazard in tax.spec.hazards:
        if hazard.permitTypes:
            assert {normalize(c) for c in hazard.controls} <= template_controls, hazard.id
            assert {normalize(c) for c in hazard.depthControls.values()} <= template_controls, hazard.id


def test_broken_taxonomy_names_file_and_problem(tmp_path):
    bad = tmp_path / "hazard_taxonomy.yaml"
    raw = (ROOT / "rulebook" / "hazard_taxonomy.yaml").read_text().replace("[Hot Work]", "[Welding Permit]", 1)
    bad.write_text(raw)
    with pytest.raises(TaxonomyError, match=r"(?s)hazard_taxonomy\.yaml.*unknown permit type 'Welding Permit'"):
        load_taxonomy(bad)
    with pytest.raises(TaxonomyError, match="cannot read"):
        load_taxonomy(tmp_path / "missing.yaml")


def test_a_key_given_twice_in_the_taxonomy_is_refused_not_merged(tmp_path):
    bad = tmp_path / "hazard_taxonomy.yaml"
    raw = (ROOT / "rulebook" / "hazard_taxonomy.yaml").read_text()
    bad.write_text(raw.replace("  - id: EVERYDAY-MODEL\n", "", 1))
    with pytest.raises(TaxonomyError, match="duplicate key 'label'"):
        load_taxonomy(bad)


def test_a_named_fragment_is_expanded_where_used_and_an_unknown_one_is_refused(tmp_path):
    tax = default_taxonomy()
    shared = tax.spec.fragments["clauseWorkActs"]
    assert "(?&" not in shared and "(?:" + tax.spec.fragments["tradeTitles"] + ")" in shared
    users = [e.id for e in tax.spec.everydaySenses if any(shared in p for p in e.patterns)]
    assert users == ["EVERYDAY-TRADE-TITLE", "EVERYDAY-HIRE-FIRM"]
    assert all("(?&" not in p for e in tax.spec.everydaySenses for p in e.patterns)
    bad = tmp_path / "hazard_taxonomy.yaml"
    raw = (ROOT / "rulebook" / "hazard_taxonomy.yaml").read_text()
    bad.write_text(raw.replace("(?&clauseWorkActs)", "(?&clauseWorkAct)", 1))
    with pytest.raises(TaxonomyError, match=r"unknown fragment \(\?&clauseWorkAct\)"):
        load_taxonomy(bad)


def test_every_shipped_work_order_gets_its_required_and_no_forbidden_permit():
    orders = json.loads((ROOT / "assets" / "workOrders.json").read_text())
    labels = json.loads((ROOT / "assets" / "workOrders.labels.json").read_text())
    failures = []
    for wo in orders:
        found = {
            p.type
            for p in assess(
                {"title": wo["title"], "description": wo["description"], "jobPlan": wo["jobPlan"]},
                wo["area"],
                wo["equipment"],
            ).permitTypes
        }
        want = labels[wo["id"]]
        if missing := set(want["required"]) - found:
            failures.append(f"{wo['id']} missing {sorted(missing)}")
        if wrong := set(want["forbidden"]) & found:
            failures.append(f"{wo['id']} issued forbidden {sorted(wrong)}")
    assert not failures, failures


def test_eval_set_is_well_formed_and_new():
    doc = json.loads((ROOT / "bench" / "eval" / "workorders_eval.json").read_text())
    shipped = json.loads((ROOT / "assets" / "workOrders.json").read_text())
    sites = {s["site"]: set(s["areas"]) for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    valid = {t.value for t in PermitType}
    orders = [WorkOrder.model_validate(w) for w in doc["workOrders"]]
    assert len(orders) >= 64 and [o.id for o in orders] == [f"EVAL-{i:03d}" for i in range(1, len(orders) + 1)]
    assert not {o.title for o in orders} & {w["title"] for w in shipped}
    for o in orders:
        assert o.area in sites[o.site]
        label = doc["labels"][o.id]
        req, opt, forb = set(label["required"]), set(label["optional"]), set(label["forbidden"])
        assert (req | opt | forb) <= valid and not (req & opt or req & forb or opt & forb) and label["why"]
