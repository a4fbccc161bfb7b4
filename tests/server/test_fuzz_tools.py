"""Property-based fuzzing of every MCP tool through the real in-process client.

Arguments come from each tool's advertised `inputSchema` through `schema_strategy` below (hypothesis-jsonschema
0.23.1, the latest, crashes on hypothesis 6.170: `'many' object has no attribute 'more'`), mixed with junk objects
that break the schema (unknown keys, wrong types). The contract for every call: the client gets a result (never a
JSON-RPC protocol error), an error result names the problem (never a traceback, and never what an unhandled
exception inside the tool produces: the SDK's bare "Error executing tool X", or ERR_INTERNAL under the failure
contract of mcp_server/errors.py), and a success carries structuredContent. Tools that touch the permit
database are fuzzed on SQLite and PostgreSQL; on PostgreSQL without NUL characters until the bug that
`test_nul_in_a_run_record_is_refused_clearly` pins down is fixed.

Example counts are small so each tool takes a few seconds; failing examples are kept in .hypothesis/ and replayed
first on the next run.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import tempfile
from collections.abc import Iterator
from datetime import UTC
from pathlib import Path
from typing import Any

import anyio.from_thread
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from mcp import Client

from mcp_server.permits.types import PERMIT_CODES, PermitType
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.db_fixtures import postgres_schema, postgres_url_for
from tests.support.rag_support import rag_env

EXAMPLES = 25
CLOSED_URL = "http://127.0.0.1:9/"  # discard port: refused at once, so weather falls back without waiting
DB_FAMILIES = ("ids_", "permits_", "runs_", "isolations_", "gas_", "simops_")
NUL = "\\u0000"  # as json.dumps spells the NUL character


def advertised_tools() -> dict[str, dict[str, Any]]:
    """name -> inputSchema, read from the server itself so a new tool is fuzzed without editing this file."""
    settings = Settings(data_dir=Path(tempfile.gettempdir()) / "permitflow-fuzz-listing", bench_noop_tool=True)
    return {tool.name: tool.input_schema for tool in asyncio.run(build_server(settings).list_tools())}


SCHEMAS = advertised_tools()
CASES = [pytest.param(name, "sqlite", id=f"{name}-sqlite") for name in sorted(SCHEMAS)] + [
    pytest.param(name, "postgres", id=f"{name}-postgres", marks=pytest.mark.postgres)
    for name in sorted(SCHEMAS)
    if name.startswith(DB_FAMILIES)
]

JSON_LEAF = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40)
JSON_VALUE = st.recursive(
    JSON_LEAF, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
)


MAX_TEXT = 80
VOCABULARY = sorted(
    {t.value for t in PermitType}
    | set(PERMIT_CODES.values())
    | {"WO-10001", "WO-10025", "v1.0", "PERM-HW-0001", "PERM-CSE-0001", "Supervisor", "HSE", "Area Authority"}
)
"""Real domain values mixed into plain strings, so fuzzing also reaches past the lookups into the tools' logic."""
MAX_ITEMS = 3
FORMATS = {
    "date": st.dates().map(str),
    "date-time": st.datetimes(timezones=st.none() | st.just(UTC)).map(lambda d: d.isoformat()),
}


