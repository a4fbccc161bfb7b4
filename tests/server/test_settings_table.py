"""README's Configuration table against the settings classes: every documented variable is a real field.

A variable in the table that no settings class reads would be silently ignored (as PERMITFLOW_PDF_MAX_BYTES once
was), so each one must be a field name under its class's env prefix or one of a field's validation aliases.
"""

from __future__ import annotations

import re

from pydantic import AliasChoices
from pydantic_settings import BaseSettings

from agent_client.settings import AgentSettings
from common.settings import PROJECT_ROOT
from guardrails.semantic import ScreenSettings
from mcp_server.settings import Settings
from rag.config import RagSettings

SETTINGS: list[type[BaseSettings]] = [Settings, RagSettings, AgentSettings, ScreenSettings]


def documented_variables() -> list[str]:
    """The backticked names in the first column of README.md's `## Configuration` table."""
    text = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Configuration", 1)[1].split("\n## ", 1)[0]
    names: list[str] = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or set(cells[0]) <= {"-", " "} or cells[0] == "variable":
            continue
        names += re.findall(r"`([A-Z][A-Z0-9_]*)`", cells[0])
    return names


def environment_names(cls: type[BaseSettings]) -> set[str]:
    """Every environment variable that sets a field of `cls` (pydantic-settings matches them case-insensitively)."""
    prefix = cls.model_config.get("env_prefix", "")
    names: set[str] = set()
    for name, field in cls.model_fields.items():
        alias = field.validation_alias
        if isinstance(alias, AliasChoices):
            names |= {c.upper() for c in alias.choices if isinstance(c, str)}
        elif isinstance(alias, str):
            names.add(alias.upper())
        else:
            names.add(f"{prefix}{name}".upper())
    return names


def test_the_table_is_found_and_lists_the_basics() -> None:
    documented = documented_variables()
    assert {"PERMITFLOW_DATA_DIR", "DATABASE_URL", "PERMITFLOW_PDF_MAX_BYTES", "QDRANT_URL"} <= set(documented)


def test_every_documented_variable_is_a_settings_field() -> None:
    known = set().union(*(environment_names(cls) for cls in SETTINGS))
    missing = [name for name in documented_variables() if name not in known]
    assert not missing, f"README documents variables no settings class reads: {missing}"


def test_the_data_dir_means_one_directory_everywhere(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(tmp_path))
    assert {cls().data_dir for cls in SETTINGS} == {tmp_path}


def test_pdf_max_bytes_is_read_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv("PERMITFLOW_PDF_MAX_BYTES", "123456")
    assert Settings().pdf_max_bytes == 123456
