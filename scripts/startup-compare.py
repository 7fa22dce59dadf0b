#!/usr/bin/env python3
"""Compares the start-up of commands, whole process, by interleaved runs.

Usage: python3 scripts/startup-compare.py RUNS NAME=COMMAND [NAME=COMMAND ...]

Each round runs every command once, in a shuffled order, so slow spells of the machine fall on
all of them alike. Prints each command's median wall time, then, for each command after the
first, the median of its paired differences with the first (round by round), with the middle
half of those differences.
"""
import random
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    runs = int(sys.argv[1])
    commands = {}
    for argument in sys.argv[2:]:
        name, _, command = argument.partition('=')
        commands[name] = command.split()
    names = list(commands)
    for _ in range(5):  # warm the page cache
        for command in commands.values():
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times = {name: [] for name in names}
    for _ in range(runs):
        order = names[:]
        random.shuffle(order)
        for name in order:
            start = time.perf_counter()
            subprocess.run(commands[name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[name].append((time.perf_counter() - start) * 1000)
    for name in names:
        print(f"{name:10s} median {statistics.median(times[name]):6.2f} ms")
    base = names[0]
    for name in names[1:]:
        differences = sorted(b - a for a, b in zip(times[base], times[name]))
        quarter = len(differences) // 4
        print(f"{name} - {base}: median of paired differences {statistics.median(differences):+.2f} ms "
              f"(middle half {differences[quarter]:+.2f} .. {differences[-quarter - 1]:+.2f})")


if __name__ == '__main__':
    main()
