import copy
import hashlib
import io
import re
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from google.auth.credentials import AnonymousCredentials
from google.cloud import storage
from pypdf import PdfReader

from mcp_server.pdf.context import LifecycleContext
from mcp_server.pdf.form import PdfTooLarge, render_cache, render_permit_pdf
from mcp_server.permits.contracts import Permit, Validation
from tests.support.gcs_emulator import BUCKET, PROJECT, gcs_emulator
from tests.support.mcp_harness import connect, error_text, http_server, structured

WORK_ORDER = {
    "id": "WO-10001",
    "title": "Weld repair on crude charge line near Tank T-101",
    "description": 'Replace the corroded spool on the 8" crude charge line at the T-101 outlet, inside the bund.',
    "site": "Plant-A",
    "area": "Tank Farm",
    "equipment": ["T-101", "8in crude charge line L-2231"],
    "timeWindow": {"start": "2026-12-01T07:00:00Z", "end": "2026-12-01T17:00:00Z"},
}
HOT_WORK = {
    "permitId": "PERM-HW-0001",
    "type": "Hot Work",
    "hazardsLinked": ["Ignition of hydrocarbon vapour from T-101", "Hot surfaces and sparks", "Welding fumes"],
    "controls": [
        "Fire watch posted during the work and for 60 min after it ends",
        "Fire extinguisher at the job",
        "Combustibles within 11 m removed or shielded with fire blankets",
        "Gas test before work and after every break",
        "Line L-2231 isolated, drained and purged",
        "Drains within 11 m covered",
    ],
    "ppe": ["Fire-resistant coveralls", "Welding helmet", "Leather gloves", "Safety boots"],
    "signOffRoles": ["Area Supervisor", "HSE Officer", "Fire Watch"],
    "validityHours": 10,
    "attachmentsRequired": ["Gas test record", "Isolation certificate ISO-2231"],
    "workOrderId": "WO-10001",
    "site": "Plant-A",
    "area": "Tank Farm",
    "validFrom": "2026-12-01T07:00:00Z",
    "validTo": "2026-12-01T17:00:00Z",
    "gasTests": [{"gas": "LEL", "limit": "< 10 % LEL", "reading": "0 %", "testedAt": "2026-12-01T06:45:00Z",
                  "tester": "J. Okafor"}],
    "crossReferences": ["PERM-CSE-0004"],
    "provenance": [{"item": "Fire extinguisher at the job", "field": "controls", "kind": "rule", "ref": "HW-EXT-01"}],
}  # fmt: skip
FAIL = {
    "permitId": "PERM-HW-0001",
    "validationStatus": "Fail",
    "errors": ["Required sign-off 'HSE Officer' has no named person", "Validity 30 h exceeds the 24 h maximum"],
    "warnings": ["Work within 11 m of tank T-101"],
    "recommendations": ["Keep the fire watch for 60 min after work ends"],
    "checks": [
        {"check": "Fire watch present", "result": "ok", "details": "control listed", "ruleId": "HW-FW-01"},
        {"check": "Validity within maximum", "result": "error", "details": "30 h > 24 h", "ruleId": "HW-VAL-01"},
        {"check": "Gas test near tank", "result": "warn", "details": "Tank Farm needs a gas test", "ruleId": "ENV-1"},
    ],
}
CSE = {
    "permitId": "PERM-CSE-0004",
    "type": "Confined Space Entry",
    "hazardsLinked": ["Oxygen deficiency", "Toxic atmosphere (H2S)"],
    "controls": ["Gas test before entry", "Continuous monitoring", "Forced ventilation", "Rescue plan", "Attendant"],
    "ppe": ["Full-body harness", "Personal gas monitor"],
    "signOffRoles": ["Entry Supervisor", "HSE Officer"],
    "validityHours": 8,
}
PASS = {"permitId": "PERM-CSE-0004", "validationStatus": "Pass", "checks": [
    {"check": "Rescue plan", "result": "ok", "details": "listed"}]}  # fmt: skip


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def pdf_text(data: bytes) -> str:
    return flat(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages))


