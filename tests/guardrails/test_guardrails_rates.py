"""Corpus-level guarantees of the guardrails: detection >= 0.95, false positives <= 0.02, exact PII redaction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guardrails.injection import scan
from guardrails.pii import marker, redact
from guardrails.report import asset_texts, compute

FIXTURES = Path(__file__).parents[1] / "fixtures" / "guardrails"
INJECTIONS = json.loads((FIXTURES / "injection_cases.json").read_text())["cases"]
BENIGN = json.loads((FIXTURES / "benign_cases.json").read_text())["cases"]
PII = json.loads((FIXTURES / "pii_cases.json").read_text())


def test_corpus_sizes_meet_the_brief() -> None:
    assert len(INJECTIONS) >= 45
    assert len(BENIGN) >= 60
    assert len(PII["cases"]) >= 35
    assert {"base64", "leetspeak", "homoglyph", "zero_width", "url_encoding", "spaced", "embedded"} <= {
        c["technique"] for c in INJECTIONS
    }


def test_detection_rate_on_injection_cases() -> None:
    missed = [c["id"] for c in INJECTIONS if not scan(c["text"]).flagged]
    assert 1 - len(missed) / len(INJECTIONS) >= 0.95, missed


def test_false_positive_rate_on_benign_cases_and_all_assets() -> None:
    texts = [(c["id"], c["text"]) for c in BENIGN] + asset_texts()
    assert len(texts) > 700  # every work order field and incident summary is in the denominator
    flagged = [key for key, text in texts if scan(text).flagged]
    assert len(flagged) / len(texts) <= 0.02, flagged
    assert len([c for c in BENIGN if scan(c["text"]).flagged]) / len(BENIGN) <= 0.02


@pytest.mark.parametrize("case", PII["cases"], ids=lambda c: c["id"])
def test_every_pii_case_is_redacted_exactly(case: dict) -> None:
    expected = case["text"]
    for item in case["expected"]:
        assert item["value"] in expected
        expected = expected.replace(item["value"], marker(item["kind"]), 1)
    result = redact(case["text"])
    assert result.text == expected
    assert sorted(r.kind for r in result.redactions) == sorted(i["kind"] for i in case["expected"])
    for item, record in zip(case["expected"], sorted(result.redactions, key=lambda r: r.span), strict=False):
        assert item["value"] not in record.model_dump_json()


@pytest.mark.parametrize("case", PII["lookalikes"], ids=lambda c: c["id"])
def test_no_lookalike_is_redacted(case: dict) -> None:
    result = redact(case["text"])
    assert result.text == case["text"]
    assert result.redactions == []


def test_report_numbers_agree_with_the_thresholds(capsys: pytest.CaptureFixture[str]) -> None:
    rates = compute()
    assert rates.detection_rate >= 0.95
    assert rates.fp_rate <= 0.02
    assert rates.pii_recall == 1.0
    assert rates.pii_precision == 1.0
    assert rates.lookalikes_altered == 0
