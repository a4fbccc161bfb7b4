"""Benchmarks: scripts that print figures (run as `python -m bench.NAME`); never tests."""
