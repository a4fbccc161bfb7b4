"""Pieces both sides of the seam share: the failure contract, the work-order id pattern, input limits, rate
limiting and log masking."""
