"""The Intrigue table driven by posted mouse events (headless, SDL dummy driver)."""
import pygame
import pytest

from app.cli import Setup
from app.gesture import Gesture, match_gesture
from app.scenes.intrigue_table import ChooserOverlay, IntrigueTable, ResultsOverlay
from app.scenes.rules_page import RulesPage
from tests.app.helpers import button, click, drag, drawn_words, play_on, settle


def table(ctx, seats=("human", "random", "random"), seed=4):
    """A table where seat 0 (the person) starts."""
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", list(seats), seed, {"start": "0"}))
    ctx.stack.push(t)
    return t


def test_drag_steal_chip_onto_seat_submits_steal(ctx):
    t = table(ctx)
    assert t.session.human_to_act()
    drag(t, t.chip_rect("steal").center, t.seat_rect(2).center)
    assert t.session.record == ["steal 2"]
    assert t.drag is None


def test_illegal_drop_changes_nothing_and_says_why(ctx):
    t = table(ctx)
    before_view = t.session.state.view(0)
    drag(t, t.chip_rect("dagger").center, t.seat_rect(1).center)   # 2 coins, Dagger costs 3
    assert t.session.record == []
    assert t.session.state.view(0) == before_view
    assert "3 coins" in t.message
    assert t.spring is not None                                      # springs back


def test_drop_on_empty_felt_springs_back(ctx):
    t = table(ctx)
    drag(t, t.chip_rect("steal").center, (480, 380))
    assert t.session.record == []
    assert t.spring is not None and t.message


def test_legal_targets_light_up_during_drag(ctx):
    t = table(ctx, seats=("human", "random", "random", "random"))
    drag(t, t.chip_rect("steal").center, (480, 300), release=False)
    assert t.drag is not None and sorted(t.drag.lit) == [1, 2, 3]


def test_pointer_leaving_window_ends_drag(ctx):
    t = table(ctx)
    drag(t, t.chip_rect("steal").center, (480, 300), release=False)
    assert t.drag is not None
    t.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    assert t.drag is None and t.spring is not None
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.seat_rect(1).center, button=1))
    assert t.session.record == []


def test_click_income_button(ctx):
    t = table(ctx)
    click(t, button(t.prompt_buttons, "income").rect.center)
    assert t.session.record == ["income"]


def test_click_chip_with_several_targets_opens_chooser(ctx):
    t = table(ctx)
    click(t, t.chip_rect("steal").center)
    top = ctx.stack.top
    assert isinstance(top, ChooserOverlay)
    assert sorted(b.tag for b in top.buttons) == ["cancel", "steal 1", "steal 2"]
    click(top, button(top.buttons, "steal 1").rect.center)
    assert t.session.record == ["steal 1"]


def test_lose_a_card_by_clicking_it(ctx):
    t = table(ctx, seed=11)
    hand = t.session.state.view(0).hand
    t.submit("tax")
    t.session.apply_text("challenge")                # seat 1 challenges
    t._refresh()
    settle(t)
    legal = t.session.legal_texts()
    assert legal[-1] == "decline"
    click(t, button(t.prompt_buttons, "decline").rect.center)
    if len(set(hand)) == 1:
        pytest.skip("both cards alike: nothing to choose")
    assert t.view().phase == "lose"
    settle(t)
    rank, rect = t.card_rects()[1]
    click(t, rect.center)
    assert t.session.record[-1] == f"lose {rank}"
    assert rank in t.session.state.view(0).face_up[0]


def test_lose_a_card_by_dragging_it_to_face_up_row(ctx):
    t = table(ctx, seed=11)
    t.submit("tax")
    t.session.apply_text("challenge")
    t._refresh()
    settle(t)
    t.submit("decline")
    if t.view().phase != "lose":
        pytest.skip("both cards alike: nothing to choose")
    settle(t)
    rank, rect = t.card_rects()[0]
    drag(t, rect.center, t.faceup_rect().center)
    assert t.session.record[-1] == f"lose {rank}"


