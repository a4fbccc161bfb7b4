"""ids_new_permit_id through the real MCP client: unique across two server processes, across restarts; with an
allocation key, one id per key however often and from however many processes it is asked for."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import pytest

from tests.support.mcp_harness import connect, error_text, http_server, stdio_params, structured

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]


async def new_ids(client, permit_type: str, count: int) -> list[dict]:
    return [structured(await client.call_tool("ids_new_permit_id", {"permitType": permit_type})) for _ in range(count)]


async def test_tool_is_listed_with_schema_and_annotations(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    tool = tools["ids_new_permit_id"]
    assert tool.title == "ids.newPermitId"
    assert set(tool.output_schema["properties"]) == {"permitId", "permitType", "code", "sequence", "reused"}
    assert tool.input_schema["required"] == ["permitType"]
    hints = tool.annotations
    assert (hints.read_only_hint, hints.idempotent_hint, hints.destructive_hint) == (False, False, False)


async def test_unknown_permit_type_lists_the_valid_ones(mcp_target):
    async with connect(mcp_target) as client:
        message = error_text(await client.call_tool("ids_new_permit_id", {"permitType": "Diving"}))
        assert "unknown permit type 'Diving'" in message
        assert "Hot Work (HW)" in message and "Vehicle Entry (VEH)" in message
        assert (await client.call_tool("ids_new_permit_id", {"permitType": ""})).is_error


@pytest.mark.slow
async def test_200_ids_from_two_server_processes_sharing_one_database(db_target: DbTarget):
    """8 clients, 4 per server process, 25 calls each: 200 distinct ids, numbered 1..200 without gaps."""
    env = db_target.server_env
    with http_server(db_target.data_dir, **env) as url_a, http_server(db_target.data_dir, **env) as url_b:

        async def worker(url: str, index: int) -> tuple[str, list[dict]]:
            async with connect(url) as client:
                return url, await new_ids(client, "Hot Work" if index % 2 else "hw", 25)

        results = await asyncio.gather(*(worker(url, i) for url in (url_a, url_b) for i in range(4)))

    allocated = [a for _, batch in results for a in batch]
    assert len(allocated) == 200
    assert len({a["permitId"] for a in allocated}) == 200, "duplicate permit ids"
    assert sorted(a["sequence"] for a in allocated) == list(range(1, 201))
    assert all(a["permitId"] == f"PERM-HW-{a['sequence']:04d}" and a["code"] == "HW" for a in allocated)
    for _, batch in results:
        seqs = [a["sequence"] for a in batch]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs), "one client's ids must strictly increase"
    per_server = {url: sum(len(batch) for u, batch in results if u == url) for url in (url_a, url_b)}
    assert per_server == {url_a: 100, url_b: 100}


@pytest.mark.slow
async def test_ids_survive_a_server_restart_and_keep_increasing(db_target: DbTarget):
    params = stdio_params(db_target.data_dir, **db_target.server_env)
    async with connect(params) as client:
        before = await new_ids(client, "Confined Space Entry", 3) + await new_ids(client, "LOTO", 1)
    async with connect(params) as client:  # a new server process on the same database
        after = await new_ids(client, "CSE", 2) + await new_ids(client, "Electrical/LOTO", 1)
    assert [a["permitId"] for a in before] == ["PERM-CSE-0001", "PERM-CSE-0002", "PERM-CSE-0003", "PERM-LOTO-0001"]
    assert [a["permitId"] for a in after] == ["PERM-CSE-0004", "PERM-CSE-0005", "PERM-LOTO-0002"]
    assert after[0]["permitType"] == "Confined Space Entry" and after[2]["permitType"] == "Electrical/LOTO"


async def test_an_allocation_key_gets_its_id_back_and_consumes_nothing(mcp_target):
    async with connect(mcp_target) as client:
        key = f"api:test-{id(client)}:WO-10001:hot_work:1"
        args = {"permitType": "Hot Work", "allocationKey": key}
        first = structured(await client.call_tool("ids_new_permit_id", args))
        again = structured(await client.call_tool("ids_new_permit_id", {"permitType": "HW", "allocationKey": key}))
        assert first["reused"] is False and again["reused"] is True
        assert again["permitId"] == first["permitId"] and again["sequence"] == first["sequence"]
        plain = structured(await client.call_tool("ids_new_permit_id", {"permitType": "Hot Work"}))
        assert plain["sequence"] == first["sequence"] + 1, "asking again with the key must not consume a number"
        other = structured(
            await client.call_tool("ids_new_permit_id", {"permitType": "Hot Work", "allocationKey": key + "-2"})
        )
        assert other["permitId"] not in (first["permitId"], plain["permitId"])
        wrong_type = await client.call_tool("ids_new_permit_id", {"permitType": "Cold Work", "allocationKey": key})
        message = error_text(wrong_type)
        assert wrong_type.is_error and "ERR_INVALID_INPUT" in message and first["permitId"] in message
        spaced = await client.call_tool("ids_new_permit_id", {"permitType": "HW", "allocationKey": "has spaces"})
        assert spaced.is_error and "allocationKey" in error_text(spaced)


@pytest.mark.slow
async def test_one_id_per_allocation_key_across_two_server_processes(db_target: DbTarget):
    """8 clients over two processes all ask for the same 20 keys at once: 20 ids, numbered 1..20, no gaps."""
    env = db_target.server_env
    keys = [f"run:concurrent:WO-1:hot_work:{n}" for n in range(20)]
    with http_server(db_target.data_dir, **env) as url_a, http_server(db_target.data_dir, **env) as url_b:

        async def worker(url: str, index: int) -> list[dict]:
            async with connect(url) as client:
                order = keys if index % 2 else list(reversed(keys))
                return [
                    structured(await client.call_tool("ids_new_permit_id", {"permitType": "HW", "allocationKey": k}))
                    | {"key": k}
                    for k in order
                ]

        batches = await asyncio.gather(*(worker(url, i) for url in (url_a, url_b) for i in range(4)))
    by_key: dict[str, set[str]] = {}
    for answer in (a for batch in batches for a in batch):
        by_key.setdefault(answer["key"], set()).add(answer["permitId"])
    assert all(len(ids) == 1 for ids in by_key.values()), {k: v for k, v in by_key.items() if len(v) > 1}
    ids = sorted(next(iter(v)) for v in by_key.values())
    assert ids == [f"PERM-HW-{n:04d}" for n in range(1, 21)], "each key once, and no number lost to a race"
    assert sum(1 for batch in batches for a in batch if not a["reused"]) == 20
