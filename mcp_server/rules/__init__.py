"""The rulebook and everything that judges against it: the engine, its checks, SIMOPS and the lifecycle rules."""
