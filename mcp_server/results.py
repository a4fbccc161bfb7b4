"""Tool results on the wire: the structured answer, and its text copy as compact JSON instead of indented JSON.

Why: the MCP spec asks a tool that returns structured content to also return it serialised as JSON in a text block,
for clients that do not read `structuredContent`. The mcp 2.3 server builds that copy by dumping the tool's return
value with `indent=2`: for PermitFlow's answers (policy templates, work orders, retrieval hits, rules verdicts) the
indentation is about a quarter of the copy, and dropping it takes about a sixth off the bytes of a work order's
answers (BENCHMARKS.md, issue 16 round 4). Our client reads `structuredContent` (`agent_client/toolbox.py`
`structured_of`); ADK hands an LLM the whole result, text copy included, so a compact copy is also fewer prompt
characters. The copy here is the structured content itself, compactly serialised, so it always says exactly what
`structuredContent` says (the SDK's copy dumped the returned object, before validation and aliases).

The hook is one place: `install` gives every registered tool's `FuncMetadata` (where the SDK converts a return value
into a `CallToolResult`) a subclass whose `convert_result` writes the compact copy; anything other than a structured
object (a protocol result, content blocks, a bare value wrapped as `{"result": ...}`) goes to the SDK's conversion
unchanged. Validation of the result against the output model is the SDK's, as before.

Text arguments stay text. Before validating arguments the SDK "pre-parses" every string argument whose annotation is
not exactly `str` as JSON (for clients that send a list or object as a JSON string). For an optional text field
(`str | None`: a work order's description, a note, a reason) that turned a description that happens to be a JSON
document (a CMMS export, a pasted payload) into a dict, and the whole run failed as invalid input; the string "null"
became no text at all. The same subclass keeps the SDK's pre-parsing for arguments that cannot be text, and leaves a
string alone where the argument accepts a string.
"""

from __future__ import annotations

import types
import typing
from typing import Any

import pydantic_core
from mcp.server.mcpserver.utilities.func_metadata import FuncMetadata
from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel


class CompactResults(FuncMetadata):
    """The SDK's `FuncMetadata` whose structured results carry a compact JSON text copy, and whose text arguments
    are never parsed as JSON."""

    def pre_parse_json(self, data: dict[str, Any]) -> dict[str, Any]:
        fields = {**self.arg_model.model_fields}
        fields.update({f.alias: f for f in self.arg_model.model_fields.values() if f.alias})
        text = {key: value for key, value in data.items() if isinstance(value, str) and key in fields
                and accepts_text(fields[key].annotation)}  # fmt: skip
        return {**super().pre_parse_json({k: v for k, v in data.items() if k not in text}), **text}

    def convert_result(self, result: Any) -> Any:  # noqa: ANN401 - the SDK's signature
        output_model = self.output_model if self.output_schema is not None else None
        if output_model is None or self.wrap_output or not _structured(result):
            return super().convert_result(result)
        # As the SDK does: validate with aliases and names, dump by alias (the wire form, the output schema's form).
        adapter = self._output_adapter(output_model)
        validated = adapter.validate_python(result, by_alias=True, by_name=True)
        if isinstance(validated, BaseModel):
            structured = validated.model_dump(mode="json", by_alias=True)
        else:
            structured = adapter.dump_python(validated, mode="json", by_alias=True)
        text = pydantic_core.to_json(structured).decode()  # compact: no indentation, no spaces after separators
        return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=structured)


def accepts_text(annotation: Any) -> bool:  # noqa: ANN401 - any annotation
    """Whether an argument annotated so takes a string as it is (`str`, `str | None`, a literal of strings, ...)."""
    if annotation is str:
        return True
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return accepts_text(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        return any(accepts_text(arg) for arg in typing.get_args(annotation))
    if origin is typing.Literal:
        return any(isinstance(arg, str) for arg in typing.get_args(annotation))
    return False


def _structured(result: Any) -> bool:  # noqa: ANN401 - any return value
    """A tool's own structured object (a model or a dict), not a protocol object the SDK passes through."""
    if isinstance(result, dict):
        return True
    return isinstance(result, BaseModel) and type(result).__module__.split(".", 1)[0] != "mcp"


def install(server: Any) -> None:  # noqa: ANN401 - the SDK's MCPServer, as schemas.install takes it
    """Every tool registered on `server` so far writes its text copy compactly (idempotent; call it after the last
    tool family has registered)."""
    for tool in server._tool_manager.list_tools():  # the SDK has no public accessor for a tool's metadata
        meta = tool.fn_metadata
        if isinstance(meta, CompactResults):
            continue
        tool.fn_metadata = CompactResults.model_construct(
            _fields_set=meta.model_fields_set, **{name: getattr(meta, name) for name in FuncMetadata.model_fields}
        )
