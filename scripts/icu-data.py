#!/usr/bin/env python3
"""Writes an ICU common-data package holding only some items of another.

Usage: scripts/icu-data.py FULL.dat TRIMMED.dat KEEP-LIST

The statically linked Foundation brings ICU's whole data package (about 34 MB: every locale's
names, calendars, collations, converters, dictionaries). bridge-run's own code uses none of it
(docs/performance.md, "The installed program"), so scripts/install.sh links a package of the items KEEP-LIST
names instead: one item name per line (`root.res`, `coll/ucadata.icu`), without the package's
`icudtNNl/` prefix; `#` starts a comment. An item the list names that the package lacks is an
error, so a list that has gone stale with a new toolchain says so.

The package format is ICU's "offset table of contents" (ucmndata.h): a data header, then a
count and (name offset, data offset) pairs relative to the table, then the names, then each
item, 16-byte aligned, in name order. A list of every item writes the package unchanged.
"""
import struct
import sys

# What ICU's own package tool fills alignment gaps with (so that a package of every item is
# written byte for byte as the toolchain's).
PAD = b"\xaa"


def read_package(data):
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD":
        sys.exit("icu-data: not an ICU common-data package")
    if data[8] != 0:
        sys.exit("icu-data: only little-endian packages are handled")
    (count,) = struct.unpack_from("<I", data, header_size)
    entries = []
    for i in range(count):
        name_at, data_at = struct.unpack_from("<II", data, header_size + 4 + 8 * i)
        start = header_size + name_at
        entries.append((data[start:data.index(b"\0", start)].decode("ascii"), header_size + data_at))
    items = {}
    for i, (name, start) in enumerate(entries):
        end = entries[i + 1][1] if i + 1 < count else len(data)
        items[name] = data[start:end]
    return data[:header_size], items


def write_package(header, items):
    names = sorted(items)
    table = 4 + 8 * len(names)
    name_bytes = b"".join(n.encode("ascii") + b"\0" for n in names)
    first_item = table + len(name_bytes)
    first_item += -(len(header) + first_item) % 16
    pairs, body, name_at = [], b"", table
    for name in names:
        pairs.append((name_at, first_item + len(body)))
        name_at += len(name) + 1
        item = items[name]
        body += item + PAD * (-len(item) % 16)
    out = bytearray(header)
    out += struct.pack("<I", len(names))
    for pair in pairs:
        out += struct.pack("<II", *pair)
    out += name_bytes
    out += PAD * (len(header) + first_item - len(out))
    out += body
    return bytes(out)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[2])
    full, trimmed, keep_list = sys.argv[1:]
    data = open(full, "rb").read()
    header, items = read_package(data)
    prefix = next(iter(items)).split("/", 1)[0] + "/"
    wanted = []
    for line in open(keep_list):
        line = line.split("#", 1)[0].strip()
        if line:
            wanted.append(prefix + line)
    missing = [w for w in wanted if w not in items]
    if missing:
        sys.exit("icu-data: the package has no " + ", ".join(missing))
    kept = {w: items[w] for w in wanted}
    out = write_package(header, kept)
    # What was written must read back as the same items.
    if read_package(out)[1] != {n: v + PAD * (-len(v) % 16) for n, v in kept.items()}:
        sys.exit("icu-data: the package written does not read back")
    open(trimmed, "wb").write(out)
    print(f"icu-data: {len(kept)} of {len(items)} items, {len(out)} of {len(data)} bytes",
          file=sys.stderr)


if __name__ == "__main__":
    main()
