#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the game's sound effects (resources/sounds/*.wav): short tones of our own,
synthesised here so the art stays ours and reproducible. Run it again after a change;
the WAV files are committed."""
import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "sounds")


def write(name, samples):
    path = os.path.join(OUT, name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 20000)) for s in samples))


def tone(freqs, seconds, attack=0.005, decay=6.0, shape=math.sin):
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * sum(shape(2 * math.pi * f * t) for f in freqs) / len(freqs))
    return out


def clicks(count, spacing, seed):
    rnd = random.Random(seed)
    out = [0.0] * int(RATE * spacing * (count + 2))
    for k in range(count):
        start = int(RATE * spacing * k * (1 + 0.3 * rnd.random()))
        for i in range(int(RATE * 0.012)):
            if start + i < len(out):
                out[start + i] += (rnd.random() * 2 - 1) * math.exp(-i / (RATE * 0.003)) * 0.8
    return out


def concat(*parts):
    out = []
    for p in parts:
        out.extend(p)
    return out


os.makedirs(OUT, exist_ok=True)
write("roll", clicks(6, 0.035, 7))                                   # dice rattling
write("move", tone([660, 990], 0.12, decay=30))                      # a soft blip
write("destroy", concat(tone([110, 82], 0.35, decay=9), clicks(3, 0.02, 3)))  # a thud
write("cube", concat(tone([880], 0.09, decay=25), tone([1320], 0.25, decay=12)))  # chime
write("card", tone([520, 780], 0.15, decay=20))                      # a card taken
write("win", concat(*(tone([f], 0.16, decay=8) for f in (523, 659, 784, 1047))))  # fanfare
