"""The saved document on the desktop: defaults, round trips, and every way it can be broken."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scenes.host import device, storage
from game.rules import Rules
from scenes.host.storage import SCHEMA_VERSION, Store, default_document


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("TRUCO_DATA_DIR", str(folder))
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LC_MESSAGES", "")
    monkeypatch.setenv("LANG", "es_AR.UTF-8")
    return folder


def doc_file(folder):
    return folder / "truco.json"


def corrupt_copies(folder):
    return sorted(p.name for p in folder.glob("truco.corrupt-*.json"))


def test_default_document_shape():
    doc = default_document("pt")
    assert doc["version"] == SCHEMA_VERSION
    assert set(doc) == {"version", "settings", "match", "diario", "stats", "daily", "lessons", "tour", "board"}
    assert doc["settings"] == {
        "variant": "argentino", "flor": False, "players": 2, "target": 30,
        "envido_raises": True, "chicos": 1, "senas": False, "tip_senas": False, "language": "pt",
        "difficulty": "normal", "sound": True, "speed": "normal", "four_colour": False,
        "show_envido": True, "summary": "auto", "big_text": False, "confirm_play": "touch",
        "talk": True, "rivals": {}, "name": "", "name_asked": False,
    }
    assert doc["match"] is None and doc["diario"] is None
    assert doc["stats"] == {} and doc["daily"] == {}
    json.dumps(doc, allow_nan=False)  # plain JSON


def test_missing_file_gives_defaults_and_writes_nothing(data_dir):
    store = Store()
    doc = store.load()
    assert doc == default_document("es")
    assert store.problems == []
    assert not data_dir.exists() or not any(data_dir.iterdir())


def test_round_trip_desktop_file(data_dir):
    store = Store()
    doc = store.load()
    doc["settings"].update(variant="mineiro", players=4, target=12, language="en",
                           difficulty="dificil", sound=False, speed="fast", four_colour=True,
                           show_envido=False, flor=True)
    doc["match"] = {"seed": 12345, "actions": ["envido", "quiero", "play:1e"], "scores": [3, 7],
                    "note": "ñandú – ¡truco!"}
    doc["stats"] = {"played": 3, "won": 2, "by_variant": {"argentino": [1, 2]}}
    doc["daily"] = {"2026-11-29": {"score": [30, 12], "share": "🂡🂱"}}
    store.save(doc)

    on_disk = json.loads(doc_file(data_dir).read_text(encoding="utf-8"))
    assert on_disk == doc
    again = Store().load()
    assert again == doc
    assert [p.name for p in data_dir.iterdir()] == ["truco.json"]  # no temp file left behind


def test_default_data_dir_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("TRUCO_DATA_DIR", raising=False)
    monkeypatch.setattr(device.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert device.data_file("truco") == tmp_path / "xdg" / "truco" / "truco.json"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert device.data_dir() == tmp_path / "home" / ".local" / "share" / "truco"
    monkeypatch.setattr(device.sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert device.data_dir() == tmp_path / "roaming" / "truco"


def test_save_is_atomic_when_writing_fails(data_dir, monkeypatch):
    store = Store()
    good = default_document("es")
    good["stats"] = {"played": 1}
    store.save(good)

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(device.os, "replace", broken_replace)
    changed = default_document("es")
    changed["stats"] = {"played": 2}
    store.save(changed)  # reported, not raised
    monkeypatch.undo()
    assert json.loads(doc_file(data_dir).read_text())["stats"] == {"played": 1}
    assert [p.name for p in data_dir.iterdir()] == ["truco.json"]


@pytest.mark.parametrize(
    "raw",
    [
        b"\x00\xff\xfe garbage \x80\x81",
        b"",
        b"{\"version\": 1, \"settings\": ",
        b"[1, 2, 3]",
        b"null",
        b"\"just a string\"",
        b"NaN",
        b"[" * 100_000,
    ],
    ids=["bytes", "empty", "truncated", "list", "null", "string", "nan", "deep"],
)
def test_corrupt_file_falls_back_and_keeps_a_copy(data_dir, raw):
    data_dir.mkdir(parents=True)
    doc_file(data_dir).write_bytes(raw)
    store = Store()
    doc = store.load()
    assert doc == default_document("es")
    assert store.problems
    assert corrupt_copies(data_dir) == ["truco.corrupt-1.json"]
    assert (data_dir / "truco.corrupt-1.json").read_bytes() == raw  # byte for byte
    # the repaired document was written back: the next start is clean and copies nothing
    again = Store()
    assert again.load() == doc
    assert again.problems == []
    assert corrupt_copies(data_dir) == ["truco.corrupt-1.json"]


def test_copies_are_numbered(data_dir):
    data_dir.mkdir(parents=True)
    for n in range(3):
        doc_file(data_dir).write_text(f"broken {n}")
        Store().load()
    assert corrupt_copies(data_dir) == [f"truco.corrupt-{n}.json" for n in (1, 2, 3)]
    assert (data_dir / "truco.corrupt-2.json").read_text() == "broken 1"


def test_wrong_types_fall_back_per_key(data_dir):
    data_dir.mkdir(parents=True)
    bad = {
        "version": 1,
        "settings": {
            "variant": "paulista",      # unknown choice
            "flor": "yes",              # str, not bool
            "players": 3,               # out of range
            "target": True,             # bool is not an int here
            "language": "en",           # fine
            "difficulty": None,
            "sound": 0,                 # int, not bool
            "speed": "fast",            # fine
            "four_colour": True,        # fine
            "show_envido": [],
            "volume": 11,               # unknown key: dropped
        },
        "match": "not a dict",
        "stats": [1, 2],
        "daily": {"2026-11-28": {"score": [1, 2]}},
    }
    doc_file(data_dir).write_text(json.dumps(bad))
    store = Store()
    doc = store.load()
    expected = default_document("es")
    expected["settings"].update(language="en", speed="fast", four_colour=True)
    expected["daily"] = {"2026-11-28": {"score": [1, 2]}}
    assert doc == expected
    assert any("variant" in p for p in store.problems)
    assert corrupt_copies(data_dir) == ["truco.corrupt-1.json"]
    assert json.loads((data_dir / "truco.corrupt-1.json").read_text()) == bad


@pytest.mark.parametrize("target,ok", [(30, True), (15, True), (12, True), (0, False),
                                       (100, False), (-5, False), (30.0, False), ("30", False)])
def test_target_range(data_dir, target, ok):
    doc = default_document("es")
    doc["settings"]["target"] = target
    clean, problems = storage.validate(doc)
    assert type(clean["settings"]["target"]) is int
    assert clean["settings"]["target"] == (target if ok else 30)
    assert (not problems) is ok


def test_a_document_from_before_envido_raises_and_chicos_loads_quietly(data_dir):
    """A document saved before the rules panel offered envido raises and chicos: those two take
    today's defaults, the rest is kept, nothing is reported damaged, nothing is copied aside."""
    data_dir.mkdir(parents=True)
    old = default_document("en")
    del old["settings"]["envido_raises"], old["settings"]["chicos"]
    old["settings"].update(players=4, flor=True, target=15)
    old["match"] = {"save": "{}", "daily": None}
    old["stats"] = {"by_rules": {"argentino-4p-15-flor": {"played": 3, "won": 2}}}
    doc_file(data_dir).write_text(json.dumps(old))
    before = doc_file(data_dir).read_text()
    store = Store()
    doc = store.load()
    assert (doc["settings"]["envido_raises"], doc["settings"]["chicos"]) == (True, 1)
    assert {k: v for k, v in doc.items() if k != "settings"} == \
        {k: v for k, v in old.items() if k != "settings"}
    assert {k: doc["settings"][k] for k in old["settings"]} == old["settings"]
    assert store.problems == [] and store.notice is None
    assert corrupt_copies(data_dir) == []
    assert doc_file(data_dir).read_text() == before  # not even rewritten until the next save
    from scenes.screens.choices import rules_from_settings
    assert rules_from_settings(doc["settings"]) == Rules(players=4, flor=True, target=15)


