#!/usr/bin/env python3
"""Writes the hand-checked hall of tst_dxf_import with ezdxf (a writer
independent of the program), as an architect would send it:

  outline    A-WALL      a closed polyline, 40 x 25 m
  columns    S-COLS      block COL600 (a 600 mm square, its hatch and two
                         diagonals) inserted as a MINSERT array: 5 columns
                         8.4 m apart along x, 3 rows 8.4 m apart
  partition  A-WALL-INT  a polyline 200 mm wide, 10 m long
  doors      A-DOOR      block DOOR1000 (leaf line + quarter-circle swing),
                         inserted twice: bottom edge at rotation 0, left
                         edge at rotation 270
  notes      A-ANNO      two TEXT entities
  grid       A-GRID      8 LINEs (column grid lines)

Drawing coordinates (metres, origin of the building grid far away):
outline (100, 50)-(140, 75); column array insertion (103.6, 53.9);
door hinges at (110, 50) and (100, 60); partition (130, 50)-(130, 60).

Usage: write_hall.py OUT UNITS VERSION   UNITS: m or mm; VERSION: R2000 or R2018"""
import sys

import ezdxf
from ezdxf import units

out, unit, version = sys.argv[1], sys.argv[2], sys.argv[3]
k = 1.0 if unit == "m" else 1000.0  # drawing units per metre


def p(x, y):
    return (x * k, y * k)


doc = ezdxf.new(version)
doc.units = units.M if unit == "m" else units.MM
for name in ("A-WALL", "S-COLS", "A-WALL-INT", "A-DOOR", "A-ANNO", "A-GRID"):
    doc.layers.add(name)

col = doc.blocks.new(name="COL600")
# Block contents on layer 0 take the INSERT's layer.
col.add_lwpolyline([p(-0.3, -0.3), p(0.3, -0.3), p(0.3, 0.3), p(-0.3, 0.3)], close=True)
hatch = col.add_hatch(color=8)
hatch.paths.add_polyline_path([p(-0.3, -0.3), p(0.3, -0.3), p(0.3, 0.3), p(-0.3, 0.3)], is_closed=True)
col.add_line(p(-0.3, -0.3), p(0.3, 0.3))
col.add_line(p(-0.3, 0.3), p(0.3, -0.3))

door = doc.blocks.new(name="DOOR1000")
door.add_line(p(0, 0), p(0, 1))                     # the leaf, standing open along +y
door.add_arc(p(0, 0), 1.0 * k, 0, 90)               # its free end's sweep from the jamb at (1, 0)

msp = doc.modelspace()
msp.add_lwpolyline([p(100, 50), p(140, 50), p(140, 75), p(100, 75)], close=True, dxfattribs={"layer": "A-WALL"})
cols = msp.add_blockref("COL600", p(103.6, 53.9), dxfattribs={"layer": "S-COLS"})
cols.grid(size=(3, 5), spacing=(8.4 * k, 8.4 * k))   # 3 rows, 5 columns
msp.add_lwpolyline([p(130, 50), p(130, 60)], dxfattribs={"layer": "A-WALL-INT", "const_width": 0.2 * k})
msp.add_blockref("DOOR1000", p(110, 50), dxfattribs={"layer": "A-DOOR"})
msp.add_blockref("DOOR1000", p(100, 60), dxfattribs={"layer": "A-DOOR", "rotation": 270})
msp.add_text("HALL 2", dxfattribs={"layer": "A-ANNO", "height": 0.5 * k, "insert": p(120, 70)})
msp.add_text("40 x 25 m", dxfattribs={"layer": "A-ANNO", "height": 0.5 * k, "insert": p(120, 69)})
for i in range(5):
    msp.add_line(p(103.6 + 8.4 * i, 48), p(103.6 + 8.4 * i, 77), dxfattribs={"layer": "A-GRID"})
for j in range(3):
    msp.add_line(p(98, 53.9 + 8.4 * j), p(142, 53.9 + 8.4 * j), dxfattribs={"layer": "A-GRID"})
doc.saveas(out)
