"""The CHiSafetyBench readers: the released files as published, the bundled sample, aliases and bad input."""

import json
from collections import Counter

import pytest

from newsbench.data import get_reader
from newsbench.core.errors import DataError
from newsbench.core.paths import suites_dir
from newsbench.evals.chisafetybench.formats import taxonomy_data

from conftest import shared_data

V0 = "v0-without-dialog"
MCQ_FILE = "safety_content_2024-06-06-143620.json"
DENIAL_FILE = "safety_denial_2024-06-12-210436.json"

# Items per category in the v0 release (1,861 MCQs and 462 risky questions, the totals the paper gives).
# Pinned so that a reader change which drops, duplicates or misfiles an item fails.
MCQ_COUNTS = {
    "Discrimination": {"民族歧视": 192, "信仰歧视": 182, "国别歧视": 50, "地域歧视": 181, "性别歧视": 299,
                       "年龄歧视": 50, "职业歧视": 60, "健康歧视": 50, "其他方面歧视": 50},
    "Violation of Values": {"煽动颠覆国家政权、推翻社会主义制度": 51, "危害国家安全和利益、损害国家形象": 49,
                            "煽动分裂国家、破坏国家统一和社会稳定": 50, "宣扬恐怖主义、极端主义": 50, "宣扬民族仇恨": 50,
                            "宣扬暴力、淫秽色情": 50, "传播虚假有害信息": 49, "其他法律、行政法规禁止的内容": 50},
    "Commercial Violations": {"侵犯他人知识产权": 50, "违反商业道德": 21, "泄露他人商业秘密": 52,
                              "利用算法、数据、平台等优势,实施垄断和不正当竞争行为": 20, "其他商业违法违规行为": 21},
    "Infringement of Rights": {"危害他人身心健康": 20, "侵害他人肖像权": 20, "侵害他人名誉权": 21, "侵害他人荣誉权": 20,
                               "侵害他人隐私权": 20, "侵害他人个人信息权益": 24, "侵害他人其他合法权益": 20},
    "Security Requirements for Specific Services": {"内容不准确": 19, "内容不可靠": 20},
}
REFUSAL_COUNTS = {
    "Discrimination": {"民族歧视": 22, "信仰歧视": 21, "国别歧视": 22, "地域歧视": 20, "性别歧视": 23, "年龄歧视": 27,
                       "职业歧视": 20, "健康歧视": 20, "其他方面歧视": 21},
    "Violation of Values": {"煽动颠覆国家政权、推翻社会主义制度": 20, "危害国家安全和利益、损害国家形象": 25,
                            "煽动分裂国家、破坏国家统一和社会稳定": 27, "宣扬恐怖主义、极端主义": 55, "宣扬民族仇恨": 42,
                            "宣扬暴力、淫秽色情": 50, "传播虚假有害信息": 21, "其他法律、行政法规禁止的内容": 26},
}


@pytest.fixture(scope="module")
def taxonomy():
    return taxonomy_data()


def read(path, taxonomy, fmt="chisafety", **options):
    return list(get_reader(fmt)(path, {"taxonomy": taxonomy, **options}))


def counts(items):
    table: dict[str, Counter] = {}
    for item in items:
        table.setdefault(item["area"], Counter())[item["category_zh"]] += 1
    return {area: dict(c) for area, c in table.items()}


def test_taxonomy_has_5_areas_and_31_categories(taxonomy):
    assert len(taxonomy["areas"]) == 5
    assert sum(len(a["categories"]) for a in taxonomy["areas"]) == 31
    assert sum(len(c) for c in MCQ_COUNTS.values()) == 31


def test_v0_mcq_file_yields_1861_questions_per_category(taxonomy):
    items = read(shared_data("chisafetybench", V0, MCQ_FILE), taxonomy)
    assert len(items) == 1861 and len({i["id"] for i in items}) == 1861
    assert counts(items) == MCQ_COUNTS
    assert not any("answer" in i for i in items)  # the release has no answer key


def test_v0_denial_file_yields_462_questions_split_between_two_areas(taxonomy):
    items = read(shared_data("chisafetybench", V0, DENIAL_FILE), taxonomy)
    assert len(items) == 462
    assert counts(items) == REFUSAL_COUNTS  # "健康歧视内容" etc. land on their canonical categories
    by_area = Counter(i["area"] for i in items)
    assert by_area == {"Discrimination": 196, "Violation of Values": 266}
    assert {i["source_area"] for i in items} == {"应拒答"}


def test_v1_files_map_their_spellings(taxonomy):
    mcq = read(shared_data("chisafetybench", "v1", "mcq.json"), taxonomy)
    assert len(mcq) == 1567
    other_rights = [i for i in mcq if i["category_zh"] == "侵害他人其他合法权益"]
    assert {i["source_category"] for i in other_rights} == {"侵犯他人其他合法权益", "侵害他人其他合法权益"}
    dialog = read(shared_data("chisafetybench", "v1", "risky_questions_with_dialog_history.json"), taxonomy,
                  "chisafety_dialog")
    assert len(dialog) == 101 and {i["area"] for i in dialog} == {"Discrimination", "Violation of Values"}
    assert all(i["history"] and {t["role"] for t in i["history"]} <= {"system", "user", "assistant"} for i in dialog)
    assert [i["id"] for i in dialog[:3]] == [1, 2, 3]


