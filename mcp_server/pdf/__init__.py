"""The printable permit form: sections, style, audit pages, redaction of what it prints, and its blob store."""
