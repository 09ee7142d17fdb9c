"""The pygame-ce application: window, scenes, tables, drag-and-drop, AI worker."""
