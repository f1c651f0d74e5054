"""Noughts and crosses: a test-only sixth game, one folder plus one registry line, proving the seam."""
