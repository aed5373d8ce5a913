#!/usr/bin/env node
// Solves an EPANET input file with epanet-js (the OWA-EPANET 2.2 engine
// compiled to WebAssembly) and prints the steady-state figures as JSON:
//   node epanet_solve.js FILE.inp [--close LINK]...
// Output: {"engine": <EN_getversion>, "links": {id: {"flow": L/min,
// "headloss": m, "velocity": m/s}}, "nodes": {id: {"head": m}}}; flows are in
// the file's own units (L/min for the LPM files this project writes).
// Module lookup: NODE_PATH or an epanet-js installed beside the script's
// caller (npm install --prefix DIR epanet-js, then NODE_PATH=DIR/node_modules).
"use strict";
const fs = require("fs");

function fail(message) {
    process.stderr.write(`epanet_solve: ${message}\n`);
    process.exit(1);
}

async function main() {
    const args = process.argv.slice(2);
    if (args.length < 1) {
        process.stderr.write("usage: node epanet_solve.js FILE.inp [--close LINK]...\n");
        process.exit(2);
    }
    const file = args[0];
    const closed = [];
    for (let i = 1; i < args.length; ++i) {
        if (args[i] === "--close" && i + 1 < args.length) closed.push(args[++i]);
        else { process.stderr.write(`epanet_solve: unknown argument ${args[i]}\n`); process.exit(2); }
    }

    let epanet, slim, engine22;
    try {
        epanet = require("epanet-js");
        slim = require("epanet-js/slim");
        engine22 = require("epanet-js/engines/v2.2");
    } catch (e) {
        fail(`epanet-js is not installed (${e.message})`);
    }
    const { Project, CountType, NodeProperty, LinkProperty, LinkStatusType } = epanet;

    // The 2.2 engine by name: the package's default follows newer releases.
    const ws = new slim.Workspace();
    // The engine's own loader fetches its .wasm by URL, which Node's fetch
    // refuses for a plain path: hand it the bytes instead.
    const wasmPath = require("path").join(
        require("path").dirname(require.resolve("epanet-js/engines/v2.2")), "EpanetEngine.wasm");
    const wasmBinary = fs.readFileSync(wasmPath);
    await ws.loadModuleVersion(() => engine22.EpanetEngine({ wasmBinary }));
    const model = new Project(ws);
    ws.writeFile("net.inp", fs.readFileSync(file));
    try {
        model.open("net.inp", "net.rpt", "");
        for (const id of closed) {
            model.setLinkValue(model.getLinkIndex(id), LinkProperty.InitStatus, LinkStatusType.Closed);
        }
        model.solveH();
    } catch (e) {
        let report = "";
        try { report = ws.readFile("net.rpt"); } catch (_) { /* no report written */ }
        fail(`${e.message}\n${report}`);
    }
    const out = { engine: ws.version, links: {}, nodes: {} };
    const links = model.getCount(CountType.LinkCount);
    for (let i = 1; i <= links; ++i) {
        out.links[model.getLinkId(i)] = {
            flow: model.getLinkValue(i, LinkProperty.Flow),
            headloss: model.getLinkValue(i, LinkProperty.Headloss),
            velocity: model.getLinkValue(i, LinkProperty.Velocity),
        };
    }
    const nodes = model.getCount(CountType.NodeCount);
    for (let i = 1; i <= nodes; ++i) {
        out.nodes[model.getNodeId(i)] = { head: model.getNodeValue(i, NodeProperty.Head) };
    }
    model.close();
    process.stdout.write(JSON.stringify(out, null, 1) + "\n");
}

main().catch((e) => fail(e.message));
