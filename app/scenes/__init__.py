"""Scenes of the app: title menu, setup, tables, rules pages, results (one module each)."""
