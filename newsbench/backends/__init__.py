"""Model backends behind one interface: a batch of chat requests with decoding settings in, results out."""

from newsbench.backends.base import Backend, ChatRequest, ChatResult, Decoding
from newsbench.backends.registry import BACKENDS, backend_class, create_backend, model_identity

__all__ = ["BACKENDS", "Backend", "ChatRequest", "ChatResult", "Decoding", "backend_class",
           "create_backend", "model_identity"]
