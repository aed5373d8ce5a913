#!/usr/bin/env python3
"""Fuse an NCCL_TOPO_FILE rank by rank, as NCCL does on a real host, and check
that every GPU keeps a NIC beside it.

This extends tests/data/shared/tools/nccl_topo_check.py (its tokenizer reads the file
exactly as NCCL's xml.cc does) with NCCL's per-rank steps, following
../shared/docs/nccl-topology-xml.md section 1:

  3. each rank finds only its own GPU, by bus id, and fills every attribute
     the file leaves out on that GPU's <pci> and on each <pci> above it from
     sysfs (here: the marker value "sysfs");
  5. it trims every branch that leads neither to its GPU nor to a NIC (every
     NIC of the file counts as reported by the net plugin);
  6. the ranks' trees are fused (xml.cc xmlTopoFuseXmlRecursive): a child is
     the same element only when name, attribute count and every attribute
     value match; otherwise its whole subtree is added beside it.

A file passes when, after fusing all ranks, every GPU bus id and every NIC
name occurs once (a duplicate means a rank filled in what another did not),
and every GPU has a NIC (the first element of that name, which NCCL takes)
under the same fused PCIe switch element, or, for a GPU with <c2c>
(Grace-Blackwell), a NIC on the same CPU.

Usage: nccl_fusion_check.py SHARED_TOOLS_DIR FILE...
Exit status: 0 all files pass, 1 a file fails, 2 usage error or unreadable file.
"""

import sys

FILLED = ("class", "vendor", "device", "subsystem_vendor", "subsystem_device", "link_speed", "link_width")


class Elem:
    def __init__(self, name, attrs, subs):
        self.name, self.attrs, self.subs = name, list(attrs), subs
        self.parent = None

    def get(self, key):
        for k, v in self.attrs:
            if k == key:
                return v
        return None

    def same(self, other):
        return self.name == other.name and self.attrs == other.attrs

    def clone(self):
        e = Elem(self.name, self.attrs, [s.clone() for s in self.subs])
        for s in e.subs:
            s.parent = e
        return e


def convert(node):
    e = Elem(node.name, node.attrs, [convert(s) for s in node.subs])
    for s in e.subs:
        s.parent = e
    return e


def walk(e):
    yield e
    for s in e.subs:
        yield from walk(s)


def rank_view(system, busid):
    """One rank's tree: fill the GPU's chain from sysfs, trim the rest."""
    mine = system.clone()
    gpu_pci = next(e for e in walk(mine) if e.name == "pci" and e.get("busid") == busid)
    p = gpu_pci
    while p is not None and p.name == "pci":
        present = {k for k, _ in p.attrs}
        p.attrs += [(k, "sysfs") for k in FILLED if k not in present]
        p = p.parent

    def keep(e):
        if e.name == "pci" and e.get("busid") == busid:
            return True
        if e.name == "nic":
            return True
        if e.name == "gpu":
            return False  # another rank's GPU
        e.subs = [s for s in e.subs if keep(s)]
        return e.name not in ("pci", "cpu") or bool(e.subs)

    keep(mine)
    return mine


def fuse(dst, src):
    for s in src.subs:
        match = next((d for d in dst.subs if d.same(s)), None)
        if match is None:
            c = s.clone()
            c.parent = dst
            dst.subs.append(c)
        else:
            fuse(match, s)


def check(system):
    gpus = [e.get("busid") for e in walk(system) if e.name == "pci" and any(s.name == "gpu" for s in e.subs)]
    fused = None
    for busid in gpus:
        view = rank_view(system, busid)
        if fused is None:
            fused = view
        else:
            fuse(fused, view)
    problems = []
    if fused is None:
        return ["no GPU in the file"]
    seen_gpu, seen_net = {}, {}
    for e in walk(fused):
        if e.name == "gpu":
            seen_gpu[e.parent.get("busid")] = seen_gpu.get(e.parent.get("busid"), 0) + 1
        if e.name == "net":
            seen_net[e.get("name")] = seen_net.get(e.get("name"), 0) + 1
    for k, n in sorted(seen_gpu.items()):
        if n > 1:
            problems.append("GPU %s appears %d times after fusion" % (k, n))
    for k, n in sorted(seen_net.items()):
        if n > 1:
            problems.append("NIC %s appears %d times after fusion" % (k, n))

    def cpu_of(e):
        while e.name != "cpu":
            e = e.parent
        return e

    # Where a NIC name occurs twice, NCCL matches the plugin's device to the
    # first occurrence (topo.cc 1616: first by <net name>), so that one is the NIC.
    first = {}
    for e in walk(fused):
        if e.name == "net" and e.get("name") not in first:
            first[e.get("name")] = e
    real = set(map(id, first.values()))
    for e in walk(fused):
        if e.name != "gpu":
            continue
        gpu_pci = e.parent
        switch = gpu_pci.parent
        local = [n for s in switch.subs for n in walk(s) if n.name == "net" and id(n) in real] \
            if switch.name == "pci" else []
        if not local and any(s.name == "c2c" for s in e.subs):
            local = [n for n in walk(cpu_of(e)) if n.name == "net" and id(n) in real]
        if not local:
            problems.append("GPU %s has no NIC under its PCIe switch after fusion" % gpu_pci.get("busid"))
    return problems


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__.split("\n\n")[-2] + "\n")
        return 2
    sys.path.insert(0, argv[1])
    import nccl_topo_check as ntc
    worst = 0
    for path in argv[2:]:
        try:
            data = open(path, "rb").read()
        except OSError as e:
            print("%s: cannot read: %s" % (path, e))
            return 2
        rep = ntc.Report(path)
        roots = ntc.Loader(data, rep, ntc.TOPO_HANDLERS, ntc.TOPO_XML_MAX_NODES).load()
        system = convert(roots[0])
        problems = check(system)
        for p in problems:
            print("%s: %s" % (path, p))
        if problems:
            worst = 1
    return worst


if __name__ == "__main__":
    sys.exit(main(sys.argv))
