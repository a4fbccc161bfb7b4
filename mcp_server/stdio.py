"""The stdio transport's pipes read and written on the event loop, not through worker threads.

The SDK's `stdio_server` wraps stdin and stdout in anyio's `AsyncFile`, which runs every blocking `readline`,
`write` and `flush` in a worker thread: three thread hand-offs per tool call on top of the tool's own, a visible
share of a tool server's CPU per work order (BENCHMARKS.md, issue 16 round 6). When stdin and stdout are pipes or
sockets (as every MCP client that spawns the server makes them), this module gives the SDK's `stdio_server` the
same lines through asyncio's pipe transports instead, so the SDK still parses, validates and frames every message.
It keeps the SDK's promise that stray output never reaches the wire: while it serves, fd 0 reads the null device and
fd 1 writes to stderr; the wire is served from private duplicates and both descriptors are restored on exit.
Anything else (a terminal, a file) keeps the SDK's own transport.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import stat
import sys
from collections.abc import Iterator

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server

LINE_LIMIT = 64 * 1024 * 1024
"""The longest line (one JSON-RPC message) read from stdin; the SDK's file reader has no limit, asyncio's default
is 64 KiB, so this is set far above any request a tool accepts."""


def _is_pipe(fd: int) -> bool:
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


class _Lines:
    """stdin as the SDK's reader iterates it: text lines, to the end of input."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self._reader = reader

    def __aiter__(self) -> _Lines:
        return self

    async def __anext__(self) -> str:
        line = await self._reader.readline()
        if not line:
            raise StopAsyncIteration
        return line.decode("utf-8", errors="replace")


class _Out:
    """stdout as the SDK's writer uses it: `write` a message line, then `flush`, which returns once the pipe has taken
    all of it (the transport's high-water mark is 0), so nothing is left in a buffer when the server stops."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer

    async def write(self, text: str) -> None:
        self._writer.write(text.encode("utf-8"))

    async def flush(self) -> None:
        await self._writer.drain()


@contextlib.contextmanager
def _claimed(fd: int, diversion: int) -> Iterator[int]:
    """A private duplicate of `fd` (the wire) while `fd` itself points at `diversion`; restored afterwards."""
    import fcntl  # POSIX only, as is this path (`run_stdio`)

    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    try:
        os.dup2(diversion, fd)
        try:
            yield private
        finally:
            os.dup2(private, fd)
    finally:
        os.close(private)


async def _serve_on_pipes(server: MCPServer) -> None:
    loop = asyncio.get_running_loop()
    with contextlib.ExitStack() as stack:
        null = os.open(os.devnull, os.O_RDONLY)
        stack.callback(os.close, null)
        wire_in = stack.enter_context(_claimed(0, null))
        wire_out = stack.enter_context(_claimed(1, 2))
        reader = asyncio.StreamReader(limit=LINE_LIMIT)
        read_transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(wire_in, "rb", buffering=0, closefd=False)
        )
        stack.callback(read_transport.close)
        write_transport, protocol = await loop.connect_write_pipe(
            asyncio.streams.FlowControlMixin, os.fdopen(wire_out, "wb", buffering=0, closefd=False)
        )
        stack.callback(write_transport.close)
        write_transport.set_write_buffer_limits(high=0)  # `flush` returns once the pipe took every byte, as the SDK's
        writer = asyncio.StreamWriter(write_transport, protocol, None, loop)
        lowlevel = server._lowlevel_server  # the SDK's own run_stdio_async does exactly this with its streams
        async with stdio_server(stdin=_Lines(reader), stdout=_Out(writer)) as (read_stream, write_stream):  # type: ignore[arg-type]
            await lowlevel.run(read_stream, write_stream, lowlevel.create_initialization_options())


def run_stdio(server: MCPServer) -> None:
    """Serve `server` over stdio: on the event loop when stdin and stdout are pipes, else the SDK's transport."""
    if sys.platform != "win32" and _is_pipe(0) and _is_pipe(1):
        anyio.run(_serve_on_pipes, server)
    else:
        server.run("stdio")
