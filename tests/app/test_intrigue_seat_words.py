"""The words in an opponent's seat panel (level, memory aid, "thinking") stay beside its
cards and inside the panel (session 7: "AI: medium" ran under the second card)."""
import pygame

from app.cli import Setup
from app.scenes.intrigue_table import IntrigueTable
from app.screenshot import _play
from tests.app.helpers import drawn_words, play_on


def _table(ctx, seats, seed):
    from app.scenes.menu import TitleMenu

    ctx.stack.push(TitleMenu(ctx))
    t = IntrigueTable(ctx, Setup("intrigue", list(seats), seed, {"start": "0"}))
    ctx.stack.push(t)
    return t


def _panel_words(ctx, t):
    """{seat: [(text, rect)]} drawn inside each opponent's panel (names left out)."""
    drawn = drawn_words(ctx, t)
    out = {}
    for seat in range(1, t.session.state.num_players):
        r = t.seat_rect(seat)
        out[seat] = [(txt, rect) for txt, rect, _ in drawn
                     if r.collidepoint(rect.center) and not txt.startswith("Seat")]
    return out


def test_level_and_memory_words_clear_the_cards_and_stay_in_the_panel(ctx):
    ctx.settings.memory_aid = True
    t = _table(ctx, ("human", "heuristic", "search", "heuristic"), 5)
    _play(t, 60)
    v = t.session.state.view(0)
    assert v.claims[1][-4:] == ("A", "10", "10", "10")        # a long "said" line to fit
    words = _panel_words(ctx, t)
    for seat, drawn in words.items():
        r = t.seat_rect(seat)
        texts = [txt for txt, _ in drawn]
        assert any(txt.startswith("AI") for txt in texts), texts
        assert any(txt.startswith("said") for txt in texts) and any(
            txt.startswith("shown") for txt in texts)
        cards_right = r.x + 6 + 4 + 2 * 48 + 6               # two 48-px cards, 6 px apart
        for txt, rect in drawn:
            if txt.isdigit():                                 # the coin count
                continue
            assert rect.left >= cards_right, (seat, txt, rect)
            assert rect.right <= r.right, (seat, txt, rect)


def test_level_label_wraps_when_one_line_is_too_wide(ctx):
    t = _table(ctx, ("human", "heuristic", "heuristic"), 3)
    size, lines, _ = t.level_label_lines("AI: medium", 200)
    assert (size, lines) == (13, ["AI: medium"])
    size, lines, _ = t.level_label_lines("AI: medium", 58)   # an opponent's panel
    assert len(lines) == 1 and ctx.text.font(size).size(lines[0])[0] <= 58
    size, lines, _ = t.level_label_lines("AI: medium", 50)
    assert lines == ["AI:", "medium"]
    assert all(ctx.text.font(size).size(ln)[0] <= 50 for ln in lines)


def test_memory_lines_keep_the_latest_claims_in_one_size(ctx):
    t = _table(ctx, ("human", "heuristic", "heuristic"), 3)
    (said, shown), size = t.memory_lines(["K", "A", "10", "J", "Q"], [], 400)
    # all five: with room, no claim is left out (trial 58: "said … Q" after two claims)
    assert (said, shown, size) == ("said K A 10 J Q", "shown –", 13)
    (said, shown), size = t.memory_lines(["K", "K", "K"], ["K"], 400)
    assert (said, shown) == ("said K K K", "shown K")
    (said, shown), size = t.memory_lines(["K", "A", "10", "J", "Q"], ["A", "K"], 58)
    assert said.endswith("Q") and shown.endswith("K")
    font = ctx.text.font(size)
    assert font.size(said)[0] <= 58 and font.size(shown)[0] <= 58      # one size for both


def test_thinking_clears_the_memory_aid_lines(ctx):
    ctx.settings.memory_aid = True
    t = _table(ctx, ("human", "heuristic", "search", "heuristic"), 5)
    _play(t, 60)
    words = _panel_words(ctx, t)
    for seat, drawn in words.items():
        rects = [rect for txt, rect in drawn if not txt.isdigit()]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (seat, drawn)


