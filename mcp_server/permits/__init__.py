"""What a permit is: the nine permit types and the permit, validation and gas-test models tools exchange."""
