"""This machine's address on the local network: what `serve --lan` prints and a seat's QR code opens."""

from __future__ import annotations

import socket


def lan_address() -> str:
    """This machine's address on the local network (the one a packet to the outside would leave by)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: UDP connect only picks the route
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
