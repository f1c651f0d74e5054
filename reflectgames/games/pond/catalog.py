"""Messages of Reflection Pond: hints, moves in words, illegal-move reasons, results, the set-up editor."""

from reflectgames.games.pond.board import Direction
from reflectgames.games.pond.events import PondEnd

EN = {
    "pond.option.flies": "Fly tiles",
    "pond.option.start": "Frogs start on",
    "pond.option.water": "Water tiles",
    "pond.option.first": "Who starts",
    "pond.mirror": "mirror",
    "pond.hint.turn": "Hop your frog: arrow keys or a pad next to it. Sticks: click between two pads, or press S.",
    "pond.hint.stick_selected": "{move}: Enter to confirm, S for the next place, Esc to cancel.",
    "pond.hint.watch": "Watch the frogs.",
    "pond.actions_left": "{count} action(s) left this turn",
    "pond.move.frog": "frog {direction}",
    "pond.move.stick": "stick {a}-{b}",
    "pond.move.unstick": "lift stick {a}-{b}",
    "pond.direction.F": "forward",
    "pond.direction.B": "back",
    "pond.direction.L": "left",
    "pond.direction.R": "right",
    "pond.shelf.flies": "Flies: {count} / 5",
    "pond.shelf.sticks": "Sticks in hand: {count}",
    "pond.error.other_pond": "You act only in your own pond (the one framed in your colour).",
    "pond.error.own_frog": "Choose a pad next to your frog to hop there.",
    "pond.error.not_adjacent": "Your frog hops one pad at a time: choose a pad next to it.",
    "pond.illegal.not_adjacent": "Pads {a} and {b} are not side by side.",
    "pond.illegal.no_stick": "You have no stick left in hand: lift one first.",
    "pond.illegal.stick_there": "There is already a stick between {a} and {b}.",
    "pond.illegal.cut": "That stick would cut a lily pad off from the rest of the pond.",
    "pond.illegal.no_stick_there": "There is no stick of yours between {a} and {b}.",
    "pond.illegal.blocked": "Neither frog can move that way: a stick or the pond's edge stops both.",
    "pond.illegal.back": "After two frog moves your frog may not end back on the pad it started from.",
    "pond.illegal.both_back": "After two frog moves the frogs may not both end where they started.",
    "pond.illegal.notation": "'{text}' is not a Reflection Pond move.",
    "pond.result.flies": "{name} caught five flies first.",
    "pond.result.sticks": "Both frogs caught their fifth fly at once; {name} had more sticks in hand.",
    "pond.result.draw": "Both frogs caught their fifth fly at once with as many sticks in hand.",
    # --- set-up editor -------------------------------------------------------------
    "pond_setup.mode.random": "Random set-up",
    "pond_setup.mode.choose": "Choose tiles",
    "pond_setup.tool.flies": "Flies",
    "pond_setup.tool.start": "Frog start",
    "pond_setup.tool.water": "Water",
    "pond_setup.count": "{count} of {limit}",
    "pond_setup.tool_count": "{name} {count} of {limit}",
    "pond_setup.first": "Who starts",
    "pond_setup.first.random": "Random",
    "pond_setup.first.0": "Player 1",
    "pond_setup.first.1": "Player 2",
    "pond_setup.random_badge": "Drawn at random",
    "pond_setup.info.random": "Flies, frog start and water are drawn when the game starts. Click a pad to choose instead.",
    "pond_setup.info.ready": "Ready: both ponds get these tiles.",
    "pond_setup.info.ready_drawn": "Ready: both ponds get these tiles; drawn at random: {drawn}.",
    "pond_setup.random_short": "at random",
    "pond_setup.tool_random": "{name} drawn at random",
    "pond_setup.need.fly": "Place 1 more fly, or lift them all to have the flies drawn at random.",
    "pond_setup.need.flies": "Place {count} more flies, or lift them all to have the flies drawn at random.",
    "pond_setup.need.water_one": "Place 1 more water tile, or lift it to have the water drawn at random.",
    "pond_setup.full.flies": "All 5 flies are placed: click one of them to lift it first.",
    "pond_setup.full.water": "Both water tiles are placed: click one of them to lift it first.",
    "pond_setup.replaced": "Pad {tile} held another piece: it was replaced.",
    "pond_setup.invalid": "These tiles do not make a valid set-up.",
}

