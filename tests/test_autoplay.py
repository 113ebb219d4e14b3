"""``python main.py --autoplay``: a computer plays your seat through the real scenes, headless."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(args, tmp_path, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TRUCO_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "main.py", "--autoplay", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("variant,players", [("argentino", 2), ("argentino", 4), ("mineiro", 4)])
def test_a_few_hands_through_the_scenes_with_screenshots(tmp_path, variant, players):
    shots = tmp_path / "shots"
    p = run(["--seed", "4", "--variant", variant, "--players", str(players), "--max-hands", "3",
             "--shots", str(shots)], tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    names = sorted(x.name for x in shots.glob("*.png"))
    assert any("TableScene" in n for n in names)
    assert any("hand01-end" in n for n in names)
    # each hand's result shows, as the banner on the table or as the full summary (the autoplay
    # opens it from the banner on odd hands; it opens itself for hands that scored several ways)
    assert sum("SummaryScene" in n or n.endswith("-result.png") for n in names) >= 3
    assert any("SummaryScene" in n for n in names)
    assert not (tmp_path / "data").exists()  # the person's saved document is never touched
    assert "autoplay: " in p.stdout and "3 hands" in p.stdout and str(shots) in p.stdout


def test_a_whole_short_match_ends_with_status_0(tmp_path):
    shots = tmp_path / "shots"
    p = run(["--seed", "11", "--variant", "argentino", "--players", "2", "--target", "15",
             "--shots", str(shots)], tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    names = sorted(x.name for x in shots.glob("*.png"))
    assert any("MatchOver" in n for n in names)
    last = p.stdout.strip().splitlines()[-1]
    assert last.startswith("autoplay: argentino 2 players to 15, seed 11") and "won)" in last


@pytest.mark.parametrize("size, canvas", [("390x844", (720, 1280)), ("844x390", (1280, 720))])
def test_screenshots_take_the_windows_shape(tmp_path, size, canvas):
    """``--size 390x844`` (a phone held upright) plays on the portrait canvas and saves what that
    window shows: the canvas, its shape kept, in a picture of the window's shape."""
    import pygame
    shots = tmp_path / "shots"
    p = run(["--seed", "3", "--players", "4", "--max-hands", "1", "--size", size, "--shots", str(shots)],
            tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    pictures = sorted(shots.glob("*.png"))
    assert any("hand01-first-turn" in x.name for x in pictures), [x.name for x in pictures]
    w, _, h = size.partition("x")
    for path in pictures:
        pw, ph = pygame.image.load(str(path)).get_size()
        assert abs(pw / ph - int(w) / int(h)) < 0.005, (path.name, pw, ph)
        assert min(pw, ph) == min(canvas) and max(pw, ph) >= max(canvas), (path.name, pw, ph)


@pytest.mark.parametrize("lang", ["pt", "en", "es"])
def test_the_autoplay_plays_in_the_language_asked(lang):
    """``--lang pt`` (or en): the screens, the calls and the characters' talk of an autoplay in
    that language (screenshots for each language), its settings still only in memory."""
    import main
    from scenes.devtools.autoplay import MemoryStore
    from scenes.ui import i18n
    try:
        app = main.make_app(main.parse_args(["--autoplay", "--lang", lang]))
        assert isinstance(app.store, MemoryStore)
        assert app.settings["language"] == lang and i18n.language() == lang
        words = {"es": "Nueva partida", "pt": "Nova partida", "en": "New match"}[lang]
        assert i18n.t("menu.new") == words
    finally:
        i18n.set_language(i18n.DEFAULT)


def test_an_unknown_language_is_a_one_line_mistake(tmp_path):
    p = run(["--lang", "fr"], tmp_path, timeout=60)
    assert p.returncode == 2 and len(p.stderr.splitlines()) == 1, p.stderr
    assert "--lang" in p.stderr and "'fr'" in p.stderr
