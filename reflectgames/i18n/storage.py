"""Messages of saves and data files: why a file cannot be used, and the load screen's recovery.

Each SaveError names one of these keys; its English text is also the error's
own message, used on the command line and in the log. `{detail}` is the
rules' or the validator's own explanation, translated when it has a key.
"""

EN = {
    # Reading a file.
    "storage.missing": "There is no file named {name}.",
    "storage.not_a_file": "{name} is a folder or device, not a file.",
    "storage.too_large": "{name} is too large ({size} bytes; the limit is {limit}).",
    "storage.read_failed": "Could not read {name}: {reason}.",
    "storage.not_utf8": "{name} is not a text file (invalid UTF-8 at byte {byte}).",
    "storage.empty": "{name} is empty.",
    "storage.too_deep": "{name} is nested too deeply (more than {limit} levels).",
    "storage.cut_short": "{name} is not valid JSON, perhaps cut short (line {line}, column {column}).",
    "storage.not_json": "{name} is not valid JSON (line {line}, column {column}).",
    "storage.not_a_number": "{name} holds {value}, which is not a number JSON allows.",
    "storage.duplicate_key": "{name} names the key '{field}' twice in one object, so which value is meant "
                             "cannot be known.",
    "storage.long_number": "{name} holds a number with too many digits to read.",
    # Writing a file.
    "storage.disk_full": "Could not write {name}: the disk is full.",
    "storage.read_only": "Could not write {name}: the folder is read-only or not yours.",
    "storage.write_failed": "Could not write {name}: {reason}.",
    "storage.no_saves_folder": "Could not create the saves folder: {reason}.",
    # What a save holds.
    "storage.top_list": "{name} is not a reflectgames save (it holds a list, not an object).",
    "storage.top_string": "{name} is not a reflectgames save (it holds a string, not an object).",
    "storage.top_number": "{name} is not a reflectgames save (it holds a number, not an object).",
    "storage.top_bool": "{name} is not a reflectgames save (it holds true/false, not an object).",
    "storage.top_null": "{name} is not a reflectgames save (it holds null, not an object).",
    "storage.not_a_save": "{name} is not a reflectgames save.",
    "storage.newer_version": "{name} was made by a newer version of reflectgames (save version {version}; "
                             "this one reads version {supported}).",
    "storage.field_unexpected": "{name} is damaged: it has an unexpected field '{field}'.",
    "storage.field_missing": "{name} is damaged: the field '{field}' is missing.",
    "storage.field_control_characters": "{name} is damaged: {field} must not contain control characters.",
    "storage.field_unknown_level": "{name} is damaged: {field} is an unknown computer level '{level}' "
                                   "(known: {known}).",
    "storage.field_newer_version": "{name} was made by a newer version of reflectgames.",
    "storage.field_unknown_version": "{name} is damaged: unknown save version {version}.",
    "storage.field_unknown_game": "{name} is damaged: unknown game '{game}'.",
    "storage.field_date_range": "{name} is damaged: the date {field} must lie between {first} and {last}.",
    "storage.field_invalid": "{name} is damaged: {field}: {detail}.",
    # Replaying a save.
    "storage.no_computer_player": "{game} has no computer player, but the save seats one.",
    "storage.bad_options": "The game options are not valid: {detail}",
    "storage.illegal_move": "Move {index} '{move}' is illegal: {detail}",
    "storage.said_going": "The save says the game is still going, but its moves finish it.",
    "storage.said_over": "The save says the game is over, but its moves do not finish it.",
    "storage.wrong_result": "The save records a different result from the one its moves give.",
    "storage.cannot_save": "This game cannot be saved: {detail}.",
    "storage.internal_error": "{name} could not be read because of an internal error; the details are in "
                              "the log file {log}.",
    # Deleting and recovering.
    "storage.not_a_save_file": "{name} is not a save file.",
    "storage.example_undeletable": "The example games that come with reflectgames cannot be deleted.",
    "storage.delete_failed": "Could not delete {name}: {reason}.",
    "storage.no_backup": "{name} has no backup to recover from.",
    "storage.backup_unusable": "The backup of {name} cannot be used either.",
    "storage.best_scores_damaged": "The best scores file is damaged.",
    "storage.best_scores_newer": "The best scores file comes from a newer version of reflectgames.",
    # The load screen.
    "storage.status_unreadable": "Unreadable",
    "storage.status_recoverable": "Recoverable",
    "storage.recover": "Recover",
    "storage.recover_hint": "Its backup is intact: Recover restores it.",
    "storage.recovered": "Game recovered from its backup; the damaged file is kept.",
    # --- plural forms ---
    "storage.more_problems.one": "({count} more problem.)",
    "storage.more_problems.other": "({count} more problems.)",
    "storage.player_count": "Players in the save: {count}; {game} takes {wanted}.",
}

