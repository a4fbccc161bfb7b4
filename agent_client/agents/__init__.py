"""One module per workflow node: context lookups, A1–A4 (rules and LLM engines), guards, gate, reporter."""
