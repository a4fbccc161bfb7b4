"""What the tools stand on, built lazily once per server process.

Each tool module receives the same `Deps`; nothing is opened until a tool first needs it, so the
server starts fast and a tool whose backend is down does not stop the others from answering.
"""

from __future__ import annotations

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

    @cached_property
    def db(self) -> Database:
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
    def blobstore(self) -> BlobStore:
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
