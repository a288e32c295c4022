"""`goblin serve` at its edges, on a real uvicorn server through raw sockets (so that nothing in a
client library tidies the request up): odd Host headers, deep JSON, a huge cookie, HEAD on the live
feed, live feeds whose clients hang up, and the request parts a server must bound."""

from __future__ import annotations

import socket
import time

import pytest

from goblinkit.assistant.web.app import MAX_BODY
from goblinkit.assistant.web.guard import cookie_value
from goblinkit.assistant.web.host import is_local, parse_host

LOCAL, REFUSED, BAD = 200, 403, 400  # served; refused by the guard; refused by the HTTP parser (h11)


def exchange(base: str, head: bytes, body: bytes = b"", then: bytes = b"") -> list[bytes]:
    """Send a raw request (and maybe a second one on the same connection): the status line of each
    answer. The socket timeout only stops a hung test."""
    port = int(base.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
        conn.sendall(head + b"\r\n" + body + then)
        data, statuses = b"", []
        while len(statuses) < (2 if then else 1):
            chunk = conn.recv(65536)
            if not chunk:
                break
            data += chunk
            statuses = [line for line in data.split(b"\r\n") if line.startswith(b"HTTP/1.1 ")]
    return statuses


def status_of(base: str, head: bytes, body: bytes = b"") -> int:
    statuses = exchange(base, head, body)
    assert statuses, head
    return int(statuses[0].split()[1])


HOSTS = [
    ("127.0.0.1", LOCAL), ("127.0.0.1:8765", LOCAL), ("localhost", LOCAL), ("localhost:8765", LOCAL),
    ("LocalHost:8765", LOCAL), ("[::1]", LOCAL), ("[::1]:8765", LOCAL), ("[0:0:0:0:0:0:0:1]:80", LOCAL),
    ("localhost:65535", LOCAL), ("localhost:1", LOCAL),
    ("localhost:80@evil.example", REFUSED), ("user@localhost", REFUSED), ("localhost@evil.example:80", REFUSED),
    ("user:pw@localhost:8765", REFUSED),
    ("localhost::8765", REFUSED), ("127.0.0.1:80:80", REFUSED), ("localhost:", REFUSED),
    ("localhost.", REFUSED), ("localhost.:8765", REFUSED),
    ("local%68ost", REFUSED), ("%6cocalhost:8765", REFUSED), ("127.0.0.1%00", REFUSED),
    ("localhost :8765", REFUSED), ("local host", REFUSED), ("localhost:87 65", REFUSED), ("local\thost", REFUSED),
    ("", REFUSED),
    ("l\u043ecalhost", REFUSED), ("localhost\u3002", REFUSED),  # a Cyrillic o; an ideographic full stop
    ("x" * 5000, REFUSED), ("a." * 200 + "localhost", REFUSED), ("localhost:" + "0" * 100 + "8765", REFUSED),
    ("localhost:0", REFUSED), ("localhost:99999", REFUSED), ("localhost:65536", REFUSED), ("localhost:-1", REFUSED),
    ("::1", REFUSED), ("::1:8765", REFUSED), ("[::1", REFUSED), ("::1]", REFUSED), ("[::1]x", REFUSED),
    ("[::1]:", REFUSED), ("[fe80::1%25eth0]", REFUSED), ("[::2]", REFUSED), ("[::ffff:127.0.0.1]", REFUSED),
    ("[localhost]", REFUSED), ("[127.0.0.1]", REFUSED),
    ("evil.example", REFUSED), ("localhost.evil.example", REFUSED), ("127.0.0.1.nip.io", REFUSED),
    ("127.1", REFUSED), ("2130706433", REFUSED), ("0x7f000001", REFUSED), ("127.000.000.001", REFUSED),
    ("localhost/path", REFUSED), ("localhost?x=1", REFUSED), ("localhost#x", REFUSED),
    ("http://localhost", REFUSED), ("-localhost", REFUSED), ("localhost-", REFUSED),
]


@pytest.mark.parametrize("host, expected", HOSTS)
def test_odd_host_headers(server: str, host: str, expected: int) -> None:
    head = b"GET / HTTP/1.1\r\nHost: " + host.encode("utf-8") + b"\r\n"
    assert status_of(server, head) == expected
    assert is_local(host) is (expected == LOCAL)


def test_host_headers_missing_or_twice(server: str) -> None:
    assert status_of(server, b"GET / HTTP/1.1\r\n") == BAD  # HTTP/1.1 needs a Host: h11 refuses
    assert status_of(server, b"GET / HTTP/1.0\r\n") == REFUSED  # HTTP/1.0 may omit it: not this machine
    twice = b"GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n"
    assert status_of(server, twice) == BAD
    assert status_of(server, b"GET / HTTP/1.1\r\nHost: evil.example\r\nHost: localhost\r\n") == BAD
    spaced = b"GET / HTTP/1.1\r\nHost:   localhost:8765  \r\n"  # the whitespace around a value is not part of it
    assert status_of(server, spaced) == LOCAL


def test_two_hosts_are_refused_by_the_guard_itself(saves) -> None:  # noqa: ANN001
    """Behind a server that lets them through (TestClient does), two Hosts are still refused."""
    from tests.assistant.web.conftest import TestClient

    from goblinkit.assistant.web.app import create_app

    with TestClient(create_app(saves), base_url="http://localhost") as local:
        assert local.get("/").status_code == LOCAL
        both = local.get("/", headers=[("host", "localhost"), ("host", "evil.example")])
        assert both.status_code == REFUSED and both.text == "A request names one Host."


def test_parse_host_gives_the_name_and_port() -> None:
    assert parse_host("LOCALHOST:8765") == ("localhost", 8765)
    assert parse_host("[0:0::1]") == ("[::1]", None)
    assert parse_host("example.com.:80") == ("example.com.", 80)
    assert parse_host("localhost:80@evil.example") is None
    assert parse_host("a" * 64) is None  # a label is at most 63 characters


def _do(body: bytes, content_type: bytes = b"application/json") -> bytes:
    return (b"POST /s/globbo/do HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: " + content_type +
            b"\r\nContent-Length: " + str(len(body)).encode() + b"\r\n")


@pytest.mark.parametrize("body", [b"[" * 8000 + b"]" * 8000, b'{"a":' * 2500 + b"1" + b"}" * 2500,
                                  b'{"command": "end", "seen": "x", "answers": ' + b"[" * 5000 + b"]" * 5000 + b"}"])
def test_json_nested_too_deep_is_a_bad_request(client, body: bytes) -> None:  # noqa: ANN001
    assert len(body) <= MAX_BODY  # under the size limit: the depth alone is refused
    reply = client.post("/s/globbo/do", content=body, headers={"content-type": "application/json"})
    assert reply.status_code == 400  # TestClient raises a server error, so a 500 would not get here
    assert reply.json() == {"status": "refused", "lines": ["that JSON is nested too deeply"]}


def test_json_nested_too_deep_on_the_real_server(server: str) -> None:
    deep = b"[" * 8000 + b"]" * 8000
    assert status_of(server, _do(deep), deep) == 400
    assert status_of(server, _do(b"\"\xff\xfe\""), b"\"\xff\xfe\"") == 400  # not UTF-8 either


def test_a_body_over_the_limit_is_refused_from_its_length_alone(server: str) -> None:
    """The 413 comes before any of the body is sent: the server waits for none of it."""
    head = (b"POST /s/globbo/do HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 99999999\r\n")
    assert exchange(server, head) == [b"HTTP/1.1 413 Request Entity Too Large"]
    expecting = head + b"Expect: 100-continue\r\n"  # and no "100 Continue" invites the body first
    assert exchange(server, expecting) == [b"HTTP/1.1 413 Request Entity Too Large"]


def test_cookie_value_reads_the_token() -> None:
    assert cookie_value("a=1; goblin_token=s3cret; b=2", "goblin_token") == "s3cret"
    assert cookie_value('x="a;b"; goblin_token = s3cret ', "goblin_token") == "s3cret"
    assert cookie_value("goblin_token", "goblin_token") == ""
    assert cookie_value("my_goblin_token=s3cret", "goblin_token") == ""
    assert cookie_value("", "goblin_token") == ""


def test_a_huge_cookie_is_read_in_one_pass(saves) -> None:  # noqa: ANN001
    """http.cookies unquotes this in quadratic time (a 120 KB value held the server 227 s on Python
    3.11.7): the guard reads its token without it, so this request is simply answered."""
    from tests.assistant.web.conftest import TestClient

    from goblinkit.assistant.web.app import create_app

    huge = 'junk="' + "\\\\" * 60_000 + '"'
    with TestClient(create_app(saves, token="s3cret"), base_url="http://192.168.1.20:8765") as lan:
        assert lan.get("/", headers={"cookie": f"{huge}; goblin_token=s3cret"}).status_code == LOCAL
        assert lan.get("/", headers={"cookie": huge}).status_code == REFUSED


def test_head_on_the_live_feed_answers_and_the_connection_goes_on(server: str) -> None:
    head = b"HEAD /s/globbo/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    statuses = exchange(server, head, then=b"GET /s/globbo/version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert statuses == [b"HTTP/1.1 200 OK", b"HTTP/1.1 200 OK"]


def test_live_feeds_end_when_their_clients_hang_up(served) -> None:  # noqa: ANN001
    base, running = served
    port = int(base.rsplit(":", 1)[1])
    feeds = []
    for _ in range(10):
        conn = socket.create_connection(("127.0.0.1", port), timeout=20)
        conn.sendall(b"GET /s/globbo/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        feeds.append(conn)
    for conn in feeds:
        first = b""
        while b"event: change" not in first:
            first += conn.recv(4096)
    state = running.server_state
    assert len(state.connections) == 10 and len(state.tasks) == 10
    for conn in feeds:
        conn.close()
    deadline = time.monotonic() + 20  # a bound for a hung test, not a speed goal
    while (state.connections or state.tasks) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(state.connections) == 0 and len(state.tasks) == 0
    assert status_of(base, b"GET /s/globbo/version HTTP/1.1\r\nHost: 127.0.0.1\r\n") == LOCAL


@pytest.mark.parametrize("path", [b"/s/..%2f..%2fetc%2fpasswd", b"/s/%2e%2e", b"/static/..%2fapp.py",
                                  b"/static/%2e%2e/%2e%2e/guard.py", b"/static/app.js%2f..%2f..%2fapp.py",
                                  b"//etc/passwd", b"/static//etc/passwd", b"/s/globbo%00", b"/static/%00"])
def test_paths_that_climb_out_on_the_real_server(server: str, path: bytes) -> None:
    """The raw target, undecoded by any client: uvicorn decodes %2f, and still no file outside is served."""
    assert status_of(server, b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n") == 404


@pytest.mark.parametrize("method, path, expected", [
    (b"PUT", b"/s/globbo/do", 405), (b"DELETE", b"/s/globbo/do", 405), (b"TRACE", b"/s/globbo/do", 405),
    (b"OPTIONS", b"/", 405), (b"GET", b"/s/globbo/do", 405), (b"POST", b"/", 405), (b"BREW", b"/", 405)])
def test_methods_not_allowed(server: str, method: bytes, path: bytes, expected: int) -> None:
    head = (method + b" " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 2\r\n")
    assert status_of(server, head, b"{}") == expected


def test_a_header_block_too_big_is_refused(server: str) -> None:
    """h11 holds at most 16 KB of an unfinished header block: a bigger one arriving in pieces is a 400."""
    port = int(server.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
        conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ")
        refused = b""
        try:
            for _ in range(1000):  # up to 1 MB, a kilobyte at a time
                conn.sendall(b"a" * 1024)
        except OSError:  # the server answered and hung up
            pass
        try:
            while chunk := conn.recv(65536):
                refused += chunk
        except ConnectionResetError:  # the rest of what was sent is unread: the answer came before
            pass
    assert refused.startswith(b"HTTP/1.1 400 Bad Request")


def test_a_client_hanging_up_mid_body_leaves_no_error(served, caplog) -> None:  # noqa: ANN001
    import logging

    base, running = served
    port = int(base.rsplit(":", 1)[1])
    errors = logging.getLogger("uvicorn.error")  # uvicorn's loggers do not propagate to caplog's
    errors.addHandler(caplog.handler)
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
            conn.sendall(_do(b"x" * 2000) + b'\r\n{"command": ')  # 12 bytes of the 2000 promised, then gone
            deadline = time.monotonic() + 20  # a bound for a hung test, not a speed goal
            while not running.server_state.tasks and time.monotonic() < deadline:
                time.sleep(0.02)
        deadline = time.monotonic() + 20
        while (running.server_state.tasks or running.server_state.connections) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert not running.server_state.tasks
    finally:
        errors.removeHandler(caplog.handler)
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
