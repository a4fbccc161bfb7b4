"""`python -m etl ...` runs the same commands as `permitflow etl ...`."""

from etl.cli import main

main()