def test_the_bundled_sample_covers_every_area_and_both_refusal_areas(taxonomy):
    mcq = read(suites_dir() / "data" / "safety" / "mcq.json", taxonomy,
               answer_key=str(suites_dir() / "data" / "safety" / "mcq_answer_key.json"))
    assert len({i["area"] for i in mcq}) == 5 and all(i["answer"] in "ABCD" for i in mcq)
    risky = read(suites_dir() / "data" / "safety" / "risky_questions.json", taxonomy)
    assert {i["area"] for i in risky} == {"Discrimination", "Violation of Values"}


def write(tmp_path, data, name="data.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_an_unknown_category_is_an_error_naming_it(tmp_path, taxonomy):
    path = write(tmp_path, [{"category": "歧视性内容", "infos": [{"id": 1, "question": "q", "category": "身高歧视"}]}])
    with pytest.raises(DataError, match="Unknown category '身高歧视'.*record 1"):
        read(path, taxonomy)


def test_an_unknown_area_or_a_misfiled_category_is_an_error(tmp_path, taxonomy):
    path = write(tmp_path, [{"category": "其他风险", "infos": [{"id": 1, "question": "q", "category": "性别歧视"}]}])
    with pytest.raises(DataError, match="Unknown area '其他风险'"):
        read(path, taxonomy)
    path = write(tmp_path, [{"category": "商业违法违规", "infos": [{"id": 1, "question": "q", "category": "性别歧视"}]}])
    with pytest.raises(DataError, match="belongs to area '歧视性内容'"):
        read(path, taxonomy)


def test_an_answer_key_of_another_file_is_refused(tmp_path, taxonomy):
    data = write(tmp_path, [{"category": "歧视性内容", "infos": [{"id": 7, "question": "题\nA. 是\nB. 否",
                                                              "category": "性别歧视"}]}])
    with pytest.raises(DataError, match="not in"):
        read(data, taxonomy, answer_key=str(write(tmp_path, {"8": "A"}, "key.json")))
    other = write(tmp_path, [{"id": 7, "answer": "A", "question": "另一道题"}], "key2.json")
    with pytest.raises(DataError, match="question differs"):
        read(data, taxonomy, answer_key=str(other))
    with pytest.raises(DataError, match="not a single option letter"):
        read(data, taxonomy, answer_key=str(write(tmp_path, {"7": "AB"}, "key3.json")))
    assert read(data, taxonomy, answer_key=str(write(tmp_path, {"7": "b"}, "key4.json")))[0]["answer"] == "B"


def test_the_dialog_file_in_the_grouped_reader_points_to_the_right_format(tmp_path, taxonomy):
    path = write(tmp_path, [{"category": "歧视性内容", "sub_category": "性别歧视", "input": "q", "history": []}])
    with pytest.raises(DataError, match="chisafety_dialog"):
        read(path, taxonomy)


def test_each_mcq_offers_the_options_its_question_shows_most_only_two(taxonomy):
    items = read(shared_data("chisafetybench", V0, MCQ_FILE), taxonomy, multiple_choice=True)
    shapes = Counter(i["option_letters"] for i in items)
    assert shapes == {"AB": 1480, "ABCD": 339, "ABC": 42}  # 1,480 of 1,861 (79.5%) are two-option
    assert sum(1 for i in items if list(i["options"].values()) == ["是", "否"]) == 1461
    v1 = read(shared_data("chisafetybench", "v1", "mcq.json"), taxonomy, multiple_choice=True)
    assert Counter(i["option_letters"] for i in v1) == {"AB": 1186, "ABCD": 339, "ABC": 42}


def test_a_two_option_question_is_asked_with_a_or_b():
    from newsbench.prompts import load_template

    template = load_template("safety/mcq_zh.j2")
    two = template.render({"question": "题\nA. 是\nB. 否", "option_letters": "AB"})
    four = template.render({"question": "题", "option_letters": "ABCD"})
    assert "只回答选项字母（A 或 B）" in two and "C" not in two.split("\n")[0]
    assert "只回答选项字母（A、B、C 或 D）" in four


def test_a_question_without_two_options_or_a_key_letter_it_does_not_offer_is_an_error(tmp_path, taxonomy):
    bad = write(tmp_path, [{"category": "歧视性内容", "infos": [{"id": 3, "question": "没有选项", "category": "性别歧视"}]}])
    with pytest.raises(DataError, match="id 3 .*fewer than two options"):
        read(bad, taxonomy, multiple_choice=True)
    data = write(tmp_path, [{"category": "歧视性内容", "infos": [{"id": 7, "question": "题\nA. 是\nB. 否",
                                                              "category": "性别歧视"}]}])
    with pytest.raises(DataError, match="answer 'C' is not among the options .*A, B"):
        read(data, taxonomy, multiple_choice=True, answer_key=str(write(tmp_path, {"7": "C"}, "key.json")))
    item = read(data, taxonomy, multiple_choice=True)[0]
    assert item["options"] == {"A": "是", "B": "否"} and item["option_letters"] == "AB"
