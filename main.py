"""Cabbage Table entry point (source tree and frozen app take the same flags)."""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from app.run import main

    sys.exit(main())
