# /// script
# requires-python = ">=3.11"
# dependencies = ["pygame-ce==2.5.8"]
# ///
"""Truco: entry point for the desktop window and for pygbag (browser)."""
import asyncio
import sys

import pygame

WIDTH, HEIGHT = 1280, 720


async def main(max_frames: int | None = None) -> int:
    """Run the frame loop until the window closes (or ``max_frames`` frames)."""
    pygame.init()
    screen = pygame.display.set_mode((WIDTH, HEIGHT), pygame.SCALED | pygame.RESIZABLE)
    pygame.display.set_caption("Truco")
    font = pygame.font.Font(None, 120)
    small = pygame.font.Font(None, 36)
    clock = pygame.time.Clock()
    frames = 0
    dirty = True
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
            elif event.type in (pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED):
                dirty = True
        if dirty:
            screen.fill((14, 90, 58))
            title = font.render("Truco", True, (245, 230, 190))
            screen.blit(title, title.get_rect(center=(WIDTH // 2, HEIGHT // 2 - 40)))
            sub = small.render("Argentino · Mineiro", True, (220, 220, 200))
            screen.blit(sub, sub.get_rect(center=(WIDTH // 2, HEIGHT // 2 + 40)))
            pygame.display.flip()
            dirty = False
        frames += 1
        if max_frames is not None and frames >= max_frames:
            running = False
        clock.tick(60)
        await asyncio.sleep(0)
    pygame.quit()
    return 0


if __name__ == "__main__":
    # --- browser note (issue 6): keep this ending as it is. ---
    # Under pygbag, asyncio.run() only schedules main() and returns at once, and sys.exit() is
    # pygbag's "stop the asyncio loop": sys.exit(asyncio.run(main())) would stop the game before
    # its first frame. So sys.exit() only on the desktop, where asyncio.run() has finished.
    if sys.platform == "emscripten":
        asyncio.run(main())
    else:
        sys.exit(asyncio.run(main()))
