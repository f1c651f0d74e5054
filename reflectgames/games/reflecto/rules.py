"""Reflecto rules: five letters and two mirrors each, walked and jumped across a frozen lake.

The rules, and the decisions taken where the rulebook is silent, are in
docs/rules/reflecto.md; in short: both players set up in turn (a word and the
order of their seven screens on their home row), then each turn a player
steps one screen like a chess king, jumps it in a chain over other screens,
or guesses the opponent's word.
Letter screens leave the board in exit order, automatically and cascading,
when they stand on the mover's last row or jump out over it. A mirror shows
its owner the opponent screen right in front of it, towards the owner.

Screens are identified inside the state by (owner, index): indices 0 to s-1
are the letter screens in exit order (index k carries exit number k + 1), the
rest are mirrors. Observations never expose these indices for screens a seat
has not identified. The state is a frozen value of small ints and tuples.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from reflectgames.core import rng as random_draw
from reflectgames.core.rules import Ended, Event, GameInfo, IllegalMove, OptionSpec, Outcome, Rules, acting
from reflectgames.core.validation import check_players, check_seed, clip
from reflectgames.games.reflecto.board import (
    EXIT_BASE,
    EXIT_JUMPS,
    FORWARD,
    FRONT,
    HOME_CELLS,
    JUMPS,
    LAST_ROW,
    NEIGHBOURS,
    SIZE,
    cell_name,
    cell_of,
    file_of,
    hop_between,
    is_adjacent,
    is_exit,
    row_of,
)
from reflectgames.games.reflecto.events import (
    Exited,
    Guessed,
    Jumped,
    ReflectoEnd,
    Seen,
    SetUp,
    Started,
    Stepped,
    TurnPassed,
)
from reflectgames.games.reflecto.moves import (
    GuessMove,
    ReflectoMove,
    ScreenMove,
    SetupMove,
    illegal_notation,
    parse_move,
    screen_move,
)
from reflectgames.games.reflecto.observation import ReflectoObservation
from reflectgames.games.reflecto.observe import observe
from reflectgames.games.reflecto.options import (
    DICTIONARIES,
    MAX_PER_SCREEN,
    SCREENS,
    SPLITS,
    WRONG_GUESS,
    Config,
    read_options,
)
from reflectgames.games.reflecto.state import EMPTY, OVER_PHASE, PLAY_PHASE, SETUP_PHASE, ReflectoState
from reflectgames.games.reflecto.words import (
    in_dictionary,
    is_plain_word,
    screen_faces,
    split_faces,
    words_of_length,
)

MIN_PATH = 2  # a screen move names at least where the screen stood and where it went


class ReflectoRules(Rules[ReflectoState, ReflectoMove, ReflectoObservation]):
    info = GameInfo(
        game_id="reflecto",
        min_players=2,
        max_players=2,
        hidden_information=True,
        options=(
            OptionSpec("word_length", "reflecto.option.word_length", tuple(range(4, 11)), 5),
            OptionSpec("mirrors", "reflecto.option.mirrors", (2, 1, 0), 2),
            OptionSpec("split", "reflecto.option.split", SPLITS, "standard"),
            OptionSpec("show_numbers", "reflecto.option.show_numbers", (False, True), False),
            OptionSpec("blank_last", "reflecto.option.blank_last", (False, True), False),
            OptionSpec("wrong_guess", "reflecto.option.wrong_guess", WRONG_GUESS, "lose"),
            OptionSpec("first", "reflecto.option.first", (0, 1), 0),
            OptionSpec("dictionary", "reflecto.option.dictionary", DICTIONARIES, "none"),
            OptionSpec("memory", "reflecto.option.memory", (True, False), True),
        ),
    )
    # A guess is said aloud and a face seen in a mirror stays seen: undo never takes one back.
    barrier_events = frozenset({Guessed.kind, Seen.kind})

    # --- setup -------------------------------------------------------------------------------
    def new_game(
        self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> ReflectoState:
        check_players(players, "Reflecto", 2, 2)
        check_seed(seed)  # nothing is drawn at the start, but a save must be replayable anywhere
        config = read_options(options)
        return ReflectoState(
            config=config,
            phase=SETUP_PHASE,
            to_move=0,
            words=("", ""),
            faces=((), ()),
            cells=(EMPTY,) * (SIZE * SIZE),
            pos=(-1,) * (2 * SCREENS),
            occupied=0,
            exited=(0, 0),
            identified=(0, 0),
            wrong_guesses=((), ()),
        )

    # --- reading -----------------------------------------------------------------------------
    def to_move(self, state: ReflectoState) -> int | None:
        return state.to_move

    def outcome(self, state: ReflectoState) -> Outcome | None:
        return state.result

    def observe(self, state: ReflectoState, seat: int) -> ReflectoObservation:
        if seat not in (0, 1):
            raise ValueError("Reflecto has seats 0 and 1.")
        return observe(state, seat)

    # --- listing moves -------------------------------------------------------------------------
    def legal_moves(self, state: ReflectoState) -> list[ReflectoMove]:
        """Steps and jump chains (one shortest route per destination); words are never listed."""
        if state.phase != PLAY_PHASE:
            return []
        player = acting(state.to_move)
        occupied = state.occupied
        pos = state.pos
        base = SCREENS * player
        next_out = state.exited[player]
        exit_table = EXIT_JUMPS[player]
        moves: list[ReflectoMove] = []
        append = moves.append
        for index in range(SCREENS):
            origin = pos[base + index]
            if origin < 0:
                continue
            for target, bit in NEIGHBOURS[origin]:
                if not occupied & bit:
                    append(screen_move(player, (origin, target)))
            # The moving screen has left its cell: a chain may jump over or through it.
            free = occupied & ~(1 << origin)
            routes: dict[int, tuple[int, ...]] = {origin: (origin,)}
            queue = [origin]
            leaving = index == next_out
            for here in queue:
                route = routes[here]
                for mid_bit, land, land_bit in JUMPS[here]:
                    if free & mid_bit and not free & land_bit and land not in routes:
                        routes[land] = (*route, land)
                        queue.append(land)
                if leaving:
                    for mid_bit, out in exit_table[here]:
                        if free & mid_bit and out not in routes:
                            routes[out] = (*route, out)
            del routes[origin]
            for route in routes.values():
                append(screen_move(player, route))
        return moves

    # --- notation ------------------------------------------------------------------------------
    def move_from_text(self, state: ReflectoState, text: str) -> ReflectoMove:
        return parse_move(text, state.to_move if state.to_move is not None else 0)


    # --- legality ------------------------------------------------------------------------------
    def check_legal(self, state: ReflectoState, move: ReflectoMove) -> None:
        if state.phase == OVER_PHASE:
            raise IllegalMove("The game is over.", "move.game_over")
        if not isinstance(move, (SetupMove, GuessMove, ScreenMove)) or move.player != state.to_move:
            raise IllegalMove(f"'{clip(move)}' is not allowed now.", "move.not_allowed", move=clip(move))
        if state.phase == SETUP_PHASE:
            if not isinstance(move, SetupMove):
                raise IllegalMove(
                    "First choose your word and place your screens ('setup WORD 12M34M5').",
                    "reflecto.illegal.setup_first",
                )
            self._check_word(state.config, move.player, move.word)
            self._check_layout(state.config, move.player, move.layout)
            if move.split:
                _check_split(state.config, move.player, move.split)
            return
        if isinstance(move, SetupMove):
            raise IllegalMove("Your screens are already set up.", "reflecto.illegal.already_set_up")
        if isinstance(move, GuessMove):
            _check_guess(state.config.word_lengths[1 - move.player], move.word)
            return
        _check_path(state, move.player, move.path)

    def _check_word(self, config: Config, player: int, word: str) -> None:
        if not is_plain_word(word):
            raise IllegalMove("A word may contain only the letters A to Z.", "reflecto.illegal.word_letters")
        length = config.word_lengths[player]
        if len(word) != length:
            raise IllegalMove(
                f"The word must have {length} letters.", "reflecto.illegal.word_length", length=length
            )
        if config.dictionary != "none" and not in_dictionary(word, config.dictionary):
            raise IllegalMove(
                f"{word} is not in the {'English' if config.dictionary == 'en' else 'French'} word list.",
                f"reflecto.illegal.not_in_dictionary.{config.dictionary}",
                word=word,
            )

    def _check_layout(self, config: Config, player: int, layout: str) -> None:
        letters = config.letter_screens(player)
        mirrors = config.mirrors[player]
        expected = sorted(str(n) for n in range(1, letters + 1)) + ["M"] * mirrors
        if len(layout) != SCREENS or sorted(layout) != sorted(expected):
            raise IllegalMove(
                f"Your home row takes all 7 screens from file a to g: letter screens 1 to {letters} "
                f"once each, and mirrors written M: {mirrors}.",
                "reflecto.illegal.layout",
                letters=letters,
                count=mirrors,
            )

    # --- applying ------------------------------------------------------------------------------
    def apply_with_events(
        self, state: ReflectoState, move: ReflectoMove
    ) -> tuple[ReflectoState, list[Event]]:
        self.check_legal(state, move)
        if isinstance(move, SetupMove):
            return _apply_setup(state, move)
        if isinstance(move, GuessMove):
            return _apply_guess(state, move)
        return apply_screen_move(state, move)


# --- checks --------------------------------------------------------------------------------------


def _check_split(config: Config, player: int, split: tuple[int, ...]) -> None:
    if config.splits[player] != "free":
        raise IllegalMove(
            "Your letters are spread the standard way in this game: leave out the letters per screen.",
            "reflecto.illegal.split_standard",
        )
    screens, length = config.letter_screens(player), config.word_lengths[player]
    if len(split) != screens or sum(split) != length or any(n > MAX_PER_SCREEN for n in split):
        raise IllegalMove(
            f"Give each of your {screens} letter screens 0 to 3 letters, {length} in all.",
            "reflecto.illegal.split",
            screens=screens,
            length=length,
        )


def _check_guess(length: int, word: str) -> None:
    if not is_plain_word(word):
        raise IllegalMove(
            "A guess is one word of letters only, without spaces.", "reflecto.illegal.guess_letters"
        )
    if len(word) != length:
        raise IllegalMove(
            f"Your opponent's word has {length} letters.", "reflecto.illegal.guess_length", length=length
        )


def _hop(a: int, b: int, player: int) -> tuple[str, int]:
    """What going from a to b is for `player`: ('step', -1), ('jump', over), ('exit', over) or ('', -1)."""
    if is_exit(b):
        before_last = LAST_ROW[player] - FORWARD[player]
        shift = (b - EXIT_BASE) - file_of(a)
        if row_of(a) == before_last and shift in (-2, 0, 2):
            return "exit", cell_of(LAST_ROW[player], file_of(a) + shift // 2)
        if row_of(a) == LAST_ROW[player] and abs(shift) <= 1:
            return "step_off", -1
        return "", -1
    if is_adjacent(a, b):
        return "step", -1
    over = hop_between(a, b)
    return ("jump", over) if over is not None else ("", -1)


def _check_path(state: ReflectoState, player: int, path: tuple[int, ...]) -> None:
    if len(path) < MIN_PATH:
        raise illegal_notation("-".join(cell_name(cell, player) for cell in path))
    origin = path[0]
    for cell in path[:-1]:
        if is_exit(cell):
            raise IllegalMove("Leaving the board ends the move.", "reflecto.illegal.exit_mid_chain")
    code = state.cells[origin]
    if code < 0 or code // SCREENS != player:
        name = cell_name(origin)
        raise IllegalMove(f"There is no screen of yours on {name}.", "reflecto.illegal.no_screen", cell=name)
    hops = [_hop(path[i], path[i + 1], player) for i in range(len(path) - 1)]
    for (kind, _over), a, b in zip(hops, path, path[1:], strict=False):
        if kind == "step_off":
            raise IllegalMove(
                "A screen never steps off the board: a letter leaves by itself when it stands on your "
                "last row in its turn, or by jumping out over the last row.",
                "reflecto.illegal.step_off",
            )
        if not kind:
            first, second = cell_name(a, player), cell_name(b, player)
            raise IllegalMove(
                f"From {first} to {second} is neither a step to a neighbouring cell nor a jump over one.",
                "reflecto.illegal.not_a_hop",
                start=first,
                end=second,
            )
    if hops[0][0] == "step":
        if len(hops) > 1:
            raise IllegalMove(
                "A step and jumps cannot be mixed: step once, or only jump.", "reflecto.illegal.mixed"
            )
        if state.occupied >> path[1] & 1:
            name = cell_name(path[1])
            raise IllegalMove(f"{name} is taken.", "reflecto.illegal.occupied", cell=name)
        return
    if any(kind == "step" for kind, _ in hops):
        raise IllegalMove(
            "A step and jumps cannot be mixed: step once, or only jump.", "reflecto.illegal.mixed"
        )
    free = state.occupied & ~(1 << origin)
    index = code % SCREENS
    for (kind, over), land in zip(hops, path[1:], strict=True):
        if not free >> over & 1:
            name = cell_name(over)
            raise IllegalMove(
                f"There is no screen on {name} to jump over.", "reflecto.illegal.nothing_to_jump", cell=name
            )
        if kind == "exit":
            _check_exit(state, player, index)
        elif free >> land & 1:
            name = cell_name(land)
            raise IllegalMove(f"{name} is taken.", "reflecto.illegal.occupied", cell=name)
    if path[-1] == origin:
        raise IllegalMove(
            "A jump chain may not end where it started.", "reflecto.illegal.back_to_start"
        )


def _check_exit(state: ReflectoState, player: int, index: int) -> None:
    if index >= state.config.letter_screens(player):
        raise IllegalMove("Mirrors never leave the board.", "reflecto.illegal.mirror_exit")
    if index != state.exited[player]:
        number = state.exited[player] + 1
        raise IllegalMove(
            f"Letters leave in the order of your word: only screen {number} may leave now.",
            "reflecto.illegal.exit_order",
            number=number,
        )


# --- applying --------------------------------------------------------------------------------------


def identify_in_mirrors(state_cells: Sequence[int], pos: Sequence[int], config: Config,
                        identified: tuple[int, int]) -> tuple[int, int]:
    """Add every opponent screen standing right in front of a mirror to its owner's identified set."""
    seen = list(identified)
    for player in (0, 1):
        other_base = SCREENS * (1 - player)
        front = FRONT[player]
        base = SCREENS * player
        for index in range(config.letter_screens(player), SCREENS):
            cell = pos[base + index]
            if cell >= 0:
                ahead = front[cell]
                if ahead >= 0:
                    code = state_cells[ahead]
                    if code >= 0 and code // SCREENS != player:
                        seen[player] |= 1 << (code - other_base)
    return seen[0], seen[1]


