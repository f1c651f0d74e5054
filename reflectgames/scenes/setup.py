"""New game: choose the game, the number of players, their names and the game's options.

In a game with a computer player every seat is a person or the computer at
one of its levels, chosen beside the seat's name; a computer seat left
unnamed is called after its level ("Computer (normal)").

Options come from the game's `GameInfo.options`, unless the game ships its own
editor (its entry's setup panel). A choice shows the real name of
its default; "Random" is offered only for an option whose default is a draw
by the rules. Starting validates through `Match`, so a bad combination is
explained in the status line instead of starting a broken game.

The panel's place and size follow the window only, so changing the game
never moves the form under the pointer. When the rows do not fit (a large
text scale in a small window), they scroll inside the panel
(`ui/scroll.ScrollColumn`): the keyboard focus is always scrolled into
view, and Start and Back stay put.
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
from reflectgames.ui.text_input import TextInput
from reflectgames.ui.theme import Palette
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button, Choice, Option, Widget, draw_widget

if TYPE_CHECKING:
    from reflectgames.ui.scene import AppServices

MAX_NAME = 16
RANDOM = object()  # the "Random" entry of an option choice: leave the value to the rules


class EmbeddedEditor(Widget):
    """Puts a game's own options editor into the focus order of the form."""

    container = True

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
        self.scrolling = True  # the form is always a scrolling column (a scroll bar shows when it overflows)
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
    def _editor_minimum(self, width: int) -> int:
        """The least height the game's editor works in: its own say, else a small default."""
        preferred = getattr(self.editor, "preferred_height", None)
        return int(preferred(width)) if preferred is not None else length(120)

    def layout(self, size: tuple[int, int]) -> None:
        """The form in a panel whose place and size depend on the window only, never on the game.

        Changing the game (a longer or shorter set of options) so never moves the
        title, the game choice or the buttons; rows that do not fit scroll.
        """
        width, height = size
        gap = length(10)
        row = min(length(46), line_height("body", True) + length(16))
        self.title_size = "heading" if height >= length(760) else "title"
        title_height = line_height(self.title_size, True)
        panel_width = min(length(760), width - 40)
        panel_height = min(height - title_height - length(34), length(780))
        top = max(length(8), (height - title_height - length(10) - panel_height) // 2)
        self.title_y = top + title_height
        self.panel = pygame.Rect(0, 0, panel_width, panel_height)
        self.panel.midtop = (width // 2, self.title_y + length(10))
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
        if focused is None or focused not in self._scrolled_widgets():
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
        if event.type == pygame.KEYDOWN:
            self._reveal_focus()
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
            seen = self.scroll.viewport.collidepoint(event.pos)
            self.editor_widget.hovered = seen and self.editor_widget.rect.collidepoint(event.pos)
            if self.editor_widget.hovered:
                self.editor.handle_event(event)
        # The editor under the pointer scrolls its own options first.
        return event.type == pygame.MOUSEWHEEL and self.editor_widget.handle_event(event)

    def _scroll_takes(self, event: pygame.event.Event) -> bool:
        """In a scrolling form: True when the scroll bar took the event, or a click fell outside the view."""
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
        self.scroll.draw(surface, palette)
        draw_widget(self.start_button, surface, palette)
        draw_widget(self.back_button, surface, palette)
        status_line(surface, self.status, (self.panel.centerx, self.status_y), self.panel.width - length(48),
                    palette)
