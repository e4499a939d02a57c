"""The choice extractor as the suite calls it (and as an outside check does): with the item's question and the
options written in it. Shared by the tests that read answers to questions of the project's own."""

from newsbench.scoring.choice import choice_letter
from newsbench.scoring.choice_options import question_options
from newsbench.scoring.extractors import Extraction


def read_choice(answer: str, question: str) -> Extraction:
    return choice_letter(answer, {"question": question, "options": question_options(question)}, {})


def read_letter(answer: str, question: str) -> str | None:
    return read_choice(answer, question).value
