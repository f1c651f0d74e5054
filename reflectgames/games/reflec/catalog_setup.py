"""Messages of the Reflec part of the New game form: the roll for turn order."""

EN = {
    "reflec_setup.mode.roll": "Roll for turn order",
    "reflec_setup.mode.listed": "Keep this order",
    "reflec_setup.listed_note": "The first name plays the suns and starts.",
    "reflec_setup.roll": "Roll the dice",
    "reflec_setup.roll_again": "Roll again",
    "reflec_setup.need_roll": "Roll the dice for turn order first (or keep the listed order).",
    "reflec_setup.seat": "Seat {number}",
}

FR = {
    "reflec_setup.mode.roll": "Tirer au dé",
    "reflec_setup.mode.listed": "Garder l'ordre",
    "reflec_setup.listed_note": "Le premier nom joue les soleils et commence.",
    "reflec_setup.roll": "Lancer les dés",
    "reflec_setup.roll_again": "Relancer",
    "reflec_setup.need_roll": "Lancez d'abord les dés pour l'ordre de jeu (ou gardez l'ordre de la liste).",
    "reflec_setup.seat": "Place {number}",
}
