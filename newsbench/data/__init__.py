"""Dataset readers and format adapters."""

from newsbench.data import files as _files  # noqa: F401  (registers the plain formats)
from newsbench.data import chisafety as _chisafety  # noqa: F401  (registers the CHiSafetyBench formats)
from newsbench.data.load import fetch, file_fingerprint, load_items
from newsbench.data.registry import FORMATS, get_reader, register_format
from newsbench.data import writingbench as _writingbench  # noqa: F401,E402  (registers the WritingBench formats)
from newsbench.data import news as _news  # noqa: F401,E402  (registers the cnndm and xsum formats)
from newsbench.data import writers as _writers  # noqa: F401,E402  (registers writer_summaries)
from newsbench.data import likert as _likert  # noqa: F401,E402  (registers news_likert)

__all__ = ["FORMATS", "fetch", "file_fingerprint", "get_reader", "load_items", "register_format"]
