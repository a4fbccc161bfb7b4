"""Page 1 of the permit form as a crew sees it: rasterised with pdftoppm, its text laid out with pdftotext.

The stamp must match the status (a closed permit no longer says "VALIDATION PASSED"), a draft must not tell the
crew to post it, the validity printed is the real window after an extension (MAX VALIDITY too), every block a
crew signs is there (confined space: entrant / attendant log and rescue plan; hot work: fire watch; acceptance,
hand-back, close-out and revalidation rows), the rule findings are in the annex and not on page 1, and the QR
code decodes (zxing-cpp) to the permit id and its status URL. Needs poppler-utils (`make browser-deps`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from mcp_server.pdf.context import AuditLine, FieldRecordsContext, GasLine, HoldLine, IsolationLine, LifecycleContext
from mcp_server.pdf.form import render_permit_pdf
from mcp_server.pdf.stamp import STAMPS
from mcp_server.permits.contracts import Permit, Validation
from tests.support.field import PASS, template_permit

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None,
    reason="poppler-utils (pdftoppm, pdftotext) not installed: make browser-deps",
)
T0 = datetime(2026, 12, 1, 7, 0, tzinfo=UTC)
STATUS_URL = "https://permits.example/board/permits/{permitId}"
ACCEPTED = HoldLine(step="Accepted by performing authority", person="Ines Requester", at=T0 + timedelta(minutes=20))
# A 9 h permit extended by 2 h: the new end is 11 h after the start.
EXTENDED = {"validFrom": T0.isoformat(), "validTo": (T0 + timedelta(hours=11)).isoformat(), "validityHours": 9}


def render(tmp_path: Path, status: str, code: str = "HW", **permit_extra) -> Path:
    pid = f"PERM-{code}-0042"
    provenance = [{"item": "Fire extinguisher at the job, charged and inspected", "field": "controls", "kind": "rule",
                   "ref": "HW-CTRL-EXT"}]  # fmt: skip
    permit = Permit.model_validate(template_permit(code, pid, provenance=provenance, **permit_extra))
    audit = [AuditLine(at=T0, action="transition", person="Hal Safety", fromStatus="draft", toStatus="issued")]
    if "validTo" in permit_extra:
        audit.append(AuditLine(at=T0 + timedelta(hours=8), action="extend", person="Hal Safety", role="HSE",
                               toStatus="active", detail={"hours": 2, "validTo": permit_extra["validTo"]}))  # fmt: skip
    handback = HoldLine(step="Handed back by performing authority", person="Ines Requester", at=T0 + timedelta(hours=9))
    field = FieldRecordsContext(
        isolations=[IsolationLine(certificateId="IC-00001", status="verified", equipmentTag="P-101A",
                                  energyType="electrical", method="breaker racked out", lockTag="L-0417",
                                  isolatedBy="Ivo Isolator", verified="verified by Vera Verifier (prove_dead)")],
        gasLog=[GasLine(ref="GT-7", measuredAt=T0, gas="LEL", value="0 %", limit="< 10 % LEL", instrument="GX #118",
                        tester="Gus Tester", passed=True)],
        holds=[ACCEPTED, handback], accepted=ACCEPTED, handback=handback, fireWatch="Fiona Firewatch",
        fireWatchUntil=T0 + timedelta(hours=10),
    )  # fmt: skip
    lifecycle = LifecycleContext(
        status=status, requestedBy="Ines Requester", audit=audit, field=field,
        statusUrl=STATUS_URL.format(permitId=pid),
    )  # fmt: skip
    validation = Validation.model_validate({"permitId": pid, **PASS})
    pdf = tmp_path / f"{code}-{status}.pdf"
    pdf.write_bytes(render_permit_pdf(permit, validation, lifecycle=lifecycle).data)
    return pdf


def full_text(pdf: Path) -> str:
    """Every page's text in drawing order (-raw), so a table cell that wraps stays in one piece."""
    out = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def page_one(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True,
                         text=True, check=True)  # fmt: skip
    return " ".join(out.stdout.split())


@pytest.mark.parametrize("status", ["draft", "issued", "active", "suspended", "closed_complete", "cancelled"])
def test_stamp_on_page_one_matches_the_status(tmp_path: Path, status: str):
    text = page_one(render(tmp_path, status))
    words = STAMPS[status][0]
    assert words in text
    assert [s for s, (w, _, _) in STAMPS.items() if w in text] == [status], "exactly one stamp"
    assert ("VALIDATION PASSED" in text) == (status == "draft"), "the verdict is shown on a draft only"
    assert ("Post at the work location. " in text) == (status == "active")
    if status == "draft":
        assert "DRAFT: not valid for work; do not post" in text
    assert "FINDINGS — CHECKS RUN" not in text and "ANNEX" not in text, "page 1 is the crew's page"


