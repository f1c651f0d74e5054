"""Everything the Reflec view and rules pages draw with: sprites, board art, pieces, beams, marks, motion."""
