"""Messages of Plans of Action: refused moves, the set-up options, and the board's status hints,
refusals, moves in words, ledger and results (the rules pages' texts are in catalog_rules)."""


EN = {
    "plans.option.layout": "Layout",
    "plans.option.goal": "Goal",
    "plans.option.goal.group": "Group",
    "plans.option.goal.line": "Line",
    "plans.option.suits": "Suits",
    "plans.option.suits.one": "One suit",
    "plans.option.suits.two": "Two suits",
    "plans.option.suits.three": "Three suits",
    "plans.option.suits.all": "All four",
    "plans.setup.layout": "Layout or code",
    "plans.setup.layout_empty": "Empty: the coins are dealt at random.",
    "plans.setup.layout_help": "Type or paste (Ctrl+V) a layout, SASASS/MMACSS/CACCAA/MCMCMM say, or a "
    "puzzle code.",
    "plans.setup.layout_ok": "This layout will be played.",
    "plans.setup.code_ok": "Puzzle {code}: its goal and suits are chosen above.",
    "plans.illegal.notation": "'{text}' is not a Plans of Action move: write '5,3 U' (or D, L, R) to jump a coin, 'rotate 5,5 90' (or 180, 270) or 'shift 5,5 L' (or R, U, D) to move a full tile.",
    "plans.illegal.no_coin": "There is no coin on {cell}.",
    "plans.illegal.must_jump_from": "A coin of the tile at {tile} must jump now.",
    "plans.illegal.landing_taken.one": "That coin jumps over {count} cell and would land on {cell}, which holds a "
    "coin.",
    "plans.illegal.landing_taken.other": "That coin jumps over {count} cells and would land on {cell}, which holds "
    "a coin.",
    "plans.illegal.landing_off.one": "That coin jumps over {count} cell and would land on {cell}, where there is no "
    "tile.",
    "plans.illegal.landing_off.other": "That coin jumps over {count} cells and would land on {cell}, where there is "
    "no tile.",
    "plans.illegal.no_tile": "There is no tile at {cell}.",
    "plans.illegal.not_full": "Only a full tile (a coin on each of its four cells) can be turned or shifted.",
    "plans.illegal.no_follow_jump": "No coin of that tile could jump afterwards, and one must.",
    "plans_view.suit.S": "Sun",
    "plans_view.suit.M": "Moon",
    "plans_view.suit.C": "Crown",
    "plans_view.suit.A": "Arms",
    "plans_view.suits.S": "suns",
    "plans_view.suits.M": "moons",
    "plans_view.suits.C": "crowns",
    "plans_view.suits.A": "arms",
    "plans_view.and": "{first} and {last}",
    "plans_view.coin": "{suit} on {cell}",
    "plans_view.direction.U": "up",
    "plans_view.direction.D": "down",
    "plans_view.direction.L": "left",
    "plans_view.direction.R": "right",
    "plans_view.move.jump": "{cell} jumps {direction}",
    "plans_view.move.rotate": "tile {tile} turns {angle}°",
    "plans_view.move.shift": "tile {tile} shifts {direction}",
    "plans_view.goal.group.one": "Goal: the six coins of one suit in one group",
    "plans_view.goal.group.two": "Goal: two suits in groups of six at once",
    "plans_view.goal.group.three": "Goal: three suits in groups of six at once",
    "plans_view.goal.group.all": "Goal: every suit in one group of six",
    "plans_view.goal.line.one": "Goal: the six coins of one suit in a straight line",
    "plans_view.goal.line.two": "Goal: two suits in lines of six at once",
    "plans_view.goal.line.three": "Goal: three suits in lines of six at once",
    "plans_view.goal.line.all": "Goal: every suit in a straight line of six",
    "plans_view.hint.turn": "Click a coin to jump it, or the knob of a full tile to turn or shift it.",
    "plans_view.hint.coin": "{coin}: over {across} in its row, {along} in its column. Click a ringed cell or "
    "press an arrow.",
    "plans_view.hint.tile": "Tile {tile}: turn it with a button on the left (R, 1-3) or shift it with an arrow.",
    "plans_view.hint.forced": "Tile {tile} has just moved: one of its coins must jump now.",
    "plans_view.error.cannot_land": "{coin} jumps over {across} in its row or {along} in its column: it cannot "
    "land on {cell}.",
    "plans_view.error.hole": "There is no tile here: coins only land on tiles.",
    "plans_view.error.empty_cell": "This cell is empty: choose a coin first, then where it lands.",
    "plans_view.error.must_jump": "Tile {tile} has just moved: one of its coins must jump now.",
    "plans_view.error.no_jump": "{coin} cannot jump: over {across} in its row or {along} in its column it "
    "lands on a coin or off the tiles.",
    "plans_view.error.not_full": "Only a full tile (a coin on each of its four cells) can be turned or shifted.",
    "plans_view.error.tile_stuck": "No coin of that tile could jump after turning or shifting it, and one must.",
    "plans_view.error.no_follow_jump": "No coin of that tile could jump afterwards, and one must.",
    "plans_view.error.landing_taken.one": "{coin} jumps over {count} cell that way and would land on {cell}, "
    "which holds a coin.",
    "plans_view.error.landing_taken.other": "{coin} jumps over {count} cells that way and would land on {cell}, "
    "which holds a coin.",
    "plans_view.error.landing_off.one": "{coin} jumps over {count} cell that way and would land on {cell}, where "
    "there is no tile.",
    "plans_view.error.landing_off.other": "{coin} jumps over {count} cells that way and would land on {cell}, "
    "where there is no tile.",
    "plans_view.moves_so_far.one": "{count} move",
    "plans_view.moves_so_far.other": "{count} moves",
    "plans_view.moves": "Moves",
    "plans_view.target.known": "Best known: {count}",
    "plans_view.target.proven": "Par: {count}",
    "plans_view.turn_tile": "Turn the tile",
    "plans_view.angle": "{angle}°",
    "plans_view.forced_label": "must jump",
    "plans_view.result.solved.one": "Solved in {count} move",
    "plans_view.result.solved.other": "Solved in {count} moves",
    "plans_view.result.group": "In one group: {suits}.",
    "plans_view.result.line": "In a straight line: {suits}.",
    "plans_view.result.best": "No solution is shorter.",
    "plans_view.result.best_known": "That matches the best known.",
    "plans_view.result.shorter.one": "It can be done in {count} move.",
    "plans_view.result.shorter.other": "It can be done in {count} moves.",
    "plans_view.result.stuck": "Stuck",
    "plans_view.result.stuck_detail": "No move is left: undo to try another way.",
}

