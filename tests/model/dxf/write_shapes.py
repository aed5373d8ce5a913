#!/usr/bin/env python3
"""Writes, with ezdxf, a 20 x 10 m hall in millimetres that exercises the
import's transforms (tst_dxf_import::transformsFromEzdxf has the hand
arithmetic):

  HALL   LWPOLYLINE (0,0) (20000,0) (20000,10000) (0,10000), closed; the first
         edge bulges outwards by tan(5 deg) (a 20 deg arc)
  COLS   block GRID2 (two INSERTs of block COL, a 600 mm square, at (0,0)
         and (6000,0)) inserted at (4000, 3000), rotated 90 deg
  DOORS  block DOOR (leaf (0,0)-(0,1000), arc about (0,0) r 1000 from 0 to
         90 deg) inserted at (15000, 10000) mirrored in y (yscale -1)
  KEEP   an old-style POLYLINE (1000,1000) (3000,1000) (3000,2000)
         (1000,2000), closed, and a CIRCLE at (18000, 5000) r 500

Usage: write_shapes.py OUT"""
import math
import sys

import ezdxf
from ezdxf import units

doc = ezdxf.new("R2000")
doc.units = units.MM
for name in ("HALL", "COLS", "DOORS", "KEEP"):
    doc.layers.add(name)
col = doc.blocks.new(name="COL")
col.add_lwpolyline([(-300, -300), (300, -300), (300, 300), (-300, 300)], close=True)
grid = doc.blocks.new(name="GRID2")
grid.add_blockref("COL", (0, 0))
grid.add_blockref("COL", (6000, 0))
door = doc.blocks.new(name="DOOR")
door.add_line((0, 0), (0, 1000))
door.add_arc((0, 0), 1000, 0, 90)

msp = doc.modelspace()
msp.add_lwpolyline([(0, 0, math.tan(math.radians(5))), (20000, 0, 0), (20000, 10000, 0), (0, 10000, 0)],
                   format="xyb", close=True, dxfattribs={"layer": "HALL"})
msp.add_blockref("GRID2", (4000, 3000), dxfattribs={"layer": "COLS", "rotation": 90})
msp.add_blockref("DOOR", (15000, 10000), dxfattribs={"layer": "DOORS", "yscale": -1})
msp.add_polyline2d([(1000, 1000), (3000, 1000), (3000, 2000), (1000, 2000)], close=True, dxfattribs={"layer": "KEEP"})
msp.add_circle((18000, 5000), 500, dxfattribs={"layer": "KEEP"})
doc.saveas(sys.argv[1])
