"""What the server accepts from a client before any game code sees it: request bodies read against a
size cap while they arrive, JSON nested at most a few levels, and a cap on new matches per client.

Every refusal is an :class:`~eregion.server.match.ApiError` with a clear message (413, 400, 429), never
a 500: an oversized body is refused from its ``Content-Length`` before a byte is read, or as soon as a
streamed (chunked) body passes the cap, so the server never holds more than the cap of one request.
"""

from __future__ import annotations

import json
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from starlette.requests import Request

from eregion.server.match import ApiError, bad

MAX_BODY = 64 * 1024
"""Bytes of a request body (every body the API takes is a small JSON object)."""
MAX_MESSAGE = 16 * 1024
"""Characters of a WebSocket message."""
MAX_DEPTH = 16
"""Levels of nested arrays and objects in a JSON body or message (the API's own need at most 3)."""
MAX_CREATIONS = 30
"""New matches one client address may create in :data:`CREATION_WINDOW_S` (``eregion serve
--max-creations``; 0: no cap)."""
CREATION_WINDOW_S = 60.0
_PRUNE_AT = 4096

_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
"""A JSON string (skipped whole, so brackets inside strings do not count) or a bracket."""


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The body of ``request``, refused with 413 from its declared length or once it passes ``limit``
    while it streams in (never read whole first)."""
    too_large = ApiError(413, f"the request body is too large (at most {limit} bytes)")
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            if int(declared) > limit:
                raise too_large
        except ValueError:
            raise bad(f"the Content-Length header is not a number: {declared[:40]!r}") from None
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise too_large
        chunks.append(chunk)
    return b"".join(chunks)


def parse_json(raw: bytes | str, what: str = "the request body") -> Any:
    """``raw`` as JSON (UTF-8), refused with 400 if empty, invalid or nested over :data:`MAX_DEPTH`."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise bad(
                f"{what} is not valid JSON: it is not UTF-8 text ({e.reason} at byte {e.start})"
            ) from None
    else:
        text = raw
    if not text.strip():
        raise bad(f"{what} is empty; send a JSON object")
    if not depth_within(text, MAX_DEPTH):
        raise bad(f"{what} is nested too deeply (at most {MAX_DEPTH} levels of arrays and objects)")
    try:
        return json.loads(text)
    except ValueError as e:  # not JSON, or a number of more digits than Python converts
        raise bad(f"{what} is not valid JSON: {e}") from None


def depth_within(text: str, limit: int) -> bool:
    """Whether no array or object in the JSON ``text`` is nested deeper than ``limit`` (checked before
    parsing: the parser recurses once per level)."""
    depth = 0
    for m in _TOKENS.finditer(text):
        c = m.group()
        if c == "[" or c == "{":
            depth += 1
            if depth > limit:
                return False
        elif c == "]" or c == "}":
            depth -= 1
    return True


class CreationLimit:
    """At most ``limit`` new matches per client address in any ``window_s`` seconds (a sliding window),
    so one client cannot fill the store and the server's memory with unplayed matches."""

    def __init__(
        self,
        limit: int = MAX_CREATIONS,
        window_s: float = CREATION_WINDOW_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window_s = window_s
        self.clock = clock
        self._seen: dict[str, deque[float]] = {}

    def check(self, client: str) -> None:
        """429 if ``client`` has created its ``limit`` matches within the window."""
        if self.limit <= 0:
            return
        now = self.clock()
        times = self._seen.get(client)
        if times is None:
            return
        while times and times[0] <= now - self.window_s:
            times.popleft()
        if len(times) >= self.limit:
            wait = max(1, int(times[0] + self.window_s - now + 0.999))
            raise ApiError(
                429,
                f"too many new games from your address: at most {self.limit} every "
                f"{self.window_s:g} seconds; try again in {wait} s",
            )

    def record(self, client: str) -> None:
        """Count a match ``client`` has just created."""
        if self.limit <= 0:
            return
        now = self.clock()
        if len(self._seen) >= _PRUNE_AT:  # forget the addresses that have created nothing lately
            self._seen = {c: t for c, t in self._seen.items() if t and t[-1] > now - self.window_s}
        self._seen.setdefault(client, deque()).append(now)
