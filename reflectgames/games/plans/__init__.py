"""Plans of Action: the solitaire coin puzzle for the piecepack, with its solver and puzzle mode."""
