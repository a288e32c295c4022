"""`goblin serve` as its own process, as a player starts it: a 200 MB POST is refused without the
server holding it (its memory read from /proc), and a server killed with a connection open leaves
its port free for the next one at once."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.assistant.web.conftest import free_port

MB = 1 << 20
POSTED_MB = 200
MEMORY_CEILING_KB = 100 * 1024
GOBLIN = str(Path(sys.executable).with_name("goblin"))

pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads memory from /proc")


def start(saves: Path, port: int) -> subprocess.Popen:
    """`goblin serve` on `port`, once it answers (the deadline only stops a hung test)."""
    process = subprocess.Popen([GOBLIN, "serve", "--port", str(port), "--saves", str(saves), "--no-qr"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while True:
        assert process.poll() is None, process.stdout.read().decode()  # type: ignore[union-attr]
        try:
            if httpx.get(f"http://127.0.0.1:{port}/s/globbo/version", timeout=5).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.1)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


def memory_kb(pid: int) -> dict[str, int]:
    """VmRSS (resident now) and VmHWM (the most it was resident) of a process, in kB."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return {key: int(fields[key].split()[0]) for key in ("VmRSS", "VmHWM")}


@pytest.fixture
def serving(saves: Path) -> Iterator[tuple[str, subprocess.Popen]]:
    port = free_port()
    process = start(saves, port)
    try:
        yield f"http://127.0.0.1:{port}", process
    finally:
        stop(process)


@pytest.mark.parametrize("with_length", [True, False], ids=["content-length", "chunked"])
def test_a_200_mb_post_is_refused_without_the_server_holding_it(serving, with_length: bool) -> None:  # noqa: ANN001
    base, process = serving
    before = memory_kb(process.pid)
    sent = [0]

    def body() -> Iterator[bytes]:
        block = b" " * MB
        for _ in range(POSTED_MB):
            sent[0] += 1
            yield block

    headers = {"content-type": "application/json"}
    if with_length:
        headers["content-length"] = str(POSTED_MB * MB)  # else httpx streams it chunked
    reply = httpx.post(f"{base}/s/globbo/do", content=body(), headers=headers, timeout=120)
    after = memory_kb(process.pid)
    assert reply.status_code == 413, reply.text
    assert reply.json() == {"status": "refused", "lines": ["that request is too big (at most 16384 bytes)"]}
    assert reply.headers["connection"] == "close"
    assert after["VmHWM"] < MEMORY_CEILING_KB and after["VmRSS"] < MEMORY_CEILING_KB, (before, after)
    assert sent[0] < POSTED_MB // 4, sent[0]  # the server hung up: the client could not send it all
    assert httpx.get(f"{base}/s/globbo/version", timeout=30).status_code == 200  # and serves on


def test_a_killed_server_leaves_its_port_free_at_once(saves: Path) -> None:
    port = free_port()
    first = start(saves, port)
    client = socket.create_connection(("127.0.0.1", port), timeout=20)
    try:
        client.sendall(b"GET /s/globbo/version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert client.recv(65536).startswith(b"HTTP/1.1 200 OK")  # a connection open on the port
        os.kill(first.pid, signal.SIGKILL)
        first.wait(15)
        second = start(saves, port)  # the old connection lingers in the kernel (FIN-WAIT-2) meanwhile
        try:
            assert httpx.get(f"http://127.0.0.1:{port}/s/globbo/version", timeout=30).status_code == 200
        finally:
            stop(second)
    finally:
        client.close()
        stop(first)


def test_a_port_another_program_listens_on_is_still_refused(saves: Path) -> None:
    with socket.socket() as taken:
        taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # even one that allows reuse itself
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([GOBLIN, "serve", "--port", str(port), "--saves", str(saves), "--no-qr"],
                                capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert result.stdout + result.stderr == (f"Error: cannot listen on 127.0.0.1:{port} (Address already in use): "
                                             f"another program has it? Try --port {port + 1}\n")
