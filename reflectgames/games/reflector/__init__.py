"""Reflector: hidden territory nodes on two 10x10 grids, every claim reflected at home."""