def test_exchange_by_dragging_between_keep_row_and_court(ctx):
    t = table(ctx, seats=("human", "random"), seed=6)
    t.submit("exchange")
    t.session.apply_text("pass")                     # seat 1 does not challenge
    t._refresh()
    settle(t)
    v = t.view()
    assert v.phase == "exchange" and len(v.drawn) == 2
    keep, court = t.exchange_rects()
    drag(t, keep[0][1].center, t.court_zone().center)          # return my first card
    keep, court = t.exchange_rects()
    drag(t, court[0][1].center, t.keep_zone().center)          # keep a drawn card
    assert len(t.ex_keep) == 2
    expected = sorted(t.ex_keep)
    click(t, button(t.prompt_buttons, "keep").rect.center)
    last = t.session.record[-1].split()
    assert last[0] == "keep" and sorted(last[1:]) == expected


def test_exchange_keep_is_disabled_until_the_choice_is_valid(ctx):
    t = table(ctx, seats=("human", "random"), seed=6)
    t.submit("exchange")
    t.session.apply_text("pass")
    t._refresh()
    settle(t)
    assert button(t.prompt_buttons, "keep").enabled             # the dealt hand is valid
    click(t, t.exchange_rects()[1][0][1].center)                # court card → keep (3 kept)
    keep = button(t.prompt_buttons, "keep")
    assert not keep.enabled and "3 chosen" in keep.label
    n = len(t.session.record)
    click(t, keep.rect.center)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert len(t.session.record) == n                           # nothing submitted
    t.confirm_keep()                                            # forced: refused in words
    assert len(t.session.record) == n and "Keep exactly 2 cards" in t.message
    click(t, t.exchange_rects()[0][0][1].center)                # a card back → 2 kept
    keep = button(t.prompt_buttons, "keep")
    assert keep.enabled and t.message == ""                     # the stale reason is gone
    click(t, keep.rect.center)
    assert t.session.record[-1].startswith("keep ")


def test_rules_button_opens_rules_page(ctx):
    t = table(ctx)
    click(t, button(t.header_buttons, "rules").rect.center)
    assert isinstance(ctx.stack.top, RulesPage)
    page = ctx.stack.top
    page.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert page.scroll > 0
    click(page, button(page.buttons, "back").rect.center)
    assert ctx.stack.top is t


def test_ai_only_game_plays_to_results(ctx):
    t = table(ctx, seats=("random", "random", "random"), seed=2)
    for _ in range(500):
        if not t.step_ai_now():
            break
    assert t.session.state.is_terminal()
    t.bubbles[1] = ("Pass", 100.0)                   # a last word, still up at the end
    t.update(5.0)                                    # let the last animations finish
    assert isinstance(ctx.stack.top, ResultsOverlay)
    assert not t.bubbles                             # none peeks out from behind it
    surface = pygame.Surface((1280, 720))
    ctx.stack.draw(surface)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "again").rect.center)
    new = ctx.stack.top
    assert isinstance(new, IntrigueTable) and new.session.setup.seed != 2


@pytest.mark.parametrize("n", range(2, 9))
def test_table_draws_for_every_player_count(ctx, n):
    t = table(ctx, seats=["human"] + ["random"] * (n - 1))
    t.draw(pygame.Surface((1280, 720)))
    rects = [t.seat_rect(s) for s in range(1, n)]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (n, a, b)


def test_match_gesture():
    legal = ["income", "steal 1", "steal 2", "lose Q", "keep K A"]
    assert match_gesture(Gesture("steal", 2), legal) == ["steal 2"]
    assert match_gesture(Gesture("steal"), legal) == ["steal 1", "steal 2"]
    assert match_gesture(Gesture("dagger", 1), legal) == []
    assert match_gesture(Gesture("keep", ranks=("A", "K")), legal) == ["keep K A"]
    assert match_gesture(Gesture("keep", ranks=("A",)), legal) == []


