"""The Garden table deals drawn cards from the deck, and the Neighbour banner comes after the
move's cards have landed (headless, SDL dummy driver).

Rulebook "The Planting Phase": the top three cards are drawn and placed in a row; RULINGS G-6:
a Neighbour phase after each round.  Seed 4 solo: the first five plantings on the lit slots
end round 1 (the 'On Holiday' card is the 16th card).
"""
import pygame

from app.garden_overlays import NeighbourBanner
from app.scenes.garden_table import POSITIONS
from tests.app.helpers import button, garden_table


def run(ctx, seconds, dt=0.05):
    for _ in range(int(seconds / dt)):
        ctx.stack.update(dt)


def plant_first(t):
    """Apply the first legal planting at once (the engine draws the next cards)."""
    text = next(x for x in t.session.legal_texts() if x.startswith("plant"))
    assert t.submit(text)
    return text


def before_round_end(ctx):
    """Seed 4 solo at animation speed 1 after four plantings that have settled: the next
    planting ends round 1."""
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 4)
    for _ in range(4):
        plant_first(t)
        run(ctx, 2.0)
    assert t.view().round == 1 and not t.tweens
    return t


def round_one_note(ctx):
    """Seed 4 solo after the planting that ends round 1 and its cards have landed: the
    table and the round's Neighbour note, now on top (G-6)."""
    t = before_round_end(ctx)
    plant_first(t)
    run(ctx, 1.5)
    note = ctx.stack.top
    assert isinstance(note, NeighbourBanner)
    return t, note


def test_drawn_cards_are_dealt_from_the_deck_and_hidden_until_they_land(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 4)
    plant_first(t)
    offer = t.view().offer
    deals = [tw for tw in t.tweens if tw.what[3] is not None and tw.what[3][0] == "offer"]
    assert [tw.what[1] for tw in deals] == list(offer)                # left, centre, right
    deck = t.pile_rect("deck").topleft
    for tw, pos in zip(deals, POSITIONS):
        assert tw.start == deck and tw.end == t.offer_rect(pos).topleft
        assert ("offer", pos) in t.hidden()
    assert deals[0].delay < deals[1].delay < deals[2].delay           # one after another
    assert not t._items()                                             # nothing to pick up
    run(ctx, 2.0)
    assert not t.tweens and not t.hidden()
    assert [k for k, _ in t._items()] == [("offer", p) for p in POSITIONS]


def test_a_press_lands_the_dealt_cards_at_once(ctx):
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 4)
    plant_first(t)
    assert t.hidden()
    centre = t.offer_rect("centre").center
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    assert not [h for h in t.hidden() if h[0] == "offer"]       # the planted card flies on
    assert t.press is not None and t.press[:2] == ("offer", "centre")   # picked up at once


def test_round_end_banner_opens_after_the_planting_lands_and_holds_the_next_deal(ctx):
    t = before_round_end(ctx)
    plant_first(t)                                       # the 5th: 'On Holiday' turns
    assert t.view().round == 2
    assert t.banner is None and t.banner_up()            # the planted card flies first
    assert ctx.stack.top is t and not t.prompt_buttons
    run(ctx, 1.5)
    assert isinstance(ctx.stack.top, NeighbourBanner) and ctx.stack.top is t.banner
    # behind the banner: the next round's cards are still on the deck, nothing to click
    assert {("offer", p) for p in POSITIONS} <= t.hidden()
    assert all(tw.t == 0 for tw in t.tweens)
    assert t.prompt_sentence_now(t.view()).startswith("Between rounds")
    assert not t.prompt_buttons                          # no Hint under the banner
    run(ctx, 2.0)
    assert all(tw.t == 0 for tw in t.tweens)             # still waiting
    t.close_banner()
    run(ctx, 1.2)                  # the card the visit took lands on the discard pile first
    assert not t.between_rounds()  # (0.3 + 0.8 s at speed 1, test_garden_trial55)
    assert [b.tag for b in t.prompt_buttons] == ["hint"]
    run(ctx, 2.0)
    assert not t.tweens and not t.hidden()
    assert "Plant one card" in t.prompt_sentence_now(t.view())


