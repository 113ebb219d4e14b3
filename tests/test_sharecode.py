"""Share codes: they replay to the proven score; tampered, malformed and huge codes are refused."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game import ai, daily
from game.daily import sharecode
from game.rules import Rules
from game.daily.codetext import code_in
from game.daily.sharecode import _Bits, _checksum, _header_bits, _moves_header_bits, _to_text

ROOT = Path(__file__).resolve().parent.parent
DAY = date(2026, 11, 29)
CASES = [
    (DAY, Rules(), "normal"),
    (date(2027, 3, 1), Rules(players=4, flor=True, target=15), "facil"),
    (date(2026, 12, 31), Rules(variant="mineiro", players=4, target=12), "dificil"),
    (date(2000, 1, 1), Rules(players=2, flor=True, target=5), "random"),
]


def _record(day, rules, level):
    return daily.autoplay_actions(day, rules, level)


@pytest.fixture(scope="module")
def played():
    """One finished daily: (day, rules, level, human actions, code)."""
    day, rules, level = CASES[0]
    actions = _record(day, rules, level)
    return day, rules, level, actions, sharecode.encode_code(day, rules, level, actions)


def _pack(bits: _Bits) -> str:
    payload = bits.to_bytes()
    return _to_text(payload + _checksum(payload))


def _moves(day, rules, level, actions):
    """Every move (seat-prefixed) of the daily the person's record makes."""
    return sharecode.moves_of(daily.replay(day, rules, level, actions))


def _legacy_code(day, rules, level, actions, hints=False) -> str:
    """A code of formats 1-3, as the game wrote them before format 4: the person's choices only."""
    bits = _header_bits(day, daily.daily_rules(rules), level, hints)
    for index, n in sharecode.human_choices(day, rules, level, actions):
        bits.write(index, (n - 1).bit_length())
    return _pack(bits)


def _move_bits(day, rules, level, all_moves, stop=None, **head):
    """The bits of a format 4 code, up to the first move at which ``stop(index, n, move)`` is true
    (then also that point's options)."""
    r = daily.daily_rules(rules)
    bits = _moves_header_bits(day, r, level, **head)
    m = daily.daily_match(day, r)
    for move in all_moves:
        while not m.over and (m.hand is None or m.hand.over):
            m.start_hand()
        options = sharecode.moves(m)
        if stop is not None and stop(options.index(move), len(options), move):
            return bits, options
        bits.write(options.index(move), (len(options) - 1).bit_length())
        m.apply(move)
    return bits, []


@pytest.mark.parametrize("day,rules,level", CASES, ids=lambda x: str(x))
def test_a_code_replays_to_the_score(day, rules, level):
    actions = _record(day, rules, level)
    m = daily.replay(day, rules, level, actions)
    code = sharecode.encode_code(day, rules, level, actions)
    out = sharecode.verify_code(code)
    assert out["ok"], out
    assert out["date"] == day.isoformat() and out["level"] == level
    assert out["rules"] == daily.daily_rules(rules).to_dict()
    assert out["rules_key"] == daily.rules_key(rules)
    assert out["human_actions"] == actions
    assert out["moves"] == sharecode.moves_of(m)  # every move, the computer players' too
    assert out["result"] == daily.match_result(m)
    assert out["result"]["scores"] == m.scores and out["result"]["won"] == (m.winner == 0)
    assert out["text"] == daily.share_text(day, rules, out["result"], code, "es")
    assert (out["format"], out["check"], out["players_version"], out["name"]) == \
        (sharecode.VERSION_MOVES, "exact", ai.PLAYERS_VERSION, "")
    assert sharecode.read_header(code) == {k: out[k] for k in ("date", "rules", "rules_key", "level", "hints",
                                                               "name", "players_version", "format")}
    # the code packed from the moves alone (no computer player thinking) is the same code
    assert sharecode.encode_moves(day, rules, level, sharecode.moves_of(m)) == code
    assert sharecode.match_of(out).to_json() == m.to_json()