FR = {
    # Lire un fichier.
    "storage.missing": "Il n'y a pas de fichier nommé {name}.",
    "storage.not_a_file": "{name} est un dossier ou un périphérique, pas un fichier.",
    "storage.too_large": "{name} est trop gros ({size} octets ; la limite est {limit}).",
    "storage.read_failed": "Impossible de lire {name} : {reason}.",
    "storage.not_utf8": "{name} n'est pas un fichier texte (UTF-8 invalide à l'octet {byte}).",
    "storage.empty": "{name} est vide.",
    "storage.too_deep": "{name} est imbriqué trop profondément (plus de {limit} niveaux).",
    "storage.cut_short": "{name} n'est pas du JSON valide, peut-être tronqué (ligne {line}, colonne {column}).",
    "storage.not_json": "{name} n'est pas du JSON valide (ligne {line}, colonne {column}).",
    "storage.not_a_number": "{name} contient {value}, qui n'est pas un nombre admis en JSON.",
    "storage.duplicate_key": "{name} donne deux fois la clé « {field} » dans un même objet : impossible de "
                             "savoir quelle valeur compte.",
    "storage.long_number": "{name} contient un nombre trop long pour être lu.",
    # Écrire un fichier.
    "storage.disk_full": "Impossible d'enregistrer {name} : le disque est plein.",
    "storage.read_only": "Impossible d'enregistrer {name} : le dossier est en lecture seule ou ne vous "
                         "appartient pas.",
    "storage.write_failed": "Impossible d'enregistrer {name} : {reason}.",
    "storage.no_saves_folder": "Impossible de créer le dossier des parties : {reason}.",
    # Le contenu d'une sauvegarde.
    "storage.top_list": "{name} n'est pas une partie reflectgames (il contient une liste, pas un objet).",
    "storage.top_string": "{name} n'est pas une partie reflectgames (il contient un texte, pas un objet).",
    "storage.top_number": "{name} n'est pas une partie reflectgames (il contient un nombre, pas un objet).",
    "storage.top_bool": "{name} n'est pas une partie reflectgames (il contient true/false, pas un objet).",
    "storage.top_null": "{name} n'est pas une partie reflectgames (il contient null, pas un objet).",
    "storage.not_a_save": "{name} n'est pas une partie reflectgames.",
    "storage.newer_version": "{name} vient d'une version plus récente de reflectgames (version {version} ; "
                             "celle-ci lit la version {supported}).",
    "storage.field_unexpected": "{name} est endommagé : il a un champ inattendu « {field} ».",
    "storage.field_missing": "{name} est endommagé : le champ « {field} » manque.",
    "storage.field_control_characters": "{name} est endommagé : {field} contient des caractères de contrôle.",
    "storage.field_unknown_level": "{name} est endommagé : {field} est un niveau d'ordinateur inconnu "
                                   "« {level} » (connus : {known}).",
    "storage.field_newer_version": "{name} vient d'une version plus récente de reflectgames.",
    "storage.field_unknown_version": "{name} est endommagé : version de sauvegarde inconnue {version}.",
    "storage.field_unknown_game": "{name} est endommagé : jeu inconnu « {game} ».",
    "storage.field_date_range": "{name} est endommagé : la date {field} doit être comprise entre {first} "
                                "et {last}.",
    "storage.field_invalid": "{name} est endommagé : {field} : {detail}.",
    # Rejouer une sauvegarde.
    "storage.no_computer_player": "{game} n'a pas de joueur ordinateur, mais la sauvegarde en place un.",
    "storage.bad_options": "Les options de la partie ne sont pas valides : {detail}",
    "storage.illegal_move": "Le coup {index} « {move} » est illégal : {detail}",
    "storage.said_going": "La sauvegarde dit la partie en cours, mais ses coups la terminent.",
    "storage.said_over": "La sauvegarde dit la partie finie, mais ses coups ne la terminent pas.",
    "storage.wrong_result": "La sauvegarde indique un autre résultat que celui de ses coups.",
    "storage.cannot_save": "Cette partie ne peut pas être enregistrée : {detail}.",
    "storage.internal_error": "{name} n'a pas pu être lu à cause d'une erreur interne ; les détails sont "
                              "dans le journal {log}.",
    # Supprimer et récupérer.
    "storage.not_a_save_file": "{name} n'est pas un fichier de partie.",
    "storage.example_undeletable": "Les parties d'exemple fournies avec reflectgames ne peuvent pas être "
                                   "supprimées.",
    "storage.delete_failed": "Impossible de supprimer {name} : {reason}.",
    "storage.no_backup": "{name} n'a pas de copie de secours.",
    "storage.backup_unusable": "La copie de secours de {name} est inutilisable elle aussi.",
    "storage.best_scores_damaged": "Le fichier des meilleurs scores est endommagé.",
    "storage.best_scores_newer": "Le fichier des meilleurs scores vient d'une version plus récente de "
                                 "reflectgames.",
    # L'écran de chargement.
    "storage.status_unreadable": "Illisible",
    "storage.status_recoverable": "Récupérable",
    "storage.recover": "Récupérer",
    "storage.recover_hint": "Copie de secours intacte : Récupérer la rétablit.",
    "storage.recovered": "Partie récupérée ; le fichier endommagé est conservé.",
    # --- plural forms ---
    "storage.more_problems.one": "({count} autre problème.)",
    "storage.more_problems.other": "({count} autres problèmes.)",
    "storage.player_count": "Joueurs dans la sauvegarde : {count} ; {game} en prend {wanted}.",
}
