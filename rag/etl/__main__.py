"""`python -m rag.etl ...` runs the same commands as `permitflow etl ...`."""

from rag.etl.cli import main

main()
