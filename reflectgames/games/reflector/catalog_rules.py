"""The illustrated rules of Reflector: page titles, paragraphs and diagram captions."""

EN = {
    "reflector_rules.1.title": "The card and the hidden nodes",
    "reflector_rules.1.goal": "Two players, two 10x10 grids (columns A to J, rows 1 to 10) meeting at their row 1, "
    "like a business card cut in two. Capture all of your opponent's control nodes before they capture yours.",
    "reflector_rules.1.setup": "Each player secretly places five nodes on their own grid: click a cell to put one "
    "down, click it again to move it, then press Ready. A curtain hides the screen before each player places.",
    "reflector_rules.1.diamond": "A node controls every cell within two steps of it: a diamond of 13 cells, cut "
    "short at the edges of the grid. Nodes may sit on an edge and their diamonds may overlap.",
    "reflector_rules.1.caption": "A full diamond, one cut by the edge, two overlapping.",
    "reflector_rules.2.title": "Claiming cells",
    "reflector_rules.2.turn": "In turn, the shooter claims one cell of the opponent's grid. Who shoots first is a "
    "coin flip, unless the New game form chose.",
    "reflector_rules.2.adjacent": "Your first claim goes anywhere on row 1, by the cut. After that, a claim must "
    "share a side with a cell you already hold on that grid (with the option \"Sides and corners\", a corner is "
    "enough). Cells gained by reflection count too.",
    "reflector_rules.2.own": "You never claim cells of your own grid: it only gives cells away.",
    "reflector_rules.2.first": "First claim: any cell of row 1.",
    "reflector_rules.2.next": "Then: next to a cell you hold.",
    "reflector_rules.3.title": "What a claim reveals",
    "reflector_rules.3.reveal": "The app answers for your opponent, honestly. Null: no node controls the cell. "
    "Owned: it lies in a node's diamond, and is shown hatched. Node: you found a control node, and capture it.",
    "reflector_rules.3.hold": "You hold every cell you claim, whatever it revealed, and a status once shown never "
    "changes.",
    "reflector_rules.3.null": "Null",
    "reflector_rules.3.owned": "Owned",
    "reflector_rules.3.node": "Node: captured with its area",
    "reflector_rules.4.title": "Capturing a node",
    "reflector_rules.4.area": "Capturing a node gives you every cell of its diamond at once, except the cells "
    "another uncaptured node still controls: those stay your opponent's and are shown hatched.",
    "reflector_rules.4.revealed": "A node lying in the captured diamond is revealed (ringed twice) but stays "
    "uncaptured until someone takes its cell.",
    "reflector_rules.4.caption": "C2 captured; the cells D3 also controls stay hatched, and D3 is revealed.",
    "reflector_rules.5.title": "The reflection",
    "reflector_rules.5.mirror": "Every claim is mirrored: after claiming B3 of the opponent's grid, you concede "
    "B3 of your own. The opponent gains it exactly as if they had claimed it, without touching anything.",
    "reflector_rules.5.node": "So conceding one of your nodes hands it over with its diamond (the same overlap "
    "rule). If the opponent already holds that cell, nothing happens.",
    "reflector_rules.5.hover": "Under the pointer the board shows the cell you would concede at home, and warns you "
    "when it is one of your nodes.",
    "reflector_rules.5.their": "Their grid",
    "reflector_rules.5.yours": "Your grid",
    "reflector_rules.5.caption": "Claim B3 of their grid, concede B3 of yours: the reflection passes through the "
    "middle of the card.",
    "reflector_rules.6.title": "The end",
    "reflector_rules.6.end": "The game ends when a player has lost all five nodes: the other player wins.",
    "reflector_rules.6.tie": "If the last nodes of both fall in the same turn (a claim and its reflection), the "
    "player holding more cells of the other grid wins; as many is a draw.",
    "reflector_rules.6.reveal": "At the end both grids are shown in full, with those counts.",
    "reflector_rules.6.caption": "Both last nodes fell together: 44 cells beat 43.",
    "reflector_rules.7.title": "Playing on one screen",
    "reflector_rules.7.curtain_text": "Before each player places nodes, and before every turn, a curtain hides the "
    "screen: press a key only when the right player is looking.",
    "reflector_rules.7.result": "After your claim you see what it revealed; then press Enter, click the board or "
    "the Pass button, and hand over behind the curtain.",
    "reflector_rules.7.undo": "A claim cannot be taken back (it revealed a secret), nor can your nodes once Ready "
    "is pressed. The history shows where the other player's nodes are only when the game is over.",
    "reflector_rules.7.yours": "Your view",
    "reflector_rules.7.curtain": "The curtain",
    "reflector_rules.7.theirs": "Their view",
    "reflector_rules.7.pass": "Pass the screen",
}