def _sightings(before: tuple[int, int], after: tuple[int, int], pos: list[int]) -> list[Event]:
    """One private event per seat that has just seen new faces in its mirrors (where they stand)."""
    events: list[Event] = []
    for seat in (0, 1):
        new = after[seat] & ~before[seat]
        if new:
            base = SCREENS * (1 - seat)
            cells = tuple(pos[base + k] for k in range(SCREENS) if new >> k & 1 and pos[base + k] >= 0)
            events.append(Seen(player=seat, cells=cells, seats=frozenset({seat})))
    return events


def _apply_setup(state: ReflectoState, move: SetupMove) -> tuple[ReflectoState, list[Event]]:
    player = move.player
    config = state.config
    letters = config.letter_screens(player)
    cells = list(state.cells)
    pos = list(state.pos)
    occupied = state.occupied
    mirror = letters
    for file, mark in enumerate(move.layout):
        if mark == "M":
            index = mirror
            mirror += 1
        else:
            index = int(mark) - 1
        cell = HOME_CELLS[player][file]
        code = SCREENS * player + index
        cells[cell] = code
        pos[code] = cell
        occupied |= 1 << cell
    faces = list(state.faces)
    if move.split:
        faces[player] = split_faces(move.word, move.split)
    else:
        faces[player] = screen_faces(move.word, letters, config.blank_last[player])
    words = list(state.words)
    words[player] = move.word
    # Where the screens stand is public; the word and which are mirrors are the setter's alone.
    events: list[Event] = [SetUp(player=player, cells=HOME_CELLS[player])]
    if player == 0:
        phase, to_move = SETUP_PHASE, 1
    else:
        phase, to_move = PLAY_PHASE, config.first
        events.append(Started(player=to_move))
    identified = identify_in_mirrors(cells, pos, config, state.identified)
    events += _sightings(state.identified, identified, pos)
    new = replace(
        state, phase=phase, to_move=to_move, words=(words[0], words[1]), faces=(faces[0], faces[1]),
        cells=tuple(cells), pos=tuple(pos), occupied=occupied, identified=identified,
    )
    return new, events


