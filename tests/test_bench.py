"""``python -m tools.bench``: it plays the hands it says, --full-hands plays longer hands, and the
engine stays fast enough for the computer players (a loose floor: CI machines are shared)."""
import time

from tools import bench
from game.rules import Rules


def test_random_hands_plays_hands_and_counts_actions():
    acts = bench.random_hands(Rules(players=2), 200, seed=3)
    assert 200 <= acts < 200 * 40
    assert bench.random_hands(Rules(players=2), 200, seed=3) == acts  # seeded


def test_full_hands_rarely_fold_so_hands_are_longer():
    for rules in (Rules(players=2), Rules(variant="mineiro", players=4, target=12)):
        short = bench.random_hands(rules, 300, seed=5)
        full = bench.random_hands(rules, 300, seed=5, full_hands=True)
        assert full > short * 1.3


def test_command_line_prints_one_line_per_configuration(capsys):
    assert bench.main(["--hands", "50", "--runs", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split()[0] for line in lines] == list(bench.CONFIGS)
    assert bench.main(["--hands", "50", "--runs", "1", "--full-hands", "--only", "mineiro-4p"]) == 0
    assert "full hands" in capsys.readouterr().out


def test_two_player_throughput_floor():
    """A floor far under the benchmark's figure, in CPU time of this thread (other processes on a
    busy machine do not count; ``python -m tools.bench`` measures the real throughput)."""
    best = 0.0
    for r in range(3):
        t0 = time.thread_time()
        bench.random_hands(Rules(players=2), 500, seed=r + 1)
        best = max(best, 500 / max(time.thread_time() - t0, 1e-9))
    assert best > 1500, f"{best:.0f} hands/s of CPU (the target on a quiet machine is 5000+)"


def test_command_line_differential_and_playouts(capsys):
    assert bench.main(["--differential", "60", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("60 hands") and "identical" in out
    assert bench.main(["--playouts", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "engine" in out and "fast path" in out and "playouts/s" in out
