"""Hazard identification: the taxonomy (data in rulebook/) and the deterministic matcher over a work order's text."""
