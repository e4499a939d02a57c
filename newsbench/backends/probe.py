"""One probe of an OpenAI-compatible endpoint before the first paid call: `GET {base_url}/models`.

It tells apart the mistakes that would otherwise fail every item of a run one by one: nothing listening
(refused), nothing answering (timed out), a key refused (401/403), a URL that is not an OpenAI-compatible API
(HTML or other non-JSON bodies, 404 on the chat route), and a model name the server does not serve (the answer
lists what it does serve). Servers that do not serve `/models` at all (404 there) are not refused on that alone.
"""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from dataclasses import dataclass

from newsbench.backends.openai_compatible import read_api_key
from newsbench.core.errors import ConfigError
from newsbench.core.secrets import model_secrets, redact_and_cut
from newsbench.spec import ModelSpec

PROBE_TIMEOUT_S = 30.0  # at most; a model's own timeout_s when shorter


@dataclass(frozen=True)
class ProbeAnswer:
    status: int | None  # None when no HTTP answer came
    content_type: str
    body: bytes


def _get(url: str, api_key: str | None, timeout_s: float) -> ProbeAnswer:
    headers = {"Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    request = urllib.request.Request(url, headers=headers, method="GET")
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:
            return ProbeAnswer(response.status, response.headers.get("Content-Type", ""), response.read(65536))
    except urllib.error.HTTPError as e:
        return ProbeAnswer(e.code, e.headers.get("Content-Type", "") if e.headers else "", e.read(65536))


def _served_models(body: bytes) -> list[str] | None:
    """The ids an OpenAI-compatible `/models` body lists, or None when the body is not one."""
    try:
        data = json.loads(body)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("data"), list):
        return None
    return [str(m.get("id")) for m in data["data"] if isinstance(m, dict) and m.get("id") is not None]


def probe_endpoint(spec: ModelSpec, role: str = "model") -> None:
    """Raise ConfigError unless `spec.base_url` answers like an OpenAI-compatible API serving `spec.model`."""
    if not spec.base_url:
        return  # the backend itself says what is missing
    base = spec.base_url.rstrip("/")
    url = f"{base}/models"
    wanted = spec.model or spec.name
    api_key = read_api_key(spec)  # a named but unset variable is the first thing to say
    secrets = model_secrets(spec)
    timeout_s = min(PROBE_TIMEOUT_S, spec.timeout_s) if spec.timeout_s > 0 else PROBE_TIMEOUT_S
    where = f"{role} '{spec.name}' (base_url {spec.base_url})"
    try:
        answer = _get(url, api_key, timeout_s)
    except (TimeoutError, socket.timeout):
        raise ConfigError(f"The endpoint of {where} timed out: GET {url} had no answer within {timeout_s:g} s. "
                          "Check that the server is up and not overloaded, or raise model.timeout_s.") from None
    except urllib.error.URLError as e:
        reason = e.reason
        if isinstance(reason, ConnectionRefusedError):
            raise ConfigError(f"The endpoint of {where} refused the connection: nothing listens there. Start "
                              "the server, or set model.base_url to where it listens (e.g. "
                              "http://127.0.0.1:8000/v1).") from None
        if isinstance(reason, (TimeoutError, socket.timeout)):
            raise ConfigError(f"The endpoint of {where} timed out: GET {url} had no answer within "
                              f"{timeout_s:g} s. Check the host and port.") from None
        raise ConfigError(f"The endpoint of {where} could not be reached: "
                          f"{redact_and_cut(str(reason), secrets, 200)}. Check the host name and port.") from None
    except (OSError, ValueError) as e:  # a malformed URL, a reset connection
        raise ConfigError(f"The endpoint of {where} could not be reached: {type(e).__name__}: "
                          f"{redact_and_cut(str(e), secrets, 200)}. base_url must look like "
                          "http://HOST:PORT/v1.") from None
    body_text = redact_and_cut(answer.body.decode("utf-8", "replace").strip(), secrets, 200)
    if answer.status in (401, 403):
        key = (f"the key in the environment variable {spec.api_key_env}" if spec.api_key_env
               else "no key (model.api_key_env is not set)")
        raise ConfigError(f"The endpoint of {where} refused {key}: GET {url} answered {answer.status} "
                          f"({body_text or 'no body'}). Set a valid key, or api_key_env to the variable holding it.")
    if answer.status == 404:
        return  # no /models route: the server may still serve chat completions; its errors are recorded per item
    if answer.status is not None and (answer.status == 429 or answer.status >= 500):
        return  # busy or failing now: the run's retries handle what can heal, and record what cannot
    if answer.status is not None and answer.status >= 400:
        raise ConfigError(f"The endpoint of {where} answered GET {url} with status {answer.status} "
                          f"({body_text or 'no body'}). It should list its models as an OpenAI-compatible API does.")
    served = _served_models(answer.body)
    if served is None:
        raise ConfigError(f"The endpoint of {where} is not an OpenAI-compatible API: GET {url} answered "
                          f"{answer.status} with {answer.content_type or 'no content type'} that is not a model list "
                          f"({body_text[:120] or 'empty'}). base_url should end where /chat/completions and "
                          "/models live, usually .../v1.")
    if served and wanted not in served:
        raise ConfigError(f"The endpoint of {where} does not serve the model '{wanted}' (model.model); it serves: "
                          f"{', '.join(served[:20])}{' ...' if len(served) > 20 else ''}.")
