"""A Garden replay's last move (the third round's end) opens the Neighbour note over the table
as every round end does (G-6); there is no next move to step to, so → or a click on the
table takes the note away and the final gardens and the Garden Club's reading show
(headless, SDL dummy driver).  A tester found the last step stuck under the note."""
import pygame

from app.persist.record import GameRecord
from tests.app.helpers import drawn_words, garden_random_actions

OPTIONS = {"neighbours": "original"}


def whole_game(seats: int, seed: int) -> list[str]:
    """A whole game's actions, each a seeded random legal action (the engine's text)."""
    return garden_random_actions(seats, seed, OPTIONS)[0]


def viewer_at_end(ctx, seats):
    from app.scenes.replays import ReplayViewer

    kinds = ["human"] + ["heuristic"] * (seats - 1)
    rec = GameRecord("garden", kinds, 3, dict(OPTIONS), whole_game(seats, 3))
    v = ctx.stack.push(ReplayViewer(ctx, rec))
    v.go(v.cursor.length)
    v.draw(pygame.Surface((1280, 720)))
    return v


def key(scene, k):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_right_arrow_at_the_end_shows_the_final_gardens(ctx):
    for seats in (1, 2):
        v = viewer_at_end(ctx, seats)
        t = v.table
        assert t.banner_up(), seats
        words = [w for w, _, _ in drawn_words(t.ctx, t)]
        assert "replay: Next > (or →) shows the final gardens" in words
        key(v, pygame.K_RIGHT)
        assert v.cursor.step == v.cursor.length and not t.banner_up()
        v.draw(pygame.Surface((1280, 720)))
        words = [w for w, _, _ in drawn_words(t.ctx, t)]
        assert not any("the Neighbours visit" in w for w in words)
        assert t.held() is None and t.deck_pill_now(t.view()) == ("game", "over")
        ctx.stack.pop()


def test_a_click_on_the_table_at_the_end_takes_the_note_away(ctx):
    v = viewer_at_end(ctx, 1)
    assert v.table.banner_up()
    v.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(640, 300)))
    assert not v.table.banner_up()


def test_before_the_end_right_still_steps(ctx):
    v = viewer_at_end(ctx, 2)
    v.go(v.cursor.length - 1)
    step = v.cursor.step
    key(v, pygame.K_RIGHT)
    assert v.cursor.step == step + 1


def test_a_round_end_note_gives_way_to_the_next_rounds_first_cards(ctx):
    """Session 14: stepping past a round's Neighbour note skipped the next round's first
    draw (the round's last move deals it, rulebook Planting Phase): the replay never showed
    those three cards.  Now Next (or →) first takes the note away and shows that move's
    table, the new offer on it; the next Next steps on.  Playing, the note and the offer
    each get a beat."""
    from app.scenes.replays import ReplayViewer

    for seats in (1, 2):
        kinds = ["human"] + ["heuristic"] * (seats - 1)
        rec = GameRecord("garden", kinds, 3, dict(OPTIONS), whole_game(seats, 3))
        v = ctx.stack.push(ReplayViewer(ctx, rec))
        while not v.table.banner_up():
            v.next()
        step = v.cursor.step
        assert v.view().round == 2 and step < v.cursor.length
        v.next()
        assert v.cursor.step == step and not v.table.banner_up(), seats
        words = [w for w, _, _ in drawn_words(v.table.ctx, v.table)]
        assert not any("the Neighbours visit" in w for w in words)
        offer = v.view().offer
        assert v.table.deck_pill_now(v.view()) != ("round 1", "is over")
        assert sum(c is not None for c in offer) >= 2     # the new round's first cards
        key(v, pygame.K_RIGHT)
        assert v.cursor.step == step + 1
        # playing at 1 move a second: one beat with the note, one with the offer
        v.go(0)
        v.toggle_play()
        beats = []
        while v.cursor.step <= step + 1 and v.cursor.playing:
            v.update(1.0)
            beats.append((v.cursor.step, v.table.banner_up()))
        assert (step, True) in beats and (step, False) in beats, beats
        ctx.stack.pop()


def test_a_replay_shows_grasshopper_notes_and_opens_the_piles(ctx):
    """Session 14: the replay viewer kept every input from the table, so pointing at a
    Grasshopper told nothing (G-8: the live table's note says what it costs) and the
    discard pile and Compost, which may always be inspected (rulebook, Planting Phase),
    could not be opened.  Now the pointer reaches the Garden table for its notes and a
    click on a pile opens it; the offered cards still take no hover (no move is made)."""
    from app.garden_overlays import InspectOverlay
    from app.scenes.replays import ReplayViewer

    opts = dict(OPTIONS, grasshoppers="on")
    for seed in range(1, 40):            # a game whose person places a Grasshopper
        actions, state = garden_random_actions(1, seed, opts)
        if state.hoppers[0]:
            break
    rec = GameRecord("garden", ["human"], seed, opts, actions)
    v = ctx.stack.push(ReplayViewer(ctx, rec))
    v.go(v.cursor.length)
    v.next()                                          # the last note goes
    t = v.table
    view = t.view()
    slot, rect = next(iter(t.hopper_rects(0, view).items()))
    v.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=()))
    tip = t.pointer_tip_layout(view)
    assert tip is not None and "Grasshopper" in " ".join(tip[0])
    v.draw(pygame.Surface((1280, 720)))
    v.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                pos=t.zone("discard").center))
    top = ctx.stack.top
    assert isinstance(top, InspectOverlay) and top.title.startswith("Discard pile")
    assert top.cards == list(view.discard)
    ctx.stack.pop()
    v.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                pos=t.seat_zone("compost", 0).center))
    assert isinstance(ctx.stack.top, InspectOverlay)
    assert "Compost" in ctx.stack.top.title
    ctx.stack.pop()
    ctx.stack.pop()


def test_the_next_button_is_on_at_the_last_note_and_takes_it_away(ctx):
    """A tester stepping with the Next button was stuck at the third round's note: at the
    last move Next was greyed out, though the note said "→ or a click" would go on.  Now
    Next is on while a note is up, takes it away, and then goes grey (the end)."""
    from tests.app.helpers import button, click

    for seats in (1, 2):
        v = viewer_at_end(ctx, seats)
        nxt = button(v.buttons, "next")
        assert v.table.banner_up() and nxt.enabled, seats
        click(v, nxt.rect.center)
        assert not v.table.banner_up() and v.cursor.step == v.cursor.length
        assert not nxt.enabled
        ctx.stack.pop()


def test_the_end_button_and_key_show_the_final_gardens_not_the_last_note(ctx):
    # a tester's >| stopped on the third round's note ("Move 15 of 15", Next still lit)
    from app.scenes.replays import ReplayViewer
    from tests.app.helpers import button, click

    for how in ("button", "key"):
        rec = GameRecord("garden", ["human"], 3, dict(OPTIONS), whole_game(1, 3))
        v = ctx.stack.push(ReplayViewer(ctx, rec))
        assert button(v.buttons, "last").enabled
        if how == "button":
            click(v, button(v.buttons, "last").rect.center)
        else:
            key(v, pygame.K_END)
        assert v.cursor.step == v.cursor.length and not v.table.banner_up(), how
        assert v.table.deck_pill_now(v.table.view()) == ("game", "over")
        assert not button(v.buttons, "last").enabled and not button(v.buttons, "next").enabled
        v.go(v.cursor.length - 1)                       # back one move ...
        v.go(v.cursor.length)                           # ... and forward: the note is up
        assert v.table.banner_up() and button(v.buttons, "last").enabled
        ctx.stack.pop()