def test_results_button_only_after_the_last_banner_closes(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    while not t.session.state.is_terminal():
        if isinstance(ctx.stack.top, NeighbourBanner):
            t.close_banner()
            ctx.stack.update(0.1)
        plant_first(t) if t.session.legal_texts()[0].startswith("plant") else \
            t.submit(t.session.legal_texts()[0])
    assert isinstance(ctx.stack.top, NeighbourBanner)    # round 3's visit, then Evaluation
    assert "last round" in " ".join(ctx.stack.top.lines)
    assert not t.prompt_buttons
    assert "Garden Club" in t.prompt_sentence_now(t.view())
    t.close_banner()
    ctx.stack.update(0.1)
    assert not t.banner_up()
    button(t.prompt_buttons, "results")                  # raises when absent


def test_behind_the_round_end_banner_the_table_still_shows_the_round_that_ended(ctx):
    # G-6: the note counts the tokens; behind it the tiles keep those counts, the deck says
    # the round is over and the log holds back the next round's draw until the note closes
    t, banner = round_one_note(ctx)
    hold = t.held()
    assert hold is not None and hold.round == 1
    names = t.data.neighbours
    assert banner.lines[0] == "Tokens: " + ", ".join(
        f"{names[k].name}\u00a0{n}"                # no-break space: the count stays with
        for k, n in sorted(hold.tiles.items(), key=lambda kv: -kv[1]))  # its name
    assert sum(hold.tiles.values()) > 0 and all(n == 0 for _, n in t.view().tiles)
    assert hold.face_down + sum(hold.tiles.values()) == 24      # 4 Neighbours x 6 tokens
    shown = [e.text for e in t.shown_log()]
    assert shown == [e.text for e in t.session.log[:len(shown)]]
    assert "is drawn" not in shown[-1] and "turned back" not in " ".join(shown[-3:])
    assert any("is drawn" in e.text for e in t.session.log[len(shown):])
    t.close_banner()
    assert t.held() is not None                 # the card Horace took flies to the pile
    run(ctx, 1.2)
    assert t.held() is None and len(t.shown_log()) == len(t.session.log)


def test_a_card_a_neighbour_takes_is_shown_once_until_it_lands_on_the_discard_pile(ctx):
    # G-6: a taken card goes to the discard pile; while it glides there it is not also
    # drawn on the pile (nor counted)
    from app.session import TableSession
    from app.cli import Setup

    for seed in range(1, 40):                  # a seed whose round 1 ends with a take
        s = TableSession(Setup("garden", ["human"], seed, {}))
        for _ in range(5):
            events = s.apply_text(next(x for x in s.legal_texts() if x.startswith("plant")))
        if any(ev.kind == "take" and ev.get("card") for ev in events):
            break
    else:
        raise AssertionError("no seed with a take in round 1")
    taken = next(ev.get("card") for ev in events if ev.kind == "take" and ev.get("card"))
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), seed, actions=tuple(s.record[:4]))
    assert t.submit(s.record[4])
    assert taken in t.view().discard and taken in t.landing("discard")
    run(ctx, 1.5)                              # the banner is up: the card waits in its slot
    assert t.banner is not None and taken in t.landing("discard")
    t.close_banner()
    run(ctx, 2.5)
    assert taken not in t.landing("discard")


def test_G2_cards_glide_when_the_floating_plot_is_laid_out_anew(ctx):
    # G-2/G-3: the grid shows every frame that still holds the cards; when a planting
    # narrows it the grid is laid out anew, and the cards already planted glide there
    ctx.settings.anim_speed = 1
    t = garden_table(ctx, ("human",), 4)
    plant_first(t)
    run(ctx, 2.0)
    first = dict(t.view().garden(0))
    (slot, card), = first.items()
    before = t.grid(0).card_rect(slot)
    text = next(x for x in t.session.legal_texts() if x.startswith("plant")
                and x.split()[2:] != [str(slot[0]), str(slot[1])])
    assert t.submit(text)
    after = t.grid(0).card_rect(slot)
    assert before != after                          # the grid changed under the card
    run(ctx, 0.05)
    slides = [tw for tw in t.tweens if tw.what[0] == "slide"]
    assert [(tw.what[1], tw.what[3]) for tw in slides] == [(card, (0, slot))]
    assert slides[0].start == before.topleft and slides[0].end == after.topleft
    assert (0, slot) in t.hidden()                  # drawn by its glide, not twice
    run(ctx, 1.0)
    assert not [tw for tw in t.tweens if tw.what[0] == "slide"] and not t.hidden()