def local_bytes(url: str) -> bytes:
    assert url.startswith("file://")
    return Path(unquote(urlparse(url).path)).read_bytes()


async def test_render_fail_and_pass_over_each_transport(mcp_target):
    async with connect(mcp_target) as client:
        out = structured(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": FAIL,
                                                               "workOrder": WORK_ORDER}))  # fmt: skip
        assert out["permitId"] == "PERM-HW-0001"
        # the PDF the database names sits under its content key; the alias holds the same bytes once published
        assert out["pdfUrl"].endswith(f"/pdfs/permits/PERM-HW-0001/{out['sha256']}.pdf")
        assert out["publishedUrl"].endswith("/pdfs/permits/PERM-HW-0001.pdf")
        data = local_bytes(out["pdfUrl"])
        assert local_bytes(out["publishedUrl"]) == data
        assert data.startswith(b"%PDF") and out["sizeBytes"] == len(data)
        assert out["sha256"] == hashlib.sha256(data).hexdigest()
        assert out["pages"] == len(PdfReader(io.BytesIO(data)).pages) >= 2
        text = pdf_text(data)
        for expected in ["PERM-HW-0001", "HOT WORK PERMIT", "WO-10001", "Plant-A — Bayport Refinery", "Tank Farm",
                         "2026-12-01 07:00 UTC", "policy v1.0", "Fail", "NOT VALID FOR ISSUE", "GAS TEST RECORD",
                         "J. Okafor", "PERM-CSE-0004", "HW-VAL-01", "source: rule HW-EXT-01", "Close-out"]:  # fmt: skip
            assert expected in text, expected
        for item in HOT_WORK["controls"] + HOT_WORK["signOffRoles"] + HOT_WORK["ppe"] + HOT_WORK["hazardsLinked"]:
            assert flat(item) in text, item
        for item in FAIL["errors"] + FAIL["warnings"] + FAIL["recommendations"]:
            assert flat(item) in text, item
        assert text.count("DO NOT SIGN") == len(HOT_WORK["signOffRoles"])

        ok = structured(await client.call_tool("pdf_render", {"permit": CSE, "validation": PASS}))
        text = pdf_text(local_bytes(ok["pdfUrl"]))
        assert "PERM-CSE-0004" in text and "VALIDATION PASSED" in text and "Pass" in text
        assert "NOT VALID FOR ISSUE" not in text and "DO NOT SIGN" not in text
        assert "GAS TEST RECORD" in text and "Oxygen (O₂)" in text and "19.5 – 23.5 %" in text
        for item in CSE["controls"] + CSE["signOffRoles"]:
            assert item in text


async def test_same_permit_renders_same_bytes_to_same_object(mcp_target):
    args = {"permit": HOT_WORK, "validation": FAIL, "workOrder": WORK_ORDER}
    async with connect(mcp_target) as client:
        first = structured(await client.call_tool("pdf_render", args))
        second = structured(await client.call_tool("pdf_render", args))
    assert first == second


