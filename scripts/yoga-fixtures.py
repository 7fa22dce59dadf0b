#!/usr/bin/env python3
"""Carries the numbers of Yoga's generated layout fixtures into a JSON file for BridgeUI's
layout tests: each fixture's styles (as React Native's style props) and the frames Yoga computes
left to right, and right to left (`NAME_rtl`). Reads the fixtures from a checkout of a port of Yoga's generated tests (Go files
of `assertFloatEqual(t, value, node.LayoutGetLeft())` lines); keeps those whose styles the
layout supports.

    python3 scripts/yoga-fixtures.py CHECKOUT > Tests/BridgeUITests/Fixtures/yoga-layouts.json
"""
import json, re, sys, pathlib

EDGES = {'EdgeLeft': 'Left', 'EdgeTop': 'Top', 'EdgeRight': 'Right', 'EdgeBottom': 'Bottom', 'EdgeStart': 'Start',
         'EdgeEnd': 'End', 'EdgeAll': '', 'EdgeHorizontal': 'Horizontal', 'EdgeVertical': 'Vertical'}
ENUMS = {
    'FlexDirectionRow': 'row', 'FlexDirectionColumn': 'column', 'FlexDirectionRowReverse': 'row-reverse',
    'FlexDirectionColumnReverse': 'column-reverse', 'JustifyFlexStart': 'flex-start', 'JustifyCenter': 'center',
    'JustifyFlexEnd': 'flex-end', 'JustifySpaceBetween': 'space-between', 'JustifySpaceAround': 'space-around',
    'JustifySpaceEvenly': 'space-evenly', 'AlignAuto': 'auto', 'AlignFlexStart': 'flex-start', 'AlignCenter': 'center',
    'AlignFlexEnd': 'flex-end', 'AlignStretch': 'stretch', 'AlignBaseline': 'baseline', 'AlignSpaceBetween': 'space-between',
    'AlignSpaceAround': 'space-around', 'WrapWrap': 'wrap', 'WrapNoWrap': 'nowrap', 'PositionTypeAbsolute': 'absolute',
    'PositionTypeRelative': 'relative', 'DisplayNone': 'none', 'DisplayFlex': 'flex',
    'DirectionLTR': 'ltr', 'DirectionRTL': 'rtl', 'DirectionInherit': 'inherit',
}
PLAIN = {'Width': 'width', 'Height': 'height', 'MinWidth': 'minWidth', 'MinHeight': 'minHeight', 'MaxWidth': 'maxWidth',
         'MaxHeight': 'maxHeight', 'FlexGrow': 'flexGrow', 'FlexShrink': 'flexShrink', 'Flex': 'flex', 'FlexBasis': 'flexBasis',
         'AspectRatio': 'aspectRatio'}
ENUM_PROPS = {'FlexDirection': 'flexDirection', 'JustifyContent': 'justifyContent', 'AlignItems': 'alignItems',
              'AlignSelf': 'alignSelf', 'AlignContent': 'alignContent', 'FlexWrap': 'flexWrap', 'PositionType': 'position',
              'Display': 'display', 'Direction': 'direction'}
GUTTERS = {'GutterColumn': 'columnGap', 'GutterRow': 'rowGap', 'GutterAll': 'gap'}


class Unsupported(Exception):
    pass


def number(text):
    text = text.strip()
    if text in ('Undefined', 'YGUndefined'):
        return None
    return float(text.rstrip('f'))


