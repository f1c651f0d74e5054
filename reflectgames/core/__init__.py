"""Pure game machinery shared by every game: no pygame here, ever."""

from reflectgames.core.rules import Event, GameInfo, IllegalMove, OptionSpec, Outcome, Rules

__all__ = ["Event", "GameInfo", "IllegalMove", "OptionSpec", "Outcome", "Rules"]
