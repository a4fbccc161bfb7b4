"""Page 1 of the permit form as a crew sees it: rasterised with pdftoppm, its text laid out with pdftotext.

The stamp must match the status (a closed permit no longer says "VALIDATION PASSED"), a draft must not tell the
crew to post it, the validity printed is the real window after an extension, and the QR code block is drawn.
Needs poppler-utils (`make browser-deps` installs it with chromium).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
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


def render(tmp_path: Path, status: str, **permit_extra) -> Path:
    permit = Permit.model_validate(template_permit("HW", "PERM-HW-0042", **permit_extra))
    audit = [AuditLine(at=T0, action="transition", person="Hal Safety", fromStatus="draft", toStatus="issued")]
    if "validTo" in permit_extra:
        audit.append(AuditLine(at=T0 + timedelta(hours=8), action="extend", person="Hal Safety", toStatus="active",
                               detail={"hours": 2}))  # fmt: skip
    field = FieldRecordsContext(
        isolations=[IsolationLine(certificateId="IC-00001", status="verified", equipmentTag="P-101A",
                                  energyType="electrical", method="breaker racked out", lockTag="L-0417",
                                  isolatedBy="Ivo Isolator", verified="verified by Vera Verifier (prove_dead)")],
        gasLog=[GasLine(measuredAt=T0, gas="LEL", value="0 %", limit="< 10 % LEL", instrument="GX #118",
                        tester="Gus Tester", passed=True)],
        holds=[HoldLine(step="Accepted by performing authority", person="Ines Requester", at=T0)],
    )  # fmt: skip
    lifecycle = LifecycleContext(
        status=status, requestedBy="Ines Requester", audit=audit, field=field,
        statusUrl="https://permits.example/board/permits/PERM-HW-0042",
    )  # fmt: skip
    validation = Validation.model_validate({"permitId": "PERM-HW-0042", **PASS})
    pdf = tmp_path / f"{status}.pdf"
    pdf.write_bytes(render_permit_pdf(permit, validation, lifecycle=lifecycle).data)
    return pdf


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


def test_page_one_image_validity_and_blocks(tmp_path: Path):
    pdf = render(tmp_path, "active", validFrom=T0.isoformat(), validTo=(T0 + timedelta(hours=10)).isoformat())
    text = page_one(pdf)
    assert "Valid 2026-12-01 07:00 UTC → 2026-12-01 17:00 UTC (10 h), including 2 h of extension" in text
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "p")], check=True)
    [png] = sorted(tmp_path.glob("p*.png"))
    image = Image.open(png).convert("L")
    width, height = image.size
    assert height > width, "A4 portrait"
    # The QR code sits at the right of the stamp, in the top fifth of the page: black and white modules there.
    corner = image.crop((int(width * 0.75), int(height * 0.05), int(width * 0.95), int(height * 0.2)))
    histogram = corner.histogram()
    dark, light = sum(histogram[:80]), sum(histogram[201:])
    assert dark > 200 and light > 200, (dark, light)
    if shots := os.environ.get("PERMITFLOW_SCREENSHOT_DIR"):  # `make board-screenshot`: the page the README shows
        Path(shots).mkdir(parents=True, exist_ok=True)
        out = Path(shots) / "form-page1"
        subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(out)],
                       check=True)  # fmt: skip
    full = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    for block in ("ISOLATION REGISTER", "GAS-TEST LOG", "ACCEPTANCE, HAND-BACK AND CLOSE-OUT", "AUDIT TRAIL"):
        assert block in full, block
