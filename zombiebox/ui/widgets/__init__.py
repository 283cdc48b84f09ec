"""Widgets every board is built from: what two games need and the next three will (docs/ui.md)."""
