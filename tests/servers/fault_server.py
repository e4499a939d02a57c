"""An OpenAI-compatible chat endpoint on 127.0.0.1 that answers after a fixed latency and injects faults.

Faults: 429 with Retry-After, 500, a timeout (the answer comes after `hang_s`), a dropped connection, a
malformed JSON body, and a 400 whose long message echoes the request's Authorization header. They come at a set rate (seeded), or deterministically on the first `fail_first` attempts
of every distinct request. The server counts hits and answers per distinct request, so a test can tell which
requests a run made. Run it in a thread (`FaultServer(...).start()`), or as a process for benchmarks:
`python tests/servers/fault_server.py --latency 0.1` prints `READY <base_url>`; GET /stats returns the counts.

Mistakes of a user's endpoint: `models` serves GET /v1/models and answers 404 to a chat request for any other
model; `api_key` answers 401 to a request without that key; `html` answers every request with a web page;
`echo_key` puts the Authorization header into every answer's text. `redirect` answers every chat request with a
307 to /v1/moved/chat/completions, which answers as usual (the `openai` client follows redirects).
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

FAULTS = ("429", "500", "timeout", "drop", "malformed")  # the transient ones, which a client retries
LASTING_FAULTS = ("400_echo",)  # asked for by name only: a client must not retry them
HTML_PAGE = "<!doctype html><html><head><title>Welcome</title></head><body><h1>It works</h1></body></html>"


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
                 stall_after: int | None = None, seed: int = 0, per_request: bool = False,
                 reply: Callable[[list[dict]], str] = default_reply, models: tuple[str, ...] | None = None,
                 api_key: str | None = None, html: bool = False, echo_key: bool = False,
                 redirect: bool = False) -> None:
        unknown = set(faults) - set(FAULTS + LASTING_FAULTS)
        if unknown:
            raise ValueError(f"unknown faults {sorted(unknown)}; valid: {FAULTS + LASTING_FAULTS}")
        self.latency_s, self.fault_rate, self.faults = latency_s, fault_rate, tuple(faults)
        self.fail_first, self.retry_after_s, self.hang_s = fail_first, retry_after_s, hang_s
        self.stall_after, self.reply = stall_after, reply
        self.models, self.api_key, self.html, self.echo_key = models, api_key, html, echo_key
        self.redirect, self.redirected = redirect, 0  # redirected: requests answered with the 307
        self._random = random.Random(seed)
        # per_request: whether a request meets a fault depends on it (and its attempt), not on the order in which
        # concurrent requests arrive, so a test sees the same faults however its requests interleave
        self.seed, self.per_request = seed, per_request
        self.hits: Counter[str] = Counter()  # request id -> requests received (retries included)
        self.answered: Counter[str] = Counter()  # request id -> successful answers sent
        self.injected: Counter[str] = Counter()  # fault kind -> times injected
        self.retry_gaps: list[tuple[str, float]] = []  # (fault that preceded, seconds until the retry came)
        self.arrivals: list[str] = []  # the `model` of each request, in order of arrival
        self.hit_order: list[str] = []  # the request id of each request, in order of arrival
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
        if self.fault_rate:
            draw = random.Random(f"{self.seed}:{rid}:{self.hits[rid]}") if self.per_request else self._random
            if draw.random() < self.fault_rate:
                return draw.choice(self.faults)
        return None

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.in_flight += 1
        self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        try:
            return await self._answer(request)
        finally:
            self.in_flight -= 1

    def _refusal(self, request: web.Request) -> web.StreamResponse | None:
        """The answer of a misconfigured endpoint, if this one is: a web page, or 401 without the key."""
        if self.html:
            return web.Response(text=HTML_PAGE, content_type="text/html")
        if self.api_key is not None and request.headers.get("Authorization") != f"Bearer {self.api_key}":
            return web.json_response({"error": {"message": "Invalid API key", "type": "invalid_request_error"}},
                                     status=401)
        return None

    async def _models(self, request: web.Request) -> web.StreamResponse:
        refusal = self._refusal(request)
        if refusal is not None:
            return refusal
        return web.json_response({"object": "list", "data": [{"id": m, "object": "model", "owned_by": "test"}
                                                             for m in self.models or ()]})

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        refusal = self._refusal(request)
        if refusal is not None:
            return refusal
        body = await request.json()
        rid = request_id(body)
        now = time.monotonic()
        self.hits[rid] += 1
        self.arrivals.append(str(body.get("model")))
        self.hit_order.append(rid)
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
        if self.models is not None and body.get("model") not in self.models:
            return web.json_response({"error": {"message": f"The model `{body.get('model')}` does not exist.",
                                                "type": "NotFoundError", "code": 404}}, status=404)
        await asyncio.sleep(self.latency_s)
        self.answered[rid] += 1
        text = self.reply(body.get("messages", []))
        if self.echo_key:
            text += f" (you sent {request.headers.get('Authorization')})"
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
        if fault == "400_echo":  # a long message that quotes the key late, past the first 300 characters
            message = ("This model's maximum context length is 2048 tokens; your request was rejected. " * 4
                       + f"Request headers: Authorization: {request.headers.get('Authorization')}")
            return web.json_response({"error": {"message": message, "type": "invalid_request_error"}}, status=400)
        if fault == "drop":
            assert request.transport is not None
            request.transport.close()  # the client sees the connection end with no response
            return web.Response()
        return web.Response(text='{"id": "x", "choices": [{"message": ', content_type="application/json")

    async def _stats(self, request: web.Request) -> web.Response:
        return web.json_response(self.stats())

    async def _moved(self, request: web.Request) -> web.StreamResponse:
        self.redirected += 1
        return web.Response(status=307, headers={"Location": "/v1/moved/chat/completions"})

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._moved if self.redirect else self._chat)
        app.router.add_post("/v1/moved/chat/completions", self._chat)
        if self.models is not None or self.html:
            app.router.add_get("/v1/models", self._models)
        app.router.add_get("/stats", self._stats)
        return app

    # --- running it -----------------------------------------------------------------------------------------
    async def _serve(self, port: int, reuse_port: bool = False) -> None:
        self._runner = web.AppRunner(self.app(), access_log=None, handler_cancellation=True)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port, backlog=1024, reuse_port=reuse_port or None)
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
    parser.add_argument("--reuse-port", action="store_true",
                        help="share --port with other processes of this server (the kernel spreads connections)")
    parser.add_argument("--reply", default=None,
                        help="the text of every answer (default: one every scorer of the tests reads)")
    args = parser.parse_args()
    reply = default_reply if args.reply is None else (lambda messages: args.reply)
    server = FaultServer(latency_s=args.latency, fault_rate=args.fault_rate,
                         faults=tuple(f for f in args.faults.split(",") if f), reply=reply)

    async def serve() -> None:
        await server._serve(args.port, args.reuse_port)
        print(f"READY {server.base_url}", flush=True)
        await asyncio.Event().wait()

    try:  # a faster event loop where installed (the benchmarks' endpoint): its CPU is not what a client is measured on
        import uvloop
    except ImportError:
        asyncio.run(serve())
    else:
        uvloop.run(serve())


if __name__ == "__main__":
    main()