def _apply_guess(state: ReflectoState, move: GuessMove) -> tuple[ReflectoState, list[Event]]:
    player = move.player
    other = 1 - player
    right = move.word == state.words[other]
    events: list[Event] = [Guessed(player=player, word=move.word, right=right)]
    if right:
        result = Outcome(frozenset({player}), ReflectoEnd.GUESS)
    elif state.config.wrong_guess == "lose":
        result = Outcome(frozenset({other}), ReflectoEnd.WRONG_GUESS)
    else:
        guesses = list(state.wrong_guesses)
        guesses[player] = guesses[player] + (move.word,)
        events.append(TurnPassed(player=other))
        return replace(state, to_move=other, wrong_guesses=(guesses[0], guesses[1])), events
    events.append(Ended(winners=tuple(sorted(result.winners)), reason=result.reason))
    return replace(state, phase=OVER_PHASE, to_move=None, result=result), events


def apply_screen_move(state: ReflectoState, move: ScreenMove) -> tuple[ReflectoState, list[Event]]:
    """Play a listed screen move (the computer player's playouts call it without the checks)."""
    player = move.player
    path = move.path
    origin, end = path[0], path[-1]
    cells = list(state.cells)
    pos = list(state.pos)
    code = cells[origin]
    cells[origin] = EMPTY
    occupied = state.occupied & ~(1 << origin)
    out = state.exited[player]
    moved = Stepped(player=player, path=path) if move.is_step else Jumped(player=player, path=path)
    events: list[Event] = [moved]
    if is_exit(end):
        pos[code] = -1
        out += 1
        events.append(Exited(player=player, cell=end, number=out, by_jump=True))
    else:
        cells[end] = code
        pos[code] = end
        occupied |= 1 << end
    # Exits are automatic and cascade (docs/rules/reflecto.md, "Exits"): each next letter already on
    # the last row follows.
    letters = state.config.letter_screens(player)
    base = SCREENS * player
    last_row = LAST_ROW[player]
    while out < letters:
        cell = pos[base + out]
        if cell < 0 or row_of(cell) != last_row:
            break
        cells[cell] = EMPTY
        pos[base + out] = -1
        occupied &= ~(1 << cell)
        out += 1
        events.append(Exited(player=player, cell=cell, number=out, by_jump=False))
    exited = (out, state.exited[1]) if player == 0 else (state.exited[0], out)
    identified = identify_in_mirrors(cells, pos, state.config, state.identified)
    events += _sightings(state.identified, identified, pos)
    if out == letters:
        result = Outcome(frozenset({player}), ReflectoEnd.EXITS)
        events.append(Ended(winners=(player,), reason=result.reason))
        new = replace(state, phase=OVER_PHASE, to_move=None, cells=tuple(cells), pos=tuple(pos),
                      occupied=occupied, exited=exited, identified=identified, result=result)
        return new, events
    events.append(TurnPassed(player=1 - player))
    new = replace(state, to_move=1 - player, cells=tuple(cells), pos=tuple(pos), occupied=occupied,
                  exited=exited, identified=identified)
    return new, events


