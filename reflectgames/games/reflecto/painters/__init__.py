"""What the Reflecto view draws with: the screens' sprites, the lake, the animation of a move and
the rules pages' diagrams."""
