from __future__ import annotations

import os
from pathlib import Path

import pytest

from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.index_template import seed_index
from tests.support.mcp_harness import http_server, stdio_params

pytest_plugins = ["tests.support.db_fixtures", "tests.support.scripted"]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "var")


@pytest.fixture
def inproc_server(settings: Settings):
    return build_server(settings)


@pytest.fixture(scope="session")
def shared_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The session's data dir, with the run's built index copied in (tests/support/index_template.py)."""
    path = tmp_path_factory.mktemp("shared-var")
    seed_index(path, dict(os.environ))
    return path


@pytest.fixture(scope="session")
def http_url(shared_data_dir: Path):
    """One HTTP tool server for the session (stateless, so tests cannot disturb each other's sessions)."""
    with http_server(shared_data_dir) as url:
        yield url


@pytest.fixture(params=["stdio", "http"])
def mcp_target(request: pytest.FixtureRequest, shared_data_dir: Path):
    """A connection target over each real transport; open it with `tests.support.mcp_harness.connect`."""
    if request.param == "stdio":
        return stdio_params(shared_data_dir)
    return request.getfixturevalue("http_url")
