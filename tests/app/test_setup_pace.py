"""The setup screen offers "Time between AI moves" only when a seat is an AI (tester report
D7: a solo Garden game, which has no AI seat, offered it)."""
from app.scenes.setup import SetupScene
from tests.app.helpers import button, click, drawn_words

PACE_LABEL = "Time between AI moves"


def pace_shown(ctx, s):
    """(pace button present, its label drawn) on setup screen ``s``."""
    has_button = any(b.tag == "pace" for b in s.buttons)
    return has_button, any(w == PACE_LABEL for w, *_ in drawn_words(ctx, s))


def test_solo_garden_has_no_ai_pace_control(ctx):
    s = SetupScene(ctx, "garden")
    s.set_count(1)
    assert s.seats == ["human"]
    assert pace_shown(ctx, s) == (False, False)
    s.set_count(2)                                      # Ned joins, played by an AI
    assert s.seats == ["human", "heuristic"]
    assert pace_shown(ctx, s) == (True, True)
    ctx.settings.ai_pace = 0.6
    click(s, button(s.buttons, "pace").rect.center)
    assert ctx.settings.ai_pace == 0.8


def test_a_table_of_people_has_no_ai_pace_control(ctx):
    s = SetupScene(ctx, "intrigue")
    s.set_count(2)
    assert pace_shown(ctx, s) == (True, True)
    while s.seats[1] != "human":                        # seat 2: AI levels, then a person
        click(s, button(s.buttons, "seat:1").rect.center)
    assert s.seats == ["human", "human"]
    assert pace_shown(ctx, s) == (False, False)
    click(s, button(s.buttons, "seat:0").rect.center)   # seat 1 becomes an AI: offered again
    assert s.seats[0] != "human" and pace_shown(ctx, s) == (True, True)


def test_every_option_button_ends_clear_of_the_panels_bottom_edge(ctx):
    """A tester: the Garden's fifth option, "Start player", sat on the setup panel's
    bottom border (y 610); every option row now ends by OPTIONS_BOTTOM, 10 px above it."""
    from app.scenes.setup import OPTIONS_BOTTOM
    for game, counts in (("garden", (1, 2)), ("intrigue", (2, 8))):
        for n in counts:
            ctx.profile = None
            s = SetupScene(ctx, game)
            s.set_count(n)
            opts = [b.rect for b in s.buttons if b.tag.startswith("option:")]
            assert opts and max(r.bottom for r in opts) <= OPTIONS_BOTTOM <= 610 - 10
