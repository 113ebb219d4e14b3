"""The Diario: the same deals for everyone on the same day, replayable from the human's choices.

RULES.md Part C. A daily match is fully determined by the player's local date, the rules choice,
the computer players' level and the human's own choices, and replays the same anywhere (browser
included). The package, one job per module:

- :mod:`~game.daily.deals`: the daily's rules choice, its key and seed, the day's deals;
- :mod:`~game.daily.play`: who acts at a daily's table, the computer players' turns (in steps
  for the frame loop), replaying the human's record, the result;
- :mod:`~game.daily.words`: the rules choice as a label and the line to share;
- :mod:`~game.daily.sharecode`: share codes, which prove a result by replaying it (their text:
  :mod:`~game.daily.codetext`; the names they carry: :mod:`~game.daily.names`);
- :mod:`~game.daily.board`: the friends' board, their verified results ranked by day and week;
- :mod:`~game.daily.stats`: statistics per rule set and the Diario's history (streaks, best days);
- ``__main__``: the command line, ``python -m game.daily deals | verify | board | autoplay``.

The imports go one way: ``__main__`` → ``board``, ``sharecode`` → ``play``, ``words``,
``codetext``, ``names`` → ``deals`` → the engine; ``stats`` → ``deals``. The names of ``deals``, ``play`` and ``words`` are importable from here.
"""
from .deals import (DAILY_KEYS, USUAL, check_date, daily_match, daily_rules, daily_seed, deals,
                    rules_from_key, rules_key)
from .play import (DEFAULT_LEVEL, HUMAN, MAX_ACTIONS, HumanChoice, advance, advance_steps,
                   autoplay_actions, computer_action, computer_senas, computer_turn, human_legal,
                   human_options, match_result, next_actor, play_match, replay, replay_steps, run)
from .words import VARIANT_NAMES, check_words, rules_label, share_text

__all__ = ["DAILY_KEYS", "DEFAULT_LEVEL", "HUMAN", "MAX_ACTIONS", "USUAL", "VARIANT_NAMES",
           "HumanChoice", "advance", "advance_steps", "autoplay_actions", "check_date", "check_words",
           "computer_action", "computer_senas", "computer_turn", "daily_match", "daily_rules",
           "daily_seed", "deals", "human_legal", "human_options", "match_result", "next_actor",
           "play_match", "replay", "replay_steps",
           "rules_from_key", "rules_key", "rules_label", "run", "share_text"]
