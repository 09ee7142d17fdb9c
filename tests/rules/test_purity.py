"""``rules/`` never imports pygame (DESIGN.md "The shape"): by source scan and by import."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules"


def _modules():
    for path in sorted(RULES.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield path, ".".join(parts)


def test_no_pygame_import_lines_under_rules():
    offenders = []
    files = 0
    for path, _ in _modules():
        files += 1
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(n.split(".")[0] == "pygame" for n in names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
        if "__import__(\"pygame" in path.read_text(encoding="utf-8"):
            offenders.append(str(path.relative_to(ROOT)))
    assert files > 5
    assert offenders == []


def test_importing_every_rules_module_loads_no_pygame():
    names = [name for _, name in _modules()]
    code = ("import importlib, sys\n"
            f"for name in {names!r}:\n"
            "    importlib.import_module(name)\n"
            "print('pygame' in sys.modules, len(sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[0] == "False"
