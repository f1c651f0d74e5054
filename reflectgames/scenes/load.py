"""Load a game: the player's saves (newest first, damaged ones flagged) and the shipped examples.

The list comes from the save index (storage lists without replaying what
has not changed). Opening a save replays it through the rules; if that fails
the reason is shown in one line, in the player's language, and nothing
changes. A damaged save whose backup loads offers Recover in place of Open.
Deleting asks for confirmation first.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from reflectgames.i18n import has_key, t
from reflectgames.ui.chrome import draw_dialog, draw_reflected_title, spread_horizontally, status_line
from reflectgames.ui.draw import draw_background
from reflectgames.ui.list_view import ListRow, ListView
from reflectgames.ui.scene import Scene
from reflectgames.ui.text import draw_wrapped, length, line_height
from reflectgames.ui.widget_group import WidgetGroup
from reflectgames.ui.widgets import Button

if TYPE_CHECKING:
    from reflectgames.core.entry import SaveWording
    from reflectgames.storage.saves import SaveSummary
    from reflectgames.ui.scene import AppServices

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Entry:
    """What a list row stands for: a save summary and whether it ships with the app."""

    summary: SaveSummary
    example: bool


def game_name(game_id: str | None) -> str:
    if game_id is None:
        return t("load.unknown_game")
    key = f"game.{game_id}.name"
    return t(key) if has_key(key) else game_id


def local_time(moment: datetime) -> str:
    """`moment` in local time for the list; never raises, whatever date a file held."""
    try:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, ValueError, OSError):
        # Near the ends of the calendar the local zone cannot be applied: show the stored clock time.
        return moment.strftime("%Y-%m-%d %H:%M")


def _damaged_status(summary: SaveSummary) -> str:
    if summary.internal:
        return t("storage.status_unreadable")
    return t("storage.status_recoverable") if summary.recoverable else t("load.damaged")


def describe(summary: SaveSummary, example: bool) -> ListRow:
    """One list row for a save: who played what, when, and how it stands."""
    entry = Entry(summary, example)
    if summary.damaged:
        return ListRow(summary.path.name, detail=summary.error_text(), status=_damaged_status(summary),
                       tone="danger", data=entry)
    title = game_name(summary.game)
    if summary.players:
        title = f"{title} — {t('load.players_joiner').join(summary.players)}"
    when = local_time(summary.updated)
    detail = t("load.detail", when=when, moves=summary.move_count)
    if example:
        detail = t("load.example_detail", moves=summary.move_count)
    if not summary.finished:
        status, tone = t("load.in_progress"), "success"
    elif summary.winners:
        status, tone = t("load.won_by", names=t("load.players_joiner").join(summary.winners)), "muted"
    else:
        status, tone = t("load.draw"), "muted"
    wording = _game_wording(summary, example)
    return ListRow(wording.title or title, detail=wording.detail or detail, status=wording.status or status,
                   tone=tone, data=entry)


def _game_wording(summary: SaveSummary, example: bool) -> SaveWording:
    """The game's own words for its save, where its entry offers them."""
    from reflectgames.core.entry import SaveWording
    from reflectgames.games import game_entry

    try:
        wording = game_entry(summary.game or "").save_wording
    except ValueError:  # a game this version does not know: the list's own words
        return SaveWording()
    return SaveWording() if wording is None else wording()(summary, example)