def test_no_glide_without_animation(ctx):
    ctx.settings.anim_speed = 0
    t = garden_table(ctx, ("human",), 4)
    plant_first(t)
    run(ctx, 0.1)
    plant_first(t)
    run(ctx, 0.1)
    assert not t.tweens


def test_a_game_resumed_right_after_a_round_end_opens_its_note_again(ctx):
    # crash trial (session 7): killed while round 1's note was up, the resumed game went
    # straight on to round 2 and the visit was only in the log.  G-6, G-7.
    t, first = round_one_note(ctx)
    record = tuple(t.session.record)
    ctx.stack.scenes.clear()                                 # the app is gone
    again = garden_table(ctx, ("human",), 4, actions=record)
    assert ctx.stack.top is again                            # opens on the next frame
    # behind it, as after the move itself, the next round's cards wait on the deck
    assert {("offer", p) for p in POSITIONS} <= again.hidden()
    assert not again.prompt_buttons                          # no Hint under a coming note
    assert again.prompt_sentence_now(again.view()).startswith("Between rounds")
    run(ctx, 1.5)
    note = ctx.stack.top
    assert isinstance(note, NeighbourBanner) and note is again.banner
    assert (note.title, note.lines) == (first.title, first.lines)
    assert again.held() is not None and again.held().round == 1
    assert again.held().tiles == t.held().tiles
    assert [e.text for e in again.shown_log()] == [e.text for e in t.shown_log()]
    again.close_banner()
    run(ctx, 1.2)                               # the card taken lands on the pile first
    assert again.held() is None and [b.tag for b in again.prompt_buttons] == ["hint"]


def test_a_round_note_closed_before_quitting_is_not_reopened_on_resume(ctx, tmp_path):
    """Session 21's new player closed round 1's note, quit before their next move, and met
    the note again on Resume.  The profile remembers the closing; a note never closed still
    opens again (the crash trial above)."""
    from app.profile import Profile
    from app.scenes.menu import resume_game
    from tests.app.helpers import click

    def resume():
        ctx.stack.scenes.clear()                      # the app is gone; a new run
        ctx.profile = Profile(tmp_path)
        rec = ctx.profile.resumable()
        assert rec is not None and resume_game(ctx, rec) == ""
        table = ctx.stack.top
        run(ctx, 1.5)
        return table

    ctx.profile = Profile(tmp_path)
    t, first = round_one_note(ctx)
    again = resume()                                   # quit with the note up
    assert isinstance(ctx.stack.top, NeighbourBanner) and again.held() is not None
    click(ctx.stack, (480, 300))                       # closed by a click
    run(ctx, 1.2)
    assert ctx.stack.top is again and again.held() is None
    third = resume()
    assert ctx.stack.top is third and third.banner is None and not third.banner_up()
    assert third.held() is None and not third.hidden()
    assert [b.tag for b in third.prompt_buttons] == ["hint"]
    assert third.view().offer == again.view().offer and None not in third.view().offer
    # a move later the mark is stale and harmless: mid-round, no note either way
    plant_first(third)
    run(ctx, 1.0)
    fourth = resume()
    assert fourth.banner is None and fourth.held() is None
    assert len(fourth.session.record) == len(third.session.record)


def test_a_game_resumed_mid_round_opens_no_note(ctx):
    t = before_round_end(ctx)
    record = tuple(t.session.record)
    ctx.stack.scenes.clear()
    again = garden_table(ctx, ("human",), 4, actions=record)
    run(ctx, 0.5)
    assert ctx.stack.top is again and again.banner is None and not again.banner_up()


def test_the_ctrl_of_ctrl_q_leaves_the_round_note_unread(ctx, tmp_path):
    """Session 25's tester pressed Ctrl+Q over round 1's note: the Ctrl alone closed it and
    marked it read, so Resume went straight on.  A modifier key alone closes nothing; any
    other key still closes the note."""
    from app.persist.saves import NOTE_SEEN
    from app.profile import Profile

    ctx.profile = Profile(tmp_path)
    t, first = round_one_note(ctx)
    note = ctx.stack.top
    assert isinstance(note, NeighbourBanner)
    for key in (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_LALT,
                pygame.K_LMETA, pygame.K_LGUI):
        ctx.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        run(ctx, 0.1)
    assert ctx.stack.top is note and not note.closed
    assert not (tmp_path / NOTE_SEEN).exists()
    ctx.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                        unicode=" "))
    run(ctx, 0.1)
    assert note.closed and (tmp_path / NOTE_SEEN).exists()
