"""New game: choose the game, the number of players, their names and the game's options.

In a game with a computer player every seat is a person or the computer at
one of its levels, chosen beside the seat's name; a computer seat left
unnamed is called after its level ("Computer (normal)").

Options come from the game's `GameInfo.options`, unless the game ships its own
editor (its entry's setup panel). A choice shows the real name of
its default; "Random" is offered only for an option whose default is a draw
by the rules. Starting validates through `Match`, so a bad combination is
explained in the status line instead of starting a broken game.

When the form does not fit the window (a large text scale in a small
window), its rows scroll inside the panel (`ui/scroll.ScrollColumn`): the
keyboard focus is always scrolled into view, and Start and Back stay put.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from reflectgames.ai.players import LEVELS, has_computer_player
from reflectgames.core.match import COMPUTER, HUMAN
from reflectgames.core.rules import OptionSpec
from reflectgames.games import GAME_IDS, game_entry, get_rules
from reflectgames.i18n import explain, has_key, t
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title, spread_horizontally, status_line
from reflectgames.ui.draw import draw_background
from reflectgames.ui.scene import Scene
from reflectgames.ui.scroll import Row, ScrollColumn
from reflectgames.ui.text import length, line_height, text_width
from reflectgames.ui.theme import Palette
from reflectgames.ui.widgets import Button, Choice, Option, TextInput, Widget, WidgetGroup

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

MAX_NAME = 16
RANDOM = object()  # the "Random" entry of an option choice: leave the value to the rules
# Narrower than this, the game's editor never sits beside the fields (it goes below them).
EDITOR_BESIDE_MIN_WIDTH = 760


class EmbeddedEditor(Widget):
    """Puts a game's own options editor into the focus order of the form."""

    def __init__(self, editor: Any) -> None:
        super().__init__(True)
        self.editor = editor

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEWHEEL:
            # A wheel turn has no position of its own: it belongs to the editor under the pointer,
            # whether or not the keyboard is in it.
            return self.hovered and bool(self.editor.handle_event(event))
        is_mouse = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if is_mouse and not self.rect.collidepoint(event.pos):
            return False
        if not is_mouse and not self.focused:
            return False
        return bool(self.editor.handle_event(event))

    def draw(self, surface: pygame.Surface, palette: Palette) -> None:
        # The editor shows its keyboard cursor only while the form gives it the focus.
        self.editor.focused = self.focused
        self.editor.draw(surface)


def option_text(spec: OptionSpec, value: Any) -> str:
    """How an option value reads: a catalog entry `<label_key>.<value>` if there is one.

    By convention an option named "first" picks the starting seat, shown as that player.
    """
    key = f"{spec.label_key}.{value}"
    if has_key(key):
        return t(key)
    if spec.key == "first" and isinstance(value, int):
        return t("setup.default_name", number=value + 1)
    return str(value)