class LoadScene(Scene):
    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.status = ""
        self.title_size = "heading"
        self.note = ""  # a quieter line under the list when there is no status (how to recover)
        self.confirming: Entry | None = None
        self.list = ListView(on_activate=self._open_row, on_select=self._selection_changed)
        self.open_button = Button(t("load.open"), self._open_selected)
        self.delete_button = Button(t("load.delete"), self._ask_delete, style="danger")
        self.back_button = Button(t("common.back"), self._back, style="secondary")
        self.group = WidgetGroup([self.list, self.open_button, self.delete_button, self.back_button])
        self.confirm_yes = Button(t("load.confirm_delete"), self._delete, style="danger")
        self.confirm_no = Button(t("common.cancel"), self._cancel_delete, style="secondary")
        self.confirm_group = WidgetGroup([self.confirm_no, self.confirm_yes])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.dialog = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.refresh()

    def settings_changed(self) -> None:
        self.delete_button.text = t("load.delete")
        self.back_button.text = t("common.back")
        self.confirm_yes.text = t("load.confirm_delete")
        self.confirm_no.text = t("common.cancel")
        self.refresh()

    def refresh(self) -> None:
        """Read the saves folder again (after a delete, or when coming back)."""
        from reflectgames.storage.saves import list_examples, list_saves

        selected = self.list.selected_row.data.summary.path if self.list.selected_row else None
        rows = [ListRow(t("load.your_games"), header=True)]
        saves = list_saves()
        rows += [describe(summary, False) for summary in saves]
        if not saves:
            rows.append(ListRow(t("load.no_saves"), tone="muted", selectable=False))
        examples = list_examples()
        if examples:
            rows.append(ListRow(t("load.examples"), header=True))
            rows += [describe(summary, True) for summary in examples]
        self.list.set_rows(rows)
        for index, row in enumerate(rows):
            if row.data is not None and row.data.summary.path == selected:
                self.list._select(index)
        self._selection_changed(self.list.selected_row)

    def _selection_changed(self, row: ListRow | None) -> None:
        entry = row.data if row is not None else None
        recover = _recoverable(entry)
        # A damaged save cannot be opened; one with a usable backup is recovered instead.
        self.open_button.text = t("storage.recover") if recover else t("load.open")
        self.open_button.enabled = entry is not None and (recover or not entry.summary.damaged)
        self.delete_button.enabled = entry is not None and not entry.example
        self.note = t("storage.recover_hint") if recover else ""

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        # A short window at a large text scale gives the list what a heading-sized title would take.
        self.title_size = "heading" if height >= length(720) else "title"
        margin = length(12)
        self.title_y = margin + line_height(self.title_size, True)
        top = self.title_y + length(12)
        self.panel = pygame.Rect(0, 0, min(length(860), width - 2 * margin), height - top - margin)
        self.panel.midtop = (width // 2, top)
        pad = length(24) if height >= length(720) else length(14)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        row = min(length(46), line_height("body", True) + length(16))
        status = line_height("body") + length(12)
        self.list.rect = pygame.Rect(inner.left, inner.top, inner.width, inner.height - row - status)
        self.status_y = self.list.rect.bottom + length(6)
        spread_horizontally([self.back_button, self.delete_button, self.open_button], inner.left,
                            inner.bottom - row, inner.width, row, length(16))
        self.dialog = pygame.Rect(0, 0, min(length(520), width - 80), length(210))
        self.dialog.center = (width // 2, height // 2)
        spread_horizontally([self.confirm_no, self.confirm_yes], self.dialog.left + length(28),
                            self.dialog.bottom - length(28) - row, self.dialog.width - 2 * length(28), row,
                            length(16))

    # --- actions ---------------------------------------------------------------------
    def _back(self) -> None:
        self.app.pop()

    def _open_selected(self) -> None:
        row = self.list.selected_row
        if row is None:
            return
        if _recoverable(row.data):
            self._recover(row.data)
        else:
            self._open_row(row)

    def _recover(self, entry: Entry) -> None:
        from reflectgames.storage.errors import SaveError
        from reflectgames.storage.housekeeping import recover_from_backup

        try:
            kept = recover_from_backup(entry.summary.path.stem)
        except SaveError as error:
            _log.warning("recovering %s failed: %s", entry.summary.path, error)
            self.status = error.translated()
            self.refresh()
            return
        _log.info("recovered %s from its backup; the damaged file is kept as %s", entry.summary.path, kept)
        self.status = ""
        self.app.toast(t("storage.recovered"))
        self.refresh()

    def _open_row(self, row: ListRow) -> None:
        from reflectgames.storage.errors import SaveError
        from reflectgames.storage.saves import load_save

        entry: Entry | None = row.data
        if entry is None:
            return
        if entry.summary.damaged:
            self.status = entry.summary.error_text() or t("load.damaged")
            return
        try:
            _save, match = load_save(entry.summary.path)
        except SaveError as error:
            # The file changed since it was listed; anything but a SaveError is a bug and reaches the app.
            self.status = error.translated() or t("load.damaged")
            self.refresh()
            return
        self.app.open_match(match)

    def _ask_delete(self) -> None:
        row = self.list.selected_row
        if row is None or row.data is None or row.data.example:
            return
        self.confirming = row.data
        self.confirm_group.focus(self.confirm_no)

    def _cancel_delete(self) -> None:
        self.confirming = None

    def _delete(self) -> None:
        from reflectgames.storage.errors import SaveError
        from reflectgames.storage.saves import delete_save

        entry, self.confirming = self.confirming, None
        if entry is None:
            return
        try:
            delete_save(entry.summary.path)
        except SaveError as error:
            self.status = error.translated()
            return
        self.status = ""
        self.app.toast(t("load.deleted"))
        self.refresh()

    # --- frame -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.confirming is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self._cancel_delete()
            else:
                self.confirm_group.handle_event(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key == pygame.K_DELETE:
                self._ask_delete()
                return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.status = ""  # the last message stays until the player does something else
        self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        draw_background(surface, palette)
        draw_reflected_title(surface, t("load.title"), (surface.get_width() // 2, self.title_y), palette,
                             size=self.title_size, line=False)
        draw_dialog(surface, self.panel, palette, dim=False)
        self.group.draw(surface, palette)
        status_line(surface, self.status or self.note, (self.panel.centerx, self.status_y),
                    self.panel.width - length(48), palette, error=bool(self.status))
        if self.confirming is not None:
            draw_dialog(surface, self.dialog, palette)
            body = self.dialog.inflate(-2 * length(28), -2 * length(24))
            body.height -= length(60)
            name = ", ".join(self.confirming.summary.players) or self.confirming.summary.path.name
            message = t("load.confirm_text", name=name)
            draw_wrapped(surface, message, body, "body", palette.text, align="center")
            self.confirm_group.draw(surface, palette)


def _recoverable(entry: Entry | None) -> bool:
    return entry is not None and not entry.example and entry.summary.damaged and entry.summary.recoverable
