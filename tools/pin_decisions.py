"""``python -m tools.pin_decisions``: record ``dificil``'s pinned decisions again, on purpose.

``tests/test_ai_decisions_pinned.py`` checks that ``dificil`` still decides and estimates the
positions of ``tests/vectors/dificil_decisions.json.gz`` as recorded. When its decisions change on
purpose, ``game.ai.PLAYERS_VERSION`` moves on and this command records the same positions
(observation, seed, opponent profile) again with today's code: the action chosen, every legal
action's estimated chance and the worlds sampled, under the new version. It keeps the positions,
so the file stays the same size and covers the same setups; the bytes are deterministic (no time
in the gzip header).

    python -m tools.pin_decisions --check     # how many positions the code now decides otherwise
    python -m tools.pin_decisions             # write the file again (refused if the version did not move)
"""
from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from pathlib import Path

from game import ai
from game.ai import Profile

VECTORS = Path(__file__).resolve().parent.parent / "tests" / "vectors" / "dificil_decisions.json.gz"


def load(path: Path = VECTORS) -> dict:
    """The recorded file, as a dict (``players_version``, ``recorded_at``, ``positions``)."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def decide(position: dict) -> dict:
    """The position with ``dificil``'s choice, chances and worlds as today's code gives them."""
    profile = Profile.from_dict(position["profile"]) if position["profile"] else None
    got = ai.run(ai.analyse(position["obs"], position["seed"], profile))
    return {**position, "choice": got.choice, "chances": sorted(map(list, got.chances.items())),
            "worlds": got.worlds}


def dump(data: dict) -> bytes:
    """``data`` as gzipped JSON with no time in the header (the same bytes on every run)."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as f:
        f.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pin_decisions", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only count the positions decided otherwise")
    ap.add_argument("--at", default="", help="what the recording names as its source (a commit)")
    args = ap.parse_args(argv)
    try:
        data = load(VECTORS)
        positions, version, at = data["positions"], data["players_version"], data["recorded_at"]
        if not isinstance(positions, list) or not all(isinstance(p, dict) for p in positions):
            raise ValueError("no list of positions")
    except (OSError, EOFError, ValueError, KeyError, TypeError) as e:  # gzip and json errors are among these
        print(f"pin_decisions: cannot read {VECTORS.name}: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr)
        return 2
    fresh = []
    for i, p in enumerate(positions):
        try:
            fresh.append(decide(p))
        except Exception as e:  # a damaged position: say which, in one line
            print(f"pin_decisions: position {i} of {VECTORS.name} cannot be decided: {type(e).__name__}: "
                  f"{str(e)[:200]}", file=sys.stderr)
            return 2
    moved = sum(p != q for p, q in zip(positions, fresh))
    print(f"{moved} of {len(fresh)} positions decided or estimated otherwise than recorded "
          f"(players version {version}, now {ai.PLAYERS_VERSION})")
    if args.check:
        return 0
    if moved and version == ai.PLAYERS_VERSION:
        print("the decisions changed: move game.ai.PLAYERS_VERSION on first", file=sys.stderr)
        return 1
    VECTORS.write_bytes(dump({"players_version": ai.PLAYERS_VERSION,
                              "recorded_at": args.at[:200] or at, "positions": fresh}))
    print(f"wrote {VECTORS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
