"""What one seat may know: the observation, as plain JSON-ready data.

This is all a computer player ever receives. It holds the seat's own cards, the cards on the table
(face-down cards only for their owner), burned tandas, declared envido values, calls, scores and the
public history of the hand; in a mão de onze also the partner's cards; in a mão de ferro not even
the seat's own cards. With señas: the seat's own señas and its partner's, and the rivals' señas it
caught, never the others (RULES.md D3), and the señas it may make now.
"""
from __future__ import annotations

OBSERVATION_VERSION = 1


def observe(match, seat: int) -> dict:
    """The observation of ``seat`` in ``match`` (see the module docstring)."""
    rules = match.rules
    n = rules.players
    if not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"seat must be from 0 to {n - 1}")
    obs = {
        "version": OBSERVATION_VERSION,
        "seat": seat,
        "team": seat & 1,
        "rules": rules.to_dict(),
        "scores": list(match.scores),
        "chicos": list(match.chicos),
        "hand_no": match.hand_no,
        "dealer": match.dealer,
        "match_over": match.over,
        "match_winner": match.winner,
        "catch": list(match.catch),
    }
    h = match.hand
    if h is None:
        obs.update(hand_over=True, to_act=None, legal=[], hand=[], tricks=[], senas=[], senas_legal=[])
        return obs
    mine_known = not h.mineiro.ferro
    tricks = []
    for trick in h.tricks:
        row = []
        for s, card, down in trick:
            row.append({"seat": s, "card": card if (not down or s == seat) else None, "down": down})
        tricks.append(row)
    pending = None
    if h.pending_bet is not None:
        level, caller = h.pending_bet
        pending = {"call": h.v.bet_calls[level - 1], "level": level, "caller": caller}
    obs.update({
        "mano": h.mano,
        "start_scores": list(h.start_scores),
        "phase": h.phase,
        "to_act": h.to_act,
        "acting": h.acting_seats(),
        "legal": h.legal_actions(seat),
        "hand": list(h.cards[seat]) if mine_known else None,
        "hand_sizes": [len(c) for c in h.cards],
        "tricks": tricks,
        "results": list(h.results),
        "leader": h.leader,
        "turn": h.turn,
        "stake": h.stake,
        "level": h.level,
        "quiero_team": h.quiero_team,
        "pending_bet": pending,
        "bet_closed": h.mineiro.bet_closed,
        "envido": {
            "calls": list(h.envido.calls),
            "pending_caller": h.envido.caller,
            "done": h.envido.done,
            "said": [[s, val] for s, val in h.envido.said],
            "winner": h.envido.winner,
        },
        "flor_sung": list(h.envido.flor_sung),
        "tanda": {
            "burned": [list(b) for b in h.mineiro.burned],
            "passed": h.mineiro.passed is not None,
            "passed_cards": list(h.mineiro.passed) if (h.mineiro.passed is not None and seat == h.mano) else None,
            "rejections": h.mineiro.rejections,
        },
        "onze_team": h.mineiro.onze_team,
        "ferro": h.mineiro.ferro,
        "partner_hand": None,
        "shown": [{"seat": s, "cards": list(c)} for s, c in sorted(h.envido.shown.items())],
        "history": list(h.history),
        # not the señas' places in the hand: a gap would tell of a seña not caught
        "senas": [{"seat": s, "sign": sign, "caught": (s & 1) != (seat & 1)}
                  for s, sign, seen in h.senas if seat in seen],
        "senas_legal": h.sena_actions(seat),
        "hand_over": h.over,
        "hand_winner": h.winner,
    })
    if h.mineiro.onze_team is not None and seat & 1 == h.mineiro.onze_team and n == 4:
        obs["partner_hand"] = list(h.cards[(seat + 2) % n])
    return obs