def test_a_code_is_short(played):
    day, rules, level, actions, code = played
    m = daily.replay(day, rules, level, actions)
    head = _moves_header_bits(day, daily.daily_rules(rules), level).size
    bits, _ = _move_bits(day, rules, level, sharecode.moves_of(m))
    assert bits.size - head == sum(
        (n - 1).bit_length() for n in _option_counts(day, rules, sharecode.moves_of(m)))
    assert len(code) == -(-((bits.size + 7) // 8 + sharecode.CHECK_BYTES) * 8 // 5)
    assert set(code) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    assert len(code) < 150  # a whole match, 1 v 1 to 30, every move of it


def _option_counts(day, rules, all_moves):
    m = daily.daily_match(day, rules)
    out = []
    for move in all_moves:
        while not m.over and (m.hand is None or m.hand.over):
            m.start_hand()
        out.append(len(sharecode.moves(m)))
        m.apply(move)
    return out


def test_reading_is_forgiving(played):
    code = played[-1]
    spaced = "-".join(code[i:i + 4] for i in range(0, len(code), 4)).lower()
    assert sharecode.normalise(spaced) == code
    assert sharecode.verify_code(" " + spaced + "\n")["code"] == code
    if "0" in code or "1" in code:
        sloppy = code.replace("0", "O").replace("1", "l")
        assert sharecode.verify_code(sloppy)["ok"]


def test_a_link_holds_its_code(played):
    code = played[-1]
    for text in (f"https://example.org/truco/#d={code}", f"  http://127.0.0.1:8000/#debug&d={code}\n",
                 f"https://x.itch.zone/html/1/index.html#d={code.lower()}&other=1",
                 f"Truco Diario · Ganamos · https://example.org/#d={code}", code):
        assert sharecode.verify_code(code_in(text))["code"] == code, text
    assert code_in("https://example.org/truco/") == ""  # a link without a code holds none
    assert code_in("https://example.org/#d=%41%42") == "AB"
    assert code_in(None) == "" and code_in("x" * 100_000) == "x" * 8000


def test_every_single_character_change_is_refused(played):
    code = played[-1]
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for i, c in enumerate(code):
        for other in alphabet[(alphabet.index(c) + 1) % 32], alphabet[(alphabet.index(c) + 17) % 32]:
            tampered = code[:i] + other + code[i + 1:]
            out = sharecode.verify_code(tampered)
            assert not out["ok"], (i, other)
            assert out["error"]


def test_cut_and_lengthened_codes_are_refused(played):
    code = played[-1]
    for bad in (code[:-1], code[:-2], code[:10], code + "0", code + "00", code + code):
        out = sharecode.verify_code(bad)
        assert not out["ok"] and out["error"], bad


def test_an_impossible_move_index_is_refused(played):
    day, rules, level, actions, _ = played
    # a point whose number of moves is not a power of two has unused indexes
    bits, options = _move_bits(day, rules, level, _moves(day, rules, level, actions),
                               stop=lambda i, n, move: n & (n - 1) != 0)
    n = len(options)
    bits.write(n, (n - 1).bit_length())  # one past the last possible move
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "impossible" in out["error"] and f"of {n} possible" in out["error"]


def test_a_code_that_ends_before_the_match_is_refused(played):
    day, rules, level, actions, _ = played
    bits, _ = _move_bits(day, rules, level, _moves(day, rules, level, actions),
                         stop=lambda i, n, move: n > 2)
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "ends before the match" in out["error"]


def test_a_code_that_goes_on_after_the_match_is_refused(played):
    day, rules, level, actions, _ = played
    bits, _ = _move_bits(day, rules, level, _moves(day, rules, level, actions))
    bits.write(0xFF, 8)
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "after the end" in out["error"] and out["why"] == "not_a_match"


def test_a_wrong_version_is_refused(played):
    code = played[-1]
    data = sharecode._from_text(code)[:-sharecode.CHECK_BYTES]
    changed = bytes([(data[0] & 0x0F) | (6 << 4)]) + data[1:]  # 5 is a format 4 with señas
    out = sharecode.verify_code(_to_text(changed + _checksum(changed)))
    assert not out["ok"] and "version 6 is not supported" in out["error"] and "newer" in out["error"]
    assert out["why"] == "other_game"


@pytest.mark.parametrize("head", [_header_bits, _moves_header_bits], ids=["format 1", "format 4"])
def test_a_target_the_variant_lacks_is_refused(head):
    bits = head(DAY, Rules(variant="mineiro", players=4, target=12), "normal")
    tail = bits.size - 10  # mineiro target index 0 -> 1 (it has one target)
    value = bits.value | (1 << tail)
    out = sharecode.verify_code(_pack(_Bits(value, bits.size)))
    assert not out["ok"] and "target" in out["error"]


@pytest.mark.parametrize("head", [_header_bits, _moves_header_bits], ids=["format 1", "format 4"])
def test_rules_the_game_does_not_offer_are_refused(head):
    bits = head(DAY, Rules(variant="mineiro", players=4, target=12), "normal")
    value = bits.value & ~(1 << (bits.size - 6))  # mineiro with two players
    out = sharecode.verify_code(_pack(_Bits(value, bits.size)))
    assert not out["ok"] and "rules" in out["error"]


# --------------------------------------------------------------------------- names
@pytest.mark.parametrize("name", ["Ana", "Çağla", "Ана", "李雷", "محمد", "José María", "🂡 Truquero",
                                  "x" * 16, "𝔄" * 16])
def test_a_code_carries_a_name_in_any_script(played, name):
    day, rules, level, actions, _ = played
    code = sharecode.encode_moves(day, rules, level, _moves(day, rules, level, actions), name=name)
    out = sharecode.verify_code(code)
    assert out["ok"] and out["name"] == name and sharecode.read_header(code)["name"] == name


@pytest.mark.parametrize("name,why", [("x" * 17, "16"), ("a\u202eb", "U+202E"), ("a\x00", "U+0000"),
                                      ("\ud800", "U+D800"), (5, "text")])
def test_a_name_a_code_cannot_hold_is_refused_when_encoding(played, name, why):
    day, rules, level, actions, _ = played
    with pytest.raises(ValueError, match=re.escape(why)):
        sharecode.encode_moves(day, rules, level, _moves(day, rules, level, actions), name=name)


def test_white_space_in_a_name_is_folded(played):
    day, rules, level, actions, _ = played
    code = sharecode.encode_moves(day, rules, level, _moves(day, rules, level, actions), name="  Ana \t María ")
    assert sharecode.verify_code(code)["name"] == "Ana María"


@pytest.mark.parametrize("raw", [b"\xff\xfe", "Ana\u202e".encode(), " Ana".encode(), "e\u0301".encode(),
                                 b"x" * 65])
def test_a_forged_name_is_refused(played, raw):
    """Bytes that are not UTF-8, a character that draws nothing, a name not written as the game
    writes names (spaces at the ends, not composed), too long: refused before any replay."""
    day, rules, level, actions, _ = played
    r = daily.daily_rules(rules)
    bits = _moves_header_bits(day, r, level)
    # rewrite the name: drop the empty name's length, write the forged one
    bits = _Bits(bits.value >> sharecode.NAME_LENGTH_BITS, bits.size - sharecode.NAME_LENGTH_BITS)
    bits.write(min(len(raw), 127), sharecode.NAME_LENGTH_BITS)
    bits.write_bytes(raw)
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "name" in out["error"], out


# --------------------------------------------------------------------------- exact and legal
def test_a_code_of_another_players_version_is_checked_for_legality(played, monkeypatch):
    """The computer players change (PLAYERS_VERSION moves on): the code still verifies, from its
    own moves, to the same result; the answer says how it was checked."""
    code = played[-1]
    before = sharecode.verify_code(code)
    monkeypatch.setattr(ai, "PLAYERS_VERSION", ai.PLAYERS_VERSION + 1)
    monkeypatch.setattr(ai, "think", _otherwise)  # and they decide otherwise now
    out = sharecode.verify_code(code, lang="es")
    assert out["ok"] and out["check"] == "legal", out
    assert out["players_version"] == ai.PLAYERS_VERSION - 1
    assert (out["result"], out["moves"], out["human_actions"]) == \
        (before["result"], before["moves"], before["human_actions"])
    assert daily.check_words(out["check"], "es") == "verificado: jugadas legales; rivales de otra versión"
    assert daily.check_words(before["check"], "en") == "verified: exact replay"


def _otherwise(obs, level, seed, profile=None):
    """A computer player of another version: the last legal action, always."""
    return obs["legal"][-1]
    yield  # a generator, like ai.think


def test_a_changed_computer_move_is_refused_under_this_version(played):
    """Under the version the code names, every computer move is decided again: a code whose
    computer moves were changed (with a right checksum) is refused; the same moves written as
    another version's are only checked for legality, and verify."""
    day, rules, level, actions, _ = played
    all_moves = _moves(day, rules, level, actions)
    m = daily.daily_match(day, rules)
    for i, move in enumerate(all_moves):  # the first computer decision with a choice
        while m.hand is None or m.hand.over:
            m.start_hand()
        options = sharecode.moves(m)
        if not move.startswith("0:") and len(options) > 1:
            break
        m.apply(move)
    other = next(o for o in options if o != move)
    m.apply(other)
    daily.play_match(m, lambda mm, legal: legal[0], "random")  # any legal ending
    changed = sharecode.moves_of(m)
    assert changed[:i] == all_moves[:i] and changed[i] == other
    forged = sharecode.encode_moves(day, rules, level, changed)
    out = sharecode.verify_code(forged)
    assert not out["ok"] and "changed" in out["error"] and f"move {i + 1}" in out["error"], out
    elsewhere = sharecode.encode_moves(day, rules, level, changed, players_version=ai.PLAYERS_VERSION + 7)
    out = sharecode.verify_code(elsewhere)
    assert out["ok"] and out["check"] == "legal" and out["moves"] == changed


def test_a_level_this_game_does_not_know_is_checked_for_legality(played):
    day, rules, level, actions, _ = played
    r = daily.daily_rules(rules)
    bits = _moves_header_bits(day, r, level)
    # the level's 4 bits sit after version (4) and the rules (8)
    value = bits.value | (0b1111 << (bits.size - 16))
    bits = _Bits(value, bits.size)
    m = daily.daily_match(day, r)
    for move in _moves(day, rules, level, actions):
        while m.hand is None or m.hand.over:
            m.start_hand()
        options = sharecode.moves(m)
        bits.write(options.index(move), (len(options) - 1).bit_length())
        m.apply(move)
    out = sharecode.verify_code(_pack(bits))
    assert out["ok"] and out["level"] == "level-15" and out["check"] == "legal"


@pytest.mark.parametrize("bad", ["", "   ", "-", "!!!", "Truco Diario", "U", "0", "00000000",
                                 None, 12345, b"ABC", ["A"], "\u00f1and\u00fa", "A" * 1999])
def test_garbage_is_refused(bad):
    out = sharecode.verify_code(bad)
    assert out["ok"] is False and isinstance(out["error"], str) and out["error"]


def test_a_huge_code_is_refused_at_once():
    code = "7" * 5_000_000
    start = time.process_time()  # CPU time: a busy machine does not make it slower
    out = sharecode.verify_code(code)
    assert not out["ok"] and "too long" in out["error"]
    assert time.process_time() - start < 0.5


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="0123456789ABCDEFGHJKMNPQRSTVWXYZ-ol ", max_size=120))
def test_random_codes_never_raise(text):
    out = sharecode.verify_code(text)
    assert set(out) >= {"ok"}
    assert out["ok"] or out["error"]


