"""RAG refresh jobs (seed section 4) and document ingestion (seed 003 Connector + Parser)."""
