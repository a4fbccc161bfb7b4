"""The one retry policy for the ETL's HTTP reads (source endpoints, document downloads).

A dropped connection, a 5xx or a 429 is retried up to four attempts with short exponential backoff; any other
answer is final and goes back to the caller as it is (reraise=True), who names the source in its error.
"""

from __future__ import annotations

import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential


def retryable(exc: BaseException) -> bool:
    """A transport failure, a server error or a rate limit: worth another attempt."""
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code >= 500 or exc.response.status_code == 429
    return isinstance(exc, httpx.TransportError)


http_retry = retry(
    retry=retry_if_exception(retryable),
    stop=stop_after_attempt(4),
    wait=wait_exponential(multiplier=0.2, max=5),
    reraise=True,
)
"""Decorator for one HTTP read of the ETL."""
