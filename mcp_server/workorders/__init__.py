"""Work orders: the canonical model, the loader, and the text helpers that read a work order's words."""
