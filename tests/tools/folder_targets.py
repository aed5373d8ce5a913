#!/usr/bin/env python3
"""Checks that each folder of a layer is one CMake target.

Usage: folder_targets.py ROOT LAYER...

For every folder directly under ROOT/LAYER that holds a .cpp file: its own
CMakeLists.txt declares exactly one library, and that file lists every .cpp
of the folder (subfolders included) and none from elsewhere; the layer's
own CMakeLists.txt compiles nothing (an INTERFACE library naming the whole
layer is allowed). A source compiled into another folder's target, or a
folder with no target of its own, is printed as "LAYER/FOLDER: why", and
the script exits 1.
"""
import os
import re
import sys

SOURCE_TOKEN = re.compile(r"[\w./${}-]+\.cpp\b")
LIBRARY = re.compile(r"\badd_library\s*\(\s*([\w-]+)")


def sources_in(folder):
    found = set()
    for dirpath, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".cpp"):
                found.add(os.path.relpath(os.path.join(dirpath, name), folder))
    return found


def listed_sources(cmake_text):
    code = "\n".join(line.split("#", 1)[0] for line in cmake_text.splitlines())
    return code, {os.path.normpath(token) for token in SOURCE_TOKEN.findall(code)}


def problems_of(layer_dir, layer):
    problems = []
    for folder in sorted(os.listdir(layer_dir)):
        path = os.path.join(layer_dir, folder)
        if not os.path.isdir(path):
            continue
        sources = sources_in(path)
        if not sources:
            continue
        where = f"{layer}/{folder}"
        cmake = os.path.join(path, "CMakeLists.txt")
        if not os.path.isfile(cmake):
            problems.append(f"{where}: no CMakeLists.txt of its own")
            continue
        with open(cmake, encoding="utf-8") as f:
            code, listed = listed_sources(f.read())
        libraries = LIBRARY.findall(code)
        if len(libraries) != 1:
            problems.append(f"{where}: declares {len(libraries)} libraries, not one")
        for source in sorted(listed - sources):
            problems.append(f"{where}: compiles {source}, which is not in the folder")
        for source in sorted(sources - listed):
            problems.append(f"{where}: {source} is not compiled by the folder's target")
    parent = os.path.join(layer_dir, "CMakeLists.txt")
    if os.path.isfile(parent):
        with open(parent, encoding="utf-8") as f:
            code, listed = listed_sources(f.read())
        compiled = [name for name in LIBRARY.findall(code) if not re.search(rf"\b{name}\s+INTERFACE\b", code)]
        if compiled or listed:
            problems.append(f"{layer}: compiles sources outside its folders' targets")
    return problems


def main(argv):
    if len(argv) < 3:
        print("usage: folder_targets.py ROOT LAYER...", file=sys.stderr)
        return 2
    root = argv[1]
    problems = []
    for layer in argv[2:]:
        layer_dir = os.path.join(root, layer)
        if not os.path.isdir(layer_dir):
            print(f"{layer_dir}: no such folder", file=sys.stderr)
            return 2
        problems += problems_of(layer_dir, layer)
    for problem in problems:
        print(problem)
    if not problems:
        print("every folder is one target")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