def test_encode_refuses_unfinished_and_out_of_range():
    actions = _record(*CASES[0])
    with pytest.raises(ValueError, match="not over"):
        sharecode.encode_code(DAY, Rules(), "normal", actions[:-1])
    with pytest.raises(ValueError, match="level"):
        sharecode.encode_code(DAY, Rules(), "genius", actions)
    with pytest.raises(ValueError, match="date"):
        sharecode.encode_code(date(1999, 12, 31), Rules(), "normal", actions)
    all_moves = _moves(DAY, Rules(), "normal", actions)
    with pytest.raises(ValueError, match="not over"):
        sharecode.encode_moves(DAY, Rules(), "normal", all_moves[:-1])
    with pytest.raises(ValueError, match="not possible"):
        sharecode.encode_moves(DAY, Rules(), "normal", all_moves + all_moves[-1:])
    with pytest.raises(ValueError, match="players version"):
        sharecode.encode_moves(DAY, Rules(), "normal", all_moves, players_version=256)


def test_all_levels_are_encodable():
    assert set(ai.LEVELS) <= set(sharecode.CODE_LEVELS)
    assert len(sharecode.CODE_LEVELS) <= 1 << sharecode.LEVEL_BITS
    assert sharecode.CODE_LEVELS[:4] == ("random", "facil", "normal", "dificil")  # append only
    assert ai.PLAYERS_VERSION < 1 << sharecode.PLAYERS_VERSION_BITS


