"""What the Reflection Pond view and rules pages draw with: sprites, board art, pieces, marks, animation."""
