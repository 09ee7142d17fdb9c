"""From a tester's window trial of a two-player Garden game (you against Ned): the replay
bar named the person's next move as raw action text ("your move next: plant 3 0 0"), the
replays list and the replay's end said "Seat 2 won" where the table says "Ned", the log
read "Ned passes Bean 16 to You (left)"."""
import pygame

from app.persist.record import GameRecord
from app.replay import result_words
from app.scenes.replays import BAR, ReplayViewer
from app.ui.words import garden_name
from tests.app.helpers import garden_table
from tests.app.quickgames import play_quick


def test_garden_names_for_every_table():
    assert garden_name(0, ["human"]) == "Mr. Cabbagehead"
    assert [garden_name(s, ["human", "heuristic"]) for s in (0, 1)] == ["You", "Ned"]
    assert [garden_name(s, ["search", "human"]) for s in (0, 1)] == ["Ned", "You"]
    assert [garden_name(s, ["human", "human"]) for s in (0, 1)] == ["Player 1", "Player 2"]
    assert [garden_name(s, ["random", "random"]) for s in (0, 1)] == ["Mr. Cabbagehead", "Ned"]


def test_the_replays_list_names_ned_as_the_table_did():
    lost = GameRecord("garden", ["human", "heuristic"], 1, finished=True,
                      result="result: winner=1 scores=48,77 ribbons=white,yellow")
    assert result_words(lost) == "Ned won — 77 points to 48"
    won = GameRecord("garden", ["heuristic", "human"], 1, finished=True,
                     result="result: winner=1 scores=40,58 ribbons=none,white")
    assert result_words(won) == "You won — 58 points to 40"
    shared = GameRecord("garden", ["human", "random"], 1, finished=True,
                        result="result: winner=0+1 scores=50,50 ribbons=white,white")
    assert result_words(shared) == "You and Ned shared the win — 50 points"


def test_a_log_line_says_you_inside_a_sentence(ctx):
    t = garden_table(ctx, seats=("human", "heuristic"), seed=5)
    assert t.with_names("Seat 1 passes Bean 16 to Seat 0 (left).") == \
        "Ned passes Bean 16 to you (left)."
    assert t.with_names("Seat 0 passes Bean 16 to Seat 1 (left).") == \
        "You pass Bean 16 to Ned (left)."
    assert t.with_names("The Mayor takes Salsify 17 from Seat 0's garden.") == \
        "The Mayor takes Salsify 17 from your garden."


def test_describe_names_a_garden_move_as_the_log_does(ctx):
    t = garden_table(ctx, seats=("human", "heuristic"), seed=5, options={"start": "0"})
    v = t.view()
    centre = v.offer[1]
    assert t.describe(f"plant {centre} 0 0") == \
        f"plant {t.card_name(centre)} as the first card"
    t.session.apply_text(f"plant {centre} 0 0")
    left = t.view().offer[0]
    assert t.describe(f"pass {left} left") == f"pass {t.card_name(left)} to Ned (left)"
    assert t.describe("grasshopper 1 0") == f"put the Grasshopper right of {t.card_name(centre)}"
    assert t.describe("rose none") == "leave the Rose out"
    assert t.describe("nonsense 1") == "nonsense 1"


def replay_texts(ctx, viewer):
    texts = []
    orig = ctx.text.blit

    def spy(surface, text, pos, size, *a, **k):
        texts.append((text, orig(surface, text, pos, size, *a, **k)))
        return texts[-1][1]

    ctx.text.blit = spy
    try:
        viewer.draw(pygame.Surface((1280, 720)))
    finally:
        ctx.text.blit = orig
    return texts