def test_memory_aid_button_toggles_claim_history(ctx):
    t = table(ctx)
    t.submit("tax")                                   # seat 0 claims the King
    before = pygame.Surface((1280, 720))
    t.draw(before)
    assert not ctx.settings.memory_aid
    click(t, button(t.header_buttons, "aid").rect.center)
    assert ctx.settings.memory_aid
    after = pygame.Surface((1280, 720))
    t.draw(after)
    seat1 = t.seat_rect(1)
    assert pygame.image.tobytes(before.subsurface(seat1), "RGB") != \
        pygame.image.tobytes(after.subsurface(seat1), "RGB")


def test_keys_are_a_second_way(ctx):
    t = table(ctx)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s", mod=0))
    assert isinstance(ctx.stack.top, ChooserOverlay)          # Steal: on whom?
    ctx.stack.pop()
    income = [b.tag for b in t.prompt_buttons].index("income")
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + income, unicode="", mod=0))
    assert t.session.record == ["income"]


def test_hot_seat_hides_the_table_between_two_people(ctx):
    from app.scenes.intrigue_table import HandoverOverlay

    t = table(ctx, seats=("human", "human"))
    t.submit("tax")                                   # seat 1 (a person) must answer
    t.update(5.0)
    over = ctx.stack.top
    assert isinstance(over, HandoverOverlay) and over.seat == 1
    click(over, button(over.buttons, "ready").rect.center)
    assert ctx.stack.top is t and t.viewer() == 1


def test_match_continues_after_a_game_win(ctx):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["random", "random"], 9,
                                                {"match": "on"})))
    said = set()
    won = set()
    for _ in range(3000):
        if not t.step_ai_now():
            break
        if t.message:
            said.add(t.message)
        won.add(t.game_won_text)
    v = t.session.state.view(0)
    assert t.session.state.is_terminal() and max(v.wins) == 3
    assert any("wins game 1" in w for w in won)
    # the match panel says who won a game: the prompt bar does not say it again
    assert not any("wins game" in m for m in said)


@pytest.mark.parametrize("by", ["click", "key 1"])
def test_fast_forward_once_the_person_is_out(ctx, by):
    t = table(ctx, seats=("human", "random", "random"), seed=5)
    play_on(t, lambda t: t.session.state.is_terminal() or t.humans_out(), 400,
            prefer="challenge")
    if t.session.state.is_terminal():
        pytest.skip("the person won this seed")
    settle(t)
    assert button(t.prompt_buttons, "fast") is not None
    if by == "click":
        click(t, button(t.prompt_buttons, "fast").rect.center)
    else:
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert t.fast
    for _ in range(2000):                       # tiny frames: no pacing, no animation
        t.update(0.001)
        if t.session.state.is_terminal():
            break
    assert t.session.state.is_terminal() and not t.tweens


def _challenged_block(ctx):
    """Seat 1 steals from the person, who blocks with the 10 and is challenged."""
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 4,
                                                {"start": "1"})))
    for a in ("steal 0", "pass", "pass"):
        t.session.apply_text(a)
    t.submit("block 10")
    t.session.apply_text("challenge")
    t._refresh()
    settle(t)
    return t


def test_show_a_card_by_dragging_it_onto_the_court(ctx):
    t = _challenged_block(ctx)
    assert t.view().phase == "prove" and "10" in t.view().hand
    rect = dict(t.card_rects())["10"]
    drag(t, rect.center, t.court_rect().center)
    assert t.session.record[-1] == "show"


def test_showing_the_wrong_card_springs_back_with_reason(ctx):
    t = _challenged_block(ctx)
    other = next(r for r in t.view().hand if r != "10")
    n = len(t.session.record)
    drag(t, dict(t.card_rects())[other].center, t.court_rect().center)
    assert len(t.session.record) == n and "the 10" in t.message and t.spring is not None


