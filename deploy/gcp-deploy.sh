#!/usr/bin/env bash
# Build the images, deploy the two Cloud Run services and the two Cloud Run jobs from deploy/cloudrun/*.yaml,
# the RAG-refresh workflow and its Cloud Scheduler trigger, and the invoker bindings that need the resources
# to exist. Run after deploy/gcp-setup.sh, with the same variables plus QDRANT_URL and TAG.
#
#   export PROJECT_ID=my-project REGION=europe-west1 TAG=$(git rev-parse --short HEAD)
#   export PDF_BUCKET=$PROJECT_ID-permitflow-pdfs ETL_BUCKET=$PROJECT_ID-permitflow-etl SQL_INSTANCE=permitflow-pg
#   export QDRANT_URL=https://my-cluster.cloud.qdrant.io:6333
#   bash deploy/gcp-deploy.sh
set -euo pipefail
cd "$(dirname "$0")/.."

: "${PROJECT_ID:?}" "${REGION:?}" "${TAG:?}" "${PDF_BUCKET:?}" "${ETL_BUCKET:?}" "${SQL_INSTANCE:?}" "${QDRANT_URL:?}"
export PROJECT_ID REGION TAG PDF_BUCKET ETL_BUCKET SQL_INSTANCE QDRANT_URL
gcloud config set project "$PROJECT_ID" >/dev/null
sa() { echo "$1@${PROJECT_ID}.iam.gserviceaccount.com"; }

# Only these placeholders are substituted (tests/test_manifests.py checks the manifests use no others).
SUBST='${PROJECT_ID} ${REGION} ${TAG} ${PDF_BUCKET} ${ETL_BUCKET} ${SQL_INSTANCE} ${QDRANT_URL} ${TOOLS_URL}'
render() { envsubst "$SUBST" < "$1"; }

# 1. Images (Cloud Build; or `docker build --target tools|api|etl` and `docker push` where a daemon runs).
gcloud builds submit --config deploy/cloudbuild.yaml --substitutions "_REGION=$REGION,_TAG=$TAG" .

# 2. Tool server, then the agent API pointing at its URL.
render deploy/cloudrun/tools-service.yaml | gcloud run services replace - --region "$REGION"
TOOLS_URL=$(gcloud run services describe permitflow-tools --region "$REGION" --format='value(status.url)')
export TOOLS_URL
gcloud run services add-iam-policy-binding permitflow-tools --region "$REGION" \
    --member="serviceAccount:$(sa permitflow-api)" --role=roles/run.invoker >/dev/null
render deploy/cloudrun/api-service.yaml | gcloud run services replace - --region "$REGION"

# 3. The two RAG jobs; the workflow may run them.
for job in extract embed; do
    render "deploy/cloudrun/job-$job.yaml" | gcloud run jobs replace - --region "$REGION"
done
for job in rag-etl-incidents-permits rag-embed-upsert; do
    gcloud run jobs add-iam-policy-binding "$job" --region "$REGION" \
        --member="serviceAccount:$(sa permitflow-workflow)" --role=roles/run.invoker >/dev/null
done

# 4. Job 1 then job 2 (workflow), every 12 hours (scheduler).
gcloud workflows deploy rag-refresh --location "$REGION" --source deploy/workflows/rag-refresh.yaml \
    --service-account "$(sa permitflow-workflow)"
TRIGGER_URI="https://workflowexecutions.googleapis.com/v1/projects/$PROJECT_ID/locations/$REGION/workflows/rag-refresh/executions"
if gcloud scheduler jobs describe rag-refresh-every-12h --location "$REGION" >/dev/null 2>&1; then verb=update; else verb=create; fi
gcloud scheduler jobs "$verb" http rag-refresh-every-12h --location "$REGION" --schedule "0 */12 * * *" \
    --time-zone UTC --http-method POST --uri "$TRIGGER_URI" --message-body '{}' \
    --oauth-service-account-email "$(sa permitflow-scheduler)"

# 5. First index build now rather than in 12 hours, then a smoke test of the public endpoint.
gcloud workflows run rag-refresh --location "$REGION"
API_URL=$(gcloud run services describe sequential-agent --region "$REGION" --format='value(status.url)')
curl -fsS "$API_URL/healthz" -H "Authorization: Bearer $(gcloud auth print-identity-token)"
echo
echo "agent API: $API_URL  (POST /sequential/execute with Authorization: Bearer <permitflow-api-token>;"
echo "  callers also need roles/run.invoker on sequential-agent, or see README for a public endpoint)"
