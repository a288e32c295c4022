"""Read a request's Host header strictly: is it this machine?

Without `--lan` the server answers only a request addressed to this machine by name, so a page
elsewhere cannot reach it through a DNS name that points here. Splitting on the last colon let
`localhost:80@evil.example` through; here the whole value must be a hostname, a dotted IPv4 address
or a bracketed IPv6 literal, then at most a port of digits (1-65535), and nothing else: no userinfo,
no path, no spaces, no percent-encoding. Anything else is not this machine.
"""

from __future__ import annotations

import ipaddress
import re

LOCAL_NAMES = ("localhost", "127.0.0.1")
LOCAL_IPV6 = ipaddress.IPv6Address("::1")
MAX_NAME = 253  # the longest DNS name

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOST = re.compile(rf"(?:(?P<name>{_LABEL}(?:\.{_LABEL})*\.?)|\[(?P<ipv6>[0-9A-Fa-f:.]+)\])"
                   r"(?::(?P<port>[0-9]{1,5}))?")


def parse_host(value: str) -> tuple[str, int | None] | None:
    """(the host, its port or None) of a Host header, or None when the value is not one.

    The host comes back lower-cased; an IPv6 literal in its compressed form inside brackets."""
    found = _HOST.fullmatch(value)
    if not found:
        return None
    port = int(found["port"]) if found["port"] is not None else None
    if port is not None and not 1 <= port <= 65535:
        return None
    if found["ipv6"] is not None:
        try:
            return f"[{ipaddress.IPv6Address(found['ipv6']).compressed}]", port
        except ValueError:
            return None
    name = found["name"]
    if len(name.rstrip(".")) > MAX_NAME:
        return None
    return name.lower(), port


def is_local(value: str) -> bool:
    """True when a Host header names this machine: localhost, 127.0.0.1 or [::1], with any port.

    A trailing dot (`localhost.`) is a different name to a browser and is refused, as is any other
    spelling of the address (`127.1`, `2130706433`)."""
    parsed = parse_host(value)
    if parsed is None:
        return False
    host = parsed[0]
    if host.startswith("["):
        return ipaddress.IPv6Address(host[1:-1]) == LOCAL_IPV6
    return host in LOCAL_NAMES
