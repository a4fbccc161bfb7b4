"""Tool-server hardening over real transports: the AgentFailure contract of every tool error, PII redaction of
RAG results and rendered PDFs, and secret masking in logs."""

from __future__ import annotations

import csv
import io
import json
import logging
from pathlib import Path
from urllib.parse import urlparse

import pytest
from pypdf import PdfReader

from common import logmask
from common.failures import AgentFailure
from mcp_server.errors import parse_failure
from rag.etl.jobs import run_namespace
from tests.support.mcp_harness import connect, error_text, stdio_params, structured
from tests.support.rag_support import INCIDENTS, rag_env, rag_settings, shared_embedder

pytestmark = pytest.mark.slow
PII = ["Priya Nair", "priya.nair@bayport-refinery.com", "+31 6 1234 5678", "Jan de Vries"]


def failure_in(result) -> AgentFailure:
    text = error_text(result)
    assert "Traceback" not in text and 'File "' not in text
    failure = parse_failure(text)
    assert failure is not None, text
    return failure


@pytest.fixture(scope="module")
def pii_data_dir(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """An incidents corpus whose rows name people, e-mails and phones; indexed before the server starts."""
    data_dir = tmp_path_factory.mktemp("pii-var")
    rows = list(csv.DictReader(INCIDENTS.open(newline="")))
    rows[0]["summary"] += f" Reported by {PII[0]} ({PII[1]}, mobile {PII[2]}); supervisor on duty {PII[3]}."
    rows[0]["reported_by"] = PII[0]
    corpus = data_dir / "incidents_pii.csv"
    with corpus.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    run_namespace(
        rag_settings(data_dir, incidents_sources=[str(corpus)]), "incidents", embedder=shared_embedder(str(data_dir))
    )
    return data_dir, corpus


async def test_rag_results_carry_no_personal_data(pii_data_dir: tuple[Path, Path]):
    data_dir, corpus = pii_data_dir
    params = stdio_params(data_dir, **rag_env(incidents=[str(corpus)], permits=[]))
    async with connect(params) as client:
        answer = structured(
            await client.call_tool(
                "rag_search_rag", {"query": "grinder sparks tank vent", "namespace": "incidents", "top_k": 10}
            )
        )
    dumped = json.dumps(answer)
    assert answer["results"] and not any(value in dumped for value in PII)
    first = next(r for r in answer["results"] if r["id"] == "FX-INC-001")
    assert first["redactions"] >= 4 and "[REDACTED:PERSON]" in first["snippet"]
    assert first["meta"].get("reported_by") in (None, "[REDACTED:PERSON]")
    assert answer["redactions"]["PERSON"] >= 2 and answer["redactions"]["EMAIL"] == 1


async def test_tool_errors_are_agent_failures(shared_data_dir: Path):
    async with connect(stdio_params(shared_data_dir)) as client:
        missing = failure_in(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-99999"}))
        assert missing.error_code == "ERR_WORKORDER_NOT_FOUND" and missing.agent_id == "workorders_get_workorder_by_id"
        assert "WO-99999" in missing.message and missing.details == {"workOrderId": "WO-99999"}

        secret_query = "token=sk-live-should-not-echo " + "x" * 2000
        too_long = failure_in(
            await client.call_tool("rag_search_rag", {"query": secret_query, "namespace": "incidents"})
        )
        assert too_long.error_code == "ERR_INVALID_INPUT" and "query" in too_long.message
        assert "sk-live" not in error_text(
            await client.call_tool("rag_search_rag", {"query": secret_query, "namespace": "incidents"})
        )

        top_k = failure_in(
            await client.call_tool("rag_search_rag", {"query": "x", "namespace": "incidents", "top_k": 500})
        )
        assert top_k.error_code == "ERR_INVALID_INPUT" and top_k.details["errors"][0]["field"] == "top_k"

        unknown_run = failure_in(await client.call_tool("runs_get", {"runId": "run-does-not-exist"}))
        assert unknown_run.error_code == "ERR_CONNECTOR_NOT_FOUND"

        rejected = failure_in(await client.call_tool("policy_load", {"permitType": "Underwater Basket Weaving"}))
        assert rejected.error_code in ("ERR_TOOL_REJECTED", "ERR_INVALID_INPUT") and rejected.recoverable is False

        unknown_tool = failure_in(await client.call_tool("no_such_tool", {}))
        assert unknown_tool.error_code == "ERR_TOOL_UNAVAILABLE"


async def test_crashing_tool_is_err_internal_without_its_text(inproc_server, caplog: pytest.LogCaptureFixture):
    @inproc_server.tool(name="crash_now")
    def crash_now() -> str:
        raise RuntimeError("db password=hunter2 leaked")

    async with connect(inproc_server) as client:
        with caplog.at_level(logging.ERROR, logger="mcp_server.errors"):
            crashed = failure_in(await client.call_tool("crash_now", {}))
    assert crashed.error_code == "ERR_INTERNAL" and crashed.agent_id == "crash_now"
    assert "hunter2" not in crashed.model_dump_json() and "RuntimeError" in crashed.message
    assert "hunter2" not in caplog.text  # logged with its traceback, password masked


async def test_rendered_pdf_has_no_personal_data(shared_data_dir: Path):
    async with connect(stdio_params(shared_data_dir)) as client:
        permit_id = structured(await client.call_tool("ids_new_permit_id", {"permitType": "Hot Work"}))["permitId"]
        permit = {
            "permitId": permit_id,
            "type": "Hot Work",
            "controls": [f"Fire watch attendant {PII[3]}, call {PII[2]}", "Gas test before start"],
            "signOffRoles": ["Supervisor"],
            "validityHours": 8,
            "notes": f"Contact {PII[0]} at {PII[1]}",
        }
        validation = {"permitId": permit_id, "validationStatus": "Fail", "errors": [f"Reported by {PII[0]}"]}
        work_order = {"id": "WO-10001", "title": "Weld flange", "description": f"Requested by {PII[0]}, {PII[1]}"}
        answer = structured(
            await client.call_tool("pdf_render", {"permit": permit, "validation": validation, "workOrder": work_order})
        )
    assert answer["redactions"].get("PERSON", 0) >= 2 and answer["redactions"].get("EMAIL", 0) >= 1
    text = " ".join(page.extract_text() for page in PdfReader(Path(urlparse(answer["pdfUrl"]).path)).pages)
    flat = " ".join(text.split())
    assert "REDACTED" in flat and "NOT VALID FOR ISSUE" in flat
    assert not any(value in flat for value in PII), flat[:500]


def test_log_masking_filter():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger = logging.getLogger("permitflow.test.mask")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    try:
        logmask.install("configured-secret-42")
        logger.info("headers %s", {"Authorization": "Bearer abc.def.ghi", "X": "1"})
        logger.info("GOOGLE_API_KEY=AIzaSyA1234567890abcdefghijklmnopqrstuv and OPENAI sk-abcdefghijklmnopqrstuvwxyz")
        logger.info("url https://api.example/v1?key=zzz&x=1 db postgresql://app:pw9876@db/permits")
        logger.info("the token is %s", "configured-secret-42")
        try:
            raise ValueError("api_key=leaky-value")
        except ValueError:
            logger.exception("failed")
    finally:
        logger.removeHandler(handler)
    out = stream.getvalue()
    for secret in ("abc.def.ghi", "AIzaSy", "sk-abcdef", "zzz", "pw9876", "configured-secret-42", "leaky-value"):
        assert secret not in out, out
    assert out.count("***") >= 7 and "Traceback" in out
