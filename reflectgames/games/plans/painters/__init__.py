"""Everything the Plans of Action view and rules pages draw with: pieces, animation, diagrams."""
