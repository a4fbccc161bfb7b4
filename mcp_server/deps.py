"""What the tools stand on, built lazily once per server process.

Each tool module receives the same `Deps`; nothing is opened until a tool first needs it, so the
server starts fast and a tool whose backend is down does not stop the others from answering.

The server's start-up work (migrations, the PDF reconciler) runs in a thread after the server answers
(`settle_in_background`); until it is done, `db` and `blobstore` wait for it, so no tool reads or writes a PDF or
a row the reconciler has not settled, and a tool that needs neither (a work order, the rulebook) answers at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from mcp_server.settings import Settings

if TYPE_CHECKING:
    from mcp_server.db import Database
    from mcp_server.pdf.blobstore import BlobStore
    from mcp_server.rules.field import FieldRules
    from mcp_server.rules.rulebook import Rulebook
    from mcp_server.weather.client import WeatherService
    from mcp_server.workorders.model import WorkOrderRepository


class Deps:
    def __init__(self, settings: Settings) -> None:
        from rag.build import IndexBuild

        self.settings = settings
        self.index_build = IndexBuild()  # started by the server's lifespan (see rag.build)
        self._settled = threading.Event()
        self._settled.set()  # nothing to wait for until a start-up runs
        self._settling: threading.Thread | None = None

    def settle_in_background(self, work: Callable[[Deps], None]) -> threading.Thread:
        """Run `work(self)` in a thread; until it returns, `db` and `blobstore` wait for it (except inside it)."""
        self._settled.clear()

        def run() -> None:
            try:
                work(self)
            finally:
                self._settled.set()

        self._settling = threading.Thread(target=run, name="permitflow-start-up", daemon=True)
        self._settling.start()
        return self._settling

    def wait_settled(self, timeout: float | None = None) -> bool:
        """Wait for the start-up work (at once when there is none, or when called from it)."""
        if threading.current_thread() is self._settling:
            return True
        return self._settled.wait(timeout)

    @property
    def db(self) -> Database:
        self.wait_settled()
        return self._db

    @property
    def blobstore(self) -> BlobStore:
        self.wait_settled()
        return self._blobstore

    @cached_property
    def _db(self) -> Database:
        from mcp_server.db import Database

        database = Database(self.settings.sqlalchemy_url)
        owner_url = self.settings.owner_sqlalchemy_url
        if owner_url is None:
            database.migrate()
            return database
        owner = Database(owner_url)  # the owner migrates; the application role only gets its grants
        try:
            owner.migrate(app_role=database.url.username)
        finally:
            owner.dispose()
        return database

    @cached_property
    def rulebook(self) -> Rulebook:
        from mcp_server.rules.rulebook import load_rulebook

        return load_rulebook(self.settings.rulebook_dir)

    @cached_property
    def field_rules(self) -> FieldRules:
        from mcp_server.rules.field import load_field_rules

        return load_field_rules(self.settings.rulebook_dir)

    @cached_property
    def _blobstore(self) -> BlobStore:
        from mcp_server.pdf.blobstore import open_blobstore

        return open_blobstore(self.settings)

    @cached_property
    def workorders(self) -> WorkOrderRepository:
        from mcp_server.workorders.model import WorkOrderRepository

        return WorkOrderRepository.from_file(self.settings.workorders)

    @cached_property
    def weather(self) -> WeatherService:
        from mcp_server.weather.client import WeatherService

        return WeatherService(self.settings)
