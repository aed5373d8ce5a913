#!/usr/bin/env python3
"""Writes the regression cases of tst_fuzz (issue #20): inputs that once
crashed, hung or were wrongly accepted. Each is the bundled example or a
NetBox import with one hostile change. Run from the repository root:

    python3 tests/data/fuzz/make_cases.py build/bin/supernode-designer

It needs the built CLI only to make the base .supernode and user catalog."""
import json, os, shutil, sqlite3, subprocess, sys, tempfile

cli = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, '..', '..', '..'))
shared = os.path.join(root, '..', 'shared', 'data', 'netbox-device-types')
example = os.path.join(root, 'resources', 'examples', 'liquid-row.json')
HUGE = '"@@HUGE@@"'


def design():
    with open(example) as f:
        return json.load(f)


def write(name, text):
    with open(os.path.join(here, name), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)


def write_json(name, doc, huge=None):
    text = json.dumps(doc, indent=2, ensure_ascii=False) + '\n'
    if huge:
        text = text.replace(HUGE, huge)
    write(name, text)


# Numbers outside double range: nlohmann threw out_of_range.406 (abort, exit 134).
for name, pointer, huge in [('design-number-overflow.json', ('racks', 0, 'x_mm'), '1e400'),
                            ('design-negative-overflow.json', ('racks', 1, 'y_mm'), '-1e400'),
                            ('design-dbl-max-overflow.json', ('room', 'width_mm'), '1.7976931348623157e309'),
                            ('design-exponent-overflow.json', ('devices', 0, 'placement', 'floor_x_mm'), '1e999999')]:
    d = design()
    node = d
    for key in pointer[:-1]:
        node = node[key]
    node[pointer[-1]] = '@@HUGE@@'
    write_json(name, d, huge)

# 10^5 levels of '[': the recursive parse overflowed the stack (exit 139).
d = json.dumps(design(), indent=2)
write('design-deep-nesting.json', d.replace('"cables": [', '"cables": [' + '[' * 100000 + ']' * 100000 + ',', 1))

# A device at U 2147483647: signed overflow in the placement rules, accepted with exit 0.
d = design()
d['devices'][0]['placement']['u'] = 2147483647
write_json('design-device-u-overflow.json', d)

# A 10 km room.
d = design()
d['room']['width_mm'] = 10_000_000
write_json('design-room-10km.json', d)

# Values echoed in refusals: a newline, and 5 000 characters.
d = design()
d['devices'][0]['type'] = 'hgx\nsecond line'
write_json('design-newline-in-type.json', d)
d = design()
d['devices'][0]['type'] = 'x' * 5000
write_json('design-long-type.json', d)

tmp = tempfile.mkdtemp()
try:
    user = os.path.join(tmp, 'user.json')
    subprocess.run([cli, 'catalog', 'import', os.path.join(shared, 'Nvidia', 'QM9700.yaml'), '-o', user], check=True,
                   stdout=subprocess.DEVNULL)
    with open(user) as f:
        catalog = json.load(f)

    # count 2147483647: expanding the ports hung; first 2147483647 overflowed `first + i`.
    c = json.loads(json.dumps(catalog))
    c['entries'][0]['ports'][0]['count'] = 2147483647
    write_json('catalog-port-count-max.json', c)
    c = json.loads(json.dumps(catalog))
    c['entries'][0]['ports'][0]['first'] = 2147483647
    write_json('catalog-port-first-max.json', c)
    c = json.loads(json.dumps(catalog))
    c['entries'][0]['max_power_w'] = '@@HUGE@@'
    write_json('catalog-number-overflow.json', c, '1e400')
    text = json.dumps(catalog, indent=2)
    write('catalog-deep-nesting.json', text.replace('"entries": [', '"entries": [' + '[' * 100000, 1))

    # .supernode files: the example converted, then changed with SQL.
    base = os.path.join(tmp, 'base.supernode')
    subprocess.run([cli, 'convert', example, base], check=True, stdout=subprocess.DEVNULL)
    first = '(SELECT min(seq) FROM {t})'
    for name, sql in [
        ('store-rack-x-inf.supernode', f"UPDATE rack SET x_mm = 9e999 WHERE seq = {first.format(t='rack')}"),
        ('store-rack-x-text.supernode', f"UPDATE rack SET x_mm = 'abc' WHERE seq = {first.format(t='rack')}"),
        ('store-meta-recursive-view.supernode',
         "ALTER TABLE meta RENAME TO meta_old; CREATE VIEW meta AS WITH RECURSIVE c(x) AS "
         "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT 'name' AS key, x AS value FROM c"),
        ('store-trigger.supernode', "CREATE TRIGGER wipe AFTER INSERT ON meta BEGIN DELETE FROM rack; END"),
        ('store-tray-path-overflow.supernode',
         f"UPDATE tray SET path = '[[1e400, 0], [1, 1]]' WHERE seq = {first.format(t='tray')}"),
        ('store-catalog-json-overflow.supernode',
         f"UPDATE catalog_entry SET json = '{{\"kind\": \"device\", \"id\": \"x\", \"u_height\": 1e400}}' "
         f"WHERE seq = {first.format(t='catalog_entry')}"),
        ('store-device-u-overflow.supernode', f"UPDATE device SET u = 2147483647 WHERE seq = {first.format(t='device')}"),
        ('store-missing-column.supernode', "ALTER TABLE cable DROP COLUMN label"),
    ]:
        out = os.path.join(here, name)
        shutil.copyfile(base, out)
        db = sqlite3.connect(out)
        db.executescript(sql)
        db.commit()
        db.execute('VACUUM')
        db.close()
finally:
    shutil.rmtree(tmp)

# yaml-cpp's depth guard said only "bad file".
with open(os.path.join(shared, 'Nvidia', 'QM9700.yaml')) as f:
    yaml = f.read()
write('netbox-deep-nesting.yaml', yaml + 'comments: ' + '[' * 5000 + ']' * 5000 + '\n')
