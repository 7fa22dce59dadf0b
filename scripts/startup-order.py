#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the symbols a start of bridge-run touches, which the linker
places side by side (Package.swift; docs/performance.md, "The installed program"), so that a
start touches few pages of the program.

Usage: python3 scripts/startup-order.py [PROGRAM...]
       (default: .build/install/release/bridge-run and .build/release/bridge-run, those built)

Each program runs a script that logs one line, twice under valgrind (apt-get install -y
valgrind): callgrind names the functions it runs; lackey traces every load and store, which
give the data it reads and writes (the symbols of .data, .rodata, .data.rel.ro and .bss
holding a touched address). Each list is sorted by name. The programs' lists are joined, the
first program's first: the installed program and `swift build -c release`'s touch some symbols
the other does not (the installed one is optimised for size and inlines otherwise). Run it
after changing what a start does; a stale list costs locality, not correctness.
"""
import bisect
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, 'scripts', 'startup-order.txt')
DATA_KINDS = set('dDrRbBvV')


def symbols(program):
    """The program's defined symbols as (address, size, name, kind), by address."""
    table = subprocess.run(['nm', '-S', '--defined-only', program], capture_output=True, text=True, check=True).stdout
    found = []
    for line in table.splitlines():
        fields = line.split()
        if len(fields) == 4:
            found.append((int(fields[0], 16), int(fields[1], 16), fields[3], fields[2]))
    return sorted(found)


def functions(program, script, work):
    """The program's own functions a run reaches."""
    profile = os.path.join(work, 'profile')
    subprocess.run(['valgrind', '--tool=callgrind', '--demangle=no', '--compress-strings=no', '--dump-instr=no',
                    f'--callgrind-out-file={profile}', program, script],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    names, own = [], False
    with open(profile) as lines:
        for line in lines:
            if line.startswith('ob='):
                own = line.rstrip().endswith('/' + os.path.basename(program))
            elif line.startswith('fn=') and own:
                names.append(line[3:].rstrip('\n'))
    return names


def data(program, script, table):
    """The program's data symbols holding an address a run loads or stores."""
    entries = [s for s in table if s[3] in DATA_KINDS and s[1] > 0]
    starts = [s[0] for s in entries]
    low, high = entries[0][0], entries[-1][0] + entries[-1][1]
    # lackey writes a line per access to its log (standard error here); grep keeps the loads,
    # stores and modifies (" L 04a1c0,8"), dropping the instruction fetches that are most lines.
    trace = subprocess.Popen(['valgrind', '--tool=lackey', '--trace-mem=yes', '--log-fd=2', program, script],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    accesses = subprocess.Popen(['grep', '-E', '^ [LSM] '], stdin=trace.stderr, stdout=subprocess.PIPE)
    trace.stderr.close()
    found = set()
    for line in accesses.stdout:
        address = int(line[3:line.index(b',')], 16)
        if low <= address < high:
            i = bisect.bisect_right(starts, address) - 1
            if i >= 0 and address < entries[i][0] + entries[i][1]:
                found.add(i)
    accesses.wait()
    trace.wait()
    return [entries[i][2] for i in sorted(found)]


def main():
    programs = sys.argv[1:] or [p for p in (os.path.join(ROOT, '.build/install/release/bridge-run'),
                                            os.path.join(ROOT, '.build/release/bridge-run')) if os.access(p, os.X_OK)]
    if not programs:
        sys.exit('startup-order: no bridge-run built (scripts/install.sh or swift build -c release)')
    # Per program, its functions then its data: what the first touches comes first in each of
    # the program's sections, what only a later one touches after it.
    order, seen, counts = [], set(), [0, 0]
    with tempfile.TemporaryDirectory() as work:
        script = os.path.join(work, 'hello.js')
        with open(script, 'w') as f:
            f.write("console.log('hello')\n")
        for given in programs:
            # What valgrind reads the symbols from (it is slow on the full debug information).
            program = os.path.join(work, 'bridge-run')
            subprocess.run(['objcopy', '--strip-debug', given, program], check=True)
            header = subprocess.run(['readelf', '-h', program], capture_output=True, text=True, check=True).stdout
            if 'EXEC' not in header:
                sys.exit(f'startup-order: {given} is position-independent; its traced addresses are not its symbols')
            for kind, names in enumerate((functions(program, script, work), data(program, script, symbols(program)))):
                # By name: where a symbol falls among the others a start touches matters little,
                # and a list in a stable order changes only where the start does.
                for name in sorted(set(names)):
                    if name not in seen:
                        seen.add(name)
                        order.append(name)
                        counts[kind] += 1
    with open(OUTPUT, 'w') as f:
        f.write('\n'.join(order) + '\n')
    print(f'startup-order: {counts[0]} functions and {counts[1]} data symbols in scripts/startup-order.txt', file=sys.stderr)


if __name__ == '__main__':
    main()