FR = {
    "pond.option.flies": "Cases des mouches",
    "pond.option.start": "Départ des grenouilles",
    "pond.option.water": "Cases d'eau",
    "pond.option.first": "Qui commence",
    "pond.mirror": "miroir",
    "pond.hint.turn": "Faites sauter votre grenouille : flèches ou nénuphar voisin. Bâtons : cliquez entre deux "
    "nénuphars, ou touche S.",
    "pond.hint.stick_selected": "{move} : Entrée pour confirmer, S pour la place suivante, Échap pour annuler.",
    "pond.hint.watch": "Regardez les grenouilles.",
    "pond.actions_left": "{count} action(s) restante(s) ce tour",
    "pond.move.frog": "grenouille {direction}",
    "pond.move.stick": "bâton {a}-{b}",
    "pond.move.unstick": "retire le bâton {a}-{b}",
    "pond.direction.F": "en avant",
    "pond.direction.B": "en arrière",
    "pond.direction.L": "à gauche",
    "pond.direction.R": "à droite",
    "pond.shelf.flies": "Mouches : {count} / 5",
    "pond.shelf.sticks": "Bâtons : {count}",
    "pond.error.other_pond": "Vous n'agissez que dans votre étang (celui encadré de votre couleur).",
    "pond.error.own_frog": "Choisissez un nénuphar voisin de votre grenouille pour y sauter.",
    "pond.error.not_adjacent": "Votre grenouille saute d'un seul nénuphar à la fois : choisissez-en un voisin.",
    "pond.illegal.not_adjacent": "Les nénuphars {a} et {b} ne sont pas côte à côte.",
    "pond.illegal.no_stick": "Vous n'avez plus de bâton en main : retirez-en un d'abord.",
    "pond.illegal.stick_there": "Il y a déjà un bâton entre {a} et {b}.",
    "pond.illegal.cut": "Ce bâton isolerait un nénuphar du reste de l'étang.",
    "pond.illegal.no_stick_there": "Vous n'avez pas de bâton entre {a} et {b}.",
    "pond.illegal.blocked": "Aucune grenouille ne peut aller par là : un bâton ou le bord arrête les deux.",
    "pond.illegal.back": "Après deux sauts, votre grenouille ne peut pas finir sur le nénuphar de départ.",
    "pond.illegal.both_back": "Après deux sauts, les deux grenouilles ne peuvent pas finir là où elles étaient.",
    "pond.illegal.notation": "« {text} » n'est pas un coup de L'étang miroir.",
    "pond.result.flies": "{name} a attrapé cinq mouches en premier.",
    "pond.result.sticks": "Les deux grenouilles ont attrapé leur cinquième mouche ensemble ; {name} avait plus de "
    "bâtons en main.",
    "pond.result.draw": "Les deux grenouilles ont attrapé leur cinquième mouche ensemble, avec autant de bâtons.",
    # --- set-up editor -------------------------------------------------------------
    "pond_setup.mode.random": "Tout au hasard",
    "pond_setup.mode.choose": "Choisir les cases",
    "pond_setup.tool.flies": "Mouches",
    "pond_setup.tool.start": "Départ",
    "pond_setup.tool.water": "Eau",
    "pond_setup.count": "{count} sur {limit}",
    "pond_setup.tool_count": "{name} {count} sur {limit}",
    "pond_setup.first": "Qui commence",
    "pond_setup.first.random": "Au hasard",
    "pond_setup.first.0": "Joueur 1",
    "pond_setup.first.1": "Joueur 2",
    "pond_setup.random_badge": "Tiré au hasard",
    "pond_setup.info.random": "Mouches, départ et eau sont tirés au début de la partie. Cliquez un nénuphar pour choisir.",
    "pond_setup.info.ready": "Prêt : les deux étangs auront ces cases.",
    "pond_setup.info.ready_drawn": "Prêt : les deux étangs auront ces cases ; tirés au hasard : {drawn}.",
    "pond_setup.random_short": "au hasard",
    "pond_setup.tool_random": "{name} au hasard",
    "pond_setup.need.fly": "Placez encore 1 mouche, ou retirez-les toutes pour un tirage au hasard.",
    "pond_setup.need.flies": "Placez encore {count} mouches, ou retirez-les toutes pour un tirage au hasard.",
    "pond_setup.need.water_one": "Placez encore 1 case d'eau, ou retirez-la pour un tirage au hasard.",
    "pond_setup.full.flies": "Les 5 mouches sont placées : cliquez-en une pour la retirer d'abord.",
    "pond_setup.full.water": "Les 2 cases d'eau sont placées : cliquez-en une pour la retirer d'abord.",
    "pond_setup.replaced": "Le nénuphar {tile} portait une autre pièce : elle a été remplacée.",
    "pond_setup.invalid": "Ces cases ne donnent pas une mise en place valable.",
}


# The result line of each way a game ends.
END_MESSAGES: dict[PondEnd, str] = {
    PondEnd.FLIES: "pond.result.flies",
    PondEnd.STICKS: "pond.result.sticks",
    PondEnd.DRAW: "pond.result.draw",
}

# The words of each direction, owner-relative.
DIRECTION_WORDS: dict[Direction, str] = {
    "F": "pond.direction.F",
    "B": "pond.direction.B",
    "L": "pond.direction.L",
    "R": "pond.direction.R",
}

# The set-up editor: each way of dealing, each kind of piece, and why a kind takes no more pieces.
MODE_NAMES: dict[str, str] = {
    "random": "pond_setup.mode.random",
    "choose": "pond_setup.mode.choose",
}
PIECE_NAMES: dict[str, str] = {
    "flies": "pond_setup.tool.flies",
    "start": "pond_setup.tool.start",
    "water": "pond_setup.tool.water",
}
# The frog start is never full: a new start replaces the old one.
FULL_NOTICES: dict[str, str] = {
    "flies": "pond_setup.full.flies",
    "water": "pond_setup.full.water",
}
