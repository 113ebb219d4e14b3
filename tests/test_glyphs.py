"""Characters the font files lack are still drawn: names in other alphabets, the marks (✓, →)."""
from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scenes.ui import glyphs
from scenes.ui.fonts import font_path, get_font

ROOT = Path(__file__).resolve().parents[1]
WHITE = (255, 255, 255)


@pytest.fixture(autouse=True)
def fonts_ready():
    pygame.font.init()
    yield


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("name", ["Çağla", "Łukasz", "Şahin", "Жора", "Ελένη", "Dvořák"])
@pytest.mark.parametrize("kind", ["text", "bold", "display"])
def test_a_name_in_another_alphabet_is_drawn_not_dotted(kind, name):
    font = get_font(kind, 28)
    assert glyphs.undrawn(name, str(font_path(kind))) == ""
    drawn = font.render(name, True, WHITE)
    assert drawn.get_size() == font.size(name)
    for i, c in enumerate(name):
        if ord(c) > 0xFF:  # beyond Latin-1: the font file alone draws its "not defined" dot
            dotted = name[:i] + glyphs.NOT_DEFINED + name[i + 1:]
            assert pixels(font.render(dotted, True, WHITE)) != pixels(drawn), c


@pytest.mark.parametrize("mark", sorted(glyphs.MARKS))
def test_a_mark_is_drawn_by_code_and_is_not_the_dot(mark):
    font = get_font("bold", 30)
    drawn = font.render(f"{mark} Envido", True, WHITE)
    dotted = font.render(f"{glyphs.NOT_DEFINED} Envido", True, WHITE)
    assert pixels(drawn) != pixels(dotted)
    lit = sum(1 for x in range(font.size(mark)[0]) for y in range(drawn.get_height())
              if drawn.get_at((x, y)).a > 128)
    assert lit > 20, f"{mark} draws {lit} pixels"


@settings(max_examples=60, deadline=None)
@given(st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF, exclude_characters="\x7f"), max_size=24))
def test_text_the_file_has_is_drawn_by_pygame_unchanged(text):
    assume(all(glyphs.has_glyph(str(font_path("text")), c) for c in text))
    font = get_font("text", 22)
    plain = pygame.font.Font(str(font_path("text")), 22)
    assert font.size(text) == plain.size(text)
    assert pixels(font.render(text, True, WHITE)) == pixels(plain.render(text, True, WHITE))


@settings(max_examples=60, deadline=None)
@given(st.text(st.sampled_from(list("abc ÑñĞğŁłЖжΩω李✓→ ")), max_size=20))
def test_what_is_measured_is_what_is_drawn(text):
    font = get_font("bold", 24)
    assert font.render(text, True, WHITE, (0, 0, 0)).get_size() == font.size(text)


def test_a_script_no_font_of_ours_has_shows_empty_boxes_not_dots():
    font = get_font("bold", 24)
    assert glyphs.undrawn("Ana 李雷", str(font_path("bold"))) == "李雷"
    drawn = font.render("Ana 李雷", True, WHITE)
    assert drawn.get_size() == font.size("Ana 李雷")
    start = font.size("Ana ")[0]
    box = drawn.subsurface(pygame.Rect(start, 0, font.size("Ana 李")[0] - start, drawn.get_height()))
    lit_rows = {y for y in range(box.get_height()) for x in range(box.get_width()) if box.get_at((x, y)).a > 128}
    assert len(lit_rows) >= font.get_ascent() // 2, "a box as tall as half a letter, not a dot"


def shown_strings() -> list[str]:
    """Every string literal in game/ and scenes/ that is not a docstring, and every catalogue text."""
    from scenes.ui import i18n
    found: list[str] = []
    for path in [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("scenes").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        found += [n.value for n in ast.walk(tree)
                  if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
                  and not n.value.isascii()]
    i18n.t("menu.title")  # loads the catalogues
    found += [text for entry in i18n._catalog.values() for text in entry.values()]
    return found


def test_every_character_the_game_can_show_is_drawn():
    """The class of the lessons' "✓" that was drawn as "·": no string the game holds has a
    character that neither the fonts, pygame's font nor a mark draws."""
    strings = shown_strings()
    assert len(strings) > 1000
    for kind in ("text", "bold", "display"):
        path = str(font_path(kind))
        missing = {c: s for s in strings for c in glyphs.undrawn(s, path) if c.isprintable()}
        assert not missing, f"{kind}: " + ", ".join(f"{c!r} in {s[:40]!r}" for c, s in missing.items())