def test_page_one_image_validity_and_blocks(tmp_path: Path):
    pdf = render(tmp_path, "active", **EXTENDED)
    text = page_one(pdf)
    assert "Valid 2026-12-01 07:00 UTC → 2026-12-01 18:00 UTC (11 h), including 2 h of extension" in text
    assert "MAX VALIDITY 11 hours, incl. 2 h extension" in text, "never the 9 h requested beside an 11 h window"
    assert "9 hours" not in text
    # Page 1, top to bottom: the stamp, validity, isolation register, gas tests, the sign-off strip (who has signed
    # and who has not), then the controls checklist.
    order = ["ACTIVE — WORK MAY PROCEED", "WORK DETAILS", "ISOLATION REGISTER", "L-0417", "GAS TEST RECORD",
             "GAS-TEST LOG", "GT-7", "SIGN-OFF STRIP", "Acceptance (performing authority)", "Close-out",
             "CONTROLS AND PRECAUTIONS"]  # fmt: skip
    positions = [text.find(block) for block in order]
    assert -1 not in positions and positions == sorted(positions), dict(zip(order, positions, strict=True))
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "p")], check=True)
    [png] = sorted(tmp_path.glob("p*.png"))
    image = Image.open(png).convert("L")
    width, height = image.size
    assert height > width, "A4 portrait"
    if shots := os.environ.get("PERMITFLOW_SCREENSHOT_DIR"):  # `make board-screenshot`: the page the README shows
        Path(shots).mkdir(parents=True, exist_ok=True)
        out = Path(shots) / "form-page1"
        subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(out)],
                       check=True)  # fmt: skip


def crew_and_annex(text: str) -> tuple[str, str]:
    """The crew's pages and the annex, split at the annex heading (which must be there, once)."""
    assert text.count("ANNEX — FOR THE PERMIT OFFICE") == 1
    crew, annex = text.split("ANNEX — FOR THE PERMIT OFFICE")
    return crew, annex


SIGNATURE_BLOCKS = [
    "AUTHORISATION AND SIGN-OFF", "Acceptance — performing authority accepts the permit",
    "Hand-back — performing authority: work ended", "Hand-back accepted — area authority", "Close-out",
    "ACCEPTANCE, HAND-BACK AND CLOSE-OUT", "REVALIDATION AND SHIFT HANDOVER",
]  # fmt: skip


def test_hot_work_form_has_fire_watch_revalidation_rows_and_findings_in_the_annex(tmp_path: Path):
    pdf = render(tmp_path, "active", **EXTENDED)
    crew, annex = crew_and_annex(full_text(pdf))
    for block in SIGNATURE_BLOCKS:
        assert block in crew, block
    assert "FIRE WATCH" in crew and "Fiona Firewatch" in crew and "until 2026-12-01 17:00 UTC" in crew
    box = crew[crew.index("Acceptance — performing authority") : crew.index("Hand-back — performing authority")]
    for value in ("Ines Requester", "e-signed in PermitFlow", "2026-12-01 07:20 UTC"):
        assert value in box, f"the acceptance is printed signed: {value}"
    # The extension is a revalidation row: who, when, to when, and the gas retest it rests on (from the log).
    row = crew[crew.index("REVALIDATION AND SHIFT HANDOVER") :]
    for cell in ("2026-12-01 15:00 UTC", "Extended +2 h to 2026-12-01 18:00 UTC", "Hal Safety, HSE", "GT-7 LEL 0 %"):
        assert cell in row, cell
    assert "ENTRANT / ATTENDANT LOG" not in crew and "RESCUE PLAN" not in crew, "confined space only"
    for internal in ("VALIDATION RESULT", "FINDINGS — CHECKS RUN", "EVIDENCE — WHERE EACH ITEM COMES FROM",
                     "source: rule HW-CTRL-EXT", "AUDIT TRAIL"):  # fmt: skip
        assert internal in annex and internal not in crew, internal
    pages = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    last = int(next(line.split()[-1] for line in pages.splitlines() if line.startswith("Pages:")))
    annex_page = subprocess.run(["pdftotext", "-layout", "-f", str(last), "-l", str(last), str(pdf), "-"],
                                capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert "ANNEX" in annex_page or "AUDIT TRAIL" in annex_page, "the annex is at the end"


def test_confined_space_form_has_entrant_log_and_rescue_plan(tmp_path: Path):
    crew, _ = crew_and_annex(full_text(render(tmp_path, "issued", code="CSE")))
    blocks = ["ENTRANT / ATTENDANT LOG", "Entrant (name)", "Time in", "Time out", "Attendant (name)", "RESCUE PLAN",
              "Rescue team / service", "Rescue method", "Rescue equipment"]  # fmt: skip
    for block in [*blocks, *SIGNATURE_BLOCKS]:
        assert block in crew, block
    # The permit's own rescue items are printed into the plan (CSE template: CSE-CTRL-RESCUE).
    plan = crew[crew.index("RESCUE PLAN") :]
    assert plan.index("On this permit") < plan.index("Rescue team / service")
    assert "Rescue plan with rescue service available and retrieval system set up" in plan
    assert "FIRE WATCH" not in crew, "hot work only"


def test_qr_code_decodes_to_the_permit_id_and_status_url(tmp_path: Path):
    pdf = render(tmp_path, "active")
    subprocess.run(["pdftoppm", "-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(tmp_path / "page")], check=True)  # fmt: skip
    found = zxingcpp.read_barcodes(Image.open(tmp_path / "page.png"))
    assert [(b.format, b.text) for b in found] == [
        (zxingcpp.BarcodeFormat.QRCode, f"PERM-HW-0042 {STATUS_URL.format(permitId='PERM-HW-0042')}")
    ]
