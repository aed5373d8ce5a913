#!/usr/bin/env python3
"""Makes v1.supernode from v1.sql. Run once; the fixture is then kept as it is."""
import os, sqlite3
here = os.path.dirname(os.path.abspath(__file__))
target = os.path.join(here, "v1.supernode")
if os.path.exists(target):
    os.remove(target)
db = sqlite3.connect(target)
db.executescript(open(os.path.join(here, "v1.sql"), encoding="utf-8").read())
db.commit()
db.close()
