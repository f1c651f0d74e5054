"""Messages of the illustrated Plans of Action rules pages: paragraphs and diagram captions."""

EN = {
    "plans_rules.1.title": "Set-up and goal",
    "plans_rules.1.setup": "Sixteen tiles make a square board of 64 cells. The 24 coins, six each of suns, "
    "moons, crowns and arms, are dealt at random onto the 6 by 4 block in the middle.",
    "plans_rules.1.goal": "Goal: bring the six coins of one suit together in one group, each touching another "
    "side by side (diagonals do not count).",
    "plans_rules.1.score": "It is a puzzle for one: every jump, turn and shift counts as a move. Solve it in as "
    "few moves as you can.",
    "plans_rules.1.caption": "16 tiles, 24 coins dealt in the middle",
    "plans_rules.2.title": "The jump: over N, land on N+1",
    "plans_rules.2.count": "A coin moves only by jumping up, down, left or right. Count the coins of its suit in "
    "its whole row (to go left or right) or its whole column (to go up or down), itself included: that is N.",
    "plans_rules.2.land": "The coin jumps over exactly N cells, whatever is on them, and lands on the next one, "
    "the (N+1)th.",
    "plans_rules.2.examples": "A coin alone in its row jumps over one cell and lands two away. With two suns in "
    "the row, a sun jumps over two and lands on the third.",
    "plans_rules.2.caption_two": "Two suns in the row: over 2, land on the 3rd",
    "plans_rules.2.caption_one": "A lone moon: over 1, land on the 2nd",
    "plans_rules.3.title": "Holes, and where a coin lands",
    "plans_rules.3.holes": "The row and the column go on across a hole where a tile used to be: its cells are "
    "counted and jumped over like any others.",
    "plans_rules.3.landing": "The landing cell must be an empty cell of a tile: never a coin, never a hole, never "
    "off the board. A coin with no such landing cannot move for now.",
    "plans_rules.3.stuck": "Being stuck, with no move at all, cannot happen from a real deal: every deal has a "
    "jump to start with, a coin that has just jumped can always jump straight back, and a turn or shift needs a "
    "jump to follow. Should a position ever have no legal move, the game ends there as Stuck, unsolved and with no "
    "score kept: Undo steps back.",
    "plans_rules.3.caption_hole": "Two arms: over 2 cells of the hole",
    "plans_rules.3.caption_refused": "Refused: onto a coin, into a hole",
    "plans_rules.4.title": "Turning a full tile",
    "plans_rules.4.turn": "A full tile, with a coin on each of its four cells, may turn 90, 180 or 270 degrees "
    "clockwise, its coins with it.",
    "plans_rules.4.forced": "The next move must then be a jump by a coin of that tile, so a turn is only allowed "
    "when one of its coins could jump afterwards.",
    "plans_rules.4.same": "A turn that leaves the tile looking the same, such as a half turn of a tile whose "
    "opposite coins match, is still a move: it counts, and it is allowed as long as a coin of the tile can then "
    "jump.",
    "plans_rules.4.screen": "On screen: click the knob where the tile's lines cross, then a turn button on the "
    "left.",
    "plans_rules.4.caption_before": "A full tile turns a quarter",
    "plans_rules.4.caption_after": "Then a coin of it must jump",
    "plans_rules.5.title": "Shifting a full tile",
    "plans_rules.5.shift": "A full tile may instead shift up, down, left or right to the first empty tile-space "
    "that way, passing any tiles in between.",
    "plans_rules.5.grow": "When the whole line is full it goes past the edge: the board grows and a hole stays "
    "where the tile was.",
    "plans_rules.5.forced": "As after a turn, a coin of the moved tile must jump next. A tile never turns and "
    "shifts in one go.",
    "plans_rules.5.caption_before": "Past the full line, off the edge",
    "plans_rules.5.caption_after": "The board grows, a hole stays; a coin of it jumps",
    "plans_rules.6.title": "Goals and keys",
    "plans_rules.6.goals": "Group: the six coins of a suit all connected side by side. Line: all six in one row "
    "or column with no gap.",
    "plans_rules.6.suits": "A puzzle asks for one, two, three or all four suits (the author's favourite) to "
    "meet the goal at the same moment; more is fine, a suit broken up again no longer counts, and a deal that "
    "already meets it is dealt again. The ledger shows each suit's progress out of six.",
    "plans_rules.6.keys": "Keys: arrows move the cursor, Enter takes a coin and an arrow jumps it; T takes a "
    "full tile, R or 1 to 3 turn it, arrows shift it; Esc lets go.",
    "plans_rules.6.caption_group": "Group: six crowns connected",
    "plans_rules.6.caption_line": "Line: six moons in a row",
}

