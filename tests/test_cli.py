"""The command line and the shared interface pieces that need no game engine."""
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import parse_options, parse_seats
from app.run import main
from rules.core import Result
from rules.registry import CATALOGUE, entry, get_game

ROOT = Path(__file__).resolve().parent.parent


def test_result_line_single_and_shared_winner():
    assert Result((2, 0, 0), (0,)).line() == "result: winner=0 scores=2,0,0"
    assert Result((1, 0, 1), (0, 2)).line() == "result: winner=0+2 scores=1,0,1"
    assert (Result((103,), (0,), (("ribbons", "blue"),)).line()
            == "result: winner=0 scores=103 ribbons=blue")


def test_parse_seats_and_options():
    assert parse_seats("human, heuristic,search") == ["human", "heuristic", "search"]
    with pytest.raises(ValueError, match="unknown seat 'wizard'"):
        parse_seats("human,wizard")
    assert parse_options(["match=on", "start=2"]) == {"match": "on", "start": "2"}
    with pytest.raises(ValueError, match="key=value"):
        parse_options(["match"])


def test_catalogue_lists_five_games_in_menu_order():
    assert [e.title for e in CATALOGUE] == [
        "Intrigues and Cabbage", "Mr. Cabbagehead's Garden", "Rule the Roost",
        "Wilk, Koza i Kapusta", "Intrigue"]
    with pytest.raises(KeyError, match="unknown game"):
        entry("chess")


def test_unbuilt_game_is_refused_not_faked():
    unbuilt = [e for e in CATALOGUE if not e.available]
    assert unbuilt, "the catalogue should still list games that are not built"
    with pytest.raises(LookupError, match="not available yet"):
        get_game(unbuilt[0].name)


def test_bad_flags_exit_2(capsys):
    assert main(["--selfplay", "chess", "--seats", "random,random"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert main(["--selfplay", "intrigue", "--seats", "human,random"]) == 2
    assert main(["--seats", "human,dragon"]) == 2


def test_selfplay_from_source_ends_with_one_result_line():
    out = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--selfplay", "intrigue",
         "--seats", "search,heuristic,random,random", "--seed", "7"],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) > 5
    results = [ln for ln in lines if ln.startswith("result:")]
    assert results == [lines[-1]]
    assert lines[-1].startswith("result: winner=")
    scores = lines[-1].split("scores=")[1].split()[0].split(",")
    assert len(scores) == 4


def test_game_flag_refuses_unknown_or_unbuilt_game_before_any_window(capsys):
    assert main(["--game", "nosuch", "--seats", "human,random"]) == 2
    assert "unknown game 'nosuch'" in capsys.readouterr().err
    assert main(["--game", "roost", "--seats", "human,random"]) == 2
    assert "not available yet" in capsys.readouterr().err
    assert main(["--game", "intrigue", "--seats", "human"]) == 2
    assert "2-8 players" in capsys.readouterr().err
    assert main(["--game", "intrigue", "--seats", "human,random", "--option", "match=maybe"]) == 2
    assert "match must be one of" in capsys.readouterr().err


def test_selfplay_without_a_seed_says_the_seed_it_drew_and_it_replays(capsys):
    """A tester could not replay `--selfplay` games run without --seed: the drawn seed is
    now said on stderr (stdout stays the game and its result line), and --seed with it
    plays the same game."""
    code = main(["--selfplay", "garden", "--seats", "heuristic", "--quiet"])
    cap = capsys.readouterr()
    assert code == 0, cap.err
    said = cap.err.strip().splitlines()[-1]
    assert said.startswith("seed ") and "plays this game again" in said
    seed = said.split()[1]
    assert main(["--selfplay", "garden", "--seats", "heuristic", "--quiet", "--seed", seed]) == 0
    again = capsys.readouterr()
    assert again.out == cap.out and "chosen at random" not in again.err


def test_the_app_prints_no_pygame_greeting(tmp_path):
    """A player who starts the app from a terminal sees only what the app says (pygame's
    "pygame-ce 2.5.8 (SDL ...)" line is hidden by main.py, session 23)."""
    import os
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CABBAGE_TABLE_DATA=str(tmp_path))
    out = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--screenshot", str(tmp_path / "s.png"),
         "--game", "garden", "--seats", "human", "--seed", "1", "--moves", "0"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [f"screenshot: {tmp_path / 's.png'} after 0 moves"]
    assert "pygame-ce" not in out.stderr
