"""Goblin Kit print-and-play: draw components at exact size and impose them on printable sheets.

Geometry (imposition, tiling) is plain Python and testable without drawing; drawing uses
reportlab. Nothing here imports the assistant.
"""
