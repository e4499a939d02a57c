"""An OpenAI-compatible chat endpoint on 127.0.0.1 that answers after a fixed latency and injects faults.

Faults: 429 with Retry-After, 500, a timeout (the answer comes after `hang_s`), a dropped connection and a
malformed JSON body. They come at a set rate (seeded), or deterministically on the first `fail_first` attempts
of every distinct request. The server counts hits and answers per distinct request, so a test can tell which
requests a run made. Run it in a thread (`FaultServer(...).start()`), or as a process for benchmarks:
`python tests/servers/fault_server.py --latency 0.1` prints `READY <base_url>`; GET /stats returns the counts.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import random
import threading
import time
from collections import Counter
from typing import Callable

from aiohttp import web

FAULTS = ("429", "500", "timeout", "drop", "malformed")


def request_id(body: dict) -> str:
    """What makes two requests the same: model, messages and decoding (a retry has the same id)."""
    body = {k: v for k, v in body.items() if k not in ("stream", "user")}
    return hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


def default_reply(messages: list[dict]) -> str:
    # Good enough for every scorer the tests use: a choice letter and a 1-5 rating.
    return "The answer is A. Rating: 4"


class FaultServer:
    def __init__(self, latency_s: float = 0.0, fault_rate: float = 0.0, faults: tuple[str, ...] = FAULTS,
                 fail_first: int = 0, retry_after_s: float = 1.0, hang_s: float = 30.0,
                 stall_after: int | None = None, seed: int = 0,
                 reply: Callable[[list[dict]], str] = default_reply) -> None:
        unknown = set(faults) - set(FAULTS)
        if unknown:
            raise ValueError(f"unknown faults {sorted(unknown)}; valid: {FAULTS}")
        self.latency_s, self.fault_rate, self.faults = latency_s, fault_rate, tuple(faults)
        self.fail_first, self.retry_after_s, self.hang_s = fail_first, retry_after_s, hang_s
        self.stall_after, self.reply = stall_after, reply
        self._random = random.Random(seed)
        self.hits: Counter[str] = Counter()  # request id -> requests received (retries included)
        self.answered: Counter[str] = Counter()  # request id -> successful answers sent
        self.injected: Counter[str] = Counter()  # fault kind -> times injected
        self.retry_gaps: list[tuple[str, float]] = []  # (fault that preceded, seconds until the retry came)
        self.arrivals: list[str] = []  # the `model` of each request, in order of arrival
        self.in_flight = 0
        self.peak_in_flight = 0
        self._last_fault: dict[str, tuple[str, float]] = {}
        self.base_url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    # --- what the tests read --------------------------------------------------------------------------------
    @property
    def total_hits(self) -> int:
        return sum(self.hits.values())

    @property
    def total_answered(self) -> int:
        return sum(self.answered.values())

    def stats(self) -> dict:
        return {"hits": self.total_hits, "answered": self.total_answered, "distinct": len(self.hits),
                "injected": dict(self.injected)}

    # --- the endpoint ---------------------------------------------------------------------------------------
    def _fault_for(self, rid: str) -> str | None:
        if not self.faults:
            return None
        if self.fail_first and self.hits[rid] <= self.fail_first:
            return self.faults[(int(rid, 16) + self.hits[rid]) % len(self.faults)]
        if self.fault_rate and self._random.random() < self.fault_rate:
            return self._random.choice(self.faults)
        return None

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.in_flight += 1
        self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        try:
            return await self._answer(request)
        finally:
            self.in_flight -= 1

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        rid = request_id(body)
        now = time.monotonic()
        self.hits[rid] += 1
        self.arrivals.append(str(body.get("model")))
        if rid in self._last_fault:
            kind, at = self._last_fault.pop(rid)
            self.retry_gaps.append((kind, now - at))
        if self.stall_after is not None and self.total_answered >= self.stall_after:
            await asyncio.sleep(3600)  # a run killed now has these requests in flight, unanswered
        fault = self._fault_for(rid)
        if fault:
            self.injected[fault] += 1
            self._last_fault[rid] = (fault, now)
            return await self._inject(fault, request)
        await asyncio.sleep(self.latency_s)
        self.answered[rid] += 1
        text = self.reply(body.get("messages", []))
        return web.json_response({
            "id": f"chatcmpl-{rid}", "object": "chat.completion", "created": int(time.time()),
            "model": body.get("model", "test"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10, "completion_tokens": len(text.split()), "total_tokens": 10},
        })

    async def _inject(self, fault: str, request: web.Request) -> web.StreamResponse:
        error = {"error": {"message": f"injected {fault}", "type": "server_error"}}
        if fault == "429":
            return web.json_response(error, status=429, headers={"Retry-After": str(self.retry_after_s)})
        if fault == "500":
            return web.json_response(error, status=500)
        if fault == "timeout":
            await asyncio.sleep(self.hang_s)
            return web.json_response(error, status=504)
        if fault == "drop":
            assert request.transport is not None
            request.transport.close()  # the client sees the connection end with no response
            return web.Response()
        return web.Response(text='{"id": "x", "choices": [{"message": ', content_type="application/json")

    async def _stats(self, request: web.Request) -> web.Response:
        return web.json_response(self.stats())

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_get("/stats", self._stats)
        return app

    # --- running it -----------------------------------------------------------------------------------------
    async def _serve(self, port: int) -> None:
        self._runner = web.AppRunner(self.app(), access_log=None, handler_cancellation=True)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port, backlog=1024)
        await site.start()
        bound = self._runner.addresses[0][1]
        self.base_url = f"http://127.0.0.1:{bound}/v1"

    def start(self, port: int = 0) -> "FaultServer":
        self._loop = asyncio.new_event_loop()
        ready = threading.Event()

        def run() -> None:
            assert self._loop is not None
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(self._serve(port))
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, name="fault-server", daemon=True)
        self._thread.start()
        if not ready.wait(30):
            raise RuntimeError("fault server did not start")
        return self

    def stop(self) -> None:
        if self._loop is None:
            return
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(30)
        self._loop = None

    def __enter__(self) -> "FaultServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency", type=float, default=0.0, help="seconds before each answer")
    parser.add_argument("--fault-rate", type=float, default=0.0)
    parser.add_argument("--faults", default=",".join(FAULTS))
    args = parser.parse_args()
    server = FaultServer(latency_s=args.latency, fault_rate=args.fault_rate,
                         faults=tuple(f for f in args.faults.split(",") if f))

    async def serve() -> None:
        await server._serve(args.port)
        print(f"READY {server.base_url}", flush=True)
        await asyncio.Event().wait()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