def test_log_scrolls_back_with_the_wheel(ctx):
    t = table(ctx, seats=("random", "random", "random"), seed=2)
    for _ in range(60):
        t.step_ai_now()
    surface = pygame.Surface((1280, 720))
    t.draw(surface)
    assert len(t.log_lines()) > 30
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 300), rel=(0, 0),
                                buttons=(0, 0, 0)))
    t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    t.draw(surface)
    assert t.log_scroll == 6
    t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5))
    assert t.log_scroll == 0


def test_results_list_the_seats_in_finishing_order(ctx):
    """Rulebook "Winning" and I-9: the last seat with a face-down card wins; the others
    finish in the reverse order of going out."""
    from app.scenes.intrigue_table import finishing_order

    t = table(ctx, seats=("random", "random", "random", "random"), seed=2)
    outs = []
    for _ in range(800):
        n = len(t.session.log)
        if not t.step_ai_now():
            break
        outs += [ln.text for ln in t.session.log[n:] if "is out of the game" in ln.text]
    assert t.session.state.is_terminal()
    order = finishing_order(t.session)
    res = t.session.state.result()
    assert order[0] == res.winners[0] and sorted(order) == [0, 1, 2, 3]
    gone = [int(x.split()[1]) for x in outs]              # engine words: "Seat 2" is seat 2
    assert order[1:] == gone[::-1]                        # the last one out finished 2nd
    t.update(5.0)
    over = ctx.stack.top
    assert isinstance(over, ResultsOverlay) and over.places == order
    lines = [txt for txt, _, _ in drawn_words(ctx, over) if txt[:3] in ("1st", "2nd", "3rd",
                                                                        "4th")]
    assert lines[0].startswith("1st") and lines[0].endswith("left")
    assert [ln[:3] for ln in lines] == ["1st", "2nd", "3rd", "4th"]


def _match_table(ctx, seats, seed):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    return ctx.stack.push(IntrigueTable(ctx, Setup("intrigue", list(seats), seed,
                                                   {"match": "on", "start": "0"})))


def _run_frames(t, until, frames=20000, dt=0.05):
    """Run the app's frames (the whole stack) until ``until()``; returns it."""
    for _ in range(frames):
        if until():
            break
        t.ctx.stack.update(dt)
    return until()


def test_a_match_game_ends_with_a_panel_and_the_next_waits_for_it(ctx):
    """I-10: between two games a panel names the game's winner, the wins so far and who
    starts next; no AI moves until "Next game" (the tester saw game 2 start at once)."""
    from app.scenes.intrigue_table import MatchGameOverlay

    t = _match_table(ctx, ["random", "random", "random"], 9)
    assert _run_frames(t, lambda: isinstance(ctx.stack.top, MatchGameOverlay))
    panel_ = ctx.stack.top
    v = t.view()
    assert v.game_no == 2 and sum(v.wins) == 1 and v.wins[panel_.winner] == 1
    words = " ".join(w for w, _, _ in drawn_words(ctx, panel_))
    assert "wins game 1" in words and "1 game won" in words
    assert f"Game 2: {t.name(v.turn)} starts" in words
    n = len(t.session.record)
    for _ in range(200):                                  # 10 s of frames: the table waits
        ctx.stack.update(0.05)
    assert len(t.session.record) == n and ctx.stack.top is panel_
    click(panel_, button(panel_.buttons, "next").rect.center)
    assert ctx.stack.top is t and not t.between_games
    assert _run_frames(t, lambda: len(t.session.record) > n, 400)