# --- quick starts --------------------------------------------------------------------------------


def random_opening(seed: int, options: Mapping[str, Any] | None = None) -> list[str]:
    """Both players' setup moves for a random game: words from the shipped list, shuffled rows.

    The benchmark and the self-test use it to get past the secret setup, which legal_moves
    cannot list.
    """
    config = read_options(options)
    rng = random_draw.seed_rng(seed)
    language = config.dictionary if config.dictionary != "none" else "en"
    texts = []
    for player in (0, 1):
        length = config.word_lengths[player]
        candidates = words_of_length(language, length)
        if candidates:
            word, rng = random_draw.choice(rng, candidates)
        else:
            letters, rng = random_draw.sample(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", length)
            word = "".join(letters)
        marks = [str(n) for n in range(1, config.letter_screens(player) + 1)]
        marks += ["M"] * config.mirrors[player]
        row, rng = random_draw.shuffled(rng, marks)
        counts: tuple[int, ...] = ()
        if config.splits[player] == "free":
            counts, rng = _random_split(rng, length, config.letter_screens(player))
        texts.append(str(SetupMove(player, word, "".join(row), counts)))
    return texts


def _random_split(rng: int, length: int, screens: int) -> tuple[tuple[int, ...], int]:
    """Some free split of `length` letters over `screens` screens (0-3 each), and the generator after it."""
    counts = [0] * screens
    for _ in range(length):
        open_screens = [k for k in range(screens) if counts[k] < MAX_PER_SCREEN]
        index, rng = random_draw.choice(rng, open_screens)
        counts[index] += 1
    return tuple(counts), rng


RULES = ReflectoRules()
