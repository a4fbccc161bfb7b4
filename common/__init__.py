"""Pieces both sides of the seam share: the failure contract, rate limiting and log masking."""