async def test_a_remembered_revision_still_notices_a_changed_or_missing_file(mcp_target):
    """The same draft again is answered from the server's memory of the revision (RenderMemo) only while both files
    are as they were checked: a file rewritten with other bytes, or removed, is put back by the next render."""
    permit = {**HOT_WORK, "permitId": "PERM-HW-7201", "crossReferences": []}
    args = {"permit": permit, "validation": {**FAIL, "permitId": "PERM-HW-7201"}, "workOrder": WORK_ORDER}
    async with connect(mcp_target) as client:
        first = structured(await client.call_tool("pdf_render", args))  # written
        assert structured(await client.call_tool("pdf_render", args)) == first  # found stored, remembered
        assert structured(await client.call_tool("pdf_render", args)) == first  # remembered
        content = Path(unquote(urlparse(first["pdfUrl"]).path))
        alias = Path(unquote(urlparse(first["publishedUrl"]).path))
        good = content.read_bytes()
        content.write_bytes(b"%PDF-1.4 tampered")
        again = structured(await client.call_tool("pdf_render", args))
        assert again["sha256"] == first["sha256"] and content.read_bytes() == good, "the tampered PDF is put back"
        alias.unlink()
        structured(await client.call_tool("pdf_render", args))
        assert alias.read_bytes() == good, "the removed alias is published again"
        edited = {**args, "permit": {**permit, "controls": [*permit["controls"], "Spark screens around the job"]}}
        changed = structured(await client.call_tool("pdf_render", edited))
        assert changed["sha256"] != first["sha256"] and local_bytes(changed["publishedUrl"]) != good
        back = structured(await client.call_tool("pdf_render", args))
        assert back["sha256"] == first["sha256"] and local_bytes(back["publishedUrl"]) == good


@pytest.mark.parametrize("bad_id", ["../../x", "/etc/passwd", "PERM-HW-0001\x00", "PERM-HW-0001/../../x",
                                    "permits/PERM-HW-0001", "PERM-HW-0001.pdf"])  # fmt: skip
async def test_traversal_ids_are_tool_errors(mcp_target, bad_id: str, tmp_path: Path):
    async with connect(mcp_target) as client:
        result = await client.call_tool(
            "pdf_render", {"permit": {**HOT_WORK, "permitId": bad_id}, "validation": {**FAIL, "permitId": bad_id}}
        )
    assert "permitId" in error_text(result)


async def test_input_errors_name_the_problem(mcp_target):
    async with connect(mcp_target) as client:
        mismatch = error_text(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": PASS}))
        assert "does not match" in mismatch and "PERM-CSE-0004" in mismatch and "PERM-HW-0001" in mismatch

        unknown = error_text(await client.call_tool(
            "pdf_render", {"permit": {**HOT_WORK, "type": "Underwater Welding"}, "validation": FAIL}))  # fmt: skip
        assert "Underwater Welding" in unknown and "Hot Work (HW)" in unknown

        huge = {**FAIL, "warnings": ["x" * 1000] * 300}
        too_big = error_text(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": huge}))
        assert "limit" in too_big

        bad_version = await client.call_tool(
            "pdf_render", {"permit": HOT_WORK, "validation": FAIL, "policyVersion": "../v1"}
        )
        assert "policyVersion" in error_text(bad_version)


async def test_tool_listing(inproc_server):
    async with connect(inproc_server) as client:
        tool = {t.name: t for t in (await client.list_tools()).tools}["pdf_render"]
    assert tool.title == "pdf.render"
    assert set(tool.output_schema["properties"]) == {
        "pdfUrl", "publishedUrl", "permitId", "sha256", "sizeBytes", "pages", "redactions",
    }  # fmt: skip
    assert {"permit", "validation", "workOrder"} <= set(tool.input_schema["properties"])
    ann = tool.annotations
    assert (ann.read_only_hint, ann.destructive_hint, ann.idempotent_hint, ann.open_world_hint) == (
        False, False, True, False)  # fmt: skip


async def test_markup_and_unicode_text_print_literally(inproc_server, settings):
    odd = ["Keep <b>bold</b> & <script>alert(1)</script> literal", "Ω ≥ 10 % LEL, Müller & Søn, 20 °C",
           "Unclosed <font and &amp; entity", "tab\there\x07bell"]  # fmt: skip
    permit = {**HOT_WORK, "controls": odd, "provenance": [], "notes": "Line one\nLine <two> & three"}
    async with connect(inproc_server) as client:
        out = structured(await client.call_tool("pdf_render", {"permit": permit, "validation": FAIL}))
    text = pdf_text(local_bytes(out["pdfUrl"]))
    for expected in ["Keep <b>bold</b> & <script>alert(1)</script> literal", "Ω ≥ 10 % LEL, Müller & Søn, 20 °C",
                     "Unclosed <font and &amp; entity", "tab hereb", "Line <two> & three"]:  # fmt: skip
        assert expected in text, expected
    assert Path(unquote(urlparse(out["pdfUrl"]).path)).is_relative_to(settings.resolved_data_dir / "pdfs")


def test_long_lists_wrap_onto_more_pages():
    many = {**HOT_WORK, "controls": [f"Control number {i:03d}: " + "keep the area clear " * 6 for i in range(100)],
            "hazardsLinked": [f"Hazard {i:02d}" for i in range(50)], "provenance": []}  # fmt: skip
    checks = [{"check": f"Check {i:03d}", "result": "warn", "details": "details " * 40} for i in range(80)]
    rendered = render_permit_pdf(Permit(**many), Validation(**{**FAIL, "checks": checks}))
    text = pdf_text(rendered.data)
    assert rendered.pages > 10
    assert all(f"Control number {i:03d}" in text for i in range(100))
    assert all(f"Check {i:03d}" in text for i in range(80))
    assert text.count("CONTROLS AND PRECAUTIONS") >= 2, "the table title repeats on continuation pages"
    assert f"Page {rendered.pages} of {rendered.pages}" in text
    with pytest.raises(PdfTooLarge, match="^the permit would print on more than 3 pages$"):
        render_permit_pdf(Permit(**many), Validation(**{**FAIL, "checks": checks}), max_pages=3)
    with pytest.raises(PdfTooLarge, match="bytes; the limit is 1000"):
        render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL), max_bytes=1000)