def test_cli_verify(played):
    code = played[-1]
    p = subprocess.run([sys.executable, "-m", "game.daily", "verify", code, "--lang", "en"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    first, text = p.stdout.splitlines()
    out = json.loads(first)
    assert out["ok"] and out["code"] == code
    assert text.startswith("Truco Daily 2026-11-29 \u00b7 Argentine \u00b7 We ") and text.endswith(code)
    for bad in (code[:-1] + ("0" if code[-1] != "0" else "1"), "garbage!", "Z" * 3000):
        p = subprocess.run([sys.executable, "-m", "game.daily", "verify", bad], cwd=ROOT,
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and "Traceback" not in p.stderr
        assert json.loads(p.stdout)["ok"] is False and "refused:" in p.stderr


def test_verify_steps_yield_and_agree(played):
    code = played[-1]
    gen = sharecode.verify_steps(code)
    yields = 0
    try:
        while True:
            next(gen)
            yields += 1
    except StopIteration as stop:
        out = stop.value
    assert out == sharecode.verify_code(code) and out["ok"]
    assert yields >= out["result"]["hands"]
    assert daily.run(sharecode.verify_steps("bad code!"))["ok"] is False


@settings(max_examples=40, deadline=None)
@given(day=st.dates(min_value=date(2000, 1, 1), max_value=date(2179, 1, 1)),
       rules=st.sampled_from([Rules(), Rules(players=4, flor=True, target=10),
                              Rules(variant="mineiro", players=4, target=12),
                              Rules(players=2, target=5, envido_raises=False),
                              Rules(players=4, target=5, chicos=3, flor=True),
                              Rules(players=2, target=5, envido_raises=False, chicos=3)]),
       picks=st.lists(st.integers(min_value=0, max_value=1000), min_size=1, max_size=50))
def test_any_human_choices_round_trip(day, rules, picks):
    chosen = []

    def human(m, legal):
        chosen.append(legal[picks[len(chosen) % len(picks)] % len(legal)])
        return chosen[-1]

    m = daily.play_match(daily.daily_match(day, rules), human, "random")
    code = sharecode.encode_code(day, rules, "random", chosen)
    out = sharecode.verify_code(code)
    assert out["ok"] and out["human_actions"] == chosen
    assert out["result"] == daily.match_result(m) and out["date"] == day.isoformat()


BETS_AND_CALLS = {"envido", "real-envido", "falta-envido", "truco", "retruco", "vale-cuatro", "seis",
                  "nove", "doze", "pass", "burn", "play-onze"}


@settings(max_examples=40, deadline=None)
@given(day=st.dates(min_value=date(2000, 1, 1), max_value=date(2179, 1, 1)),
       rules=st.sampled_from([Rules(), Rules(players=4), Rules(players=4, flor=True, target=15),
                              Rules(players=2, target=5), Rules(variant="mineiro", players=4, target=12),
                              Rules(players=2, target=10, chicos=3),
                              Rules(players=4, target=5, chicos=3, envido_raises=False)]),
       picks=st.lists(st.integers(min_value=0, max_value=1000), min_size=1, max_size=50))
def test_real_codes_stay_within_the_length_limits(day, rules, picks):
    """The limits that refuse a forged code at once never refuse a real one: a human who calls and
    raises whenever it may (computers at random, who raise too) takes at most
    MAX_BITS_PER_HAND bits in a hand, and the match fits in max_hands."""
    bits_of_hand: dict[int, int] = {}
    scores_of_hand: dict[int, list[int]] = {}
    k = [0]

    def human(m, legal):
        bits_of_hand[m.hand_no] = bits_of_hand.get(m.hand_no, 0) + (len(legal) - 1).bit_length()
        scores_of_hand.setdefault(m.hand_no, (list(m.hand.start_scores), list(m.chicos)))
        k[0] += 1
        calls = [a for a in legal if a in BETS_AND_CALLS]
        pick = picks[k[0] % len(picks)]
        return calls[pick % len(calls)] if calls and pick % 5 else legal[pick % len(legal)]

    m = daily.play_match(daily.daily_match(day, rules), human, "random")
    r = daily.daily_rules(rules)
    assert m.over and m.hand_no <= sharecode.max_hands(r)
    assert max(bits_of_hand.values(), default=0) <= sharecode.MAX_BITS_PER_HAND
    for hand, (start, chicos) in scores_of_hand.items():  # what is left fits in the rest
        left = sum(b for h, b in bits_of_hand.items() if h >= hand)
        assert left <= sharecode.max_hands(r, start, chicos) * sharecode.MAX_BITS_PER_HAND


def test_a_partido_may_take_three_chicos_of_hands():
    one, partido = Rules(players=4), Rules(players=4, chicos=3)
    assert sharecode.max_hands(partido) == 3 * sharecode.max_hands(one)
    assert sharecode.max_hands(partido, (20, 3), (1, 0)) == \
        sharecode.max_hands(one, (20, 3)) + sharecode.max_hands(one)
    assert sharecode.max_hands(partido, (20, 3), (1, 1)) == sharecode.max_hands(one, (20, 3))


def test_a_code_longer_than_its_match_is_refused_before_replaying(played):
    day, rules, level, actions, code = played
    bits = _header_bits(day, rules, level)
    for index, n in sharecode.human_choices(day, rules, level, actions):
        bits.write(index, (n - 1).bit_length())
    bits.write(0, sharecode.max_hands(rules) * sharecode.MAX_BITS_PER_HAND + 8)
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "longer than the rest of its match" in out["error"]
    assert len(_pack(bits)) < sharecode.MAX_CODE_CHARS


# --------------------------------------------------------------------------- every rule set
#: codes made before envido raises and chicos reached the Diario (computer players "random" seat 0
#: against the level named): they must keep verifying, to the same result and the same text
OLD_CODES = [
    ("25H6CMBFP1WS2PQ9PVD7S72AMV405J5Y", "2026-11-29", "argentino-2p-30", "normal", [10, 32]),
    ("2T96R5J0JEJB2SXJ73604CWFJCHG", "2027-03-01", "argentino-4p-15-flor", "facil", [15, 13]),
    ("3GH6GMMMR4A33G6Y2B9G", "2026-12-31", "mineiro-4p-12", "normal", [10, 14]),
    ("2016CMPB5TKE7CG", "2026-11-29", "argentino-2p-5", "random", [3, 5]),
]
OPTIONS = [Rules(players=4, envido_raises=False), Rules(players=4, chicos=3, target=15),
           Rules(players=2, flor=True, target=10, envido_raises=False, chicos=3)]


@pytest.mark.parametrize("code,day,key,level,scores", OLD_CODES, ids=lambda x: str(x)[:12])
def test_codes_of_the_usual_rules_are_the_same_as_before(code, day, key, level, scores):
    out = sharecode.verify_code(code)
    assert out["ok"], out
    assert (out["date"], out["rules_key"], out["level"], out["result"]["scores"]) == \
        (day, key, level, scores)
    assert (out["format"], out["check"], out["name"], out["players_version"]) == (1, "exact", "", None)
    rules = daily.rules_from_key(key)
    assert (rules.envido_raises, rules.chicos) == (True, 1)
    # and packing the same record as format 1 gives the very same code
    d = date.fromisoformat(day)
    assert _legacy_code(d, rules, level, out["human_actions"]) == code
    assert sharecode._from_text(code)[0] >> 4 == sharecode.VERSION
    # a code of format 4 of the same match proves the same result
    again = sharecode.verify_code(sharecode.encode_moves(d, rules, level, out["moves"]))
    assert again["result"] == out["result"] and again["human_actions"] == out["human_actions"]


@pytest.fixture(scope="module")
def optioned():
    """Finished dailies of rule sets with envido raises off or chicos: (rules, actions, code)."""
    out = []
    for rules in OPTIONS:
        actions = daily.autoplay_actions(DAY, rules, "normal")
        out.append((rules, actions, sharecode.encode_code(DAY, rules, "normal", actions)))
    return out


def test_a_code_carries_envido_raises_and_chicos(optioned):
    for rules, actions, code in optioned:
        out = sharecode.verify_code(code)
        assert out["ok"], out
        assert out["rules"] == rules.to_dict() and out["rules_key"] == daily.rules_key(rules)
        assert out["human_actions"] == actions
        m = daily.replay(DAY, rules, "normal", actions)
        assert m.rules == rules and out["result"] == daily.match_result(m)
        assert sharecode._from_text(code)[0] >> 4 == sharecode.VERSION_MOVES
        assert sharecode.read_header(code)["rules"] == rules.to_dict()
        legacy = sharecode.verify_code(_legacy_code(DAY, rules, "normal", actions))
        assert legacy["ok"] and legacy["format"] == sharecode.VERSION_OPTIONS
        assert legacy["result"] == out["result"] and legacy["rules"] == out["rules"]
        if rules.chicos == 3:  # a partido's result and share line name the chicos won
            assert out["result"]["chicos"] == m.chicos and max(m.chicos) == 2
            assert f"(chicos {m.chicos[0]}\u2013{m.chicos[1]})" in out["text"]
        if not rules.envido_raises:
            assert "sin subir el envido" in out["text"]


def test_a_code_never_verifies_under_another_rule_set(optioned):
    """The same choices written under another rule set's header (with a right checksum, as a
    forger would) are refused: the deals differ, so the choices no longer fit the legal actions."""
    others = [Rules(players=4), Rules(players=2, flor=True, target=10)] + OPTIONS
    for rules, actions, code in optioned:
        choices = sharecode.human_choices(DAY, rules, "normal", actions)
        for other in others:
            if other == rules:
                continue
            bits = _header_bits(DAY, other, "normal")
            for index, n in choices:
                bits.write(index, (n - 1).bit_length())
            out = sharecode.verify_code(_pack(bits))
            assert not out["ok"], (rules, other, out)
            with pytest.raises(ValueError):
                sharecode.encode_code(DAY, other, "normal", actions)


def test_a_version_2_header_must_name_other_options():
    usual = _header_bits(DAY, Rules(), "normal")  # version 1: 28 bits
    bits = _Bits()
    bits.write(sharecode.VERSION_OPTIONS, 4)
    bits.write((usual.value >> 18) & 0x3F, 6)  # variant, players, flor, target
    bits.write(1, 1)  # envido raised
    bits.write(0, 1)  # one chico
    bits.write(usual.value & ((1 << 18) - 1), 18)  # level and day
    out = sharecode.verify_code(_pack(bits))
    assert not out["ok"] and "usual" in out["error"]


def test_a_version_2_header_with_mineiro_envido_rules_is_refused():
    bits = _header_bits(DAY, Rules(variant="mineiro", chicos=3), "normal")
    value = bits.value & ~(1 << (bits.size - 11))  # envido raises 1 -> 0
    out = sharecode.verify_code(_pack(_Bits(value, bits.size)))
    assert not out["ok"] and "envido" in out["error"]


# --------------------------------------------------------------------------- codes that stay verifiable
#: Codes of the current format (4), recorded with the computer players of PLAYERS_VERSION 1:
#: (code, day, rules key, level, name, hints, final scores). They must verify for good, whatever
#: later versions of the computer players decide: exactly while PLAYERS_VERSION is 1, for
#: legality after it changes. A change to a level's decisions that leaves PLAYERS_VERSION at 1
#: fails the exact replay here: that change must move PLAYERS_VERSION on.
PINNED = [
    ("85H014SE0D0PWR86B465A2B4P58R8HC346804S2B4K5JJJE24524PB98AMS02PAC08JT80NJ2840SCG0HJP45G2CX2NH5CP01XMSC",
     "2026-11-20", "argentino-2p-30", "normal", "Ana", False, [31, 25]),
    ("8TGR14SKGZ1RERE4KXP62SD0P90010449104054401145GA20M280201B4JSC2200GH8M4NG2N3K4A9460G7WVV5",
     "2026-12-01", "argentino-4p-15-flor", "facil", "Çağla", True, [13, 18]),
    ("9GG014SM0VK9V3Q9KEVR8HMWMK9B20P0MWTQ8", "2026-12-02", "mineiro-4p-12", "random", "李雷", False, [13, 0]),
    ("819014SMG135HQ2KB008MS41N14WT085N001HH4H86D4JP02JT9240MGTT6B9CJ00MXVM",
     "2026-12-03", "argentino-2p-10-noraises-3chicos", "normal", "", False, [9, 11]),
    ("80HG14SN0H16AX3FC4CP9DC07XRWA", "2026-12-04", "argentino-2p-5", "dificil", "Beto", False, [6, 1]),
]


@pytest.mark.parametrize("code,day,key,level,name,hints,scores", PINNED, ids=lambda x: str(x)[:10])
def test_pinned_codes_keep_verifying(code, day, key, level, name, hints, scores, monkeypatch):
    out = sharecode.verify_code(code)
    assert out["ok"], out
    assert (out["date"], out["rules_key"], out["level"], out["name"], out["hints"], out["result"]["scores"]) \
        == (day, key, level, name, hints, scores)
    assert out["players_version"] == 1 and out["format"] == sharecode.VERSION_MOVES
    assert out["check"] == ("exact" if ai.PLAYERS_VERSION == 1 else "legal")
    # under any later version of the computer players, deciding otherwise: the same proven result
    monkeypatch.setattr(ai, "PLAYERS_VERSION", max(2, ai.PLAYERS_VERSION + 1))
    monkeypatch.setattr(ai, "think", _otherwise)
    later = sharecode.verify_code(code)
    assert later["ok"] and later["check"] == "legal"
    assert (later["result"], later["moves"]) == (out["result"], out["moves"])


@settings(max_examples=40, deadline=None)
@given(day=st.dates(min_value=date(2000, 1, 1), max_value=date(2179, 1, 1)),
       rules=st.sampled_from([Rules(), Rules(players=4), Rules(players=4, flor=True, target=15),
                              Rules(players=2, target=5), Rules(variant="mineiro", players=4, target=12),
                              Rules(players=2, target=10, chicos=3),
                              Rules(players=4, target=5, chicos=3, envido_raises=False)]),
       picks=st.lists(st.integers(min_value=0, max_value=1000), min_size=1, max_size=50))
def test_real_move_codes_stay_within_the_length_limits(day, rules, picks):
    """The limit that refuses a forged format 4 code at once never refuses a real one: a person
    who calls and raises whenever it may, against computers at random (who raise too), takes at
    most MAX_MOVE_BITS_PER_SEAT bits a player in a hand, and a match fits in max_hands."""
    k = [0]

    def human(m, legal):
        k[0] += 1
        calls = [a for a in legal if a in BETS_AND_CALLS]
        pick = picks[k[0] % len(picks)]
        return calls[pick % len(calls)] if calls and pick % 5 else legal[pick % len(legal)]

    m = daily.play_match(daily.daily_match(day, rules), human, "random")
    r = daily.daily_rules(rules)
    replay = daily.daily_match(day, r)
    per_hand = []
    for entry in m.log:
        replay.start_hand()
        bits = 0
        for move in entry["actions"]:
            bits += (len(sharecode.moves(replay)) - 1).bit_length()
            replay.apply(move)
        per_hand.append(bits)
    assert m.over and m.hand_no <= sharecode.max_hands(r)
    assert max(per_hand) <= sharecode.MAX_MOVE_BITS_PER_SEAT * r.players
    code = sharecode.encode_moves(day, r, "random", sharecode.moves_of(m))
    assert len(code) <= sharecode.MAX_CODE_CHARS and sharecode.verify_code(code)["ok"]
