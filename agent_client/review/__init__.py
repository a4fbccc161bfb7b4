"""The permit review conversation behind `POST /agent/run` (seed 001: CheckApproval → Plan → Finalize)."""
