"""`goblin serve`: start the table's web page on the saves the CLI uses, and say where it is.

Bound to 127.0.0.1 unless `--lan`; then it listens on every interface, makes a random token that
every request must carry, and prints the address with the token as text and as a QR code (segno:
a small pure-Python QR library) for a phone on the same network. Starlette and uvicorn are imported
only here, when the server starts, so the table commands do not pay for them.
"""

from __future__ import annotations

import secrets
import socket
from pathlib import Path
from typing import Optional

import typer

from goblinkit.assistant.web.address import lan_address


def qr_text(url: str) -> str:
    """The QR code of `url` as text for a terminal (two rows of modules per line)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def serve(port: int = typer.Option(8765, "--port", min=1, max=65535, help="The port to listen on."),
          lan: bool = typer.Option(False, "--lan", help="Serve the local network (a phone on the same Wi-Fi), "
                                   "with a random token in the address that every request must carry."),
          saves: Optional[Path] = typer.Option(None, "--saves", help="The saves folder (default: the CLI's own)."),
          qr: bool = typer.Option(True, "--qr/--no-qr", help="Print the address as a QR code too (with --lan).")) -> None:
    """Show and play the games in the saves folder on a phone or tablet: a local web page."""
    import uvicorn

    from goblinkit.assistant.core.saves import data_home
    from goblinkit.assistant.web.app import create_app

    from goblinkit.assistant.core.errors import RulesError

    folder = (saves or data_home() / "goblinkit" / "saves").resolve()
    if folder.exists() and not folder.is_dir():
        raise RulesError(f"--saves: {folder} is a file, not a folder of saves")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RulesError(f"--saves: cannot make the folder {folder} ({exc.strerror})") from None
    token = secrets.token_urlsafe(12) if lan else None
    host = "0.0.0.0" if lan else "127.0.0.1"
    listener = listening_socket(host, port)
    url = f"http://{lan_address()}:{port}/?t={token}" if lan else f"http://127.0.0.1:{port}/"
    typer.echo(f"Goblin Kit's table: {url}")
    typer.echo(f"Saves: {folder}  (Ctrl-C stops the server)")
    if lan and qr:
        typer.echo(qr_text(url))
    app = create_app(folder, token)

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: object) -> None:
            app.stopping.set()  # the open pages' live feeds end, so Ctrl-C stops at once
            super().handle_exit(sig, frame)  # type: ignore[arg-type]

    Server(uvicorn.Config(app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=2)).run(
        sockets=[listener])


def listening_socket(host: str, port: int) -> socket.socket:
    """The server's socket, bound here so a taken port is a clear error, and handed to uvicorn (no
    window for another program to take the port in between). SO_REUSEADDR, as uvicorn's own socket
    has: the connections of a server just stopped (Ctrl-C, kill -9) linger for a minute in the
    kernel (FIN-WAIT, TIME-WAIT) and must not keep the port from a new server; a program still
    listening on it does, as it should."""
    from goblinkit.assistant.core.errors import RulesError

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
    except OSError as exc:
        listener.close()
        raise RulesError(f"cannot listen on {host}:{port} ({exc.strerror}): another program has it? "
                         f"Try --port {port + 1}") from None
    return listener
