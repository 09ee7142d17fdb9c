"""A new-user tester's findings (trial 60).

1. Statistics: an Intrigue match (RULINGS I-10: first to 3 game wins) was counted as one
   game scored in games won, averaged as "cards left".  Now each game of the match is a
   game with its own cards left and the match is counted on its own (played, won, games
   won and lost), shown on the Statistics page.
2. ``--quiet`` prints only the ``result:`` line, as ``--help`` says.
3. Self-play's lines number the seats from 1 as the app does; the ``result:`` line keeps
   the engine's 0-based seats.
"""
from __future__ import annotations

import io

import pytest

from app.persist.stats import StatsDB
from app.profile import Profile
from app.run import main
from app.scenes.stats import StatsScene, opponent_words
from app.selfplay import selfplay
from rules.core import replay
from rules.intrigue.state import IntrigueState
from rules.registry import get_game
from tests.app.helpers import drawn_words
from tests.app.quickgames import play_quick

MATCH = {"match": "on"}


def cards_left_per_game(record, monkeypatch) -> list[tuple[int, ...]]:
    """The oracle: face-down cards per seat at the end of each game of a match, read off
    the engine's own hands just before it deals the next game (and at the very end)."""
    seen = []
    deal = IntrigueState._deal

    def spy(self, start):
        if self.game_no:                       # a game has just ended
            seen.append(tuple(len(h) for h in self.hands))
        return deal(self, start)

    with monkeypatch.context() as m:
        m.setattr(IntrigueState, "_deal", spy)
        state, _ = replay(get_game("intrigue"), len(record.seats), record.options,
                          record.seed, record.actions)
    return seen + [tuple(len(h) for h in state.hands)]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_match_games_gives_each_games_cards_left_and_winner(seed, monkeypatch):
    from app.persist.stats import match_games

    rec, session = play_quick("intrigue", ["human", "random", "random"], seed, MATCH)
    games = match_games(rec)
    assert [g.scores for g in games] == cards_left_per_game(rec, monkeypatch)
    assert [g.winners[0] for g in games] == session.state.game_winners
    assert sum(session.state.result().scores) == len(games) >= 3


def test_a_match_is_recorded_as_its_games_and_one_match(ctx, tmp_path, monkeypatch):
    profile = Profile(tmp_path)
    rec, session = play_quick("intrigue", ["human", "random", "random"], 1, MATCH,
                              profile=profile)
    left = [g[0] for g in cards_left_per_game(rec, monkeypatch)]
    winners = session.state.game_winners
    won = winners.count(0)
    assert len(left) == 6 and left != [session.state.result().scores[0]] * 6
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        g = db.per_game("intrigue")
        assert (g.games, g.wins, g.best_score) == (6, won, max(left))
        assert g.average_score == pytest.approx(sum(left) / 6)        # cards left, per game
        [m] = db.match_stats("intrigue")
        assert (m.level, m.matches, m.wins) == ("random", 1, int(0 in session.state.result().winners))
        assert (m.games_won, m.games_lost) == (won, 6 - won)
        assert db.matches_without_games() == 0
        # filed again (e.g. after a crash): counted once
        filed = profile.record_for(session)
        assert db.record_game(filed, session.state.result(), 0) is False
        assert db.per_game("intrigue").games == 6 and db.match_stats()[0].matches == 1
    ctx.profile = profile
    page = StatsScene(ctx)
    vs = opponent_words("random")                   # the random AI's level words
    assert any(ln.startswith(f"Intrigue — {vs}: 6 games, {won} won") and
               f"average {sum(left) / 6:.1f} cards left" in ln for ln in page.lines)
    assert page.match_lines == [
        f"Intrigue — {vs}: 1 match, {m.wins} won ({100 * m.wins}%);"
        f" games in them: {won} won, {6 - won} lost"]
    words = " ".join(w for w, _, _ in drawn_words(ctx, page))
    assert "Matches" in words and "1 match," in words and "own cards left." in words


