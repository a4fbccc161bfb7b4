"""The people directory: who may request, sign, approve, suspend and close permits, where, and until when."""
