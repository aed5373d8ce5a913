#!/usr/bin/env python3
"""Find include cycles between the folders of a layer (model/, views/, ...).

A folder is a layer's first-level subfolder (model/rules, views/floorplan).
An include is resolved the way the compiler resolves it: first beside the
including file, then from the source root ("model/rules/finding.h"), then
under each layer root given on the command line.
Prints each cycle with one include per arrow; exits 1 when any is found.

With --layer-paths, an include of a source file must also be written from
the source root, naming its layer ("views/main/main_window.h", not
"main/main_window.h" nor "main_window.h"): a folder name such as
"faults/" exists in several layers, and only the full path says which.

usage: folder_cycles.py SOURCE_ROOT LAYER [LAYER...] [--graph] [--layer-paths]
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SOURCE = ('.h', '.hpp', '.cpp')


def folder_of(path, root):
    """model/rules/cooling/x.cpp -> model/rules; model/x.h -> model."""
    parts = os.path.relpath(path, root).split(os.sep)
    return '/'.join(parts[:2]) if len(parts) > 2 else parts[0]


def resolve(include, here, roots):
    for base in [here] + roots:
        candidate = os.path.normpath(os.path.join(base, include))
        if os.path.isfile(candidate):
            return candidate
    return None


def short_paths(root, layers):
    """Includes of files under a layer not written from the source root."""
    found = []
    for layer in layers:
        for dirpath, _, files in os.walk(os.path.join(root, layer)):
            for name in files:
                if not name.endswith(SOURCE):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    text = f.read()
                for include in INCLUDE.findall(text):
                    if os.path.isfile(os.path.join(root, include)):
                        continue
                    target = resolve(include, dirpath, [os.path.join(root, l) for l in layers])
                    if target:
                        found.append(f'{os.path.relpath(path, root)}: "{include}" is '
                                     f'"{os.path.relpath(target, root)}"')
    return found


def edges_of(root, layers):
    layer_roots = [os.path.join(root, layer) for layer in layers]
    roots = [root] + layer_roots
    edges = {}
    for layer_root in layer_roots:
        for dirpath, _, files in os.walk(layer_root):
            for name in files:
                if not name.endswith(SOURCE):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    text = f.read()
                source = folder_of(path, root)
                for include in INCLUDE.findall(text):
                    target = resolve(include, dirpath, roots)
                    if not target:
                        continue
                    dest = folder_of(target, root)
                    if dest != source:
                        edges.setdefault((source, dest), []).append(
                            os.path.relpath(path, root) + ' -> ' + include)
    return edges


def strongly_connected(nodes, edges):
    """Tarjan's algorithm, iterative enough for a few dozen folders."""
    graph = {n: sorted(d for (s, d) in edges if s == n) for n in nodes}
    index, low, stack, on_stack, result = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                result.append(sorted(component))

    for n in sorted(nodes):
        if n not in index:
            visit(n)
    return result


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if len(args) < 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    root, layers = args[0], args[1:]
    edges = edges_of(root, layers)
    if '--graph' in argv:
        for (s, d), why in sorted(edges.items()):
            print(f'{s} -> {d}  ({len(why)}: {why[0]})')
    nodes = {n for pair in edges for n in pair}
    cycles = [c for c in strongly_connected(nodes, edges)]
    for cycle in cycles:
        print('cycle: ' + ' <-> '.join(cycle))
        members = set(cycle)
        for (s, d), why in sorted(edges.items()):
            if s in members and d in members:
                print(f'  {s} -> {d}: {why[0]}' + (f' (+{len(why) - 1})' if len(why) > 1 else ''))
    if not cycles:
        print('no include cycle between folders of ' + ', '.join(layers))
    short = short_paths(root, layers) if '--layer-paths' in argv else []
    for line in short:
        print('include without its layer: ' + line)
    return 1 if cycles or short else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