def test_match_and_single_games_side_by_side(ctx, tmp_path, monkeypatch):
    profile = Profile(tmp_path)
    single, s1 = play_quick("intrigue", ["human", "random"], 7, profile=profile)
    rec, s2 = play_quick("intrigue", ["human", "random"], 5, MATCH, profile=profile)
    left = [g[0] for g in cards_left_per_game(rec, monkeypatch)] + [s1.state.result().scores[0]]
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        g = db.per_game("intrigue")
        assert g.games == len(left)
        assert g.average_score == pytest.approx(sum(left) / len(left))
        assert db.match_stats()[0].matches == 1


def test_match_line_words_and_the_total_over_levels(tmp_path):
    from app.persist.record import GameRecord
    from app.scenes.stats import match_line
    from rules.core import Result

    with StatsDB(tmp_path / "s.db") as db:
        for n, (seats, res, games) in enumerate([
                (["human", "random"], Result((3, 1), (0,)), [(0,), (0,), (1,), (0,)]),
                (["human", "search"], Result((2, 3), (1,)), [(1,), (0,), (1,), (0,), (1,)]),
                (["human", "random"], Result((0, 3), (1,)), [(1,), (1,), (1,)])]):
            rec = GameRecord("intrigue", seats, n, dict(MATCH), [],
                             created=f"2026-12-01T10:0{n}:00+00:00")
            each = [Result((2 if w == (0,) else 0, 1 if w == (1,) else 0), w) for w in games]
            assert db.record_match(rec, res, 0, each) is True
        stats = db.match_stats("intrigue")
    assert [(s.level, s.matches, s.wins, s.games_won, s.games_lost) for s in stats] == [
        ("random", 2, 1, 3, 4), ("search", 1, 0, 2, 3), ("all", 3, 1, 5, 7)]
    titles = {"intrigue": "Intrigue"}
    assert match_line(stats[0], titles) == (f"Intrigue — {opponent_words('random')}: 2 matches,"
                                           " 1 won (50%); games in them: 3 won, 4 lost")
    assert match_line(stats[2], titles).startswith("Intrigue — all opponents: 3 matches")


def test_record_match_refuses_bad_games(tmp_path):
    from app.persist.record import GameRecord
    from rules.core import Result

    rec = GameRecord("intrigue", ["human", "random"], 1, dict(MATCH), [])
    with StatsDB(tmp_path / "s.db") as db:
        with pytest.raises(ValueError):
            db.record_match(rec, Result((3, 0), (0,)), 0, [])
        with pytest.raises(ValueError):
            db.record_match(rec, Result((3, 0), (0,)), 0, [Result((1, 0, 0), (0,))])
        assert db.match_stats() == [] and db.per_game("intrigue").games == 0


# --- self-play: --quiet and seat numbers ---------------------------------------------------

def test_quiet_prints_only_the_result_line(capsys):
    for args in (["intrigue", "--seats", "search,heuristic,random,random", "--seed", "7"],
                 ["intrigue", "--seats", "heuristic,random", "--seed", "7",
                  "--option", "match=on"],
                 ["garden", "--seats", "heuristic,heuristic", "--seed", "3"]):
        assert main(["--selfplay", *args, "--quiet"]) == 0
        quiet = capsys.readouterr().out.splitlines()
        assert main(["--selfplay", *args]) == 0
        full = capsys.readouterr().out.splitlines()
        assert len(quiet) == 1 and quiet[0].startswith("result: winner=")
        assert quiet[0] == full[-1]


def test_selfplay_lines_say_seat_1_to_n_and_the_result_line_stays_0_based():
    out = io.StringIO()
    final = []
    selfplay("intrigue", ["search", "heuristic", "random", "random"], 7, out=out,
             on_action=lambda st, a, ev: final.append(st))
    lines = out.getvalue().splitlines()
    state = final[-1]
    # the machine's line is exactly the engine's Result.line(), 0-based
    assert lines[-1] == state.result().line() == "result: winner=0 scores=2,0,0,0"
    human = lines[:-1]
    assert human[1].strip() == f"Game 1: Seat {state.start_player + 1} starts."
    assert [ln.strip() for ln in human[2:6]] == [f"Seat {s} is dealt 2 cards." for s in (1, 2, 3, 4)]
    assert human[6] == "   1 Seat 3 (random): tax"                 # engine seat 2
    assert "   5 Seat 4 (random): steal Seat 2" in human         # engine 'steal 1' by seat 3
    assert "       Seat 4 claims the 10 to steal from Seat 2." in human
    assert "       Seat 1 wins the game." in human               # engine seat 0 (winner=0)
    assert human[-4].startswith("Seat 1: 2 face down")            # the summary, renumbered
    assert not any("Seat 0" in ln or "seat 0" in ln for ln in human)


