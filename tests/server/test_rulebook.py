"""The rulebook on disk: complete, consistent, and carrying the regulatory figures it claims."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from mcp_server.permits.types import PermitType
from mcp_server.rules.rulebook import RulebookError, _all_rule_ids, load_rulebook, normalize
from mcp_server.settings import PROJECT_ROOT

RULEBOOK = PROJECT_ROOT / "rulebook"
RAW = json.loads((RULEBOOK / "compliance_rules.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def rulebook():
    return load_rulebook(RULEBOOK)


def _rule_objects(node):
    """Every dict in the raw JSON that looks like a rule (has an id)."""
    if isinstance(node, dict):
        if "id" in node:
            yield node
        for value in node.values():
            yield from _rule_objects(value)
    elif isinstance(node, list):
        for value in node:
            yield from _rule_objects(value)


def test_every_type_and_version(rulebook):
    assert rulebook.policy_version == "v1.0"
    assert set(RAW["permit_types"]) == {t.value for t in PermitType}
    for ptype in PermitType:
        block = rulebook.rules.for_type(ptype)
        assert block.code == ptype.code
        assert block.required_controls and block.required_signoffs
        assert (RULEBOOK / "permit_templates" / f"{ptype.code}.yaml").is_file()


def test_every_rule_has_an_id_and_a_source(rulebook):
    objects = list(_rule_objects(RAW))
    assert len(objects) > 100
    for obj in objects:
        assert obj["id"] and obj.get("source"), obj
    ids = _all_rule_ids(rulebook.rules)
    assert len(ids) == len(set(ids))
    for ptype in PermitType:
        prefix = f"{ptype.code}-"
        assert all(i.startswith(prefix) for i in _all_rule_ids_of(rulebook, ptype)), ptype


def _all_rule_ids_of(rulebook, ptype):
    block = rulebook.rules.for_type(ptype)
    yield from (i.id for i in (*block.required_controls, *block.required_ppe, *block.required_attachments))
    yield from (s.id for s in block.required_signoffs)
    yield block.validity_hours_max.id
    yield from (e.id for e in block.environment_rules)
    yield from (w.id for w in block.weather_rules)


def test_regulatory_figures(rulebook):
    rules = rulebook.rules
    hw, cse = rules.for_type(PermitType.HOT_WORK), rules.for_type(PermitType.CONFINED_SPACE_ENTRY)
    assert hw.validity_hours_max.hours == 24 and cse.validity_hours_max.hours == 12
    firewatch = next(c for c in hw.required_controls if c.id == "HW-CTRL-FIREWATCH-POST")
    assert "60 minutes" in firewatch.text and "NFPA 51B" in firewatch.source
    assert {s.role for s in hw.required_signoffs} == {"Supervisor", "HSE"}
    assert {s.role for s in cse.required_signoffs} == {"Entry Supervisor", "HSE"}
    gases = {g.gas: g for g in cse.gas_tests}
    assert (gases["O2"].min, gases["O2"].max) == (19.5, 23.5)
    assert gases["LEL"].max == 10 and gases["H2S"].max == 10 and gases["CO"].max == 50
    zero = next(e for e in hw.environment_rules if e.id == "HW-ENV-CONFINED-ZERO-LEL")
    assert zero.requires.gasLimits[0].max == 0 and "CSE" in zero.when.crossRefCodes
    tank = next(e for e in hw.environment_rules if e.id == "HW-ENV-HC-AREA-GASTEST")
    assert "Tank Farm" in tank.when.areas
    exc = rules.for_type(PermitType.EXCAVATION)
    depth = {e.id: e.when.minDepthM for e in exc.environment_rules}
    assert depth["EXC-ENV-DEPTH-PROTECTIVE"] == 1.5 and depth["EXC-ENV-DEPTH-EGRESS"] == 1.2
    wah = rules.for_type(PermitType.WORKING_AT_HEIGHT)
    fall = next(c for c in wah.required_controls if c.id == "WAH-CTRL-FALLPROT")
    assert "1.2 m" in fall.text and "1.8 m" in fall.text and "1910.28" in fall.source
    wind = {w.id: (w.max, w.warn_above) for w in wah.weather_rules}
    assert wind["WAH-WX-WIND"][0] == 64 and wind["WAH-WX-WIND-MATERIAL"][1] == 48
    assert wind["WAH-WX-MEWP-WIND"][0] == 45
    lift = {w.id: w.max for w in rules.for_type(PermitType.LIFTING).weather_rules}
    assert lift["LIFT-WX-WIND"] == 48 and lift["LIFT-WX-PERSONNEL-WIND"] == 32
    for ptype in PermitType:
        assert any(w.metric == "lightning" for w in rules.for_type(ptype).weather_rules), ptype


def test_company_practice_says_what_it_is_stricter_than(rulebook):
    hw = rulebook.rules.for_type(PermitType.HOT_WORK)
    zero = next(e for e in hw.environment_rules if e.id == "HW-ENV-CONFINED-ZERO-LEL")
    assert zero.source.startswith("Company practice (stricter than")
    post = next(c for c in hw.required_controls if c.id == "HW-CTRL-FIREWATCH-POST")
    assert "stricter than OSHA" in post.source


def test_templates_carry_every_required_item(rulebook):
    for ptype in PermitType:
        block, tpl = rulebook.rules.for_type(ptype), rulebook.templates[ptype]
        assert tpl.permitType == ptype.value and tpl.code == ptype.code
        assert all(c.found_in([t.text for t in tpl.controls]) for c in block.required_controls)
        assert all(s.found_in(tpl.signOffRoles) for s in block.required_signoffs)
        assert all(a.found_in(tpl.attachments) for a in block.required_attachments)
        assert 1 <= tpl.defaultValidityHours <= block.validity_hours_max.hours
        assert tpl.gasTestRequired == bool(block.gas_tests)
        assert [(g.gas, g.limit) for g in tpl.gasTests] == [(g.gas, g.limit) for g in block.gas_tests]
        assert len(tpl.controls) > len(block.required_controls), "templates add good-practice extras"
        assert tpl.ppe and tpl.sections


def test_no_phrasing_satisfies_two_different_rules(rulebook):
    for ptype in PermitType:
        block = rulebook.rules.for_type(ptype)
        for items in (block.required_controls, block.required_ppe, block.required_attachments):
            seen: dict[str, str] = {}
            for item in items:
                for phrase in item.phrasings():
                    assert seen.setdefault(phrase, item.id) == item.id, (phrase, item.id, seen[phrase])


def test_normalize_ignores_case_punctuation_and_keeps_de_energized_apart():
    assert normalize("  Fire-Watch, 60 MIN ") == normalize("fire watch 60 min")
    assert normalize("De-energized work") == "deenergized work"
    assert " energized work " not in f" {normalize('de-energized work')} "


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "rulebook"
    shutil.copytree(RULEBOOK, target)
    return target


def test_template_missing_a_required_control_is_rejected(tmp_path):
    root = _copy(tmp_path)
    path = root / "permit_templates" / "HW.yaml"
    doc = yaml.safe_load(path.read_text())
    doc["controls"] = [c for c in doc["controls"] if c.get("ruleId") != "HW-CTRL-FIREWATCH"]
    path.write_text(yaml.safe_dump(doc))
    with pytest.raises(RulebookError, match="HW-CTRL-FIREWATCH"):
        load_rulebook(root)


def test_duplicate_rule_id_and_missing_source_are_rejected(tmp_path):
    root = _copy(tmp_path)
    path = root / "compliance_rules.json"
    raw = json.loads(path.read_text())
    raw["permit_types"]["Hot Work"]["required_controls"][1]["id"] = "HW-CTRL-COMBUSTIBLES"
    path.write_text(json.dumps(raw))
    with pytest.raises(RulebookError, match="duplicate rule ids.*HW-CTRL-COMBUSTIBLES"):
        load_rulebook(root)
    del raw["permit_types"]["Hot Work"]["required_controls"][1]["source"]
    path.write_text(json.dumps(raw))
    with pytest.raises(RulebookError, match="source"):
        load_rulebook(root)


def test_missing_files_name_the_path(tmp_path):
    with pytest.raises(RulebookError, match="compliance_rules.json"):
        load_rulebook(tmp_path)
    root = _copy(tmp_path)
    (root / "permit_templates" / "RAD.yaml").unlink()
    with pytest.raises(RulebookError, match="RAD.yaml"):
        load_rulebook(root)