def test_fast_forward_ends_when_the_next_match_game_begins(ctx):
    """The tester's D1: after fast-forwarding game 1 of a match, games 2-4 ran at full speed
    with no fast-forward button when the person went out again."""
    t = _match_table(ctx, ["human", "random", "random"], 5)
    play_on(t, lambda t: t.humans_out() or t.view().game_no > 1, 400, prefer="challenge")
    if t.view().game_no > 1:
        pytest.skip("the person won game 1 with this seed")
    t.fast_forward()
    assert t.fast
    assert _run_frames(t, lambda: t.view().game_no > 1 or t.session.state.is_terminal(),
                       20000, 0.001)
    if ctx.stack.top is not t:                           # the between-games panel
        ctx.stack.top.close()
    t._refresh()
    assert not t.humans_out() and not t.fast


def test_match_wins_sit_on_each_seat_panel_not_under_the_persons(ctx):
    """D2: "Match: game 1 · wins 0-0-0-0" was clipped by the person's panel and hidden by
    its bubble, and did not say whose wins were whose."""
    t = _match_table(ctx, ["human", "random", "random", "random"], 12)
    t.session.state.wins[2] = 2
    words = drawn_words(ctx, t)
    line = next((r for w, r, _ in words if w.startswith("Match · game 1")), None)
    assert line is not None and "first to 3 wins" in t.match_line(t.view())
    for seat in range(4):
        assert not line.colliderect(t.seat_rect(seat))
    stars = [(w, r) for w, r, _ in words if w.startswith("★")]
    assert sorted(w for w, _ in stars) == ["★0", "★0", "★0", "★2"]
    for w, r in stars:                                   # each inside its own seat's panel
        owners = [s for s in range(4) if t.seat_rect(s).contains(r)]
        assert len(owners) == 1 and (w == "★2") == (owners[0] == 2)


def test_scrolled_log_hint_has_a_line_of_its_own(ctx):
    """D5: "▼ N newer lines" was drawn over the last visible line; the oldest line stays
    reachable."""
    t = table(ctx, seats=("random", "random", "random"), seed=2)
    for _ in range(60):
        t.step_ai_now()
    t.log_scroll = 10_000
    words = drawn_words(ctx, t)
    hint = next(r for w, r, _ in words if w.startswith("▼"))
    log = [r for w, r, _ in words if r.x <= 1000 and r.y > 90 and not w.startswith("▼")
           and r.x > 970]
    assert log and all(r.bottom <= hint.top for r in log)
    first = t.log_lines()[0][0]
    assert any(w == first for w, _, _ in words)


def test_buttons_name_cards_as_the_log_does(ctx):
    """"Block with the 10", "Show the King", "Keep the King and the 10" (the tester saw
    "Block with Ten" and "Keep K")."""
    t = table(ctx)
    assert t.describe("block 10") == "Block with the 10"
    assert t.describe("lose K") == "Turn the King face up"


def test_results_can_be_put_aside_to_read_the_log_and_brought_back(ctx):
    """The tester: the results box could not be dismissed, and the log behind it could not
    be scrolled.  Escape (or "See the table") uncovers the table; "Results" reopens it."""
    t = table(ctx, seats=("random", "random", "random"), seed=2)
    for _ in range(500):
        if not t.step_ai_now():
            break
    t.update(5.0)
    res = ctx.stack.top
    assert isinstance(res, ResultsOverlay)
    res.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert ctx.stack.top is t
    t.update(1.0)
    assert ctx.stack.top is t                            # it does not pop up again by itself
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 300), rel=(0, 0),
                                buttons=(0, 0, 0)))
    t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert t.log_scroll == 6                             # the log scrolls now
    click(t, button(t.prompt_buttons, "results").rect.center)
    assert isinstance(ctx.stack.top, ResultsOverlay)
    click(ctx.stack.top, button(ctx.stack.top.buttons, "table").rect.center)
    assert ctx.stack.top is t
    words = [w for w, _, _ in drawn_words(ctx, t)]
    assert "Results" in words


