"""Flatter tool output schemas: what a client validates every structured result against, made cheaper to walk.

The MCP client re-validates each tool's `structuredContent` against the tool's output schema with `jsonschema`.
Pydantic writes nested models as `$ref`s into `$defs` and optional fields as `anyOf [X, {"type": "null"}]`; each
`$ref` is a registry lookup and each `anyOf` a branch per value, for every node of every result (policy_load's
12 kB answer is about 470 nodes). `flatten` writes the same constraints without them: a definition that does not
refer back to itself is inlined where it is used, and `anyOf [X, null]` becomes `type: [X's type, "null"]` when X
holds only keywords that apply to its own type. Nothing a schema accepts or rejects changes (tests/server/
test_output_schemas.py); only the shape is flatter (BENCHMARKS.md, issue 16, branch i16c).
"""

from __future__ import annotations

from typing import Any

_DEFS = "#/$defs/"
_ANNOTATIONS = frozenset({"title", "description", "default", "examples"})
_TYPE_SPECIFIC = frozenset(
    {
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "items",
        "prefixItems",
        "minItems",
        "maxItems",
        "uniqueItems",
        "properties",
        "required",
        "additionalProperties",
        "minProperties",
        "maxProperties",
    }
)
"""Keywords that constrain only values of their own type: a null passes them whatever they say, so `anyOf [X,
null]` and `X` with `"null"` added to its type accept the same values."""


def _recursive(defs: dict[str, Any]) -> set[str]:
    """Definitions that reach themselves through `$ref`s (these stay as `$ref`s)."""

    def refs(node: Any) -> set[str]:
        if isinstance(node, dict):
            found = {node["$ref"][len(_DEFS) :]} if str(node.get("$ref", "")).startswith(_DEFS) else set()
            for value in node.values():
                found |= refs(value)
            return found
        if isinstance(node, list):
            return set().union(*(refs(v) for v in node)) if node else set()
        return set()

    direct = {name: refs(body) for name, body in defs.items()}
    looping = set()
    for name in defs:
        seen, todo = set(), list(direct.get(name, ()))
        while todo:
            nxt = todo.pop()
            if nxt == name:
                looping.add(name)
                break
            if nxt not in seen:
                seen.add(nxt)
                todo.extend(direct.get(nxt, ()))
    return looping


def _fold_nullable(node: dict[str, Any]) -> dict[str, Any]:
    options = node.get("anyOf")
    if not isinstance(options, list) or len(options) != 2 or {"type": "null"} not in options:
        return node
    other = options[0] if options[1] == {"type": "null"} else options[1]
    if not isinstance(other, dict) or not isinstance(other.get("type"), str) or other["type"] == "null":
        return node
    if not set(other) <= _TYPE_SPECIFIC | _ANNOTATIONS | {"type"}:
        return node  # e.g. an enum or const: null is not among its values, so it cannot simply join the type
    rest = {k: v for k, v in node.items() if k != "anyOf"}
    if set(rest) & set(other):
        return node
    return {**other, **rest, "type": [other["type"], "null"]}


def flatten(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` with non-recursive `$defs` inlined and `anyOf [X, null]` folded into X's type (a new dict)."""
    defs: dict[str, Any] = schema.get("$defs") or {}
    keep = _recursive(defs)

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(v) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(_DEFS) and ref[len(_DEFS) :] not in keep:
            body = walk(defs[ref[len(_DEFS) :]])
            siblings = {k: walk(v) for k, v in node.items() if k != "$ref"}
            if set(siblings) <= _ANNOTATIONS:
                return {**body, **siblings}  # annotations only: the sibling's title/description wins, as before
            return {"allOf": [body], **siblings}
        out = {k: (walk(v) if k not in ("$defs", "properties") else v) for k, v in node.items()}
        if isinstance(node.get("properties"), dict):
            out["properties"] = {name: walk(sub) for name, sub in node["properties"].items()}
        return _fold_nullable(out)

    flat = walk({k: v for k, v in schema.items() if k != "$defs"})
    if keep:
        flat["$defs"] = {name: walk(defs[name]) for name in sorted(keep)}
    return flat


def install(server: Any) -> None:  # noqa: ANN401 - the SDK's MCPServer, as errors.install takes it
    """Publish every tool's output schema flattened (computed once per tool and schema)."""
    if getattr(server, "_flat_output_schemas", False):
        return
    inner = server.list_tools
    cache: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}

    async def list_tools() -> list[Any]:
        tools = await inner()
        out = []
        for tool in tools:
            schema = tool.output_schema
            if schema is None:
                out.append(tool)
                continue
            known = cache.get(tool.name)
            if known is None or known[0] is not schema:
                known = cache[tool.name] = (schema, flatten(schema))
            out.append(tool.model_copy(update={"output_schema": known[1]}))
        return out

    server.list_tools = list_tools  # the SDK's handler calls server.list_tools, as errors.install relies on
    server._flat_output_schemas = True
