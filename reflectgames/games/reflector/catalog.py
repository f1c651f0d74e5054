"""Messages of Reflector: hints, moves in words, illegal-move reasons, the notes beside the grids, results."""


EN = {
    "reflector.option.first": "Who shoots first",
    "reflector.option.adjacency": "Claims must touch",
    "reflector.setup_panel.coin": "Coin flip",
    "reflector.setup_panel.orthogonal": "Sides only",
    "reflector.setup_panel.king": "Sides and corners",
    "reflector.setup_panel.orthogonal_help": "After the first claim (anywhere on row 1), each claim must share a "
    "side with a cell you already hold on that grid.",
    "reflector.setup_panel.king_help": "After the first claim (anywhere on row 1), each claim must touch a cell you "
    "already hold on that grid, by a side or a corner.",
    "reflector.status.null": "null",
    "reflector.status.owned": "owned",
    "reflector.status.node": "a node!",
    "reflector.illegal.cell": "'{cell}' is not a cell: columns A to J, rows 1 to 10.",
    "reflector.illegal.notation": "'{text}' is not a Reflector move: write 'node F3' while placing nodes, then "
    "'claim F3'.",
    "reflector.illegal.setup_first": "Place your five nodes first.",
    "reflector.illegal.node_there": "You already have a node on {cell}.",
    "reflector.illegal.setup_over": "All nodes are placed: claim a cell of your opponent's grid.",
    "reflector.illegal.held": "You already hold {cell}: choose a cell you do not hold yet.",
    "reflector.illegal.first_row": "Your first claim must be on row 1, the row by the cut; {cell} is not.",
    "reflector.illegal.first_row_or_next": "Your first claim must be on row 1 or next to a cell you hold; {cell} "
    "is neither.",
    "reflector.illegal.not_touching": "{cell} does not touch a cell you hold (diagonals count).",
    "reflector.illegal.not_next": "{cell} is not next to a cell you hold: claims grow side by side.",
    "reflector.setup.occupied": "A node is already there: drop the one in hand on a free cell.",
    "reflector.setup.all_placed": "Your five nodes are down: click one to pick it up and move it, or press Ready.",
    "reflector.setup.hand_full": "Put down the node in your hand first (Esc puts it back).",
    "reflector.setup.ready": "Ready",
    "reflector.setup.random": "Place the rest at random",
    "reflector.error.hidden_grid": "{name}'s grid stays blank until you claim its cells: place your nodes on "
    "your own grid, the lower one.",
    "reflector.error.own_grid": "You claim cells of {name}'s grid, the upper one; your own grid only gives cells "
    "away.",
    "reflector.hint.wait": "Waiting for the other player.",
    "reflector.hint.place": "Click your grid to place a node ({count} to go); arrows and Enter work too.",
    "reflector.hint.in_hand": "Node from {cell} in hand: click a free cell to put it down, Esc to put it back.",
    "reflector.hint.ready": "Five nodes placed. Click a node to move it, then press Ready (or R).",
    "reflector.hint.first": "Your first claim: any cell on row 1 of {name}'s grid, by the cut.",
    "reflector.hint.claim": "Claim a cell of {name}'s grid next to one you hold (the ringed cells).",
    "reflector.hint.concede": "Claim {cell}: you will concede {cell} of your own grid to {name}.",
    "reflector.hint.concede_node": "Claim {cell}: careful, {cell} is one of your nodes: {name} would capture it!",
    "reflector.move.node": "node on {cell}",
    "reflector.move.node_hidden": "places a hidden node",
    "reflector.move.claim": "claims {cell}",
    "reflector.turn.setup": "places five nodes in secret",
    "reflector.turn.play": "claims a cell of {name}'s grid",
    "reflector.notes.your_grid": "Your grid",
    "reflector.notes.grid_of": "{name}'s grid",
    "reflector.notes.nodes_left": "Nodes left: {count}",
    "reflector.notes.hidden": "{name}'s nodes are hidden",
    "reflector.notes.placing": "Your nodes: {count} of 5",
    "reflector.notes.place_help": "A node controls the diamond around it. Click a node to move it; right-click "
    "takes it away.",
    "reflector.notes.setup_wait": "The other player is placing nodes.",
    "reflector.notes.first_shooter": "Coin flip: {name} shoots first.",
    "reflector.notes.last_claim": "{name} claimed {cell}: {status}",
    "reflector.notes.last_reflection": "Reflection: {name} conceded {cell} at home: {status}",
    "reflector.notes.final_counts": "Cells held on the other grid: {first} {a}, {second} {b}.",
    "reflector.legend.held": "Held by {name}",
    "reflector.legend.territory": "Territory (hatched)",
    "reflector.legend.node": "Node: it controls the diamond around it",
    "reflector.legend.found": "Node found, not captured yet",
    "reflector.legend.captured": "Captured node",
    "reflector.legend.exposed": "Your node {name} has found",
    "reflector.result.nodes": "{name} captured all of {loser}'s nodes.",
    "reflector.result.cells": "The last nodes of both fell in the same turn; {name} held more cells.",
    "reflector.result.draw": "The last nodes of both fell in the same turn and both held as many cells.",
    "reflector.result.counts": "Cells held: {first} {a}, {second} {b}.",
    # --- plural forms, articles and what followed a move ---
    "reflector.setup.need.one": "Place {count} more node before you are ready.",
    "reflector.setup.need.other": "Place {count} more nodes before you are ready.",
    "reflector.notes.held_here.one": "You hold {count} cell here",
    "reflector.notes.held_here.other": "You hold {count} cells here",
    "reflector.notes.given.one": "{name} holds {count} cell here",
    "reflector.notes.given.other": "{name} holds {count} cells here",
    "reflector.history.shooting": "all nodes are placed: {name} shoots first",
    "reflector.history.claim.null": "outside {name}'s territory",
    "reflector.history.claim.owned": "inside {name}'s territory",
    "reflector.history.claim.node": "{name}'s node captured",
    "reflector.history.reflection.null": "{name} takes {cell} of {owner}'s grid, outside the territory",
    "reflector.history.reflection.owned": "{name} takes {cell} of {owner}'s grid, inside the territory",
    "reflector.history.reflection.node": "{name} takes {cell} of {owner}'s grid and captures a node there",
    "reflector.history.reflection.already": "{name} already held {cell} of {owner}'s grid",
    "reflector.history.gained.one": "{count} more cell taken with it",
    "reflector.history.gained.other": "{count} more cells taken with it",
    "reflector.history.revealed.one": "{count} more node found in its area",
    "reflector.history.revealed.other": "{count} more nodes found in its area",
    # --- watching the computer play: the seat on screen named ---
    "reflector.legend.exposed_of": "{owner}'s node {name} has found",
    # Placing by keys, and a claim of a cell the other player already holds at home.
    "reflector.hint.place_keys.one": "Place 1 more node: click your grid, or arrows and Enter; A places it at "
                                     "random.",
    "reflector.hint.place_keys.other": "Place {count} more nodes: click your grid, or arrows and Enter; A places "
                                       "the rest at random.",
    "reflector.hint.concede_held": "Claim {cell}: {name} already holds {cell} of your grid, so you concede nothing.",
}

