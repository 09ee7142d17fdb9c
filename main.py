"""Cabbage Table entry point (source tree and frozen app take the same flags)."""
import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    # pygame's own greeting ("pygame-ce 2.5.8 (SDL ...)") is not the app's to print: a
    # player who starts it from a terminal sees only what the app says
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from app.run import main

    sys.exit(main())