class SetupScene(Scene):
    def __init__(self, app: AppServices, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id if game_id in GAME_IDS else GAME_IDS[0]
        self.player_count = get_rules(self.game_id).info.min_players
        self.names: list[str] = []
        self.kinds: list[str] = []  # per seat: HUMAN, or the computer's level
        self.status = ""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_size = "heading"
        self.editor: Any = None
        self.scroll = ScrollColumn()
        self.scrolling = False
        self._build()

    # --- building the form -----------------------------------------------------------
    def _build(self) -> None:
        info = get_rules(self.game_id).info
        self.player_count = max(info.min_players, min(info.max_players, self.player_count))
        while len(self.names) < info.max_players:
            self.names.append("")
        while len(self.kinds) < info.max_players:
            self.kinds.append(HUMAN)
        self.computer_offered = has_computer_player(self.game_id)
        if not self.computer_offered:
            self.kinds = [HUMAN] * len(self.kinds)
        games = [Option(game, t(f"game.{game}.name")) for game in GAME_IDS]
        self.game_choice = Choice(t("setup.game"), games, self.game_id, self._game_changed)
        counts = range(info.min_players, info.max_players + 1)
        self.count_choice = Choice(t("setup.players"), [Option(n, str(n)) for n in counts],
                                   self.player_count, self._count_changed, enabled=len(counts) > 1)
        self.name_inputs = []
        self.kind_choices: list[Choice] = []
        kinds = [Option(HUMAN, t("setup.human"))]
        kinds += [Option(level, t("setup.computer_kind", level=t(f"level.{level}"))) for level in LEVELS]
        for seat in range(info.max_players):
            # Beside a kind choice the field is narrower: a short label leaves room for the name.
            label = t("setup.seat_label" if self.computer_offered else "setup.name_label", number=seat + 1)
            field = TextInput(self.names[seat], label=label,
                              max_length=MAX_NAME, placeholder=self._default_name(seat),
                              on_change=partial(self._name_changed, seat))
            field.visible = seat < self.player_count
            self.name_inputs.append(field)
            kind = Choice("", kinds, self.kinds[seat], label_share=0.0,
                          on_change=partial(self._kind_changed, seat))
            kind.visible = field.visible and self.computer_offered
            self.kind_choices.append(kind)
        self.option_choices: list[tuple[str, Choice]] = []
        self.editor = None
        self.editor_widget: EmbeddedEditor | None = None
        setup_panel = game_entry(self.game_id).setup_panel
        if setup_panel is not None:
            self.editor = setup_panel()(self.app.palette)
            self.editor_widget = EmbeddedEditor(self.editor)
        self._tell_editor()
        if self.editor is None:
            for spec in info.options:
                if spec.choices is None:
                    continue  # free-form values are left to the rules' random setup
                # "Random" only where the rules draw the value; otherwise the default has its own name.
                options = [Option(RANDOM, t("setup.random"))] if spec.default is None else []
                options += [Option(value, option_text(spec, value)) for value in spec.choices]
                initial = RANDOM if spec.default is None else spec.default
                self.option_choices.append((spec.key, Choice(t(spec.label_key), options, initial)))
        self.start_button = Button(t("setup.start"), self._start, hotkey=None)
        self.back_button = Button(t("common.back"), self._back, style="secondary")
        widgets: list[Widget] = [self.game_choice, self.count_choice]
        for field, kind in zip(self.name_inputs, self.kind_choices, strict=True):
            widgets += [field, kind]  # Tab goes from a seat's name to its kind
        widgets += [choice for _key, choice in self.option_choices]
        if self.editor_widget is not None:
            widgets.append(self.editor_widget)
        widgets += [self.start_button, self.back_button]
        self.group = WidgetGroup(widgets)

    def settings_changed(self) -> None:
        focus = self.group.focus_index
        self._build()
        if focus is not None and focus < len(self.group.widgets):
            self.group.focus(self.group.widgets[focus])

    def _game_changed(self, game_id: str) -> None:
        self.game_id = game_id
        self.status = ""
        self._build()
        self.group.focus(self.game_choice)
        self.layout(self.app.size)

    def _count_changed(self, count: int) -> None:
        self.player_count = count
        for seat, field in enumerate(self.name_inputs):
            field.visible = seat < count
            self.kind_choices[seat].visible = field.visible and self.computer_offered
        self._refresh_placeholders()
        self._tell_editor()
        self.layout(self.app.size)

    def _name_changed(self, seat: int, text: str) -> None:
        self.names[seat] = text
        self._tell_editor()

    def _kind_changed(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self.status = ""
        self._refresh_placeholders()
        self._tell_editor()

    def _refresh_placeholders(self) -> None:
        for seat, field in enumerate(self.name_inputs):
            field.placeholder = self._default_name(seat)

    def _default_name(self, seat: int) -> str:
        """"Player 2" for a person; for the computer its level, and its seat when several play."""
        level = self.kinds[seat] if seat < len(self.kinds) else HUMAN
        if level == HUMAN:
            return t("setup.default_name", number=seat + 1)
        computers = sum(1 for kind in self.kinds[: self.player_count] if kind != HUMAN)
        if computers > 1:
            return t("setup.computer_name_numbered", number=seat + 1, level=t(f"level.{level}"))
        return t("setup.computer_name", level=t(f"level.{level}"))

    def _shown_names(self) -> list[str]:
        return [self.names[seat].strip() or self._default_name(seat) for seat in range(self.player_count)]

    def _players(self) -> list[Any]:
        from reflectgames.core.match import PlayerSpec

        players = []
        for seat, name in enumerate(self._shown_names()):
            level = self.kinds[seat]
            players.append(PlayerSpec(name) if level == HUMAN else PlayerSpec(name, COMPUTER, level))
        return players

    def _tell_editor(self) -> None:
        """A game's editor that seats the players (a roll for turn order) needs their names."""
        if self.editor is not None and hasattr(self.editor, "set_players"):
            self.editor.set_players(self._shown_names())

    # --- layout ----------------------------------------------------------------------
    def _field_rows(self) -> list[Widget]:
        rows: list[Widget] = [self.game_choice, self.count_choice]
        rows += [f for f in self.name_inputs if f.visible]
        rows += [choice for _key, choice in self.option_choices]
        return rows

    def _editor_minimum(self, width: int) -> int:
        """The least height the game's editor works in: its own say, else a small default."""
        preferred = getattr(self.editor, "preferred_height", None)
        return int(preferred(width)) if preferred is not None else length(120)

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        gap = length(10)
        row = length(46)
        rows = self._field_rows()
        self.title_size = "heading"
        self.title_y = length(70)
        top = self.title_y + length(30)
        # Room between the panel's top padding and the status line above the buttons.
        room = height - top - length(24) - length(28) * 2 - length(46) - length(40)
        fields_height = len(rows) * (row + gap)
        inner_stacked = min(length(640), width - 80) - 2 * length(32)
        editor_minimum = self._editor_minimum(inner_stacked) if self.editor_widget is not None else 0
        stacked = fields_height + (editor_minimum + gap if self.editor_widget is not None else 0)
        beside = stacked > room and self._editor_fits_beside(width, room, fields_height - gap)
        self.scrolling = stacked > room and not beside
        if self.scrolling:
            self._layout_scrolling(size, row, gap)
            return
        panel_width = min(length(1000) if beside else length(640), width - 80)
        inner_width = panel_width - 2 * length(32)
        column_width = (inner_width - length(24)) // 2 if beside else inner_width
        editor_height = 0
        if self.editor_widget is not None:
            if beside:
                editor_height = max(fields_height - gap, min(room, length(320)))
            else:
                most = max(length(320), editor_minimum)
                editor_height = min(most, max(editor_minimum, room - fields_height))
        body = max(fields_height, editor_height) if beside else fields_height + editor_height
        content = body + length(150)
        self.title_y = max(length(70), (height - content) // 2 - length(10))
        self.panel = pygame.Rect(0, 0, panel_width, min(height - self.title_y - length(24), content))
        self.panel.midtop = (width // 2, self.title_y + length(30))
        left = self.panel.left + length(32)
        body_top = self.panel.top + length(28)
        y = self._place_fields(left, body_top, column_width, row, gap)
        if self.editor_widget is not None:
            if beside:
                editor_left = left + column_width + length(24)
                editor_rect = pygame.Rect(editor_left, body_top, column_width, editor_height)
                y = max(y, editor_rect.bottom + gap)
            else:
                editor_rect = pygame.Rect(left, y, inner_width, editor_height)
                y += editor_height + gap
            self.editor_widget.rect = editor_rect
            self.editor.layout(editor_rect.copy())
        self.status_y = y + length(4)
        buttons_top = self.panel.bottom - length(28) - row
        buttons = [self.back_button, self.start_button]
        spread_horizontally(buttons, left, buttons_top, inner_width, row, length(16))

    def _editor_fits_beside(self, width: int, room: int, column_height: int) -> bool:
        """A tall UI scale in a short window: the game's editor moves beside the fields when the
        fields' column (`column_height`) fits the room (and when not, the whole form scrolls)."""
        if self.editor_widget is None or width < EDITOR_BESIDE_MIN_WIDTH or column_height > room:
            return False
        inner_beside = (min(length(1000), width - 80) - 2 * length(32) - length(24)) // 2
        return self._editor_minimum(inner_beside) <= room

    def _place_fields(self, left: int, top: int, column_width: int, row: int, gap: int) -> int:
        """Lay the form's rows out in one column from `top`; returns the y below the last row."""
        y = top
        kind_width = self._kind_width(column_width)
        for widget in self.group.widgets:
            if widget in (self.start_button, self.back_button, self.editor_widget, *self.kind_choices):
                continue
            if not widget.visible:
                widget.rect = pygame.Rect(0, 0, 0, 0)
                continue
            widget.rect = pygame.Rect(left, y, column_width, row)
            if widget in self.name_inputs:
                kind = self.kind_choices[self.name_inputs.index(widget)]
                kind.rect = pygame.Rect(0, 0, 0, 0)
                if kind.visible:  # the seat's kind sits beside its name
                    widget.rect.width = column_width - kind_width - gap
                    kind.rect = pygame.Rect(widget.rect.right + gap, y, kind_width, row)
                    self._seat_label(widget)
            y += row + gap
        return y

    def _kind_width(self, column_width: int) -> int:
        """Wide enough for the longest kind, without squeezing the name below half the column."""
        kind_texts = [option.text for option in self.kind_choices[0].options] if self.kind_choices else []
        widest = max((text_width(text, "body", True) for text in kind_texts), default=0)
        return max(int(column_width * 0.4), min(widest + length(64), int(column_width * 0.55)))

    def _seat_label(self, field: Widget) -> None:
        """A narrow name field gives all its room to the name (the rows are in seat order)."""
        if isinstance(field, TextInput):
            seat = self.name_inputs.index(field)
            field.label = t("setup.seat_label", number=seat + 1) if field.rect.width >= length(300) else ""

    def _layout_scrolling(self, size: tuple[int, int], row: int, gap: int) -> None:
        """Every row at a readable height in a scrolling column; title, status and buttons stay put."""
        width, height = size
        # Every line of the window goes to the options: a smaller title, the panel just below it.
        self.title_size = "title"
        self.title_y = length(34)
        panel_width = min(length(760), width - 40)
        self.panel = pygame.Rect(0, 0, panel_width, height - self.title_y - length(14) - length(8))
        self.panel.midtop = (width // 2, self.title_y + length(14))
        pad = length(24)
        inner = pygame.Rect(self.panel.left + pad, self.panel.top + length(16), panel_width - 2 * pad, 0)
        buttons_top = self.panel.bottom - length(16) - row
        self.status_y = buttons_top - line_height("body") - length(8)
        viewport = pygame.Rect(inner.left, inner.top, inner.width, self.status_y - length(6) - inner.top)
        kind_width = self._kind_width(inner.width)
        column: list[Row] = [Row([self.game_choice], row), Row([self.count_choice], row)]
        for field, kind in zip(self.name_inputs, self.kind_choices, strict=True):
            if not field.visible:
                field.rect = kind.rect = pygame.Rect(0, 0, 0, 0)
                continue
            if kind.visible:
                column.append(Row([field, kind], row, (inner.width - kind_width - gap, kind_width)))
            else:
                column.append(Row([field], row))
        column += [Row([choice], row) for _key, choice in self.option_choices]
        if self.editor_widget is not None:
            # An editor that says how tall it wants to be gets that; the others their usual size.
            editor_height = self._editor_minimum(viewport.width)
            if not hasattr(self.editor, "preferred_height"):
                editor_height = length(320)
            column.append(Row([self.editor_widget], editor_height))
        self.scroll.layout(viewport, column, gap)
        self._after_scroll()
        spread_horizontally([self.back_button, self.start_button], inner.left, buttons_top, inner.width, row,
                            length(16))

    def _after_scroll(self) -> None:
        """Widgets moved: the seat labels follow their width, the editor lays itself out again."""
        for field in self.name_inputs:
            if field.visible and self.kind_choices[self.name_inputs.index(field)].visible:
                self._seat_label(field)
        if self.editor_widget is not None:
            self.editor.layout(self.editor_widget.rect.copy())

    def _reveal_focus(self) -> None:
        """Scroll so the keyboard focus (inside an editor: its own cursor, when it says where) is in view."""
        focused = self.group.focused
        if not self.scrolling or focused is None or focused not in self._scrolled_widgets():
            return
        rect = focused.rect
        if focused is self.editor_widget and hasattr(self.editor, "focus_rect"):
            rect = self.editor.focus_rect()
        self.scroll.reveal_rect(rect)
        self._after_scroll()

    def _scrolled_widgets(self) -> list[Widget]:
        buttons = (self.start_button, self.back_button)
        return [widget for widget in self.group.widgets if widget not in buttons]

    # --- actions ---------------------------------------------------------------------
    def _options(self) -> dict[str, Any] | None:
        if self.editor is not None:
            problem = self.editor.error()
            if problem:
                self.status = problem
                return None
            return dict(self.editor.options())
        return {key: choice.value for key, choice in self.option_choices if choice.value is not RANDOM}

    def _start(self) -> None:
        from reflectgames.core.match import Match

        options = self._options()
        if options is None:
            return
        players = self._players()
        # A game's editor may seat the players in another order than the form lists them.
        seating = getattr(self.editor, "seating", None)
        order = seating() if seating is not None else None
        if order is not None and sorted(order) == list(range(len(players))):
            players = [players[row] for row in order]
        if len({player.name.casefold() for player in players}) < len(players):
            self.status = t("setup.names_differ")
            return
        seed = random.SystemRandom().randrange(1, 2**31)
        try:
            match = Match.with_rules(get_rules(self.game_id), players, seed=seed, options=options)
        except ValueError as error:
            self.status = explain(error).splitlines()[0] if str(error) else t("setup.invalid")
            return
        self.app.open_match(match)

    def _back(self) -> None:
        self.app.pop()

    # --- frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.editor is not None and hasattr(self.editor, "update"):
            self.editor.update(dt)

    def is_animating(self) -> bool:
        """A game's editor may animate (dice rolling for turn order)."""
        animating = getattr(self.editor, "is_animating", None)
        return bool(animating is not None and animating())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if self._editor_takes(event) or self._scroll_takes(event) or self._enter_moves_on(event):
            return
        before = self.group.focused
        handled = self.group.handle_event(event)
        focused = self.group.focused
        if focused is not before and focused is self.editor_widget and event.type == pygame.KEYDOWN:
            enter = getattr(self.editor, "enter", None)
            if enter is not None:  # Shift+Tab comes into the editor at its last control
                enter(bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT) or event.key in (pygame.K_UP,
                                                                                        pygame.K_LEFT))
        if self.scrolling and event.type == pygame.KEYDOWN:
            self._reveal_focus()
        if self.scrolling:
            self.scroll.unhover_hidden(event)
        typed = handled and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)
        if typed and self.status and self.group.focused is not self.start_button:
            self.status = ""

    def _editor_takes(self, event: pygame.event.Event) -> bool:
        """The game's editor follows the pointer itself; True when its options took a wheel turn."""
        if self.editor_widget is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            # The form's group only marks hovering: the editor follows the pointer itself
            # (its hover marks, whether its own options are under the wheel).
            seen = not self.scrolling or self.scroll.viewport.collidepoint(event.pos)
            self.editor_widget.hovered = seen and self.editor_widget.rect.collidepoint(event.pos)
            if self.editor_widget.hovered:
                self.editor.handle_event(event)
        # The editor under the pointer scrolls its own options first.
        return event.type == pygame.MOUSEWHEEL and self.editor_widget.handle_event(event)

    def _scroll_takes(self, event: pygame.event.Event) -> bool:
        """In a scrolling form: True when the scroll bar took the event, or a click fell outside the view."""
        if not self.scrolling:
            return False
        offset = self.scroll.offset
        taken = self.scroll.takes(event, (self.start_button, self.back_button))
        if self.scroll.offset != offset:
            self._after_scroll()
        return taken

    def _enter_moves_on(self, event: pygame.event.Event) -> bool:
        """Enter goes from name to name, as people type them (Tab visits each seat's kind)."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return False
        focused = self.group.focused
        if focused not in self.name_inputs:
            return False
        following = self.name_inputs.index(focused) + 1
        if following >= self.player_count:
            return False
        self.group.focus(self.name_inputs[following])
        return True

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("setup.title"), (surface.get_width() // 2, self.title_y), palette,
                             size=self.title_size, line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        if self.scrolling:
            self.scroll.draw(surface, palette)
            self.start_button.draw(surface, palette)
            self.back_button.draw(surface, palette)
        else:
            self.group.draw(surface, palette)
        status_line(surface, self.status, (self.panel.centerx, self.status_y), self.panel.width - length(48),
                    palette)
