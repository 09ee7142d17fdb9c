"""Small drawing helpers shared by the scenes: text, buttons, panels, tweens."""
