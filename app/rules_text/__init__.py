"""Rules pages of the games, in the project's own words, one module per game exposing
``TEXT`` (Python modules, so the frozen app bundles them like any code)."""