FR = {
    "plans_rules.1.title": "Mise en place et but",
    "plans_rules.1.setup": "Seize tuiles forment un plateau carré de 64 cases. Les 24 pièces, six soleils, six "
    "lunes, six couronnes et six armes, sont placées au hasard sur le bloc de 6 sur 4 au centre.",
    "plans_rules.1.goal": "But : réunir les six pièces d'une couleur en un seul groupe, chacune touchant une "
    "autre par un côté (les diagonales ne comptent pas).",
    "plans_rules.1.score": "C'est un casse-tête en solitaire : chaque saut, rotation et décalage compte pour un "
    "coup. Résolvez-le en aussi peu de coups que possible.",
    "plans_rules.1.caption": "16 tuiles, 24 pièces placées au centre",
    "plans_rules.2.title": "Le saut : par-dessus N, arrivée sur N+1",
    "plans_rules.2.count": "Une pièce ne bouge qu'en sautant vers le haut, le bas, la gauche ou la droite. "
    "Comptez les pièces de sa couleur dans toute sa ligne (pour aller à gauche ou à droite) ou toute sa colonne "
    "(vers le haut ou le bas), elle comprise : c'est N.",
    "plans_rules.2.land": "La pièce saute par-dessus exactement N cases, quoi qu'il y ait dessus, et arrive sur "
    "la suivante, la (N+1)e.",
    "plans_rules.2.examples": "Seule dans sa ligne, une pièce saute une case et arrive deux cases plus loin. "
    "Avec deux soleils dans la ligne, un soleil saute deux cases et arrive sur la troisième.",
    "plans_rules.2.caption_two": "Deux soleils dans la ligne : 2 sautées, arrivée sur la 3e",
    "plans_rules.2.caption_one": "Une lune seule : 1 sautée, arrivée sur la 2e",
    "plans_rules.3.title": "Les trous, et où arriver",
    "plans_rules.3.holes": "La ligne et la colonne continuent à travers un trou laissé par une tuile : ses cases "
    "se comptent et se sautent comme les autres.",
    "plans_rules.3.landing": "La case d'arrivée doit être une case vide d'une tuile : jamais une pièce, jamais un "
    "trou, jamais hors du plateau. Sans telle case, la pièce ne peut pas bouger pour l'instant.",
    "plans_rules.3.stuck": "Être bloqué, sans aucun coup possible, n'arrive jamais avec une vraie donne : chaque "
    "donne offre un saut pour commencer, une pièce qui vient de sauter peut toujours revenir d'un saut, et une "
    "rotation ou un décalage exige un saut à suivre. Si une position n'offrait aucun coup légal, la partie "
    "s'arrêterait là sur « Bloqué », non résolue et sans score gardé : « Annuler » revient en arrière.",
    "plans_rules.3.caption_hole": "Deux armes : 2 cases du trou sautées",
    "plans_rules.3.caption_refused": "Refusé : sur une pièce, dans un trou",
    "plans_rules.4.title": "Tourner une tuile pleine",
    "plans_rules.4.turn": "Une tuile pleine, avec une pièce sur chacune de ses quatre cases, peut tourner de 90, "
    "180 ou 270 degrés dans le sens horaire, avec ses pièces.",
    "plans_rules.4.forced": "Le coup suivant doit alors être le saut d'une pièce de cette tuile : une rotation "
    "n'est permise que si l'une de ses pièces peut ensuite sauter.",
    "plans_rules.4.same": "Une rotation qui laisse la tuile identique, comme un demi-tour d'une tuile dont les "
    "pièces opposées sont pareilles, reste un coup : elle compte, et elle est permise tant qu'une pièce de la tuile "
    "peut ensuite sauter.",
    "plans_rules.4.screen": "À l'écran : cliquez la poignée au croisement des lignes de la tuile, puis un bouton "
    "de rotation à gauche.",
    "plans_rules.4.caption_before": "Une tuile pleine tourne d'un quart",
    "plans_rules.4.caption_after": "Puis une de ses pièces doit sauter",
    "plans_rules.5.title": "Décaler une tuile pleine",
    "plans_rules.5.shift": "Une tuile pleine peut aussi se décaler vers le haut, le bas, la gauche ou la droite "
    "jusqu'au premier emplacement vide dans ce sens, en passant les tuiles entre les deux.",
    "plans_rules.5.grow": "Si toute la rangée est pleine, elle passe le bord : le plateau s'agrandit et un trou "
    "reste à sa place.",
    "plans_rules.5.forced": "Comme après une rotation, une pièce de la tuile déplacée doit sauter ensuite. Une "
    "tuile ne tourne et ne se décale jamais d'un seul coup.",
    "plans_rules.5.caption_before": "Au-delà de la rangée pleine, hors du bord",
    "plans_rules.5.caption_after": "Le plateau grandit, un trou reste ; une de ses pièces saute",
    "plans_rules.6.title": "Buts et touches",
    "plans_rules.6.goals": "Groupe : les six pièces d'une couleur toutes reliées par les côtés. Ligne : les six "
    "dans une même ligne ou colonne, sans trou.",
    "plans_rules.6.suits": "Un casse-tête demande qu'une, deux, trois ou les quatre couleurs (la préférée de "
    "l'auteur) atteignent le but au même moment ; davantage convient, une couleur de nouveau séparée ne compte "
    "plus, et une donne qui l'atteint déjà est redistribuée. Le registre montre le progrès de chaque couleur "
    "sur six.",
    "plans_rules.6.keys": "Touches : les flèches déplacent le curseur, Entrée prend une pièce et une flèche la "
    "fait sauter ; T prend une tuile pleine, R ou 1 à 3 la tournent, les flèches la décalent ; Échap lâche.",
    "plans_rules.6.caption_group": "Groupe : six couronnes reliées",
    "plans_rules.6.caption_line": "Ligne : six lunes alignées",
}
