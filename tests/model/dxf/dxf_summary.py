#!/usr/bin/env python3
"""Reads a DXF with ezdxf (independent of the program) and prints what the
tests compare as JSON:
  audit_errors, audit_fixes: ezdxf's Auditor messages (doc.audit())
  acadver, insunits:         header variables
  layers:                    every layer of the LAYER table
  counts:                    {layer: {entity type: count}} in model space
  detail:                    for each layer named after FILE on the command
                             line, every entity: type, points / centre /
                             radius / start and end angle, const_width,
                             elevation, text.
Usage: dxf_summary.py FILE [LAYER...]"""
import json
import re
import sys

import ezdxf


def detail(e):
    t = e.dxftype()
    d = {"type": t}
    if t == "LWPOLYLINE":
        d["points"] = [[p[0], p[1]] for p in e.get_points("xy")]
        d["closed"] = bool(e.closed)
        d["const_width"] = e.dxf.get("const_width", 0.0)
        d["elevation"] = e.dxf.get("elevation", 0.0)
    elif t == "LINE":
        d["points"] = [[e.dxf.start.x, e.dxf.start.y], [e.dxf.end.x, e.dxf.end.y]]
    elif t in ("CIRCLE", "ARC"):
        d["centre"] = [e.dxf.center.x, e.dxf.center.y]
        d["radius"] = e.dxf.radius
        if t == "ARC":
            d["start_angle"] = e.dxf.start_angle
            d["end_angle"] = e.dxf.end_angle
    elif t == "TEXT":
        # R2000 text outside ASCII is written as \U+XXXX; ezdxf 0.18 keeps the escape.
        d["text"] = re.sub(r"\\U\+([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), e.dxf.text)
        d["height"] = e.dxf.height
    return d


def main():
    doc = ezdxf.readfile(sys.argv[1])
    auditor = doc.audit()
    msp = doc.modelspace()
    counts = {}
    for e in msp:
        layer = counts.setdefault(e.dxf.layer, {})
        layer[e.dxftype()] = layer.get(e.dxftype(), 0) + 1
    wanted = set(sys.argv[2:])
    out = {
        "audit_errors": [str(x.message) for x in auditor.errors],
        "audit_fixes": [str(x.message) for x in auditor.fixes],
        "acadver": doc.dxfversion,
        "insunits": doc.header.get("$INSUNITS", 0),
        "layers": [layer.dxf.name for layer in doc.layers],
        "counts": counts,
        "detail": {name: [detail(e) for e in msp if e.dxf.layer == name] for name in wanted},
    }
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
