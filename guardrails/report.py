"""`python -m guardrails.report`: detection, false-positive and PII rates over the fixture corpora and the assets.

The same numbers are asserted by tests/guardrails/test_guardrails_rates.py; this prints them for people.
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

from pydantic import BaseModel

from guardrails.injection import scan
from guardrails.pii import find_pii, marker, redact

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "guardrails"


class Rates(BaseModel):
    injection_cases: int
    detected: int
    benign_cases: int
    benign_flagged: int
    asset_texts: int
    asset_flagged: int
    pii_expected: int
    pii_found_correct: int
    pii_redactions: int
    lookalikes: int
    lookalikes_altered: int
    missed_ids: list[str]
    false_positive_ids: list[str]

    @property
    def detection_rate(self) -> float:
        return self.detected / self.injection_cases

    @property
    def fp_rate(self) -> float:
        return (self.benign_flagged + self.asset_flagged) / (self.benign_cases + self.asset_texts)

    @property
    def pii_recall(self) -> float:
        return self.pii_found_correct / max(self.pii_expected, 1)

    @property
    def pii_precision(self) -> float:
        return self.pii_found_correct / max(self.pii_redactions, 1)


def asset_texts(root: Path = ROOT) -> list[tuple[str, str]]:
    """Every work-order title/description/jobPlan and incident title/summary: real benign text for FP checks."""
    texts: list[tuple[str, str]] = []
    for wo in json.loads((root / "assets" / "workOrders.json").read_text()):
        texts += [(f"{wo['id']}/{field}", wo[field]) for field in ("title", "description", "jobPlan")]
    with (root / "assets" / "corpora" / "incidents.csv").open(newline="") as handle:
        for row in csv.DictReader(handle):
            texts += [(f"{row['id']}/title", row["title"]), (f"{row['id']}/summary", row["summary"])]
    return texts


def load(name: str, fixtures: Path = FIXTURES) -> dict:
    return json.loads((fixtures / name).read_text())


def compute(fixtures: Path = FIXTURES, root: Path = ROOT) -> Rates:
    injections = load("injection_cases.json", fixtures)["cases"]
    benign = load("benign_cases.json", fixtures)["cases"]
    pii = load("pii_cases.json", fixtures)
    missed = [c["id"] for c in injections if not scan(c["text"]).flagged]
    benign_fp = [c["id"] for c in benign if scan(c["text"]).flagged]
    assets = asset_texts(root)
    asset_fp = [key for key, text in assets if scan(text).flagged]
    expected = correct = found = 0
    for case in pii["cases"]:
        out = redact(case["text"]).text
        hits = find_pii(case["text"])
        found += len(hits)
        spans = {(case["text"][s:e], kind) for s, e, kind, _ in hits}
        for item in case["expected"]:
            expected += 1
            correct += (item["value"], item["kind"]) in spans and item["value"] not in out.replace(
                marker(item["kind"]), ""
            )
    altered = [c["id"] for c in pii["lookalikes"] if redact(c["text"]).text != c["text"]]
    return Rates(
        injection_cases=len(injections),
        detected=len(injections) - len(missed),
        benign_cases=len(benign),
        benign_flagged=len(benign_fp),
        asset_texts=len(assets),
        asset_flagged=len(asset_fp),
        pii_expected=expected,
        pii_found_correct=correct,
        pii_redactions=found,
        lookalikes=len(pii["lookalikes"]),
        lookalikes_altered=len(altered),
        missed_ids=missed,
        false_positive_ids=benign_fp + asset_fp + altered,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fixtures", type=Path, default=FIXTURES)
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root holding assets/")
    args = parser.parse_args()
    r = compute(args.fixtures, args.root)
    print(f"injection detection rate : {r.detection_rate:.3f}  ({r.detected}/{r.injection_cases})")
    print(
        f"false-positive rate      : {r.fp_rate:.4f}  (fixtures {r.benign_flagged}/{r.benign_cases}, "
        f"assets {r.asset_flagged}/{r.asset_texts})"
    )
    print(f"PII recall               : {r.pii_recall:.3f}  ({r.pii_found_correct}/{r.pii_expected})")
    print(f"PII precision            : {r.pii_precision:.3f}  ({r.pii_found_correct}/{r.pii_redactions} redactions)")
    print(f"lookalikes altered       : {r.lookalikes_altered}/{r.lookalikes}")
    if r.missed_ids:
        print("missed injections        :", ", ".join(r.missed_ids))
    if r.false_positive_ids:
        print("false positives          :", ", ".join(r.false_positive_ids))


if __name__ == "__main__":
    main()