def test_an_unchanged_input_is_drawn_once_and_any_change_is_drawn_again():
    """A render of the same input (a field step that changed nothing printed, a repeated pdf_render) is served from
    the digest cache with the bytes a fresh drawing gives; anything the form prints changed is drawn anew."""
    render_cache.clear()
    drawn = render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL))
    hits = render_cache.hits
    again = render_permit_pdf(Permit(**copy.deepcopy(HOT_WORK)), Validation(**copy.deepcopy(FAIL)))
    assert again is drawn and render_cache.hits == hits + 1
    render_cache.clear()
    assert render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL)).data == drawn.data, "drawing is deterministic"
    noted = render_permit_pdf(Permit(**{**HOT_WORK, "notes": "Spool tagged for re-inspection"}), Validation(**FAIL))
    assert "Spool tagged for re-inspection" in pdf_text(noted.data)
    for status in ("issued", "suspended"):
        staged = render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL), lifecycle=LifecycleContext(status=status))
        assert staged.data != drawn.data and status.upper() in pdf_text(staged.data)
    assert render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL), policy_version="v2.0").data != drawn.data
    with pytest.raises(PdfTooLarge, match="bytes; the limit is 1000"):
        render_permit_pdf(Permit(**HOT_WORK), Validation(**FAIL), max_bytes=1000)  # the limit holds for a cached PDF