FR = {
    "reflector.option.first": "Premier à tirer",
    "reflector.option.adjacency": "Prises voisines",
    "reflector.setup_panel.coin": "Pile ou face",
    "reflector.setup_panel.orthogonal": "Côtés seulement",
    "reflector.setup_panel.king": "Côtés et coins",
    "reflector.setup_panel.orthogonal_help": "Après la première prise (n'importe où sur la rangée 1), chaque prise "
    "doit partager un côté avec une case que vous tenez déjà sur cette grille.",
    "reflector.setup_panel.king_help": "Après la première prise (n'importe où sur la rangée 1), chaque prise doit "
    "toucher une case que vous tenez déjà sur cette grille, par un côté ou un coin.",
    "reflector.status.null": "vide",
    "reflector.status.owned": "territoire",
    "reflector.status.node": "un nœud !",
    "reflector.illegal.cell": "« {cell} » n'est pas une case : colonnes A à J, rangées 1 à 10.",
    "reflector.illegal.notation": "« {text} » n'est pas un coup de Reflector : écrivez « node F3 » pour placer "
    "un nœud, puis « claim F3 ».",
    "reflector.illegal.setup_first": "Placez d'abord vos cinq nœuds.",
    "reflector.illegal.node_there": "Vous avez déjà un nœud en {cell}.",
    "reflector.illegal.setup_over": "Tous les nœuds sont placés : prenez une case de la grille adverse.",
    "reflector.illegal.held": "Vous tenez déjà {cell} : choisissez une case que vous n'avez pas encore.",
    "reflector.illegal.first_row": "Votre première prise doit être sur la rangée 1, contre la découpe ; {cell} "
    "n'y est pas.",
    "reflector.illegal.first_row_or_next": "Votre première prise doit être sur la rangée 1 ou à côté d'une case "
    "que vous tenez ; {cell} n'est ni l'un ni l'autre.",
    "reflector.illegal.not_touching": "{cell} ne touche aucune case que vous tenez (les diagonales comptent).",
    "reflector.illegal.not_next": "{cell} n'est pas à côté d'une case que vous tenez : les prises avancent de "
    "proche en proche.",
    "reflector.setup.occupied": "Il y a déjà un nœud ici : posez celui que vous tenez sur une case libre.",
    "reflector.setup.all_placed": "Vos cinq nœuds sont posés : cliquez sur l'un d'eux pour le déplacer, ou "
    "appuyez sur Prêt.",
    "reflector.setup.hand_full": "Posez d'abord le nœud que vous tenez (Échap le remet en place).",
    "reflector.setup.ready": "Prêt",
    "reflector.setup.random": "Placer le reste au hasard",
    "reflector.error.hidden_grid": "La grille de {name} reste blanche tant que vous n'y prenez rien : placez vos "
    "nœuds sur votre grille, celle du bas.",
    "reflector.error.own_grid": "Vous prenez des cases de la grille de {name}, celle du haut ; votre grille ne "
    "fait que céder des cases.",
    "reflector.hint.wait": "En attente de l'autre joueur.",
    "reflector.hint.place": "Cliquez sur votre grille pour placer un nœud (encore {count}) ; flèches et Entrée "
    "marchent aussi.",
    "reflector.hint.in_hand": "Nœud de {cell} en main : cliquez une case libre pour le poser, Échap pour le "
    "remettre.",
    "reflector.hint.ready": "Cinq nœuds placés. Cliquez un nœud pour le déplacer, puis appuyez sur Prêt (ou R).",
    "reflector.hint.first": "Première prise : n'importe quelle case de la rangée 1 de la grille de {name}, contre "
    "la découpe.",
    "reflector.hint.claim": "Prenez une case de la grille de {name} à côté d'une case que vous tenez (cases "
    "cerclées).",
    "reflector.hint.concede": "Prendre {cell} : vous céderez {cell} de votre grille à {name}.",
    "reflector.hint.concede_node": "Prendre {cell} : attention, {cell} est un de vos nœuds : {name} le "
    "capturerait !",
    "reflector.move.node": "nœud en {cell}",
    "reflector.move.node_hidden": "place un nœud caché",
    "reflector.move.claim": "prend {cell}",
    "reflector.turn.setup": "place cinq nœuds en secret",
    "reflector.turn.play": "prend une case de la grille de {name}",
    "reflector.notes.your_grid": "Votre grille",
    "reflector.notes.grid_of": "Grille de {name}",
    "reflector.notes.nodes_left": "Nœuds restants : {count}",
    "reflector.notes.hidden": "Les nœuds de {name} sont cachés",
    "reflector.notes.placing": "Vos nœuds : {count} sur 5",
    "reflector.notes.place_help": "Un nœud contrôle le losange qui l'entoure. Cliquez un nœud pour le déplacer ; "
    "clic droit pour l'enlever.",
    "reflector.notes.setup_wait": "L'autre joueur place ses nœuds.",
    "reflector.notes.first_shooter": "Pile ou face : {name} tire en premier.",
    "reflector.notes.last_claim": "{name} a pris {cell} : {status}",
    "reflector.notes.last_reflection": "Reflet : {name} a cédé {cell} chez soi : {status}",
    "reflector.notes.final_counts": "Cases tenues sur l'autre grille : {first} {a}, {second} {b}.",
    "reflector.legend.held": "Tenue par {name}",
    "reflector.legend.territory": "Territoire (hachuré)",
    "reflector.legend.node": "Nœud : il contrôle le losange autour de lui",
    "reflector.legend.found": "Nœud repéré, pas encore capturé",
    "reflector.legend.captured": "Nœud capturé",
    "reflector.legend.exposed": "Votre nœud repéré par {name}",
    "reflector.result.nodes": "{name} a capturé tous les nœuds de {loser}.",
    "reflector.result.cells": "Les derniers nœuds des deux sont tombés au même tour ; {name} tenait plus de "
    "cases.",
    "reflector.result.draw": "Les derniers nœuds des deux sont tombés au même tour, avec autant de cases chacun.",
    "reflector.result.counts": "Cases tenues : {first} {a}, {second} {b}.",
    # --- plural forms, articles and what followed a move ---
    "reflector.setup.need.one": "Placez encore {count} nœud avant d'être prêt.",
    "reflector.setup.need.other": "Placez encore {count} nœuds avant d'être prêt.",
    "reflector.notes.held_here.one": "Vous tenez {count} case ici",
    "reflector.notes.held_here.other": "Vous tenez {count} cases ici",
    "reflector.notes.given.one": "{name} tient {count} case ici",
    "reflector.notes.given.other": "{name} tient {count} cases ici",
    "reflector.history.shooting": "tous les nœuds sont placés : {name} tire en premier",
    "reflector.history.claim.null": "hors du territoire de {name}",
    "reflector.history.claim.owned": "dans le territoire de {name}",
    "reflector.history.claim.node": "nœud de {name} capturé",
    "reflector.history.reflection.null": "{name} prend {cell} sur la grille de {owner}, hors du territoire",
    "reflector.history.reflection.owned": "{name} prend {cell} sur la grille de {owner}, dans le territoire",
    "reflector.history.reflection.node": "{name} prend {cell} sur la grille de {owner} et y capture un nœud",
    "reflector.history.reflection.already": "{name} tenait déjà {cell} sur la grille de {owner}",
    "reflector.history.gained.one": "{count} case de plus prise avec lui",
    "reflector.history.gained.other": "{count} cases de plus prises avec lui",
    "reflector.history.revealed.one": "{count} autre nœud découvert dans sa zone",
    "reflector.history.revealed.other": "{count} autres nœuds découverts dans sa zone",
    # --- watching the computer play: the seat on screen named ---
    "reflector.legend.exposed_of": "Nœud de {owner} repéré par {name}",
    # Placer au clavier, et la prise d'une case que l'autre tient déjà chez vous.
    "reflector.hint.place_keys.one": "Placez encore 1 nœud : cliquez sur votre grille, ou flèches et Entrée ; A "
                                     "le place au hasard.",
    "reflector.hint.place_keys.other": "Placez encore {count} nœuds : cliquez sur votre grille, ou flèches et "
                                       "Entrée ; A place le reste au hasard.",
    "reflector.hint.concede_held": "Prendre {cell} : {name} tient déjà {cell} sur votre grille, vous ne cédez rien.",
}