def style(props, setter, args):
    percent = setter.endswith('Percent')
    name = setter[:-len('Percent')] if percent else setter
    value = lambda v: f'{number(v):g}%' if percent else number(v)
    if name.endswith('Auto'):
        if name[:-4] in ('Width', 'Height', 'FlexBasis'):
            props[PLAIN[name[:-4]]] = 'auto'
            return
        if name == 'MarginAuto' and EDGES.get(args[0]) not in (None, '', 'Horizontal', 'Vertical'):
            props['margin' + EDGES[args[0]]] = 'auto'
            return
        raise Unsupported(setter)
    if name in PLAIN:
        props[PLAIN[name]] = value(args[0])
    elif name in ENUM_PROPS:
        if args[0] not in ENUMS:
            raise Unsupported(args[0])
        props[ENUM_PROPS[name]] = ENUMS[args[0]]
    elif name in ('Margin', 'Padding', 'Position', 'Border'):
        edge = EDGES.get(args[0])
        if edge is None:
            raise Unsupported(args[0])
        if name == 'Position':
            if edge in ('', 'Horizontal', 'Vertical'):
                raise Unsupported('position ' + args[0])
            props[edge[0].lower() + edge[1:]] = value(args[1])
        elif name == 'Border':
            props['border' + edge + 'Width'] = value(args[1])
        else:
            props[name.lower() + edge] = value(args[1])
    elif name == 'Gap':
        props[GUTTERS[args[0]]] = value(args[1])
    else:
        raise Unsupported(setter)


def fixtures(name, body):
    """The fixture's left-to-right and right-to-left layouts."""
    nodes, children, layouts = {}, {}, []
    for line in body.splitlines():
        line = line.strip()
        if m := re.match(r'(\w+) := (?:YG)?(?:New)?Node(?:New)?WithConfig\(config\)', line):
            nodes[m[1]] = {}
            children[m[1]] = []
        elif m := re.match(r'(\w+)\.StyleSet(\w+)\((.*)\)$', line):
            style(nodes[m[1]], m[2], [a.strip() for a in m[3].split(',')])
        elif m := re.match(r'YGNodeStyleSet(\w+)\((\w+), (.*)\)$', line):
            style(nodes[m[2]], m[1], [a.strip() for a in m[3].split(',')])
        elif m := re.match(r'(?:(\w+)\.InsertChild\((\w+), \d+\)|YGNodeInsertChild\((\w+), (\w+), \d+\))', line):
            parent, child = (m[1], m[2]) if m[1] else (m[3], m[4])
            children[parent].append(child)
        elif m := re.match(r'(?:YGNode)?CalculateLayout\((\w+), ([^,]+), ([^,]+), (?:YG)?Direction(\w+)\)', line):
            layouts.append({'root': m[1], 'width': number(m[2]), 'height': number(m[3]), 'rtl': m[4] == 'RTL', 'expected': {}})
        elif m := re.match(r'assertFloatEqual\(t, ([-\d.]+), (?:(\w+)\.LayoutGet(\w+)\(\)|YGNodeLayoutGet(\w+)\((\w+)\))\)', line):
            node, field = (m[2], m[3]) if m[2] else (m[5], m[4])
            if not layouts:
                raise Unsupported('an assertion before any layout')
            layouts[-1]['expected'].setdefault(node, {})[field.lower()] = float(m[1])
        elif line and not line.startswith(('config :=', '//', 'func ', '}', 'assert')) and not layouts:
            raise Unsupported(line)
        elif line.startswith(('root.Set', 'YGNodeSet', 'YGConfig', 'config.')) or 'Measure' in line or 'BaselineFunc' in line:
            raise Unsupported(line)
    if not layouts:
        raise Unsupported('no layout')

    def tree(n, expected):
        return {'props': nodes[n], 'children': [tree(c, expected) for c in children[n]],
                'expected': [expected[n][k] for k in ('left', 'top', 'width', 'height')]}
    return [{'name': name + ('_rtl' if layout['rtl'] else ''), 'rtl': layout['rtl'], 'width': layout['width'],
             'height': layout['height'], 'root': tree(layout['root'], layout['expected'])} for layout in layouts[:2]]


def main(checkout):
    out = []
    for path in sorted(pathlib.Path(checkout).glob('*_test.go')):
        text = path.read_text()
        for m in re.finditer(r'func Test(\w+)\(t \*testing\.T\) \{\n(.*?)\n\}\n', text, re.S):
            try:
                out += fixtures(m[1].lower(), m[2])
            except (Unsupported, KeyError, ValueError, TypeError):
                continue
    json.dump(out, sys.stdout, indent=0, sort_keys=True)
    print(f'{len(out)} fixtures', file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv[1])