FR = {
    "plans.option.layout": "Disposition",
    "plans.option.goal": "But",
    "plans.option.goal.group": "Groupe",
    "plans.option.goal.line": "Ligne",
    "plans.option.suits": "Couleurs",
    "plans.option.suits.one": "Une couleur",
    "plans.option.suits.two": "Deux couleurs",
    "plans.option.suits.three": "Trois couleurs",
    "plans.option.suits.all": "Les quatre",
    "plans.setup.layout": "Disposition ou code",
    "plans.setup.layout_empty": "Vide : les pièces sont distribuées au hasard.",
    "plans.setup.layout_help": "Tapez ou collez (Ctrl+V) une disposition, par exemple "
    "SASASS/MMACSS/CACCAA/MCMCMM, ou un code de casse-tête.",
    "plans.setup.layout_ok": "Cette disposition sera jouée.",
    "plans.setup.code_ok": "Casse-tête {code} : son but et ses couleurs sont choisis au-dessus.",
    "plans.illegal.notation": "« {text} » n'est pas un coup de Plans of Action : écrivez « 5,3 U » (ou D, L, R) pour faire sauter une pièce, « rotate 5,5 90 » (ou 180, 270) ou « shift 5,5 L » (ou R, U, D) pour déplacer une tuile pleine.",
    "plans.illegal.no_coin": "Il n'y a pas de pièce en {cell}.",
    "plans.illegal.must_jump_from": "Une pièce de la tuile en {tile} doit sauter maintenant.",
    "plans.illegal.landing_taken.one": "Cette pièce saute par-dessus {count} case et atterrirait en {cell}, où il y "
    "a déjà une pièce.",
    "plans.illegal.landing_taken.other": "Cette pièce saute par-dessus {count} cases et atterrirait en {cell}, où il "
    "y a déjà une pièce.",
    "plans.illegal.landing_off.one": "Cette pièce saute par-dessus {count} case et atterrirait en {cell}, où il n'y "
    "a pas de tuile.",
    "plans.illegal.landing_off.other": "Cette pièce saute par-dessus {count} cases et atterrirait en {cell}, où il "
    "n'y a pas de tuile.",
    "plans.illegal.no_tile": "Il n'y a pas de tuile en {cell}.",
    "plans.illegal.not_full": "Seule une tuile pleine (une pièce sur chacune de ses quatre cases) peut tourner ou glisser.",
    "plans.illegal.no_follow_jump": "Aucune pièce de cette tuile ne pourrait sauter ensuite, et il le faut.",
    "plans_view.suit.S": "Soleil",
    "plans_view.suit.M": "Lune",
    "plans_view.suit.C": "Couronne",
    "plans_view.suit.A": "Armes",
    "plans_view.suits.S": "soleils",
    "plans_view.suits.M": "lunes",
    "plans_view.suits.C": "couronnes",
    "plans_view.suits.A": "armes",
    "plans_view.and": "{first} et {last}",
    "plans_view.coin": "{suit} en {cell}",
    "plans_view.direction.U": "vers le haut",
    "plans_view.direction.D": "vers le bas",
    "plans_view.direction.L": "à gauche",
    "plans_view.direction.R": "à droite",
    "plans_view.move.jump": "{cell} saute {direction}",
    "plans_view.move.rotate": "tuile {tile} tournée de {angle}°",
    "plans_view.move.shift": "tuile {tile} décalée {direction}",
    "plans_view.goal.group.one": "But : les six pièces d'une couleur en un seul groupe",
    "plans_view.goal.group.two": "But : deux couleurs groupées par six",
    "plans_view.goal.group.three": "But : trois couleurs groupées par six",
    "plans_view.goal.group.all": "But : chaque couleur en un groupe de six",
    "plans_view.goal.line.one": "But : les six pièces d'une couleur en ligne droite",
    "plans_view.goal.line.two": "But : deux couleurs alignées par six",
    "plans_view.goal.line.three": "But : trois couleurs alignées par six",
    "plans_view.goal.line.all": "But : chaque couleur en une ligne droite de six",
    "plans_view.hint.turn": "Cliquez une pièce pour la faire sauter, ou la poignée d'une tuile pleine pour la "
    "tourner ou la décaler.",
    "plans_view.hint.coin": "{coin} : par-dessus {across} en ligne, {along} en colonne. Cliquez une case "
    "cerclée ou une flèche.",
    "plans_view.hint.tile": "Tuile {tile} : tournez-la avec un bouton à gauche (R, 1-3) ou décalez-la avec une "
    "flèche.",
    "plans_view.hint.forced": "La tuile {tile} vient de bouger : une de ses pièces doit sauter maintenant.",
    "plans_view.error.cannot_land": "{coin} saute par-dessus {across} en ligne ou {along} en colonne : elle "
    "ne peut pas arriver en {cell}.",
    "plans_view.error.hole": "Il n'y a pas de tuile ici : les pièces n'arrivent que sur des tuiles.",
    "plans_view.error.empty_cell": "Cette case est vide : choisissez d'abord une pièce, puis son arrivée.",
    "plans_view.error.must_jump": "La tuile {tile} vient de bouger : une de ses pièces doit sauter maintenant.",
    "plans_view.error.no_jump": "{coin} ne peut pas sauter : par-dessus {across} en ligne ou {along} en "
    "colonne, elle tombe sur une pièce ou hors des tuiles.",
    "plans_view.error.not_full": "Seule une tuile pleine (une pièce sur chacune de ses quatre cases) peut "
    "tourner ou se décaler.",
    "plans_view.error.tile_stuck": "Aucune pièce de cette tuile ne pourrait sauter après l'avoir tournée ou "
    "décalée, or il le faut.",
    "plans_view.error.no_follow_jump": "Aucune pièce de cette tuile ne pourrait sauter ensuite, or il le faut.",
    "plans_view.error.landing_taken.one": "{coin} saute par-dessus {count} case dans ce sens et arriverait en "
    "{cell}, où il y a une pièce.",
    "plans_view.error.landing_taken.other": "{coin} saute par-dessus {count} cases dans ce sens et arriverait en "
    "{cell}, où il y a une pièce.",
    "plans_view.error.landing_off.one": "{coin} saute par-dessus {count} case dans ce sens et arriverait en "
    "{cell}, où il n'y a pas de tuile.",
    "plans_view.error.landing_off.other": "{coin} saute par-dessus {count} cases dans ce sens et arriverait en "
    "{cell}, où il n'y a pas de tuile.",
    "plans_view.moves_so_far.one": "{count} coup",
    "plans_view.moves_so_far.other": "{count} coups",
    "plans_view.moves": "Coups",
    "plans_view.target.known": "Meilleur connu : {count}",
    "plans_view.target.proven": "Par : {count}",
    "plans_view.turn_tile": "Tourner la tuile",
    "plans_view.angle": "{angle}°",
    "plans_view.forced_label": "doit sauter",
    "plans_view.result.solved.one": "Résolu en {count} coup",
    "plans_view.result.solved.other": "Résolu en {count} coups",
    "plans_view.result.group": "En un seul groupe : {suits}.",
    "plans_view.result.line": "En ligne droite : {suits}.",
    "plans_view.result.best": "Aucune solution n'est plus courte.",
    "plans_view.result.best_known": "C'est le meilleur résultat connu.",
    "plans_view.result.shorter.one": "On peut le faire en {count} coup.",
    "plans_view.result.shorter.other": "On peut le faire en {count} coups.",
    "plans_view.result.stuck": "Bloqué",
    "plans_view.result.stuck_detail": "Plus aucun coup possible : annulez pour essayer autrement.",
}

# A shared code whose par the solver has worked out already (the New game form's note).
EN.update({
    "plans.setup.code_ok_par": "Puzzle {code}, {par}: its goal and suits are chosen above.",
})
FR.update({
    "plans.setup.code_ok_par": "Casse-tête {code}, {par} : son but et ses couleurs sont choisis au-dessus.",
})
