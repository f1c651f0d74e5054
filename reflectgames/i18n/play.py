"""Messages of the play scene shared by every game: turn, status, history, undo, results."""

EN = {
    "play.turn_of": "{name} to play",
    "play.reviewing": "Position after move {index} of {total}, read-only. Left/Right to step, Esc to return.",
    "play.game_over": "The game is over. Choose a move in the history to look back.",
    "play.not_now": "It is not your turn to act here.",
    "play.cannot_undo.start": "Nothing of yours to undo yet.",
    "play.cannot_undo.over": "The game is over: its result stands. Review the moves or start a new game.",
    "play.cannot_undo.computer": "Nothing to undo: no person has moved yet.",
    "play.cannot_undo.handover": "Undo stops here: the turn has passed to another player.",
    "play.cannot_undo.barrier": "Undo stops here: that move revealed something hidden or drew at random.",
    "play.review_read_only": "Reviewing earlier positions is read-only. Esc returns to the game.",
    "play.new_game": "New game",
    "play.cannot_redo": "Nothing to redo.",
    "play.save_failed": "The game could not be saved just now; it will be tried again after the next move.",
    "play.undo": "Undo",
    "play.redo": "Redo",
    "play.menu": "Menu",
    "play.rules": "Rules",
    "play.history": "HISTORY",
    "play.no_moves": "No moves yet.",
    "play.history_row": "{number}. {name}: {move}",
    "play.pass_screen": "Done? Enter or a click on the board hides your view for {name}.",
    "play.pass_button": "Pass to {name}",
    "play.computer_thinking": "{name} is thinking",
    "play.computer_turn": "{name} is choosing a move. Meanwhile you can look back or open the menu.",
    "play.computer_failed": "{name} could not choose a move. Press Enter or Try again.",
    "play.retry": "Try again",
    "play.hint": "Hint",
    "play.hint_thinking": "Looking for a hint",
    "play.hint_line": "Hint: {move}",
    "play.hint_not_now": "A hint is for the player whose turn it is.",
    "play.hint_secret_setup": "Your secret set-up is yours to choose: hints start once play begins.",
    "play.hint_failed": "No hint could be found just now.",
    "result.wins": "{name} wins!",
    "result.draw": "A draw",
    "move.not_text": "A move must be written as text.",
    "move.game_over": "The game is over.",
    "move.not_allowed": "'{move}' is not allowed now.",
    # --- a move and what followed from it, in the history ---
    "play.history_then": "{move}; {then}",
    # --- reviewing: the chosen move in full, as the history says it ---
    "play.reviewing_move": "{name}: {move} (move {index} of {total}, read-only: Left/Right to step, Esc to return)",
    # Where the keys go: the board's cursor or the side panel, and whose view is on screen.
    "play.panel_keys": "Side panel: Enter or Space presses the framed button, Tab moves on (after the last, back "
                       "to the board), Esc gives the keys back to the board.",
    "play.view_of": "{name}'s view",
    # --- the hint's estimate: the search's chance to win after the move, and its next choice ---
    "play.hint_estimate": "Hint: {move}. The computer gives you about {chance}% to win after it.",
    "play.hint_runner_up": "Its next choice: {move}, about {chance}%.",
}

# Messages that are rightly the same words in French (see i18n/coverage.py).
SAME_IN_FRENCH: frozenset[str] = frozenset({
    "play.menu",
})

FR = {
    "play.turn_of": "À {name} de jouer",
    "play.reviewing": "Position après le coup {index} sur {total}, en lecture seule. Gauche/Droite pour parcourir, "
    "Échap pour revenir.",
    "play.game_over": "La partie est finie. Choisissez un coup dans l'historique pour revoir la partie.",
    "play.not_now": "Ce n'est pas à vous d'agir ici.",
    "play.cannot_undo.start": "Vous n'avez encore rien à annuler.",
    "play.cannot_undo.over": "La partie est finie : son résultat est acquis. Revoyez les coups ou lancez une "
                             "nouvelle partie.",
    "play.cannot_undo.computer": "Rien à annuler : personne n'a encore joué.",
    "play.cannot_undo.handover": "L'annulation s'arrête ici : le tour est passé à un autre joueur.",
    "play.cannot_undo.barrier": "L'annulation s'arrête ici : ce coup a révélé quelque chose de caché ou a tiré "
                                "au hasard.",
    "play.review_read_only": "La revue des positions passées est en lecture seule. Échap revient à la partie.",
    "play.new_game": "Nouvelle partie",
    "play.cannot_redo": "Rien à rétablir.",
    "play.save_failed": "La partie n'a pas pu être enregistrée ; nouvel essai après le prochain coup.",
    "play.undo": "Annuler",
    "play.redo": "Rétablir",
    "play.menu": "Menu",
    "play.rules": "Règles",
    "play.history": "HISTORIQUE",
    "play.no_moves": "Aucun coup pour l'instant.",
    "play.history_row": "{number}. {name} : {move}",
    "play.pass_screen": "Terminé ? Entrée ou un clic sur le plateau cache votre vue pour {name}.",
    "play.pass_button": "Passer à {name}",
    "play.computer_thinking": "{name} réfléchit",
    "play.computer_turn": "{name} choisit son coup. En attendant, vous pouvez revoir la partie ou ouvrir le menu.",
    "play.computer_failed": "{name} n'a pas pu choisir de coup. Appuyez sur Entrée ou sur Réessayer.",
    "play.retry": "Réessayer",
    "play.hint": "Indice",
    "play.hint_thinking": "Recherche d'un indice",
    "play.hint_line": "Indice : {move}",
    "play.hint_not_now": "Un indice est pour le joueur dont c'est le tour.",
    "play.hint_secret_setup": "Votre mise en place secrète est à vous : les indices commencent avec la partie.",
    "play.hint_failed": "Aucun indice n'a pu être trouvé pour l'instant.",
    "result.wins": "{name} gagne !",
    "result.draw": "Match nul",
    "move.not_text": "Un coup s'écrit sous forme de texte.",
    "move.game_over": "La partie est finie.",
    "move.not_allowed": "« {move} » n'est pas permis maintenant.",
    # --- a move and what followed from it, in the history ---
    "play.history_then": "{move} ; {then}",
    # --- reviewing: the chosen move in full, as the history says it ---
    "play.reviewing_move": "{name} : {move} (coup {index} sur {total}, en lecture seule : Gauche/Droite pour parcourir, Échap pour revenir)",
    # Où vont les touches : le curseur du plateau ou le panneau, et la vue à l'écran.
    "play.panel_keys": "Panneau : Entrée ou Espace appuie sur le bouton encadré, Tab passe au suivant (après le "
                       "dernier, retour au plateau), Échap rend les touches au plateau.",
    "play.view_of": "Vue de {name}",
    # --- l'estimation de l'indice : la chance de gagner après le coup, et le choix suivant ---
    "play.hint_estimate": "Indice : {move}. L'ordinateur vous donne environ {chance} % de chances de gagner ensuite.",
    "play.hint_runner_up": "Son choix suivant : {move}, environ {chance} %.",
}
