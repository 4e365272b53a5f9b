"""The web server: a FastAPI app with the lobby API, per-seat WebSocket views and persisted matches.

``eregion serve`` runs it under uvicorn; :func:`create_app` builds it for a store (tests use it directly).
The contract with the browser client is docs/web-api.md.
"""

from eregion.server.app import create_app
from eregion.server.manager import Manager
from eregion.server.match import LEVELS, ApiError

__all__ = ["LEVELS", "ApiError", "Manager", "create_app"]
