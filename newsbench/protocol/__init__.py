"""Benchmark protocols: what a suite named after a benchmark declares it reproduces, and a run compared with it."""

from newsbench.protocol.check import Deviation, ProtocolCheck, check_protocol
from newsbench.protocol.declaration import Protocol, parse_protocol

__all__ = ["Deviation", "Protocol", "ProtocolCheck", "check_protocol", "parse_protocol"]
