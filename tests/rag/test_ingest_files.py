"""Ingestion of PDF, DOCX, HTML and TXT (each with a table), from disk and over HTTP, plus the error codes."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag.etl.ingest import IngestError, IngestOptions, ingest
from rag.etl.ingest.connector import fetch
from rag.etl.ingest.parser import parse
from rag.search import RagService
from tests.support.rag_support import rag_settings, shared_embedder

ROWS = [
    ["Gas", "Limit", "Reading"],
    ["O2", "19.5-23.5 %", "20.9 %"],
    ["LEL", "< 10 %", "0 %"],
    ["H2S", "< 5 ppm", "1 ppm"],
]
BODY = "Entry into vessel V-301 for internal inspection. Blinds fitted on all inlet lines and ventilation running."


@pytest.fixture(scope="module")
def embedder(tmp_path_factory: pytest.TempPathFactory):
    return shared_embedder(str(tmp_path_factory.mktemp("models")))


def make_pdf(path: Path, title: str = "Vessel entry report", body: str = BODY, encrypt: str | None = None) -> Path:
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Table, TableStyle

    styles = getSampleStyleSheet()
    table = Table(ROWS)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))
    story = [
        Paragraph(title, styles["Title"]),
        Paragraph(body, styles["BodyText"]),
        PageBreak(),
        Paragraph("Gas test results", styles["Heading2"]),
        table,
    ]
    SimpleDocTemplate(str(path), pagesize=A4).build(story)
    if encrypt:
        from pypdf import PdfReader, PdfWriter

        writer = PdfWriter(clone_from=PdfReader(str(path)))
        writer.encrypt(user_password=encrypt, owner_password=encrypt + "-owner")
        writer.write(str(path))
    return path


def make_docx(path: Path) -> Path:
    import docx

    document = docx.Document()
    document.add_heading("Vessel entry report", level=1)
    document.add_paragraph(BODY)
    table = document.add_table(rows=len(ROWS), cols=3)
    for r, row in enumerate(ROWS):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    document.save(str(path))
    return path


def make_html(path: Path) -> Path:
    cells = "".join(
        "<tr>" + "".join(f"<{'th' if i == 0 else 'td'}>{v}</{'th' if i == 0 else 'td'}>" for v in row) + "</tr>"
        for i, row in enumerate(ROWS)
    )
    path.write_text(
        f"<html><head><title>Vessel entry report</title><script>var x=1;</script></head><body>"
        f"<h1>Vessel entry report</h1><p>{BODY}</p><table>{cells}</table></body></html>"
    )
    return path


def make_txt(path: Path) -> Path:
    table = "\n".join("| " + " | ".join(r) + " |" for r in ROWS[:1]) + "\n| --- | --- | --- |\n"
    table += "\n".join("| " + " | ".join(r) + " |" for r in ROWS[1:])
    path.write_text(f"# Vessel entry report\n\n{BODY}\n\n{table}\n")
    return path


MAKERS = {"report.pdf": make_pdf, "report.docx": make_docx, "report.html": make_html, "report.txt": make_txt}
EXPECTED_TABLE = "| Gas | Limit | Reading |\n| --- | --- | --- |\n| O2 | 19.5-23.5 % | 20.9 % |"


@pytest.mark.parametrize("name", list(MAKERS))
def test_parser_keeps_tables_as_markdown_with_layout_and_pages(tmp_path, name):
    parsed = parse(MAKERS[name](tmp_path / name))
    tables = [s for s in parsed.sections if s.layout == "table"]
    assert len(tables) == 1 and tables[0].text.startswith(EXPECTED_TABLE)
    assert "| H2S | < 5 ppm | 1 ppm |" in tables[0].text
    assert parsed.title == "Vessel entry report"
    assert any(s.layout == "header" for s in parsed.sections)
    assert any("Blinds fitted" in s.text and s.layout == "text" for s in parsed.sections)
    if name.endswith(".pdf"):
        assert parsed.total_pages == 2 and tables[0].page == 2
        assert next(s for s in parsed.sections if "Blinds fitted" in s.text).page == 1


def test_error_codes(tmp_path):
    with pytest.raises(IngestError) as exc:
        parse(make_pdf(tmp_path / "locked.pdf", encrypt="secret"))
    assert exc.value.code == "ERR_PARSER_ENCRYPTED"
    (tmp_path / "slides.pptx").write_bytes(b"PK\x03\x04 not really")
    with pytest.raises(IngestError) as exc:
        parse(tmp_path / "slides.pptx")
    assert exc.value.code == "ERR_PARSER_UNSUPPORTED"
    with pytest.raises(IngestError) as exc:
        fetch(str(tmp_path / "absent.pdf"), tmp_path)
    assert exc.value.code == "ERR_CONNECTOR_NOT_FOUND" and "absent.pdf" in str(exc.value)


@pytest.mark.parametrize("name", list(MAKERS))
def test_ingest_each_type_into_the_index(tmp_path, embedder, name):
    settings = rag_settings(tmp_path / "var")
    source = MAKERS[name](tmp_path / name)
    report = ingest(
        settings, str(source), "incidents", IngestOptions(site="Plant-B", area="Reactor Building"), embedder=embedder
    )
    assert report.tables == 1 and report.chunks >= 2 and report.size_bytes == source.stat().st_size
    service = RagService(settings, embedder=embedder)
    response = service.search("H2S reading gas test limit", "incidents", top_k=1)
    hit = response.results[0]
    assert hit.id == report.doc_id and hit.meta["layout"] == "table" and "| H2S |" in hit.snippet
    assert hit.meta["source_checksum"] == report.checksum and hit.meta["source_size_bytes"] == report.size_bytes
    assert hit.meta["site"] == "Plant-B"
    if name.endswith(".pdf"):
        assert hit.meta["page"] == 2
    service.close()


def test_permit_pdf_is_ingested_as_a_historical_permit(tmp_path, embedder):
    settings = rag_settings(tmp_path / "var")
    pdf = make_pdf(
        tmp_path / "permit.pdf",
        title="Permit to Work PERM-HW-0042",
        body="Hot Work permit for Plant-A, area Tank Farm, issued 2025-02-03. Fire watch kept 60 minutes.",
    )
    # The text names PERM-HW-0042, but an id is never taken from the text: that takes the caller's --id.
    guessed = ingest(settings, str(pdf), "historical_permits", embedder=embedder)
    assert guessed.doc_id.startswith("DOC-permit-") and "PERM" not in guessed.doc_id
    report = ingest(settings, str(pdf), "historical_permits", IngestOptions(doc_id="PERM-HW-0042"), embedder=embedder)
    assert report.doc_id == "PERM-HW-0042"
    hits = RagService(settings, embedder=embedder).search("fire watch hot work", "historical_permits").results
    hit = next(h for h in hits if h.id == "PERM-HW-0042")
    assert hit.meta["permitId"] == "PERM-HW-0042" and hit.meta["source"] == "permit.pdf"
    assert all(str(tmp_path) not in str(h.meta.get("source")) for h in hits), "no absolute path reaches a client"
    assert (hit.meta["site"], hit.meta["area"], hit.meta["date"], hit.meta["type"]) == (
        "Plant-A",
        "Tank Farm",
        "2025-02-03",
        "Hot Work",
    )


class _Handler(http.server.SimpleHTTPRequestHandler):
    flaky: dict[str, int] = {}

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self.path.startswith("/flaky/"):
            count = self.flaky.get(self.path, 0)
            self.flaky[self.path] = count + 1
            if count < 2:
                self.send_error(503, "try again")
                return
            self.path = self.path.removeprefix("/flaky")
        if self.path.startswith("/redirect-to/"):
            self.send_response(302)
            self.send_header("Location", "http://" + self.path.removeprefix("/redirect-to/"))
            self.end_headers()
            return
        if self.path.startswith("/secret/"):
            self.send_error(403, "forbidden")
            return
        super().do_GET()

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def http_root(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "www"
    root.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a, **kw: _Handler(*a, directory=str(root), **kw))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def test_ingest_over_http_with_retries_and_errors(tmp_path, embedder, http_root):
    base, root = http_root
    make_html(root / "report.html")
    make_docx(root / "report.docx")
    settings = rag_settings(tmp_path / "var", ingest_allow_private=True)  # the test server is on loopback
    report = ingest(settings, f"{base}/report.html", "incidents", IngestOptions(site="Plant-A"), embedder=embedder)
    assert report.file_type == "html" and report.tables == 1
    flaky = ingest(settings, f"{base}/flaky/report.docx", "incidents", IngestOptions(site="Plant-A"), embedder=embedder)
    assert flaky.file_type == "docx" and _Handler.flaky["/flaky/report.docx"] == 3
    hit = RagService(settings, embedder=embedder).search("vessel entry gas table", "incidents", top_k=5)
    assert {r.id for r in hit.results} == {report.doc_id, flaky.doc_id}
    assert any(r.meta.get("source") == f"{base}/report.html" for r in hit.results)
    with pytest.raises(IngestError) as exc:
        fetch(f"{base}/missing.pdf", tmp_path / "dl", allow_private=True)
    assert exc.value.code == "ERR_CONNECTOR_NOT_FOUND" and "404" in str(exc.value)
    with pytest.raises(IngestError) as exc:
        fetch(f"{base}/secret/x.pdf", tmp_path / "dl", allow_private=True)
    assert exc.value.code == "ERR_CONNECTOR_AUTH"


def test_ingest_refuses_loopback_and_private_addresses_and_redirects_to_them(tmp_path, embedder, http_root):
    base, root = http_root
    make_html(root / "report.html")
    port = base.rsplit(":", 1)[1]
    for url in (f"{base}/report.html", f"http://localhost:{port}/report.html", "http://10.1.2.3/x.pdf",
                "http://169.254.169.254/latest/meta-data", "http://[::1]/x"):  # fmt: skip
        with pytest.raises(IngestError) as exc:
            fetch(url, tmp_path / "dl")
        assert exc.value.code == "ERR_INVALID_INPUT" and "non-public address" in str(exc.value), url
    # 127.0.0.1 allowed by name; its redirect to localhost (loopback too, not allowed) is refused, not followed
    allowed = ["127.0.0.1"]
    assert fetch(f"{base}/report.html", tmp_path / "ok", allow_hosts=allowed).file_size_bytes > 0
    with pytest.raises(IngestError) as exc:
        fetch(f"{base}/redirect-to/localhost:{port}/report.html", tmp_path / "dl", allow_hosts=allowed)
    assert exc.value.code == "ERR_INVALID_INPUT" and "localhost" in str(exc.value)
    redirected = fetch(f"{base}/redirect-to/127.0.0.1:{port}/report.html", tmp_path / "r", allow_hosts=allowed)
    assert redirected.source_metadata["url"].endswith("/redirect-to/127.0.0.1:" + port + "/report.html")
    settings = rag_settings(tmp_path / "var")
    with pytest.raises(IngestError):
        ingest(settings, f"{base}/report.html", "incidents", embedder=embedder)


@pytest.mark.slow
def test_cli_ingest_reports_json_and_error_codes(tmp_path):
    import json
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PERMITFLOW_DATA_DIR": str(tmp_path / "var")}
    source = make_txt(tmp_path / "note.txt")
    ok = subprocess.run(
        [sys.executable, "-m", "rag.etl", "ingest", str(source), "-n", "incidents", "--site", "Plant-A", "--json"],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    report = json.loads(ok.stdout)
    assert report["file_type"] == "txt" and report["tables"] == 1 and report["ragSnapshot"]
    missing = subprocess.run(
        [sys.executable, "-m", "rag.etl", "ingest", str(tmp_path / "gone.pdf"), "-n", "incidents", "--json"],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 2
    assert json.loads(missing.stdout)["error_code"] == "ERR_CONNECTOR_NOT_FOUND"
