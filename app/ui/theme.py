"""Colours and sizes shared by the scenes (logical 1280x720 pixels)."""
from __future__ import annotations

LOGICAL_SIZE = (1280, 720)

BG = (24, 44, 36)            # menu background
FELT = (32, 92, 62)          # table felt
FELT_DARK = (22, 66, 45)
PANEL = (246, 240, 222)      # cream panels
PANEL_DARK = (222, 212, 186)
INK = (34, 30, 26)           # text on cream
INK_SOFT = (96, 88, 76)
LIGHT = (246, 240, 222)      # text on felt
MUTED = (150, 160, 150)      # greyed-out text
ACCENT = (214, 160, 48)      # gold: highlights, legal targets
ACCENT_SOFT = (240, 208, 120)
GOLD_INK = (150, 104, 18)    # gold text on cream (a match's wins)
DANGER = (178, 58, 48)
GOOD = (64, 140, 84)
BUTTON = (58, 78, 120)
BUTTON_HOVER = (78, 102, 152)
BUTTON_OFF = (110, 110, 110)
SHADOW = (0, 0, 0, 90)
#: Ribbon colours by the Garden Club's ribbon words (RULINGS G-11): the results rosette and
#: the Statistics chart's dots.
RIBBON_COLOURS = {"white": (236, 236, 230), "yellow": (240, 204, 60), "red": (196, 52, 46),
                  "blue": (52, 96, 196), "none": (150, 140, 120)}
