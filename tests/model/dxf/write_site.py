#!/usr/bin/env python3
"""Writes, with ezdxf, a site of four halls in metres ($INSUNITS 6) as an
architect would draw it (tst_dxf_import::siteHallsFromTheirOutlinesAndNames
has the arithmetic):

  A-WALL  LWPOLYLINE (0,0) (60,0) (60,30) (0,30), closed: the site's outline
  A-AREA  four closed LWPOLYLINEs 15 m wide and 30 m deep, side by side from
          x = 0, each a hall, and what names them:
          hall 1: an MTEXT at (7.5, 15), "{\\fArial|b1;Data hall}\\P1 (DH1)",
                  and a TEXT "fire exit" at (1, 1), farther from the middle
          hall 2: a TEXT "Network room (NR)" centred on (22.5, 15)
          hall 3: a TEXT "Cold store 18%%dC" inserted at (33, 15)
          hall 4: nothing
          a TEXT "North" at (30, 33), outside every hall, and a LINE
          (0, 15)-(60, 15), not an outline

Usage: write_site.py OUT"""
import sys

import ezdxf
from ezdxf import units
from ezdxf.enums import TextEntityAlignment

doc = ezdxf.new("R2010")
doc.units = units.M
for name in ("A-WALL", "A-AREA"):
    doc.layers.add(name)
msp = doc.modelspace()
msp.add_lwpolyline([(0, 0), (60, 0), (60, 30), (0, 30)], close=True, dxfattribs={"layer": "A-WALL"})
for i in range(4):
    x = 15 * i
    msp.add_lwpolyline([(x, 0), (x + 15, 0), (x + 15, 30), (x, 30)], close=True, dxfattribs={"layer": "A-AREA"})
msp.add_mtext("{\\fArial|b1;Data hall}\\P1 (DH1)", dxfattribs={"layer": "A-AREA", "insert": (7.5, 15), "char_height": 1})
msp.add_text("fire exit", dxfattribs={"layer": "A-AREA", "height": 0.3}).set_placement((1, 1))
msp.add_text("Network room (NR)", dxfattribs={"layer": "A-AREA", "height": 1}).set_placement(
    (22.5, 15), align=TextEntityAlignment.MIDDLE_CENTER)
msp.add_text("Cold store 18%%dC", dxfattribs={"layer": "A-AREA", "height": 1}).set_placement((33, 15))
msp.add_text("North", dxfattribs={"layer": "A-AREA", "height": 1}).set_placement((30, 33))
msp.add_line((0, 15), (60, 15), dxfattribs={"layer": "A-AREA"})
doc.saveas(sys.argv[1])
