"""A tour of the tool server: start it over stdio and call every tool through a real MCP client.

Run: python -m permitflow.tour [WORK_ORDER_ID]
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from typing import Any

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from rich.console import Console

console = Console()


def server_params() -> StdioServerParameters:
    env = {k: v for k, v in os.environ.items() if k.startswith("PERMITFLOW_") or k in ("PATH", "HOME", "DATABASE_URL")}
    return StdioServerParameters(command=sys.executable, args=["-m", "mcp_server.cli", "--transport", "stdio"], env=env)


async def call(client: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    if result.is_error:
        text = " ".join(getattr(block, "text", "") for block in result.content)
        raise SystemExit(f"{tool} failed: {text}")
    shown = json.dumps(result.structured_content, indent=1)
    console.rule(f"[bold]{tool}")
    console.print(shown if len(shown) < 1500 else shown[:1500] + "\n  …")
    return result.structured_content


def texts(items: list[dict[str, Any]]) -> list[str]:
    return [item["text"] for item in items]


async def tour(work_order_id: str) -> None:
    async with Client(server_params()) as client:
        tools = [t.name for t in (await client.list_tools()).tools]
        console.print(f"[green]tool server up over stdio[/]: {', '.join(tools)}")
        wo = await call(client, "workorders_get_workorder_by_id", {"id": work_order_id})
        weather = await call(client, "weather_get_weather_data", {"lat": wo["latitude"], "lon": wo["longitude"]})
        if "rag_search_rag" in tools:
            await call(client, "rag_search_rag", {"query": wo["title"], "namespace": "incidents", "top_k": 3})
        policy = await call(client, "policy_load", {"permitType": "Hot Work"})
        permit_id = (await call(client, "ids_new_permit_id", {"permitType": "Hot Work"}))["permitId"]
        permit = {
            "permitId": permit_id,
            "type": policy["permitType"],
            "workOrderId": wo["id"],
            "site": wo["site"],
            "area": wo["area"],
            "controls": texts(policy["controls"]),
            "ppe": texts(policy["ppe"]),
            "signOffRoles": texts(policy["signOffRoles"]),
            "validityHours": policy["defaultValidityHours"],
            "attachmentsRequired": texts(policy["attachmentsRequired"]),
        }
        context = {"workOrder": wo, "weather": weather}
        validation = await call(client, "rules_evaluate", {"permit": permit, "rulesetVersion": "v1.0", **context})
        pdf = await call(client, "pdf_render", {"permit": permit, "validation": validation, "workOrder": wo})
        console.print(f"\n[bold]{permit_id}[/] {validation['validationStatus']} — PDF at {pdf['pdfUrl']}")
        console.print("(a bare template permit: the rulebook names what this job's context adds; the pipeline adds it)")


def main() -> None:
    asyncio.run(tour(sys.argv[1] if len(sys.argv) > 1 else "WO-10001"))


if __name__ == "__main__":
    main()