def test_the_match_panel_has_menu_and_comes_back_on_resume(ctx):
    """Second tester: with the panel up the header buttons were dead and there was no way
    to the menu; a game closed under the panel resumed straight into the next game; the
    bar behind it said "Seat 3 is choosing an action…" though the table waits."""
    from app.scenes.intrigue_table import MatchGameOverlay

    t = _match_table(ctx, ["human", "random", "random"], 9)
    t.ctx.settings.ai_pace = 0.0
    for _ in range(3000):
        if isinstance(ctx.stack.top, MatchGameOverlay) or t.session.state.is_terminal():
            break
        if t.session.human_to_act():
            legal = t.session.legal_texts()
            t.submit("income" if "income" in legal else legal[-1])
        ctx.stack.update(0.05)
    assert isinstance(ctx.stack.top, MatchGameOverlay)
    assert button(ctx.stack.top.buttons, "menu") is not None
    assert t.prompt_sentence() == "Game 2 is dealt: it begins when you press Next game."
    # closed here and resumed from the record: the panel opens again, the AIs wait
    again = _match_table(ctx, ["human", "random", "random"], 9)
    again = IntrigueTable(ctx, Setup("intrigue", ["human", "random", "random"], 9,
                                     {"match": "on", "start": "0"}),
                          tuple(t.session.record))
    ctx.stack.push(again)
    assert again.between_games
    again.update(0.05)
    assert isinstance(ctx.stack.top, MatchGameOverlay) and ctx.stack.top.table is again
    click(ctx.stack.top, button(ctx.stack.top.buttons, "menu").rect.center)
    from app.scenes.menu import TitleMenu
    assert isinstance(ctx.stack.top, TitleMenu)


def test_chip_choices_read_as_the_log(ctx):
    t = table(ctx)
    assert t.describe("steal 1") == "Steal from Seat 2"
    assert t.describe("dagger 2") == "Dagger on Seat 3"


def test_no_move_of_the_person_slips_in_before_the_match_panel(ctx):
    """The next game is dealt at once; while the panel is pending (the last animations
    still run) or up, the person's clicks are refused, and after "Next game" the prompt
    is back."""
    t = _match_table(ctx, ["human", "random"], 3)
    t.ctx.settings.ai_pace = 0.0
    for _ in range(3000):
        if t.between_games or t.session.state.is_terminal():
            break
        if t.session.human_to_act():
            legal = t.session.legal_texts()
            t.submit("income" if "income" in legal else legal[-1])
        t.update(0.05)
    assert t.between_games
    n = len(t.session.record)
    for text in t.session.legal_texts() or ["income"]:
        assert not t.submit(text)
    assert len(t.session.record) == n and not t.prompt_buttons
    t.update(5.0)
    panel_ = ctx.stack.top
    click(panel_, button(panel_.buttons, "next").rect.center)
    assert not t.between_games
    if t.session.human_to_act():
        assert t.prompt_buttons


def test_every_card_put_back_in_an_exchange_sits_inside_the_court_frame(ctx):
    """The tester: with three cards in the "back to the court" row the third stuck out of
    the frame.  All four (two drawn, both of the person's) fit."""
    t = table(ctx, seats=("human", "random"), seed=6)
    t.submit("exchange")
    t.session.apply_text("pass")
    t._refresh()
    settle(t)
    mine = len(t.ex_keep)
    for k in range(mine):
        keep, _ = t.exchange_rects()
        drag(t, keep[0][1].center, t.court_zone().center)
        _, court = t.exchange_rects()
        assert len(court) == 3 + k
        assert all(t.court_zone().contains(r) for _, r in court)
        assert t.court_zone().right <= 950                 # still on the table's felt
    assert mine >= 1 and not t.ex_keep


