"""What the Reflector view draws with: the paper and pencil sprites, each cell's look, the notes
beside the grids, the overlays and the animation of a move, and the rules pages' diagrams."""
