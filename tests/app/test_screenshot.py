"""``--screenshot``: a PNG of the table after K AI-played moves, no window."""
import pygame

from app.cli import Setup
from app.screenshot import screenshot


def test_screenshot_writes_the_table(tmp_path, capsys):
    out = tmp_path / "table.png"
    rc = screenshot(Setup("intrigue", ["human", "heuristic", "random"], 3, {}), str(out), 10)
    assert rc == 0 and out.exists()
    assert "after 10 moves" in capsys.readouterr().out
    pygame.display.init()
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    assert len({img.get_at((x, 300))[:3] for x in range(0, 1280, 40)}) > 3   # not blank


def test_screenshot_bad_player_count_is_an_error(tmp_path, capsys):
    rc = screenshot(Setup("intrigue", ["human"], 3, {}), str(tmp_path / "x.png"), 0)
    assert rc == 2 and "2-8 players" in capsys.readouterr().err