@pytest.mark.parametrize("name,value,ok", [("envido_raises", False, True), ("envido_raises", 0, False),
                                           ("envido_raises", "no", False), ("chicos", 3, True),
                                           ("chicos", 2, False), ("chicos", True, False),
                                           ("chicos", 3.0, False), ("chicos", None, False)])
def test_envido_raises_and_chicos_are_checked(data_dir, name, value, ok):
    doc = default_document("es")
    doc["settings"][name] = value
    clean, problems = storage.validate(doc)
    assert clean["settings"][name] == (value if ok else default_document("es")["settings"][name])
    assert type(clean["settings"][name]) is type(default_document("es")["settings"][name])
    assert (not problems) is ok


def test_huge_strings_are_refused_or_cut(data_dir):
    data_dir.mkdir(parents=True)
    huge = "x" * 100_000
    doc = default_document("es")
    doc["settings"]["language"] = huge
    doc["match"] = {"seed": 1, "log": "x" * (storage.MAX_DOCUMENT_CHARS // 2 + 1)}
    doc["stats"] = {"name": huge, huge: 1, "ok": 2}
    doc["daily"] = {"note": "fine"}
    doc_file(data_dir).write_text(json.dumps(doc))
    store = Store()
    loaded = store.load()
    assert loaded["settings"]["language"] == "es"
    assert loaded["match"] is None  # a match that would need cutting is worthless
    assert loaded["stats"] == {"name": "x" * storage.MAX_STRING, "ok": 2}
    assert loaded["daily"] == {"note": "fine"}
    assert len(doc_file(data_dir).read_text()) < 10_000
    assert corrupt_copies(data_dir) == ["truco.corrupt-1.json"]


def test_a_long_saved_match_string_is_kept(data_dir):
    """The engine's save (Match.to_json) is one long string; a whole match must survive."""
    data_dir.mkdir(parents=True)
    from game.match import Match
    from game.rules import Rules

    m = Match(Rules(players=4), seed=3)
    m.start_hand()
    while not m.over and m.hand_no < 25:
        if m.hand.over:
            m.start_hand()
        else:
            m.apply(m.legal_actions()[0])
    save = m.to_json()
    assert len(save) > storage.MAX_STRING
    doc = default_document("es")
    doc["match"] = {"save": save, "daily": None}
    Store().save(doc)
    assert Store().load()["match"]["save"] == save


def test_huge_document_is_not_parsed(data_dir):
    data_dir.mkdir(parents=True)
    doc_file(data_dir).write_text(" " * (storage.MAX_DOCUMENT_CHARS + 1) + "{}")
    store = Store()
    assert store.load() == default_document("es")
    assert "too big" in store.problems[0]


def test_older_version_keeps_settings_drops_match(data_dir):
    data_dir.mkdir(parents=True)
    old = {"version": 0, "settings": {"variant": "mineiro", "players": 4}, "match": {"v0": True},
           "stats": {"played": 9}}
    doc_file(data_dir).write_text(json.dumps(old))
    store = Store()
    doc = store.load()
    assert doc["version"] == SCHEMA_VERSION
    assert doc["settings"]["variant"] == "mineiro" and doc["settings"]["players"] == 4
    assert doc["settings"]["target"] == 30
    assert doc["match"] is None
    assert doc["stats"] == {"played": 9} and doc["daily"] == {}
    assert any("version" in p for p in store.problems)
    assert corrupt_copies(data_dir) == ["truco.corrupt-1.json"]
    assert json.loads(doc_file(data_dir).read_text())["version"] == SCHEMA_VERSION


def test_missing_version_and_non_finite_numbers(data_dir):
    data_dir.mkdir(parents=True)
    doc_file(data_dir).write_text('{"settings": {}, "stats": {"ratio": NaN, "inf": Infinity}}')
    doc = Store().load()
    assert doc["stats"] == {"ratio": None, "inf": None}
    json.dumps(doc, allow_nan=False)


def test_unreadable_storage_does_not_stop_the_game(data_dir):
    data_dir.mkdir(parents=True)
    doc_file(data_dir).mkdir()  # a folder where the file should be
    (doc_file(data_dir) / "inside").write_text("kept")
    store = Store()
    assert store.load() == default_document("es")
    assert store.problems and "cannot read" in store.problems[0]
    assert store.notice[0] == "storage.set_aside" and store.notice[1]["reason"] == "not-regular"
    assert (data_dir / "truco.unreadable-1.json" / "inside").read_text() == "kept"  # moved, whole
    store.save(default_document("es"))
    assert json.loads(doc_file(data_dir).read_text()) == default_document("es")


def test_save_validates_what_it_writes(data_dir):
    doc = default_document("es")
    doc["settings"]["players"] = 7
    doc["match"] = {"when": float("nan")}
    doc["stats"] = {"n": 1}
    Store().save(doc)
    written = json.loads(doc_file(data_dir).read_text())
    assert written["settings"]["players"] == 2
    assert written["match"] is None
    assert written["stats"] == {"n": 1}


def test_load_returns_a_private_copy(data_dir):
    store = Store()
    first = store.load()
    first["settings"]["variant"] = "mineiro"
    assert store.load()["settings"]["variant"] == "argentino"


@pytest.mark.parametrize("env,expected", [
    ({"LANG": "pt_BR.UTF-8"}, "pt"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANGUAGE": "de:en", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_GB.UTF-8"}, "es"),
    ({"LANG": "C"}, "es"),
    ({"LANG": "fr_FR.UTF-8"}, "es"),
])
def test_detect_language_desktop(monkeypatch, env, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, env.get(name, ""))
    monkeypatch.setattr("locale.getlocale", lambda *a: (None, None))
    assert device.detect_language() == expected


def test_default_language_follows_locale(data_dir, monkeypatch):
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert Store().load()["settings"]["language"] == "pt"


def test_desktop_device_answers():
    assert device.is_browser() is False
    assert device.can_quit() is True
    import pygame

    shown = pygame.display.get_surface()
    size = shown.get_size() if shown is not None else (1280, 720)
    pygame.display.quit()
    assert device.copy_to_clipboard("hola") is False  # no window, no clipboard
    pygame.display.init()
    pygame.display.set_mode(size)
    assert device.copy_to_clipboard("hola") is True
    if shown is None:  # the display as the tests before this one left it
        pygame.display.quit()
    assert device.copy_to_clipboard(None) is False
    with pytest.raises(ValueError):
        device.load_text("../etc/passwd")
    with pytest.raises(ValueError):
        device.save_text("a/b", "x")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=st.dictionaries(
    st.sampled_from(["version", "settings", "match", "diario", "stats", "daily", "lessons", "tour", "board",
                     "other"]),
    json_values | st.dictionaries(st.sampled_from(sorted(storage.SETTING_CHECKS)), json_values),
))
def test_validate_never_fails_and_is_stable(doc):
    clean, _ = storage.validate(doc, language="es")
    assert set(clean) == {"version", "settings", "match", "diario", "stats", "daily", "lessons", "tour", "board"}
    for name, check in storage.SETTING_CHECKS.items():
        assert check(clean["settings"][name])
    json.dumps(clean, allow_nan=False)
    again, problems = storage.validate(clean, language="es")
    assert again == clean and problems == []


@pytest.mark.parametrize("env,system,expected", [
    ({"LANG": "C.UTF-8"}, ("en_US", "UTF-8"), "es"),  # Python maps C.UTF-8 to en_US: not a choice
    ({}, ("pt_BR", "UTF-8"), "pt"),  # no locale variables (Windows): ask the system
])
def test_detect_language_when_the_locale_says_c(monkeypatch, env, system, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, env.get(name, ""))
    monkeypatch.setattr("locale.getlocale", lambda *a: system)
    assert device.detect_language() == expected