def schema_strategy(node: dict[str, Any], defs: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Values valid for the JSON-schema subset pydantic emits (type, anyOf, enum, $ref, bounds, pattern, format)."""
    if "$ref" in node:
        return st.deferred(lambda: schema_strategy(defs[node["$ref"].rsplit("/", 1)[-1]], defs))
    if "anyOf" in node:
        return st.one_of([schema_strategy(branch, defs) for branch in node["anyOf"]])
    if "enum" in node:
        return st.sampled_from(node["enum"])
    if "const" in node:
        return st.just(node["const"])
    kind = node.get("type")
    if isinstance(kind, list):
        return st.one_of([schema_strategy({**node, "type": k}, defs) for k in kind])
    if kind == "string":
        return string_strategy(node)
    if kind in ("integer", "number"):
        bounds = {"min_value": node.get("minimum"), "max_value": node.get("maximum")}
        return (
            st.integers(**bounds) if kind == "integer" else st.floats(**bounds, allow_nan=False, allow_infinity=False)
        )
    if kind == "boolean":
        return st.booleans()
    if kind == "null":
        return st.none()
    if kind == "array":
        items = schema_strategy(node.get("items", {}), defs)
        low = node.get("minItems", 0)
        return st.lists(items, min_size=low, max_size=max(low, min(node.get("maxItems", MAX_ITEMS), MAX_ITEMS)))
    if kind == "object" or "properties" in node:
        return object_strategy(node, defs)
    return JSON_VALUE


def string_strategy(node: dict[str, Any]) -> st.SearchStrategy[str]:
    low, high = node.get("minLength", 0), node.get("maxLength", MAX_TEXT)
    if node.get("format") in FORMATS:
        return FORMATS[node["format"]]
    if "pattern" in node:
        known = [word for word in VOCABULARY if re.fullmatch(node["pattern"], word)]
        generated = st.from_regex(node["pattern"], fullmatch=True)
        return (st.sampled_from(known) | generated if known else generated).filter(lambda s: low <= len(s) <= high)
    text = st.text(min_size=low, max_size=max(low, min(high, MAX_TEXT)))
    return st.sampled_from(VOCABULARY).filter(lambda s: low <= len(s) <= high) | text


def object_strategy(node: dict[str, Any], defs: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    properties = node.get("properties", {})
    required = set(node.get("required", ()))
    fields = {name: schema_strategy(sub, defs) for name, sub in properties.items()}
    extra = node.get("additionalProperties")
    extras = st.dictionaries(st.text(max_size=10), schema_strategy(extra, defs), max_size=2) if extra else st.just({})

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        value = draw(extras)
        for name, strategy in fields.items():
            if name in required or draw(st.booleans()):
                value[name] = draw(strategy)
        return value

    return build()


def arguments(schema: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Mostly schema-valid arguments, sometimes junk under the tool's own keys (wrong types, unknown keys)."""
    keys = sorted(schema.get("properties", {})) + ["unexpected"]
    junk = st.dictionaries(st.sampled_from(keys), JSON_VALUE, max_size=len(keys))
    return st.one_of(schema_strategy(schema, schema.get("$defs", {})), junk)


def text_of(result: Any) -> str:
    return " ".join(getattr(block, "text", "") for block in result.content)


def assert_well_formed_answer(name: str, result: Any) -> None:
    text = text_of(result)
    assert "Traceback (most recent call last)" not in text and 'File "/' not in text, text
    if result.is_error:
        assert text.strip(), "error result without a message"
        crashed = text.strip() == f"Error executing tool {name}" or "ERR_INTERNAL" in text
        assert not crashed, f"unhandled exception inside the tool (see the server log): {text}"
    else:
        assert result.structured_content is not None, text


@contextlib.contextmanager
def client_in_background(settings: Settings) -> Iterator[tuple[Any, Client]]:
    """One in-process client on an event loop in a helper thread, so hypothesis can drive it synchronously."""
    with (
        anyio.from_thread.start_blocking_portal() as portal,
        portal.wrap_async_context_manager(Client(build_server(settings))) as client,
    ):
        yield portal, client


@contextlib.contextmanager
def database_url(backend: str) -> Iterator[str]:
    if backend == "sqlite":
        yield ""
        return
    with postgres_schema() as schema:
        yield postgres_url_for(schema)


def test_every_tool_is_fuzzed():
    assert len(SCHEMAS) >= 15 and "bench_noop" in SCHEMAS
    assert {"ids_new_permit_id", "runs_record", "permits_get"} <= {
        c.values[0] for c in CASES if c.values[1] != "sqlite"
    }


@pytest.mark.parametrize(("name", "backend"), CASES)
def test_tool_answers_every_input_with_a_result_or_a_clear_error(
    name: str, backend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    for key, value in rag_env().items():  # the small fixture corpora, so the first rag query builds fast
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("QDRANT_URL", raising=False)
    with database_url(backend) as db_url:
        settings = Settings(
            data_dir=tmp_path / "var",
            DATABASE_URL=db_url,
            open_meteo_url=CLOSED_URL,
            google_weather_url=CLOSED_URL,
            GOOGLE_MAPS_API_KEY="",
            bench_noop_tool=True,
        )
        with client_in_background(settings) as (portal, client):

            @hypothesis_settings(
                max_examples=EXAMPLES,
                deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
            )
            @given(args=arguments(SCHEMAS[name]).filter(lambda a: backend == "sqlite" or NUL not in json.dumps(a)))
            def answers(args: dict[str, Any]) -> None:
                assert_well_formed_answer(name, portal.call(client.call_tool, name, args))

            answers()


@pytest.mark.parametrize(
    "backend",
    [
        "sqlite",
        pytest.param(
            "postgres",
            marks=[pytest.mark.postgres],
        ),
    ],
)
def test_nul_in_a_run_record_is_refused_clearly(backend: str, tmp_path: Path):
    """Found by the fuzzer: a NUL character anywhere in a run record (here inside `output`)."""
    with database_url(backend) as db_url:
        settings = Settings(data_dir=tmp_path / "var", DATABASE_URL=db_url)
        with client_in_background(settings) as (portal, client):
            args = {"workOrderId": "WO-10001", "status": "completed", "engine": "rules", "output": {"note": "a\x00b"}}
            result = portal.call(client.call_tool, "runs_record", args)
    assert_well_formed_answer("runs_record", result)
    if result.is_error:
        assert "ERR_INVALID_INPUT" in text_of(result) and "NUL" in text_of(result).upper(), text_of(result)
