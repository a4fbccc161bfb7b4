"""Keeps secrets out of logs: a logging filter that masks bearer tokens, Authorization headers and API keys.

`install(*secrets)` puts the filter on every handler that exists (root and named loggers) and on records created
later through the record factory, so a library that logs a request header or an exception carrying a key cannot
write it out. Known secret values (the configured tokens) are masked wherever they appear.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable

MASK = "***"
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?i)\b(authorization|proxy-authorization)(['\"]?\s*[:=]\s*['\"]?)(?:(bearer|basic|token)\s+)?[^\s'\",;}]+"),
     rf"\1\2\3 {MASK}"),
    (re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{4,}"), rf"\1 {MASK}"),
    (re.compile(r"(?i)\b([a-z0-9_-]*(?:api[_-]?key|token|secret|password|passwd|access[_-]?key)['\"]?\s*[:=]\s*['\"]?)"
                r"[^\s'\",;&}]+"), rf"\1{MASK}"),
    (re.compile(r"(?i)([?&](?:key|api_key|apikey|token|access_token|sig|signature)=)[^&\s'\"]+"), rf"\1{MASK}"),
    (re.compile(r"\bAIza[0-9A-Za-z_-]{30,}"), MASK),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{16,}"), MASK),
    (re.compile(r"(?i)(://[^:/\s@]+:)[^@\s/]+@"), rf"\1{MASK}@"),
)  # fmt: skip
_SECRETS: set[str] = set()
_ARGS_FORMATTED = frozenset({"uvicorn.access"})  # their formatters unpack record.args, so mask the args one by one


def mask(text: str, secrets: Iterable[str] = ()) -> str:
    """`text` with every known secret value and every token/key-looking value replaced by MASK."""
    for secret in sorted({*_SECRETS, *(s for s in secrets if s)}, key=len, reverse=True):
        if len(secret) >= 4:
            text = text.replace(secret, MASK)
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


class SecretMaskFilter(logging.Filter):
    """Formats the message (and traceback) early and masks it; never drops a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "_masked", False):
            return True
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a broken format string is still logged, masked
            message = str(record.msg)
        masked = mask(message)
        if masked != message:
            if isinstance(record.args, tuple) and record.name in _ARGS_FORMATTED:
                record.args = tuple(mask(a) if isinstance(a, str) else a for a in record.args)
            else:
                record.msg, record.args = masked, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = mask(record.exc_text)
        if record.stack_info:
            record.stack_info = mask(record.stack_info)
        record._masked = True  # type: ignore[attr-defined]
        return True


_FILTER = SecretMaskFilter()


def _handlers() -> list[logging.Handler]:
    loggers = [logging.getLogger()] + [
        lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)
    ]
    return [h for lg in loggers for h in lg.handlers]


def install(*secrets: str | None) -> None:
    """Mask on every current handler and every record created from now on; remember `secrets` (idempotent)."""
    _SECRETS.update(s for s in secrets if s and len(s) >= 4)
    for handler in _handlers():
        if _FILTER not in handler.filters:
            handler.addFilter(_FILTER)
    factory = logging.getLogRecordFactory()
    if getattr(factory, "_masks", False):
        return

    def masked_factory(*args: object, **kwargs: object) -> logging.LogRecord:
        record = factory(*args, **kwargs)
        _FILTER.filter(record)
        return record

    masked_factory._masks = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(masked_factory)
