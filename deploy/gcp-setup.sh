#!/usr/bin/env bash
# One-time project setup for PermitFlow on Google Cloud: APIs, Artifact Registry, buckets, Cloud SQL, secrets,
# one service account per workload and its least-privilege IAM bindings. Idempotent enough to re-run (existing
# resources are reported and kept). Nothing here was applied from this repository's CI: there is no cloud here.
#
#   export PROJECT_ID=my-project REGION=europe-west1
#   export PDF_BUCKET=$PROJECT_ID-permitflow-pdfs ETL_BUCKET=$PROJECT_ID-permitflow-etl SQL_INSTANCE=permitflow-pg
#   export QDRANT_API_KEY=...           # of your Qdrant server / Qdrant Cloud cluster
#   export GOOGLE_MAPS_API_KEY=...      # Google Weather (to go without: drop its env entry from tools-service.yaml)
#   bash deploy/gcp-setup.sh
set -euo pipefail

: "${PROJECT_ID:?}" "${REGION:?}" "${PDF_BUCKET:?}" "${ETL_BUCKET:?}" "${SQL_INSTANCE:?}" "${QDRANT_API_KEY:?}" \
    "${GOOGLE_MAPS_API_KEY:?}"
gcloud config set project "$PROJECT_ID" >/dev/null

sa() { echo "$1@${PROJECT_ID}.iam.gserviceaccount.com"; }
TOOLS_SA=$(sa permitflow-tools)
API_SA=$(sa permitflow-api)
EXTRACT_SA=$(sa permitflow-etl-extract)
EMBED_SA=$(sa permitflow-etl-embed)
WORKFLOW_SA=$(sa permitflow-workflow)
SCHEDULER_SA=$(sa permitflow-scheduler)

try() { "$@" 2>/tmp/permitflow-setup.err || { grep -q "already exists" /tmp/permitflow-setup.err && echo "exists: $*" || { cat /tmp/permitflow-setup.err >&2; return 1; }; }; }

# --- APIs ----------------------------------------------------------------------------------------------------
gcloud services enable run.googleapis.com sqladmin.googleapis.com secretmanager.googleapis.com \
    artifactregistry.googleapis.com cloudbuild.googleapis.com storage.googleapis.com workflows.googleapis.com \
    workflowexecutions.googleapis.com cloudscheduler.googleapis.com aiplatform.googleapis.com \
    iamcredentials.googleapis.com

# --- Artifact Registry, buckets ------------------------------------------------------------------------------
try gcloud artifacts repositories create permitflow --repository-format=docker --location="$REGION"
try gcloud storage buckets create "gs://$PDF_BUCKET" --location="$REGION" --uniform-bucket-level-access
try gcloud storage buckets create "gs://$ETL_BUCKET" --location="$REGION" --uniform-bucket-level-access

# --- Cloud SQL (PostgreSQL): permits, runs, audit, review sessions -------------------------------------------
try gcloud sql instances create "$SQL_INSTANCE" --database-version=POSTGRES_16 --region="$REGION" \
    --tier=db-custom-1-3840 --storage-auto-increase
try gcloud sql databases create permitflow --instance="$SQL_INSTANCE"
DB_PASSWORD=${DB_PASSWORD:-$(openssl rand -base64 24 | tr -d '/+=')}
try gcloud sql users create permitflow --instance="$SQL_INSTANCE" --password="$DB_PASSWORD"
gcloud sql users set-password permitflow --instance="$SQL_INSTANCE" --password="$DB_PASSWORD"
# psycopg over the Cloud SQL unix socket that Cloud Run mounts under /cloudsql.
DATABASE_URL="postgresql://permitflow:${DB_PASSWORD}@/permitflow?host=/cloudsql/${PROJECT_ID}:${REGION}:${SQL_INSTANCE}"

# --- Secrets (names are what the manifests' secretKeyRef use) ------------------------------------------------
put_secret() {  # name value
    try gcloud secrets create "$1" --replication-policy=automatic
    printf '%s' "$2" | gcloud secrets versions add "$1" --data-file=- >/dev/null
}
put_secret permitflow-database-url "$DATABASE_URL"
put_secret permitflow-mcp-token "${PERMITFLOW_MCP_TOKEN:-$(openssl rand -hex 32)}"
put_secret permitflow-api-token "${PERMITFLOW_API_TOKEN:-$(openssl rand -hex 32)}"
put_secret permitflow-qdrant-api-key "$QDRANT_API_KEY"
put_secret permitflow-google-maps-api-key "$GOOGLE_MAPS_API_KEY"

# --- Service accounts ----------------------------------------------------------------------------------------
for name in permitflow-tools permitflow-api permitflow-etl-extract permitflow-etl-embed permitflow-workflow \
    permitflow-scheduler; do
    try gcloud iam service-accounts create "$name" --display-name="PermitFlow $name"
done

project_role() { gcloud projects add-iam-policy-binding "$PROJECT_ID" --condition=None --quiet \
    --member="serviceAccount:$1" --role="$2" >/dev/null; }
bucket_role() { gcloud storage buckets add-iam-policy-binding "gs://$1" --member="serviceAccount:$2" \
    --role="$3" >/dev/null; }
secret_role() { gcloud secrets add-iam-policy-binding "$1" --member="serviceAccount:$2" \
    --role=roles/secretmanager.secretAccessor >/dev/null; }

# Tool server: Cloud SQL, the PDF bucket only, its four secrets; writes its trace spans (PERMITFLOW_TRACE_EXPORTER=gcp).
project_role "$TOOLS_SA" roles/cloudsql.client
project_role "$TOOLS_SA" roles/cloudtrace.agent
bucket_role "$PDF_BUCKET" "$TOOLS_SA" roles/storage.objectAdmin
for s in permitflow-database-url permitflow-mcp-token permitflow-qdrant-api-key permitflow-google-maps-api-key; do
    secret_role "$s" "$TOOLS_SA"
done

# Agent API: Cloud SQL (review sessions), Gemini on Vertex AI, its three secrets, Cloud Trace spans. Invoking the
# tool server is granted on that one service in gcp-deploy.sh, once the service exists.
project_role "$API_SA" roles/cloudsql.client
project_role "$API_SA" roles/aiplatform.user
project_role "$API_SA" roles/cloudtrace.agent
for s in permitflow-database-url permitflow-mcp-token permitflow-api-token; do
    secret_role "$s" "$API_SA"
done

# ETL jobs: the ETL bucket only (rag_raw + watermark state); job 2 also reads the Qdrant key.
bucket_role "$ETL_BUCKET" "$EXTRACT_SA" roles/storage.objectAdmin
bucket_role "$ETL_BUCKET" "$EMBED_SA" roles/storage.objectAdmin
secret_role permitflow-qdrant-api-key "$EMBED_SA"

# Scheduler starts the workflow; the workflow runs the two jobs (granted per job in gcp-deploy.sh).
project_role "$SCHEDULER_SA" roles/workflows.invoker

echo "setup done for $PROJECT_ID; next: bash deploy/gcp-deploy.sh"
