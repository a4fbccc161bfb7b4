"""Who may call the HTTP tool server: bearer-token verification through the SDK's TokenVerifier hook."""