def test_selfplay_match_summary_and_garden_lines_are_renumbered():
    out = io.StringIO()
    selfplay("intrigue", ["heuristic", "random"], 7, {"match": "on"}, out=out)
    lines = out.getvalue().splitlines()
    assert lines[-2] == "games won by: Seat 1, Seat 2, Seat 1, Seat 1"
    assert lines[-1] == "result: winner=0 scores=3,1 games=4"
    out = io.StringIO()
    selfplay("garden", ["heuristic", "heuristic"], 7, out=out)
    text = out.getvalue().splitlines()
    assert text[2].strip() == "Seat 2 starts." and text[-1].startswith("result: winner=1 ")
    assert not any("eat 0" in ln for ln in text[:-1])


def test_action_words_names_a_target_seat_from_1():
    from app.selfplay import action_words
    from rules.intrigue.actions import Coup, Income, Steal

    assert action_words(Steal(1)) == "steal Seat 2"
    assert action_words(Coup(0)) == "coup Seat 1"
    assert action_words(Income()) == "income"
    assert action_words("plant 15 0 0") == "plant 15 0 0"


def test_the_left_panel_fits_many_levels_and_matches(ctx, tmp_path):
    """Four opponent levels of games and of matches: the Matches section was cut after its
    first line (seen in the window); the panel now steps its figures down from 16 px until
    every line fits in it."""
    from app.persist.record import GameRecord
    from rules.core import Result

    with StatsDB(tmp_path / "stats.sqlite3") as db:
        for n, seats in enumerate([["human", "random"], ["human", "heuristic"],
                                   ["human", "search"], ["human", "random", "search"]]):
            k = len(seats)
            rec = GameRecord("intrigue", seats, n, {}, [], created=f"2026-12-01T10:0{n}:00+00:00")
            db.record_game(rec, Result((1,) + (0,) * (k - 1), (0,)), 0)
            rec = GameRecord("intrigue", seats, 50 + n, dict(MATCH), [],
                             created=f"2026-12-01T11:0{n}:00+00:00")
            won = Result((2,) + (0,) * (k - 1), (0,))
            lost = Result((0, 1) + (0,) * (k - 2), (1,))
            db.record_match(rec, Result((3, 1) + (0,) * (k - 2), (0,)), 0,
                            [won, lost, won, won])
    ctx.profile = Profile(tmp_path)
    page = StatsScene(ctx)
    assert len(page.lines) == 4 and len(page.match_lines) == 5       # 4 levels + all
    items = page.left_layout(ctx.text, 560, 500)
    assert all(y + size + 4 <= 500 for _, y, size, _, _ in items)
    drawn = " ".join(text for text, *_ in items)
    for line in page.lines + page.total_lines + page.match_lines:    # none cut or left out
        assert line in drawn
    assert page.match_lines[-1].endswith("4 matches, 4 won (100%); games in them: 12 won, 4 lost")
    assert max(size for _, _, size, _, bold in items if not bold) < 16
    # few figures keep the 16 px lines
    one = tmp_path / "one"
    one.mkdir()
    with StatsDB(one / "stats.sqlite3") as db:
        db.record_game(GameRecord("intrigue", ["human", "random"], 1, {}, []),
                       Result((1, 0), (0,)), 0)
    ctx.profile = Profile(one)
    small = StatsScene(ctx).left_layout(ctx.text, 560, 500)
    assert {size for _, _, size, _, bold in small if not bold} == {16}
