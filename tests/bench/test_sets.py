"""bench.sets: every evaluation set is found by its layout, a held-out set's errors are never printed, and a set's
line carries aggregate figures only.

Why: the held-out protocol of issue 12 (a frozen split measured once per change, never read) rests on this command:
a frozen run that printed order ids, or an `errors` call that read a frozen set, would break it quietly.
"""

import pytest

from bench.sets import OLD, discover, errors, select, summary


def test_every_blind_split_is_found_tune_and_frozen_apart():
    names = {s.name for s in discover()}
    assert {"tune", "tune2", "tune3", "tune12", "frozen", "frozen2", "frozen3", "frozen12"} <= names
    assert all(s.frozen for s in select("frozen", None))
    assert not any(s.frozen for s in select("tune", None))
    assert OLD not in names


def test_errors_refuse_a_frozen_set():
    [frozen] = select("frozen", ["frozen3"])
    with pytest.raises(SystemExit, match="held out"):
        list(errors(frozen))


def test_an_unknown_set_is_named():
    with pytest.raises(SystemExit, match="no tune set named frozen3"):
        select("tune", ["frozen3"])


def test_a_line_has_the_aggregates_and_no_order_id():
    group = {"orders": 2, "required": 4, "found": 3, "issued": 5, "correct": 4, "forbidden": ["UXF-001: Hot Work"],
             "silent": [], "cited": 10, "relevant": 7, "expected": 3, "met": 2}  # fmt: skip
    line = summary("frozen9", {"groups": {"all": group}, "incidents": {}})
    assert line.split(" | ")[1:] == ["  2", "0.750", "0.800", "1", "0", "0.700 (10)", "2/3"]
    assert "UXF" not in line


def test_a_probe_file_reports_the_missing_permit_and_a_benign_alarm(tmp_path):
    from bench.sets import probes

    f = tmp_path / "p.txt"
    f.write_text("Hot Work|Weld the bracket to the pipe rack.\nLifting|Weld the bracket.\n|Coffee break at 10:00.\n")
    total, failed = probes(f)
    assert total == 3
    assert failed == ["Lifting | Weld the bracket. -> ['Hot Work']"]


def test_a_probe_can_refuse_a_permit_type(tmp_path):
    from bench.sets import probes

    f = tmp_path / "p.txt"
    f.write_text("Hot Work,-Cold Work|Weld the bracket to the pipe rack.\n-Hot Work|Weld the bracket.\n")
    total, failed = probes(f)
    assert total == 2
    assert failed == ["-Hot Work | Weld the bracket. -> ['Hot Work']"]