FR = {
    "reflector_rules.1.title": "La carte et les nœuds cachés",
    "reflector_rules.1.goal": "Deux joueurs, deux grilles de 10x10 (colonnes A à J, rangées 1 à 10) qui se "
    "touchent par leur rangée 1, comme une carte de visite coupée en deux. Capturez tous les nœuds de contrôle "
    "adverses avant qu'on ne capture les vôtres.",
    "reflector_rules.1.setup": "Chacun place en secret cinq nœuds sur sa grille : cliquez une case pour en poser "
    "un, cliquez-le de nouveau pour le déplacer, puis appuyez sur Prêt. Un rideau cache l'écran avant que chacun "
    "place.",
    "reflector_rules.1.diamond": "Un nœud contrôle toutes les cases à deux pas ou moins : un losange de 13 cases, "
    "rogné aux bords de la grille. Un nœud peut être au bord et les losanges peuvent se chevaucher.",
    "reflector_rules.1.caption": "Un losange entier, un rogné par le bord, deux qui se chevauchent.",
    "reflector_rules.2.title": "Prendre des cases",
    "reflector_rules.2.turn": "À tour de rôle, le tireur prend une case de la grille adverse. Qui tire en premier "
    "se joue à pile ou face, sauf choix sur l'écran Nouvelle partie.",
    "reflector_rules.2.adjacent": "Votre première prise va n'importe où sur la rangée 1, contre la découpe. Ensuite, "
    "une prise doit partager un côté avec une case que vous tenez déjà sur cette grille (avec l'option « Côtés et "
    "coins », un coin suffit). Les cases gagnées par reflet comptent aussi.",
    "reflector_rules.2.own": "Vous ne prenez jamais de case de votre propre grille : elle ne fait que céder.",
    "reflector_rules.2.first": "Première prise : toute la rangée 1.",
    "reflector_rules.2.next": "Ensuite : à côté d'une case tenue.",
    "reflector_rules.3.title": "Ce que révèle une prise",
    "reflector_rules.3.reveal": "L'application répond pour votre adversaire, honnêtement. Vide : aucun nœud ne "
    "contrôle la case. Territoire : elle est dans le losange d'un nœud, et se montre hachurée. Nœud : vous avez "
    "trouvé un nœud de contrôle, et vous le capturez.",
    "reflector_rules.3.hold": "Vous tenez toute case prise, quoi qu'elle révèle, et un statut montré ne change "
    "plus jamais.",
    "reflector_rules.3.null": "Vide",
    "reflector_rules.3.owned": "Territoire",
    "reflector_rules.3.node": "Nœud : capturé avec sa zone",
    "reflector_rules.4.title": "Capturer un nœud",
    "reflector_rules.4.area": "Capturer un nœud vous donne d'un coup toutes les cases de son losange, sauf celles "
    "qu'un autre nœud non capturé contrôle encore : elles restent à votre adversaire et se montrent hachurées.",
    "reflector_rules.4.revealed": "Un nœud situé dans le losange capturé est révélé (double cercle) mais reste "
    "libre tant que personne ne prend sa case.",
    "reflector_rules.4.caption": "C2 capturé ; les cases que D3 contrôle aussi restent hachurées, et D3 est "
    "révélé.",
    "reflector_rules.5.title": "Le reflet",
    "reflector_rules.5.mirror": "Chaque prise a son reflet : après avoir pris B3 de la grille adverse, vous cédez "
    "B3 de la vôtre. L'adversaire la gagne exactement comme s'il l'avait prise, sans rien toucher.",
    "reflector_rules.5.node": "Céder un de vos nœuds le livre donc avec son losange (même règle de chevauchement). "
    "Si l'adversaire tient déjà cette case, rien ne se passe.",
    "reflector_rules.5.hover": "Sous le pointeur, le plateau montre la case que vous céderiez chez vous, et vous "
    "prévient si c'est un de vos nœuds.",
    "reflector_rules.5.their": "Sa grille",
    "reflector_rules.5.yours": "Votre grille",
    "reflector_rules.5.caption": "Prendre B3 de sa grille, céder B3 de la vôtre : le reflet passe par le milieu "
    "de la carte.",
    "reflector_rules.6.title": "La fin",
    "reflector_rules.6.end": "La partie s'arrête quand un joueur a perdu ses cinq nœuds : l'autre gagne.",
    "reflector_rules.6.tie": "Si les derniers nœuds des deux tombent au même tour (une prise et son reflet), celui "
    "qui tient le plus de cases de l'autre grille gagne ; à égalité, match nul.",
    "reflector_rules.6.reveal": "À la fin, les deux grilles sont montrées en entier, avec ces comptes.",
    "reflector_rules.6.caption": "Les deux derniers nœuds sont tombés ensemble : 44 cases battent 43.",
    "reflector_rules.7.title": "Jouer sur un seul écran",
    "reflector_rules.7.curtain_text": "Avant que chacun place ses nœuds, et avant chaque tour, un rideau cache "
    "l'écran : n'appuyez sur une touche que quand le bon joueur regarde.",
    "reflector_rules.7.result": "Après votre prise, vous voyez ce qu'elle révèle ; appuyez ensuite sur Entrée, "
    "cliquez le plateau ou le bouton Passer, et donnez l'écran derrière le rideau.",
    "reflector_rules.7.undo": "Une prise ne s'annule pas (elle a révélé un secret), ni vos nœuds une fois Prêt "
    "pressé. L'historique ne montre où sont les nœuds de l'autre qu'à la fin de la partie.",
    "reflector_rules.7.yours": "Votre vue",
    "reflector_rules.7.curtain": "Le rideau",
    "reflector_rules.7.theirs": "Sa vue",
    "reflector_rules.7.pass": "Passer l'écran",
}
