#!/usr/bin/env python3
"""Traces where a start of bridge-run goes, phase by phase.

Usage: python3 scripts/startup-trace.py RUNS [BRIDGE_RUN [SCRIPT]]
       (defaults: .build/release/bridge-run and a script that logs one line)

Runs the program RUNS times with BRIDGE_TRACE_STARTUP set to the monotonic time just before
each launch; the program then writes each phase's end (docs/performance.md lists them). Prints
each phase's median end and the median of its own length, the dynamic loader's own figures
(LD_DEBUG=statistics: its time and the relocations it applied), and the whole run's median
wall time, CPU time and peak resident memory.
"""
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def launch(command, env):
    """Runs command; returns (wall ms, CPU ms, peak resident MiB, stderr)."""
    with tempfile.TemporaryFile() as err:
        start = time.monotonic_ns()
        env = dict(env, BRIDGE_TRACE_STARTUP=str(start)) if 'BRIDGE_TRACE_STARTUP' in env else env
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = (time.monotonic_ns() - start) / 1e6
        err.seek(0)
        text = err.read().decode(errors='replace')
    if status != 0:
        sys.exit(f"{' '.join(command)} failed ({status}):\n{text}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024, text


def loader_figures(command):
    """The dynamic loader's statistics of one run, as it prints them."""
    _, _, _, text = launch(command, dict(os.environ, LD_DEBUG='statistics'))
    figures = {}
    for line in text.splitlines():
        match = re.search(r'(total startup time in dynamic loader|time needed for relocation|number of relocations(?: from cache)?|number of relative relocations):\s*([\d,]+)', line)
        if match:
            figures.setdefault(match.group(1), []).append(int(match.group(2).replace(',', '')))
    return {name: sum(values) for name, values in figures.items()}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    runs = int(sys.argv[1])
    program = sys.argv[2] if len(sys.argv) > 2 else '.build/release/bridge-run'
    if len(sys.argv) > 3:
        script = sys.argv[3]
    else:
        handle = tempfile.NamedTemporaryFile('w', suffix='.js', delete=False)
        handle.write("console.log('hello')\n")
        handle.close()
        script = handle.name
    command = [program, script]
    env = dict(os.environ, BRIDGE_TRACE_STARTUP='')
    for _ in range(5):  # warm the page cache
        launch(command, env)
    ends, lengths, totals = {}, {}, []
    order = []
    for _ in range(runs):
        wall, cpu, peak, text = launch(command, env)
        totals.append((wall, cpu, peak))
        previous = 0
        for line in text.splitlines():
            parts = line.split()
            if len(parts) != 3 or parts[0] != 'bridge-startup':
                continue
            phase, end = parts[1], int(parts[2]) / 1000
            if phase not in ends:
                order.append(phase)
            ends.setdefault(phase, []).append(end)
            lengths.setdefault(phase, []).append(end - previous)
            previous = end
    print(f"{'phase':14s} {'ends at':>9s} {'takes':>9s}   (medians of {runs} runs, ms)")
    for phase in order:
        print(f"{phase:14s} {statistics.median(ends[phase]):9.2f} {statistics.median(lengths[phase]):9.2f}")
    wall, cpu, peak = (statistics.median(t[i] for t in totals) for i in range(3))
    print(f"whole run: wall {wall:.2f} ms, CPU {cpu:.2f} ms, peak resident {peak:.1f} MiB")
    for name, value in loader_figures(command).items():
        unit = ' cycles' if 'time' in name else ''
        print(f"loader: {name}: {value:,}{unit}")


if __name__ == '__main__':
    main()
