#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Quantum developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""make-worst.py DIR: writes the worst inputs we could build for each fuzz target into DIR,
named <target>-<what> (a few megabytes each: deep nesting, huge arrays, long strings, many
tiles, many frames). Measure them with `fuzz_run TARGET DIR/TARGET-*` (docs/fuzzing.md)."""
import json, os, struct, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
MB = 4 * 1024 * 1024


def put(name, data):
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(out, name), 'wb') as f:
        f.write(data)


def js(o):
    return json.dumps(o, separators=(',', ':'))


DUEL = "7* 7 7 / 7 8 7 / 7 7 7*"
tile = lambda x, y, p=7, s=False: dict(x=x, y=y, planet=p, **({'start': True} if s else {}))
mapdoc = lambda tiles, **kw: dict(dict(format='quantum-map', version=1, name='w', players=2,
                                       cubes=5, tiles=tiles), **kw)

# ---- JSON in general (every JSON target gets these)
generic = {
    'deep-arrays': '[' * MB,
    'deep-objects': '{"a":' * (MB // 5),
    'long-string': '"' + 'a' * MB + '"',
    'many-keys': '{' + ','.join('"k%d":%d' % (i, i) for i in range(300000)) + '}',
    'many-numbers': '[' + ','.join(['1e308'] * 600000) + ']',
    'escapes': '"' + '\\u00e9' * (MB // 6) + '"',
}
for t in ['map', 'scenario', 'state', 'save']:
    for k, v in generic.items():
        put('%s-%s' % (t, k), v)
for t in ['action', 'event']:
    for k, v in generic.items():
        put('%s-%s' % (t, k), b'\x01' + v.encode())

# ---- maps
put('map-100000-tiles-spread', js(mapdoc([tile(i % 1000 * 3, i // 1000 * 3) for i in range(100000)])))
put('map-100000-tiles-one-place', js(mapdoc([tile(0, 0)] * 100000)))
put('map-100001-tiles', js(mapdoc([tile(i, 0) for i in range(100001)])))
put('map-40x40-full', js(mapdoc([tile(x, y, 10, (x + y) % 13 == 0) for x in range(40) for y in range(40)], players=4)))
put('map-40x40-checkerboard', js(mapdoc([tile(x, y, 7 + (x + y) % 4, x == y) for x in range(40) for y in range(40) if (x + y) % 2 == 0], players=4)))
put('map-long-name', js(mapdoc([tile(0, 0, 7, True), tile(1, 0, 7, True)], description='\u202e' * (MB // 3))))

# ---- notation
put('notation-one-row', '7 ' * (MB // 2))
put('notation-many-rows', '7/' * (MB // 2))
put('notation-spaces', ' ' * MB + '7')
put('notation-starts', '10* ' * (MB // 4))
put('notation-40x40', ' / '.join(' '.join('10*' if (x * 7 + y) % 11 == 0 else '9' for x in range(40)) for y in range(40)))
put('notation-wide-gaps', '. ' * (MB // 2) + '7')
put('notation-digits', '9' * MB)

# ---- scenario
big = ' / '.join(' '.join('10*' if (x * 7 + y) % 11 == 0 else '9' for x in range(40)) for y in range(40))
put('scenario-40x40-new-game', js(dict(format='quantum-scenario', version=1, map=big, players=4, seed=1)))
put('scenario-million-dice', js(dict(format='quantum-scenario', version=1, map=DUEL, dice=[3] * (MB // 2))))
put('scenario-many-bad-actions', js(dict(format='quantum-scenario', version=1, map=DUEL, seed=1,
                                         actions=[{'type': 'end-turn'}] * (MB // 20))))

# ---- state
put('state-huge-ship-array', js(dict(map=DUEL, position=dict(players=[dict(ships=[{'value': 3, 'at': 'reserve'}] * 200000)] * 2))))
put('state-huge-cube-array', js(dict(map=DUEL, position=dict(players=[dict(cubes=[[1, 1]] * 200000)] * 2))))
put('state-huge-pending', js(dict(map=DUEL, position=dict(pending=[{'kind': 'occupy', 'player': 0}] * 200000))))
put('state-huge-deck', js(dict(map=DUEL, position=dict(market=['aggression'] * 200000, gambitDeck=['aggression'] * 200000))))
put('state-40x40-map', js(dict(map=big, players=4, position={})))

# ---- save (engine format around a small game)
save = dict(format='quantum-save', version=1, map=mapdoc([tile(x, y, 7, (x, y) in ((0, 0), (2, 2))) for x in range(3) for y in range(3)]),
            state={}, rng='1', savedAt='x')
put('save-long-history', js(dict(save, history=dict(seed='1', actions=[{'type': 'keep', 'player': 0}] * (MB // 26)))))
put('save-many-seats', js(dict(save, seats=[{'name': 'x' * 10, 'kind': 'human'}] * (MB // 30))))
put('save-long-tokens', js(dict(save, seats=[{'name': 'x', 'token': 't' * MB}])))

# ---- actions and events
put('action-200000-objects', b'\x00' + js([{'type': 'move', 'ship': 0, 'to': [1, 1]}] * 200000).encode())
put('action-huge-numbers', b'\x00' + js([{'type': 'move', 'ship': 1e300, 'to': [1e300, -1e300]}] * 100000).encode())
put('event-200000-objects', b'\x00' + js([{'type': 'ship-moved', 'player': 0, 'ship': 0, 'shipValue': 3, 'from': [0, 0], 'sq': [1, 1]}] * 100000).encode())

# ---- frames
def frame(payload):
    return struct.pack('>I', len(payload)) + payload
ping = b'\xa1\x64type\x64ping'
put('frame-many-pings', frame(ping) * (MB // len(frame(ping))))
put('frame-announces-4gib', b'\xff\xff\xff\xff' + b'\x00' * MB)
put('frame-just-under-cap', frame(b'\xa2\x64type\x64chat\x64text\x7a' + struct.pack('>I', 65000) + b'a' * 65000))
put('frame-deep-cbor', frame(b'\xa1\x64type\x81' + b'\x81' * 65000 + b'\x00'))
put('frame-indefinite', frame(b'\xbf\x64type\x64ping' + b'\x7f' + b'\x61a' * 20000 + b'\xff\xff'))
put('frame-one-byte-frames', (b'\x00\x00\x00\x01\xa0') * (MB // 5))

# ---- host: stage 2, then chunks
def host(stage, chunks):
    return bytes([stage]) + b''.join(struct.pack('>H', len(c)) + c for c in chunks)
chat = b'\xa2\x64type\x64chat\x64text\x79' + struct.pack('>H', 500) + b'a' * 500
put('host-256-chats', host(2, [chat] * 256))
put('host-deep-cbor', host(2, [b'\xa2\x64type\x66intent\x66action' + b'\x81' * 60000 + b'\x00'] * 4))
put('host-256-resyncs', host(2, [b'\xa1\x64type\x66resync'] * 256))
print('wrote', len(os.listdir(out)), 'inputs to', out)
