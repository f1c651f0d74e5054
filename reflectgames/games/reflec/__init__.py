"""Reflec: mirror coins and lasers on a piecepack board, for two to four players."""
