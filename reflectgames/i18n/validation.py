"""Messages of the checks at the rules' doors: impossible set-ups (players, seed, options).

Each option's entry explains the whole range of values it takes; `{value}` is
what was given (clipped), `{option}` the option's name.
"""

EN = {
    "validation.players.range": "This game is for {low} to {high} players, not {players}.",
    "validation.seed": "The seed must be a whole number from 0 to {max}, not {seed}.",
    "validation.player_kind": "Each player is a person or the computer.",
    "validation.options.not_mapping": "Options are a mapping of names to values, not a {kind}.",
    "validation.option.unknown": "Unknown option {option} (this game has: {known}).",
    "validation.pond.flies": "Option '{option}' must list 5 different tiles from 1 to 16, not {value}.",
    "validation.pond.start": "Option '{option}' must be one tile from 1 to 16, not {value}.",
    "validation.pond.water": "Option '{option}' must list 2 different tiles from 1 to 16, not {value}.",
    "validation.pond.first": "Option '{option}' must be player 0 or 1, not {value}.",
    "validation.pond.start_on_fly": "The frogs cannot start on a fly tile.",
    "validation.pond.water_taken": "Water tiles cannot hold a fly or the frogs.",
    "validation.reflector.first": "Option '{option}' must be player 0 or 1, not {value}.",
    "validation.reflector.adjacency": "Option '{option}' must be 'orthogonal' or 'king', not {value}.",
    "validation.reflecto.word_length": "Option '{option}' must be a whole number from 4 to 10, or a list of two such numbers (one per player), not {value}.",
    "validation.reflecto.split": "Option '{option}' must be 'standard' or 'free', or a list of two such values (one per player), not {value}.",
    "validation.reflecto.mirrors": "Option '{option}' must be a whole number from 0 to 2, or a list of two such numbers (one per player), not {value}.",
    "validation.reflecto.show_numbers": "Option '{option}' must be true, false or a list of exit numbers (each once, at most the player's letter screens), or a list of two such values (one per player), not {value}.",
    "validation.reflecto.blank_last": "Option '{option}' must be true or false, or a list of two such values (one per player), not {value}.",
    "validation.reflecto.wrong_guess": "Option '{option}' must be 'lose' or 'lose_turn', not {value}.",
    "validation.reflecto.first": "Option '{option}' must be player 0 or 1, not {value}.",
    "validation.reflecto.dictionary": "Option '{option}' must be 'none', 'en' or 'fr', not {value}.",
    "validation.reflecto.memory": "Option '{option}' must be true or false, not {value}.",
    "validation.plans.layout": "Option '{option}' must be 4 rows of 6 letters S, M, C and A separated by '/', exactly 6 of each, such as SASASS/MMACSS/CACCAA/MCMCMM; not {value}.",
    "validation.plans.goal": "Option '{option}' must be 'group' or 'line', not {value}.",
    "validation.plans.suits": "Option '{option}' must be 'one', 'two', 'three' or 'all', not {value}.",
    "validation.plans.layout_solved": "This layout already meets the goal: there is nothing to solve.",
    # --- plural forms ---
    "validation.players.exactly.one": "This game is for exactly {count} player, not {players}.",
    "validation.players.exactly.other": "This game is for exactly {count} players, not {players}.",
}

FR = {
    "validation.players.range": "Ce jeu se joue de {low} à {high} joueurs, pas {players}.",
    "validation.seed": "La graine doit être un nombre entier de 0 à {max}, pas {seed}.",
    "validation.player_kind": "Chaque joueur est une personne ou l'ordinateur.",
    "validation.options.not_mapping": "Les options associent des noms à des valeurs ; ce ne peut pas être un {kind}.",
    "validation.option.unknown": "Option inconnue {option} (ce jeu a : {known}).",
    "validation.pond.flies": "L'option « {option} » doit donner 5 nénuphars différents de 1 à 16, pas {value}.",
    "validation.pond.start": "L'option « {option} » doit être un nénuphar de 1 à 16, pas {value}.",
    "validation.pond.water": "L'option « {option} » doit donner 2 nénuphars différents de 1 à 16, pas {value}.",
    "validation.pond.first": "L'option « {option} » doit être le joueur 0 ou 1, pas {value}.",
    "validation.pond.start_on_fly": "Les grenouilles ne peuvent pas partir d'un nénuphar à mouche.",
    "validation.pond.water_taken": "L'eau ne peut être ni sous une mouche ni sous les grenouilles.",
    "validation.reflector.first": "L'option « {option} » doit être le joueur 0 ou 1, pas {value}.",
    "validation.reflector.adjacency": "L'option « {option} » doit être « orthogonal » ou « king », pas {value}.",
    "validation.reflecto.word_length": "L'option « {option} » doit être un nombre entier de 4 à 10, ou une liste de deux tels nombres (un par joueur), pas {value}.",
    "validation.reflecto.split": "L'option « {option} » doit être « standard » ou « free », ou une liste de deux telles valeurs (une par joueur), pas {value}.",
    "validation.reflecto.mirrors": "L'option « {option} » doit être un nombre entier de 0 à 2, ou une liste de deux tels nombres (un par joueur), pas {value}.",
    "validation.reflecto.show_numbers": "L'option « {option} » doit être vrai, faux ou une liste de numéros de sortie (chacun une fois, au plus le nombre d'écrans-lettres du joueur), ou une liste de deux telles valeurs (une par joueur), pas {value}.",
    "validation.reflecto.blank_last": "L'option « {option} » doit être vrai ou faux, ou une liste de deux telles valeurs (une par joueur), pas {value}.",
    "validation.reflecto.wrong_guess": "L'option « {option} » doit être « lose » ou « lose_turn », pas {value}.",
    "validation.reflecto.first": "L'option « {option} » doit être le joueur 0 ou 1, pas {value}.",
    "validation.reflecto.dictionary": "L'option « {option} » doit être « none », « en » ou « fr », pas {value}.",
    "validation.reflecto.memory": "L'option « {option} » doit être vrai ou faux, pas {value}.",
    "validation.plans.layout": "L'option « {option} » doit donner 4 rangées de 6 lettres S, M, C et A séparées par « / », exactement 6 de chaque, comme SASASS/MMACSS/CACCAA/MCMCMM ; pas {value}.",
    "validation.plans.goal": "L'option « {option} » doit être « group » ou « line », pas {value}.",
    "validation.plans.suits": "L'option « {option} » doit être « one », « two », « three » ou « all », pas {value}.",
    "validation.plans.layout_solved": "Cette disposition atteint déjà le but : il n'y a rien à résoudre.",
    # --- plural forms ---
    "validation.players.exactly.one": "Ce jeu se joue à exactement {count} joueur, pas {players}.",
    "validation.players.exactly.other": "Ce jeu se joue à exactement {count} joueurs, pas {players}.",
}