def test_speech_bubbles_cover_no_panel_tray_or_other_bubble_at_eight_seats(ctx):
    """Eight seats: under-panel bubbles used to cover the panel below (seats 3 and 7 of the
    ring), the action tray's heading (seat 2) and, for a long action, the next panel."""
    t = _table(ctx, ["human"] + ["heuristic"] * 7, 8)
    n = t.session.state.num_players
    tray_top = min(t.chip_rect(c).y for c in ("coup", "dagger", "steal")) - 26
    size = ctx.text.render("Pass", 17, (0, 0, 0), bold=True).get_rect().inflate(20, 12).size
    placed = []
    for seat in range(1, n):
        box = t.bubble_rect(seat, size, placed)
        placed.append(box)
        others = [t.seat_rect(s) for s in range(n) if s != seat]
        assert box.collidelist(others) < 0, (seat, box)
        assert not box.colliderect(t.court_rect())
        assert box.bottom <= tray_top or box.left > t.chip_rect("coup").right
    for i, a in enumerate(placed):
        assert a.collidelist(placed[i + 1:]) < 0
    wide = ctx.text.render("Exchange (Ace)", 17, (0, 0, 0), bold=True).get_rect()
    for seat in range(1, n):
        box = t.bubble_rect(seat, wide.inflate(20, 12).size)
        assert box.collidelist([t.seat_rect(s) for s in range(n) if s != seat]) < 0, seat


def test_level_labels_share_one_size_across_panels(ctx):
    t = _table(ctx, ("human", "heuristic", "search", "random"), 5)
    sizes = {size for txt, _, size in drawn_words(ctx, t) if txt.startswith("AI: ")}
    assert len(sizes) == 1                                # "AI: hard" as small as "AI: medium"


def test_a_bubble_points_at_its_own_seat(ctx):
    from app.scenes.intrigue_table import bubble_tail

    t = _table(ctx, ["human"] + ["heuristic"] * 7, 8)
    size = ctx.text.render("Pass", 17, (0, 0, 0), bold=True).get_rect().inflate(20, 12).size
    placed = []
    for seat in range(1, 8):
        box = t.bubble_rect(seat, size, placed)
        placed.append(box)
        tail = bubble_tail(box, t.seat_rect(seat))
        assert tail is not None
        base_mid = ((tail[0][0] + tail[2][0]) / 2, (tail[0][1] + tail[2][1]) / 2)
        assert box.collidepoint(base_mid)                              # starts in the bubble
        r = t.seat_rect(seat).inflate(2, 2)
        assert r.collidepoint(tail[1])                                 # ends on its panel
        assert not any(t.seat_rect(s).collidepoint(tail[1]) for s in range(8) if s != seat)


def test_the_claim_you_are_asked_about_keeps_its_bubble(ctx):
    """8-player trial: by the time the person was asked to challenge, the claimant's bubble
    had gone while later 'Pass' bubbles were still up."""
    t = _table(ctx, ("human", "heuristic", "heuristic", "heuristic"), 7)
    assert play_on(t, lambda t: t.session.human_to_act()
                   and t.view().phase in ("challenge", "block"), 200)
    who = t.claim_seat()
    assert who is not None and who != 0 and who in t.bubbles
    for _ in range(100):                                # 10 s of table time, no decision
        t.update(0.1)
    assert who in t.bubbles
    assert all(s == who for s in t.bubbles)             # the others' bubbles have gone


def test_you_are_out_clears_the_face_up_cards_and_the_header(ctx):
    from rules.intrigue.state import from_position

    t = _table(ctx, ("human", "heuristic", "heuristic"), 3)
    t.session.state = from_position([[], ["Q", "A"], ["J", "10"]], [0, 2, 2], turn=1,
                                    face_up=[["K", "K"], [], []])
    drawn = drawn_words(ctx, t)
    out = next(rect for txt, rect, _ in drawn if txt == "You are out")
    fu = t.faceup_rect()
    cards = pygame.Rect(fu.x, fu.y + 10, 80 + 92, 112)                # the two face-up cards
    assert not out.colliderect(cards)
    name = next(rect for txt, rect, _ in drawn if txt.startswith("Seat 1"))
    coins = next(rect for txt, rect, _ in drawn if txt == "coins")
    assert not out.colliderect(name) and not out.colliderect(coins)
    assert t.seat_rect(0).contains(out)


def test_a_long_reason_shrinks_to_clear_the_prompt_buttons(ctx):
    from app.scenes.intrigue_table import PROMPT

    t = _table(ctx, ("human", "heuristic", "heuristic"), 3)
    assert t.session.human_to_act() and t.prompt_buttons
    t.say("Seat 2 has no coins to steal, and the Dagger needs 3 coins: pick another action.")
    size, lines, step = t.message_layout()
    room = PROMPT.right - 16 - (t.prompt_buttons[-1].rect.right + 12)
    assert all(ctx.text.font(size, True).size(ln)[0] <= room for ln in lines)
    assert " ".join(lines) == t.message and len(lines) == 2            # nothing dropped
    assert (len(lines) - 1) * step + ctx.text.font(size, True).get_height() <= 44
    drawn = [txt for txt, _, _ in drawn_words(ctx, t)]
    assert all(ln in drawn for ln in lines)