def test_an_empty_keep_row_is_no_choice(ctx):
    """intrigue.txt "Exchange": keep as many face-down cards as before (2, or 1).  A tester emptied
    the keep row and pressed Keep: a "Which one?" chooser offered three identical "Done
    exchanging" buttons (an empty choice matched every legal keep).  Now the
    Keep button waits, saying how many to choose, and nothing is asked or sent."""
    t = table(ctx, seats=("human", "random"), seed=6)
    t.submit("exchange")
    t.session.apply_text("pass")
    t._refresh()
    settle(t)
    while t.ex_keep:
        keep, _ = t.exchange_rects()
        drag(t, keep[0][1].center, t.court_zone().center)
    assert not t.keep_valid()
    t._refresh()
    n = len(t.session.record)
    t.confirm_keep()
    assert len(t.session.record) == n and ctx.stack.top is t
    labels = [b.label for b in t.prompt_buttons]
    assert any(lb.startswith("Keep ") and lb.endswith("(0 chosen)") for lb in labels), labels


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8])
def test_return_to_court_label_is_clear_of_every_seat_panel(ctx, n):
    """A tester (five players): "return to court" ran under Seat 5's panel and read
    "return to cour".  It is drawn under the row now, clear of every seat and of the
    person's own panel."""
    from tests.app.helpers import drawn_words
    t = table(ctx, seats=("human",) + ("random",) * (n - 1), seed=6)
    t.submit("exchange")
    for _ in range(n - 1):
        t.session.apply_text("pass")
    t._refresh()
    settle(t)
    assert t.view().phase == "exchange"
    while True:                    # the row grows as cards go back: check at every width
        label = [r for w, r, _ in drawn_words(ctx, t) if w == "return to court"]
        assert len(label) == 1
        for seat in range(n):
            assert not label[0].colliderect(t.seat_rect(seat)), (n, seat, label[0])
        if not t.ex_keep:
            break
        keep, _ = t.exchange_rects()
        drag(t, keep[0][1].center, t.court_zone().center)


def test_the_steal_chooser_says_who_has_no_coins(ctx):
    """Session 24's tester: "Steal: on whom?" silently lacked a seat with 0 coins (RULINGS
    I-7: the engine offers no steal from it).  The chooser now says who is left out, and why."""
    t = table(ctx, seats=("human", "random", "random", "random"))
    t.session.state.coins[2] = 0                 # Seat 3 (engine seat 2) is broke
    t._refresh()
    assert "steal 2" not in t.session.legal_texts() and "steal 1" in t.session.legal_texts()
    click(ctx.stack, t.chip_rect("steal").center)
    top = ctx.stack.top
    assert isinstance(top, ChooserOverlay)
    assert top.note == "Seat 3 has no coins to take."
    words = [w for w, _, _ in drawn_words(ctx, top)]
    assert top.note in words
    assert {b.tag for b in top.buttons} == {"steal 1", "steal 3", "cancel"}
    assert t.left_out_note("dagger") == ""


def test_a_targeted_action_names_its_target_in_the_bubble(ctx):
    """Session 24's tester: a Dagger's or a steal's target showed only in the prompt and
    the log; the claimant's bubble over the table now names it."""
    t = table(ctx)
    drag(t, t.chip_rect("steal").center, t.seat_rect(2).center)
    assert t.session.record == ["steal 2"]
    assert t.bubbles[0][0] == "Steal (10) → Seat 3"
    assert t.bubble_words("coup 0", []) == "Coup! → Seat 1 (you)"
    assert t.bubble_words("income", []) == "Income"


def _seat_colours(t, seat):
    """The colours drawn at the inner bottom edge of ``seat``'s panel and on its outer
    ring (6 px outside the panel), from one drawn frame."""
    surf = pygame.Surface((1280, 720))
    t.draw(surf)
    r = t.seat_rect(seat)
    return tuple(surf.get_at((r.centerx, r.bottom - 4)))[:3], \
        tuple(surf.get_at((r.centerx, r.bottom + 5)))[:3]