def test_blocks_kept_from_earlier_forms_give_the_bytes_of_a_fresh_drawing():
    """Tables an earlier form laid out and drew are reused by later forms (style.py's block caches) only where the
    result is byte for byte what drawing them afresh gives: here forms whose tables, fonts and non-ASCII characters
    come in different orders (a Fail with text outside Latin-1, a long permit split over pages, another type) are
    drawn with every cache empty, then again after the others, in two orders."""
    from mcp_server.pdf import style

    odd = "Schweißen — ≥ 50 °C · Ω · 溶接 · Συγκόλληση · сварка\u00a0nbsp\u200bzw 🔥"
    forms = {
        "fail": (Permit(**{**HOT_WORK, "controls": [*HOT_WORK["controls"], odd], "notes": odd}), Validation(**FAIL)),
        "long": (
            Permit(**{**HOT_WORK, "controls": [f"Control {i} — keep clear " * (1 + i % 4) for i in range(60)]}),
            Validation(**{**FAIL, "checks": [{**FAIL["checks"][0], "details": f"{i} · ok"} for i in range(40)]}),
        ),
        "cse": (Permit(**CSE), Validation(**PASS)),
        "hot": (Permit(**{**HOT_WORK, "permitId": "PERM-HW-0002"}), Validation(**{**FAIL, "permitId": "PERM-HW-0002"})),
    }

    def draw(name: str, cold: bool) -> bytes:
        render_cache.clear()
        if cold:
            style._layouts.clear()
            style._drawings.clear()
        return render_permit_pdf(*forms[name]).data

    fresh = {name: draw(name, cold=True) for name in forms}
    for order in (list(forms), list(reversed(forms))):
        for name in order:
            assert draw(name, cold=False) == fresh[name], name
    assert style._drawings, "the second forms reused blocks of the first"


def test_every_permit_type_renders():
    from mcp_server.permits.types import PermitType

    for number, ptype in enumerate(PermitType, 1):
        pid = f"PERM-{ptype.code}-{number:04d}"
        permit = Permit(**{**CSE, "permitId": pid, "type": ptype.value})
        rendered = render_permit_pdf(permit, Validation(**{**PASS, "permitId": pid}))
        text = pdf_text(rendered.data)
        assert pid in text and f"{ptype.value.upper()} PERMIT" in text
        assert ("GAS TEST RECORD" in text) == (ptype in (PermitType.HOT_WORK, PermitType.CONFINED_SPACE_ENTRY))


async def test_render_to_gcs_over_http(tmp_path: Path, monkeypatch):
    """The HTTP server stores into a bucket (the emulator) when PERMITFLOW_BLOB_URL is gs://."""
    with gcs_emulator() as emulator:
        extra = {"PERMITFLOW_BLOB_URL": f"gs://{BUCKET}/permitflow", "STORAGE_EMULATOR_HOST": emulator}
        with http_server(tmp_path, **extra) as url:
            async with connect(url) as client:
                tool = {t.name: t for t in (await client.list_tools()).tools}["pdf_render"]
                assert tool.annotations.open_world_hint is True
                out = structured(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": FAIL}))
        assert out["pdfUrl"] == f"gs://{BUCKET}/permitflow/permits/PERM-HW-0001/{out['sha256']}.pdf"
        assert out["publishedUrl"] == f"gs://{BUCKET}/permitflow/permits/PERM-HW-0001.pdf"
        monkeypatch.setenv("STORAGE_EMULATOR_HOST", emulator)
        client = storage.Client(project=PROJECT, credentials=AnonymousCredentials())
        blob = client.bucket(BUCKET).get_blob("permitflow/permits/PERM-HW-0001.pdf")
        data = blob.download_as_bytes()
    assert blob.content_type == "application/pdf"
    assert hashlib.sha256(data).hexdigest() == out["sha256"]
    assert "NOT VALID FOR ISSUE" in pdf_text(data)


def test_fixtures_are_realistic_contracts():
    """The fixtures above satisfy the shared contracts (so the MCP tests exercise rendering, not validation)."""
    Permit(**copy.deepcopy(HOT_WORK))
    Validation(**FAIL)


async def test_rendered_permit_is_recorded_in_the_permit_database(inproc_server):
    async with connect(inproc_server) as client:
        out = structured(await client.call_tool("pdf_render", {"permit": HOT_WORK, "validation": FAIL}))
    db = inproc_server.deps.db
    stored = db.get_permit(HOT_WORK["permitId"])
    assert stored.status == "draft"
    assert [v.validation.validationStatus for v in db.validations_for(HOT_WORK["permitId"])] == ["Fail"]
    assert [(p.url, p.sha256) for p in db.pdfs_for(HOT_WORK["permitId"])] == [(out["pdfUrl"], out["sha256"])]
