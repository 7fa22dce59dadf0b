#!/usr/bin/env python3
"""Compares the start-up of commands, whole process, by interleaved runs.

Usage: python3 scripts/startup-compare.py RUNS NAME=COMMAND [NAME=COMMAND ...]

Each round runs every command once, in a shuffled order, so slow spells of the machine fall on
all of them alike. Prints each command's median wall time, CPU time (user + system) and peak
resident memory, each also as a multiple of the first command's, then, for each command after
the first, the median of its paired wall-time differences with the first (round by round), with
the middle half of those differences.
"""
import os
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
    cpu = {name: [] for name in names}
    peak = {name: [] for name in names}
    for _ in range(runs):
        order = names[:]
        random.shuffle(order)
        for name in order:
            start = time.perf_counter()
            process = subprocess.Popen(commands[name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, _, usage = os.wait4(process.pid, 0)
            times[name].append((time.perf_counter() - start) * 1000)
            cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
            peak[name].append(usage.ru_maxrss / 1024)
    base = names[0]
    medians = {name: [statistics.median(series[name]) for series in (times, cpu, peak)] for name in names}
    for name in names:
        wall, used, resident = medians[name]
        ratios = ' / '.join(f"{value / medians[base][i]:.2f}x" for i, value in enumerate(medians[name]))
        print(f"{name:10s} median wall {wall:6.2f} ms, CPU {used:6.2f} ms, peak resident {resident:5.1f} MiB"
              f"  ({ratios} of {base})")
    for name in names[1:]:
        differences = sorted(b - a for a, b in zip(times[base], times[name]))
        quarter = len(differences) // 4
        print(f"{name} - {base}: median of paired differences {statistics.median(differences):+.2f} ms "
              f"(middle half {differences[quarter]:+.2f} .. {differences[-quarter - 1]:+.2f})")


if __name__ == '__main__':
    main()
