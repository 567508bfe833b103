#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A tiny engine for Quantum and Qwantum (docs/engine-protocol.md): picks a random legal action.

Standard library only. A random index among the request's "actions" is a legal answer in either
game, so its hello says it plays both. Try it in a tournament:

    quantum-cli tournament --map maps/alpha-sector.json --games 10 --seed 1 \
        --players 'greedy,cmd:"python3 docs/examples/random_engine.py"'
    quantum-cli tournament --game qwantum --games 10 --seed 1 \
        --players 'easy,cmd:"python3 docs/examples/random_engine.py"'
"""

import json
import random
import sys

PROTOCOL = 1


def answer(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    rng = random.Random()
    seed = None
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
            kind = request.get("type")
        except (ValueError, AttributeError):
            answer({"type": "error", "error": "bad-json", "message": "not a JSON object"})
            continue
        if kind == "hello":
            answer({"type": "hello", "protocol": PROTOCOL, "name": "Python random",
                    "version": "1", "games": ["quantum", "qwantum"]})
        elif kind == "choose":
            actions = request.get("actions") or []
            if not actions:
                answer({"type": "error", "error": "no-actions", "message": "no actions"})
                continue
            # The same seed for every decision of one seat in one game: reproducible games.
            if request.get("seed") != seed:
                seed = request.get("seed")
                rng = random.Random(seed)
            index = rng.randrange(len(actions))
            answer({"type": "action", "index": index, "action": actions[index]})
        elif kind == "quit":
            return
        else:
            answer({"type": "error", "error": "unknown-type",
                    "message": "unknown request type"})


if __name__ == "__main__":
    main()
