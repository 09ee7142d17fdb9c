"""A placed Rose is drawn as a small rose, not a dot (session 25's tester missed a Rose
drawn as a red dot between two cards)."""
import pygame

from app.garden_draw import draw_bloom


def test_bloom_has_petals_a_heart_and_leaves():
    s = pygame.Surface((80, 80))
    s.fill((0, 0, 0))
    draw_bloom(s, (40, 40), 16)
    colours = {tuple(s.get_at((x, y)))[:3] for x in range(80) for y in range(80)}
    assert {(64, 132, 70), (226, 92, 124), (196, 40, 72), (246, 240, 222)} <= colours
    lit = [(x, y) for x in range(80) for y in range(80) if tuple(s.get_at((x, y)))[:3] != (0, 0, 0)]
    width = max(x for x, _ in lit) - min(x for x, _ in lit) + 1
    assert width >= 2 * 16 + 6           # the leaves reach out past the petals
    assert tuple(s.get_at((40, 40)))[:3] == (150, 24, 54)    # the heart