def test_seat_under_dragged_chip_is_marked(ctx):
    """The seat a chip would act on is filled while the chip is over it (session 24's
    tester: only the lit ring showed the targets, not which one the drop would take)."""
    from app.ui import theme

    t = table(ctx, seats=("human", "random", "random", "random"))
    drag(t, t.chip_rect("steal").center, (640, 380), release=False)
    assert t.chip_target() is None
    fill_off, _ = _seat_colours(t, 2)
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=t.seat_rect(2).center, rel=(1, 1),
                                buttons=(1, 0, 0)))          # the chip moves over Seat 3
    assert t.chip_target() == (2, True)
    fill_on, _ = _seat_colours(t, 2)
    assert fill_off != fill_on and fill_on == theme.ACCENT_SOFT


def test_seat_a_chip_cannot_go_to_is_ringed_red(ctx):
    from app.ui import theme

    t = table(ctx)
    drag(t, t.chip_rect("dagger").center, t.seat_rect(1).center, release=False)  # 2 coins
    assert t.drag is not None and t.drag.lit == []
    assert t.chip_target() == (1, False)
    _, ring = _seat_colours(t, 1)
    assert ring == theme.DANGER
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=t.seat_rect(1).center, button=1))
    assert t.session.record == [] and "3 coins" in t.message


def test_a_new_turn_takes_down_the_last_turns_bubbles(ctx):
    """Session 25's tester: Seat 4's "Tax (King)" was still up while Seat 2 claimed the
    King in the next turn.  A turn's opening action clears the bubbles of the turn
    before; answers within a turn stay up beside the claim."""
    t = table(ctx, seats=("human", "random", "random"))
    settle(t)
    click(t, button(t.prompt_buttons, "income").rect.center)
    assert t.session.record == ["income"] and set(t.bubbles) == {0}
    assert t.step_ai_now()                              # Seat 2 opens its turn
    assert len(t.session.record) == 2
    assert 0 not in t.bubbles and 1 in t.bubbles
    while t.view().turn == 1 and not t.session.state.is_terminal():
        if t.session.human_to_act():
            t.submit(t.session.legal_texts()[0])
        else:
            assert t.step_ai_now()
        if t.view().turn == 1:
            assert 1 in t.bubbles                       # the claim's words stay in its turn


def test_a_card_shown_to_prove_a_claim_stays_up_to_be_seen(ctx):
    """Session 25's tester never saw the card a seat showed to prove a challenged claim,
    only its bubble: it rose for 0.8 s and was gone.  At 1x it now rises, then stays face
    up over the seat for SHOW_HOLD seconds, drawn all that time."""
    from rules.core import make_event
    from app.scenes.intrigue_table import SHOW_HOLD

    t = table(ctx)
    ctx.settings.anim_speed = 1
    t.tweens.clear()
    t._animate([make_event("show", "Seat 2 shows the 10; Seat 1 loses a card.", seat=1,
                           rank="10", challenger=0)])

    def face_drawn_after(secs):
        for tw in t.tweens:
            tw.t = secs
        return any(tw.what == ("face", "10") and tw.started and not tw.done
                   for tw in t.tweens)

    assert SHOW_HOLD >= 1.0
    assert face_drawn_after(0.3) and face_drawn_after(1.2) and face_drawn_after(1.9)
    assert not face_drawn_after(0.6 + SHOW_HOLD + 0.01)


def test_a_chip_dropped_back_on_its_button_is_a_silent_cancel(ctx):
    """Session 25's checker dropped the Steal chip back on its own button and was told in
    red "Drop the chip on another player's seat.".  Dropped back home, the chip glides back
    with no message, as a Garden card does."""
    t = table(ctx)
    home = t.chip_rect("steal").center
    drag(t, home, (home[0] + 30, home[1] - 60), release=False)         # out and back
    back = (home[0] + 5, home[1] + 3)
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=back, rel=(1, 1), buttons=(1, 0, 0)))
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=back, button=1))
    assert t.session.record == [] and t.message == "" and t.spring is not None
    drag(t, home, (480, 380))                                   # on the felt: still said
    assert "another player's seat" in t.message
