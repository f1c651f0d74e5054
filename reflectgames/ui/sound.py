"""Short, quiet sound effects synthesized in pure Python (no sample files, no numpy).

Each effect is generated the first time it is played, so starting the app
costs nothing; the mixer is also opened lazily. Without an audio device, or
with sound off, `play` silently does nothing.
"""

from __future__ import annotations

import array
import logging
import math
import random

import pygame

RATE = 22050
STEREO = 2  # channels of a stereo mixer
KINDS: tuple[str, ...] = ("click", "place", "slide", "hop", "splash", "catch", "win", "error", "beam")
_VOLUME = 0.22
_log = logging.getLogger(__name__)


def _envelope(t: float, length: float, attack: float = 0.004) -> float:
    """Quick attack, exponential-ish release so effects end without a click."""
    if t < attack:
        return t / attack
    return max(0.0, 1 - (t - attack) / max(1e-6, length - attack)) ** 2


def _tone(samples: list[float], start: float, length: float, sweep: tuple[float, float],
          level: float, harmonics: float = 0.0) -> None:
    """Add a tone gliding from sweep[0] to sweep[1] Hz to `samples`."""
    freq_start, freq_end = sweep
    phase = 0.0
    first = int(start * RATE)
    count = int(length * RATE)
    for i in range(count):
        index = first + i
        if index >= len(samples):
            break
        t = i / RATE
        freq = freq_start + (freq_end - freq_start) * (i / max(1, count))
        phase += 2 * math.pi * freq / RATE
        value = math.sin(phase) + harmonics * math.sin(2 * phase)
        samples[index] += level * _envelope(t, length) * value


def _noise(samples: list[float], start: float, length: float, level: float, smooth: float, seed: int) -> None:
    noise_rng = random.Random(seed)  # fixed seed: an effect sounds the same every time
    first = int(start * RATE)
    count = int(length * RATE)
    last = 0.0
    for i in range(count):
        index = first + i
        if index >= len(samples):
            break
        # One-pole low-pass: larger `smooth` gives a softer, "wetter" noise.
        last += (noise_rng.uniform(-1, 1) - last) * (1 - smooth)
        samples[index] += level * _envelope(i / RATE, length, 0.01) * last


def synthesize(kind: str) -> bytes:
    """16-bit signed mono PCM at 22050 Hz for one effect kind."""
    lengths = {"click": 0.05, "place": 0.12, "slide": 0.22, "hop": 0.16, "splash": 0.35,
               "catch": 0.22, "win": 0.75, "error": 0.22, "beam": 0.3}
    total = lengths.get(kind, 0.1)
    samples = [0.0] * int(total * RATE)
    if kind == "click":
        _tone(samples, 0, 0.04, (1800, 1400), 0.5)
    elif kind == "place":
        _tone(samples, 0, 0.12, (320, 220), 0.8, 0.3)
    elif kind == "slide":
        _noise(samples, 0, 0.22, 0.6, 0.85, 3)
    elif kind == "hop":
        _tone(samples, 0, 0.16, (380, 760), 0.6)
    elif kind == "splash":
        _noise(samples, 0, 0.35, 0.9, 0.6, 5)
        _tone(samples, 0, 0.12, (240, 120), 0.3)
    elif kind == "catch":
        _tone(samples, 0, 0.09, (880, 880), 0.45)
        _tone(samples, 0.09, 0.13, (1320, 1320), 0.45)
    elif kind == "win":
        for step, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
            _tone(samples, step * 0.13, 0.36, (freq, freq), 0.35, 0.2)
    elif kind == "error":
        _tone(samples, 0, 0.1, (220, 200), 0.5, 0.4)
        _tone(samples, 0.11, 0.11, (180, 160), 0.5, 0.4)
    elif kind == "beam":
        _tone(samples, 0, 0.3, (1400, 600), 0.35, 0.1)
    peak = max([1e-6, *(abs(value) for value in samples)])
    gain = min(1.0, 1.0 / peak) * _VOLUME * 32767
    pcm = array.array("h", (int(max(-32767, min(32767, value * gain))) for value in samples))
    return pcm.tobytes()


class Sounds:
    """The app's sound effects: `play(kind)` is always safe to call."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        self._cache: dict[str, pygame.mixer.Sound] = {}
        self._mixer_failed = False

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)

    def _mixer_ready(self) -> bool:
        if self._mixer_failed:
            return False
        if pygame.mixer.get_init():
            return True
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
        except pygame.error as error:
            _log.info("no audio device, sound disabled: %s", error)
            self._mixer_failed = True
            return False
        return True

    def play(self, kind: str) -> None:
        if not self.enabled or kind not in KINDS or not self._mixer_ready():
            return
        sound = self._cache.get(kind)
        if sound is None:
            try:
                sound = self._make(kind)
            except pygame.error as error:
                _log.info("could not build sound %s: %s", kind, error)
                self._mixer_failed = True
                return
            self._cache[kind] = sound
        sound.play()

    def _make(self, kind: str) -> pygame.mixer.Sound:
        data = synthesize(kind)
        mixer = pygame.mixer.get_init()
        if mixer is None:
            raise pygame.error("the mixer closed")
        frequency, _size, channels = mixer
        if channels == STEREO or frequency != RATE:
            # The mixer was opened by someone else with another format: convert by resampling
            # and duplicating channels so pitch and length stay right.
            mono = array.array("h")
            mono.frombytes(data)
            ratio = RATE / frequency
            resampled = array.array("h", (mono[min(len(mono) - 1, int(i * ratio))]
                                          for i in range(int(len(mono) / ratio))))
            if channels == STEREO:
                stereo = array.array("h")
                for value in resampled:
                    stereo.append(value)
                    stereo.append(value)
                resampled = stereo
            data = resampled.tobytes()
        return pygame.mixer.Sound(buffer=data)
