#!/usr/bin/env python3
# Independent figures for tst_netbox_modules, counted with
# PyYAML and jsonschema as the library's own tests/definitions_test.py reads
# and validates its files, and the kinds by the rule in model/netbox/README.md:
#   python3 tests/model/netbox_module_count.py ../shared/data/netbox-devicetype-library
# At 56ea927: files 1466, all valid; psu 554, nic 631, transceiver 0, 281
# passed over; 2 id collisions without the hash suffix (N9K-SUP-A/A+,
# N9K-SUP-B/B+), none with it (54 ids carry it).
import sys, os, glob, json, decimal, re, collections
sys.path.insert(0, sys.argv[1] + '/tests')
import yaml
from yaml_loader import DecimalSafeLoader
from referencing import Registry, Resource
from jsonschema import Draft202012Validator
root = sys.argv[1]
reg = Registry()
for f in os.listdir(root + '/schema'):
    reg = Resource.from_contents(json.load(open(root + '/schema/' + f), parse_float=decimal.Decimal)) @ reg
schema = json.load(open(root + '/schema/moduletype.json'), parse_float=decimal.Decimal)
v = Draft202012Validator(schema, registry=reg)
files = sorted(glob.glob(root + '/module-types/**/*', recursive=True))
files = [f for f in files if os.path.isfile(f)]
print('files', len(files), 'yaml', sum(f.endswith(('.yaml', '.yml')) for f in files))
kinds = collections.Counter(); invalid = []
trx = re.compile(r'transceiver', re.I)
for f in files:
    if not f.endswith(('.yaml', '.yml')): continue
    d = yaml.load(open(f), Loader=DecimalSafeLoader)
    errs = list(v.iter_errors(d))
    if errs: invalid.append((f, errs[0].message)); continue
    ifs = [i for i in d.get('interfaces', []) if i['type'] not in ('virtual', 'bridge', 'lag')]
    pps = d.get('power-ports', [])
    text = ' '.join(str(d.get(k, '')) for k in ('model', 'description', 'comments'))
    if ifs and len(ifs) == 1 and not pps and trx.search(text): kinds['transceiver'] += 1
    elif ifs: kinds['nic'] += 1
    elif pps: kinds['psu'] += 1
    else: kinds['skipped'] += 1
print(dict(kinds), 'invalid', len(invalid))
for f, m in invalid[:10]: print('  ', f, m)
ids = collections.Counter()
def slug(t): return re.sub(r'^-+|-+$', '', re.sub(r'[^a-z0-9]+', '-', str(t).lower()))
for f in files:
    d = yaml.load(open(f), Loader=DecimalSafeLoader)
    ids['netbox-module-%s-%s' % (slug(d['manufacturer']), slug(d['model']))] += 1
print('duplicate ids', [(k, n) for k, n in ids.items() if n > 1])
import hashlib
ids2 = collections.Counter(); hashed = 0
for f in files:
    d = yaml.load(open(f), Loader=DecimalSafeLoader)
    i = 'netbox-module-%s-%s' % (slug(d['manufacturer']), slug(d['model']))
    if re.search(r'[^A-Za-z0-9 ._/-]', str(d['model'])):
        i += '-' + hashlib.sha1(('%s\n%s' % (d['manufacturer'], d['model'])).encode()).hexdigest()[:8]; hashed += 1
    ids2[i] += 1
print('with hash', hashed, 'duplicates', [(k, n) for k, n in ids2.items() if n > 1])