def test_the_garden_replay_bar_names_the_persons_move_in_words_and_fits(ctx):
    rec, _ = play_quick("garden", ["human", "heuristic"], 9, {"start": "0"})
    v = ReplayViewer(ctx, rec)
    back = v.buttons[-1].rect
    seen_move = seen_ned = False
    for step in range(min(len(rec.actions), 24)):
        v.go(step)
        texts = replay_texts(ctx, v)
        texts = texts[[s for s, _ in texts].index("Replay of Mr. Cabbagehead's Garden") + 1:]
        bar = [(s, r) for s, r in texts if r.x > BAR.x + 600 and r.right <= back.x]
        said = " ".join(s for s, _ in bar)        # the bar's own words, drawn over the table
        assert said.startswith(f"Move {step} of {len(rec.actions)}")
        for s, r in texts:                        # nothing runs under the Back button
            if r.colliderect(back):
                assert s == "Back", (s, r, back)
        first = rec.actions[step].split()
        if "your move next" in said or "Ned moves next" in said:
            # Ned's moves too (a session-10 tester: "Move 1 of 63 · Ned moves next" only)
            seen_move = seen_move or "your" in said
            seen_ned = seen_ned or "Ned" in said
            assert rec.actions[step] not in said            # never "plant 3 0 0"
            if first[0] in ("plant", "pass"):
                assert t_name(v, int(first[1])) in said, said
        assert all(r.bottom <= BAR.bottom for s, r in bar), bar
    assert seen_move and seen_ned


def t_name(viewer, card: int) -> str:
    return viewer.table.card_name(card)


def test_the_pass_clause_sets_a_refusal_off_with_a_semicolon():
    """The tester read "(Ned has no Bee, so cannot take the left, the Beehive is empty, so
    Ned cannot take the right)" as one run-on sentence (G-4, G-12)."""
    from app.garden_prompt import pass_bee_clause
    assert pass_bee_clause("Ned", 2, 2) == "left costs Ned a Bee, right gives one"
    assert pass_bee_clause("Ned", 0, 0) == ("Ned has no Bee, so cannot take the left; the"
                                            " Beehive is empty, so Ned cannot take the right")


def test_the_prompt_says_who_won_at_the_end_of_a_two_player_game():
    from app.garden_prompt import result_clause
    from rules.core import Result

    names = {0: "You", 1: "Ned"}.get
    assert result_clause(Result((48, 77), (1,)), names) == " Ned wins, 77 to 48."
    assert result_clause(Result((58, 44), (0,)), names) == " You win, 58 to 44."
    assert result_clause(Result((50, 50), (0, 1)), names) == " A shared win at 50 points."
    assert result_clause(Result((106,), (0,)), names) == ""          # solo: the ribbon says it


def test_a_finished_two_player_table_names_the_winner_in_the_prompt(ctx):
    rec, session = play_quick("garden", ["human", "heuristic"], 9, {"start": "0"})
    t = garden_table(ctx, seats=("human", "heuristic"), seed=9, options={"start": "0"},
                     actions=tuple(rec.actions))
    t.close_banner()
    for _ in range(24):               # the card the last visit took lands on the pile first
        ctx.stack.update(0.05)
    res = session.state.result()
    sentence = t.prompt_sentence_now(t.view())
    assert sentence.startswith("The Garden Club has judged the garden. ")
    if len(res.winners) == 1:
        assert t.name(res.winners[0]) in sentence and str(max(res.scores)) in sentence


def test_a_held_grasshopper_promises_no_token_turning(ctx):
    """The Grasshopper comes out of tokens already turned (G-5, G-8): Confirm then leads to
    the pass (two players), not to "tokens turn"."""
    t = garden_table(ctx, seats=("human", "heuristic"), seed=1,
                     options={"grasshoppers": "on", "start": "0"})
    s = t.session
    for _ in range(200):
        if s.state.is_terminal() or (s.human_to_act() and s.state.view(0).phase == "grasshopper"):
            break
        s.apply_text(s.legal_texts()[0])
    assert s.state.view(0).phase == "grasshopper", "no Grasshopper came up for the person"
    t._refresh()
    assert t.propose(s.legal_texts()[0]) and t.provisional.kind == "grasshopper"
    sentence = t.prompt_sentence_now(t.view())
    assert "tokens turn" not in sentence
    assert ("then you pass a leftover to Ned" in sentence
            or "then you place the next Grasshopper" in sentence), sentence
