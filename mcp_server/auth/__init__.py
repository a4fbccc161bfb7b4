"""Who may call the HTTP tool server (bearer tokens and JWTs through the SDK's TokenVerifier), who is acting,
and what a refused or unrouted HTTP request gets back (an AgentFailure body)."""
