"""Messages of the Plans of Action rules: refused moves and the option labels of the set-up screen."""

EN = {
    "plans.option.layout": "Layout",
    "plans.option.goal": "Goal",
    "plans.option.goal.group": "Group",
    "plans.option.goal.line": "Line",
    "plans.option.suits": "Suits",
    "plans.option.suits.one": "One suit",
    "plans.option.suits.all": "All four",
    "plans.illegal.notation": "'{text}' is not a Plans of Action move: write '5,3 U' (or D, L, R) to jump a coin, 'rotate 5,5 90' (or 180, 270) or 'shift 5,5 L' (or R, U, D) to move a full tile.",
    "plans.illegal.no_coin": "There is no coin on {cell}.",
    "plans.illegal.must_jump_from": "A coin of the tile at {tile} must jump now.",
    "plans.illegal.landing_taken": "That coin jumps over {count} and would land on {cell}, which holds a coin.",
    "plans.illegal.landing_off": "That coin jumps over {count} and would land on {cell}, where there is no tile.",
    "plans.illegal.no_tile": "There is no tile at {cell}.",
    "plans.illegal.not_full": "Only a full tile (a coin on each of its four cells) can be turned or shifted.",
    "plans.illegal.no_follow_jump": "No coin of that tile could jump afterwards, and one must.",
}

FR = {
    "plans.option.layout": "Disposition",
    "plans.option.goal": "But",
    "plans.option.goal.group": "Groupe",
    "plans.option.goal.line": "Ligne",
    "plans.option.suits": "Couleurs",
    "plans.option.suits.one": "Une couleur",
    "plans.option.suits.all": "Les quatre",
    "plans.illegal.notation": "« {text} » n'est pas un coup de Plans of Action : écrivez « 5,3 U » (ou D, L, R) pour faire sauter une pièce, « rotate 5,5 90 » (ou 180, 270) ou « shift 5,5 L » (ou R, U, D) pour déplacer une tuile pleine.",
    "plans.illegal.no_coin": "Il n'y a pas de pièce en {cell}.",
    "plans.illegal.must_jump_from": "Une pièce de la tuile en {tile} doit sauter maintenant.",
    "plans.illegal.landing_taken": "Cette pièce saute par-dessus {count} et atterrirait en {cell}, où il y a déjà une pièce.",
    "plans.illegal.landing_off": "Cette pièce saute par-dessus {count} et atterrirait en {cell}, où il n'y a pas de tuile.",
    "plans.illegal.no_tile": "Il n'y a pas de tuile en {cell}.",
    "plans.illegal.not_full": "Seule une tuile pleine (une pièce sur chacune de ses quatre cases) peut tourner ou glisser.",
    "plans.illegal.no_follow_jump": "Aucune pièce de cette tuile ne pourrait sauter ensuite, et il le faut.",
}
