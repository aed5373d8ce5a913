<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CatalogCli</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 %3  %4, %5 U, %n port(s), max %6; unknown: %7</source>
        <extracomment>id, vendor, model, category, height, port count, max power, the figures not known</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) imported into %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device type(s) in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The user catalog to import into (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 %3  module %4, %n port(s), max %5; unknown: %6</source>
        <extracomment>id, vendor, model, module kind (psu, nic, transceiver), port count, max power, the figures not known</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>passed over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s) imported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module file(s) passed over (nothing a catalog module models)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n module type(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label stock id for labels (default %1: each cable on the self-laminating wrap its OD fits, one PDF per stock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: supernode-designer [FILE] | COMMAND [options]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &quot;supernode-designer COMMAND --help&quot; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s). Usage: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number of 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rack-kw: the rack budget must be above 0 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel size (stays inside one NVLink domain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU server or compute tray type id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack type id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget per rack in kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>liquid or air.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant id (water, pg25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant supply temperature in °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant temperature rise in K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per supernode (scalable unit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf down:up ratio N:1 (1 = non-blocking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. GPUs: %2; servers: %3; racks: %4 compute, %5 network; switches: %6 leaf, %7 spine, %8 core; connections: %9.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the routed design to OUT instead of FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack and service loop at each cable end (default 300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far beside a rack a tray may run and still serve it (default 600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label end template, default %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown export kind &quot;%1&quot;; kinds are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where to write with -o OUT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; stocks are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file (or folder, for nccl, slurm and drawings) to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables to list or label: all, rack:NAME, role:ROLE or rail:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the findings as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches in network racks (default) or, for the shortest server–leaf runs, in the compute racks: network-racks or shortest-run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a QR code of the cable id on each label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routes with the design&apos;s routing policy. Each option given changes that policy and is saved with the design, so the saved routes can be reproduced from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of the bottom of U1 above the floor (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest gap between racks that still share pass-throughs (default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of a rack&apos;s vertical cable manager cables may fill, in percent (default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--side-fill-percent expects a percentage above 0 and at most 100, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change routing policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the converged storage and in-band management fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage leaf down:up ratio N:1 (1 = non-blocking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage/in-band switches: %1 leaf, %2 spine, %3 core.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage/in-band fabric: none (--no-storage-fabric).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches in all: %1, of them %2 management. Coolant flow: %3 L/min for %4 kW of liquid heat.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl: write the NVLink links into the XML instead of leaving them to NVML&apos;s detection on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurm: the Slurm release the files are for (default %1); 23.11-24.x get topology.conf in BlockName form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the change order as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the change order to this file instead of the terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels only: just the labels that changed since this older revision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--changed-since applies to labels and labels-csv only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text output of ibnetdiscover to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the report as JSON, one entry per cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the report to this file instead of the terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the crew&apos;s fix list, grouped by rack: PDF when the name ends in .pdf, else CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a label sheet (PDF) of the cables to relabel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label stock id for --labels (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLDP neighbour tables to check (lldpcli show neighbors -f json, or nv show interface --output json): a file per device named after it, or a folder; may repeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what to check with --ibnetdiscover FILE or --lldp PATH. Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the report to this file instead of printing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel size (GPUs per TP group).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel stages per replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers kept free per scalable unit (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the whole plan: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers per rack: %1 (limit: %2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;supernode-designer help&quot; for the commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gLabels templates file (or folder of them) to take the label stock from; --stock then names it by id or part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records no parallelism plan: give %2 (or make the design with new --tp --pp --dp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out fabric: rail, fattree, pcie (the PCIe inference pod, rail-optimised) or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric-manager (UFM) appliances on the compute leaves, on ports the servers leave free (31 servers in a 32-server SU leave one per rail leaf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers per scalable unit (rack-scale: spare NVLink domains), beyond the GPUs asked for; recorded so faults and export hostfile leave them free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism plan recorded: TP %1 × PP %2 × DP %3, %4 spare server(s) per SU.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare servers recorded: %1 per SU.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hall-layers needs --hall FILE.dxf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--column-grid: the column pitch must be at least 1000 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building columns (600 mm square) on a square grid of this pitch in mm from the room&apos;s corner, e.g. 8400; rows split at them and trays go round them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power: auto (power shelves on busway tap-offs when the rack type has a busbar, else A/B PDU pairs), pdu or busway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1 PDUs (%2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the design has no cooling loop to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: loop %2 cannot be written for EPANET: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CDU pumps into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 (loop %2: %3 nodes, %4 links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --without %2: no device or cable label of that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve with this part out of service: a device name (CDU, manifold, server) or a hose or pipe&apos;s label. Repeat for several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name: %1 holds a control character; a name is one line of printable text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing written; the design would not open again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power feeds: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 expects a length in millimetres from 0 to %2, not &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODULE is a module type id of the design&apos;s catalog or of the user catalog (then copied into the design); &quot;none&quot; empties the bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the design to OUT instead of FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalog to take the module type from (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no device named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no module type %2 in the design&apos;s catalog or in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add module type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not balanced: the loop cannot be solved (see `hydraulics`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no coolant pipe of the design carries a balancing valve; nothing to set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance coolant loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the balanced design to OUT instead of FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the settings without saving them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bom: spare data cables, in percent of each item installed (default %1; 0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bom: spare transceivers, in percent of each item installed (default %1; 0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bom: spares of an item at least, where any is installed (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 expects a percentage, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--spare-floor expects a whole number, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisle containment: none (default), hot (hot aisles closed) or cold (cold aisles closed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility water supply temperature at the CDUs in °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TYPE is a device type id of the design&apos;s catalog, GROUP one of its port groups as the catalog writes it (INB1, OSFP{n}); NETDEVS the Linux interface names of its ports in order, separated by commas, or &quot;none&quot; to remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The RDMA device names of the same ports, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the names come from (default: &quot;set by hand for this design&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack-scale servers (NVL72): each rack&apos;s trays on one leaf per rail (rack, default) or the rails packed onto the fewest leaves (minimal); `new` prints what each costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least cable an ordered length leaves over at each end beyond route and slack; a route that leaves less is ordered one length up (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hostfile: the launcher&apos;s rank order, tp-pp-dp (default; Megatron-LM with --use-tp-pp-dp-mapping) or tp-dp-pp (Megatron-LM&apos;s default order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--order expects %1, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--order applies to hostfile only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1 power shelves, %2 busway tap-offs and %3 PDUs (%4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Power feeds: %1 (%n such feed loss(es) in the design.)
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>storage and in-band fabric (--no-storage-fabric leaves it out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing is incomplete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ecosystem %1: expected SERVER_ID=SCORE with a score from 0 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice to vary, NAME=VALUE,VALUE… with NAME one of %1; give it once per choice. Every combination is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit prices: CSV with catalog_id, unit_price, currency, source (and unit: each or m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of energy in the cost of ownership (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy price per kWh, in the price list&apos;s currency (default 0: energy not priced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site&apos;s power usage effectiveness (default 1.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria weights replacing the defaults (performance 30, ecosystem 25, cost 20, scalability 15, operations 10), e.g. cost=40,performance=20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecosystem score per server type (default 1 each), e.g. hgx-b200-8gpu-liquid=3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the requirement: --gpus N, or --tp T --pp P --dp D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file; variants are written into a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variant can be built; the reasons are above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 design(s), variants.csv and variants.pdf to %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hall-m2: a data hall needs at least 100 m² (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most floor one data hall may take, m² (default %1, the largest single hall reported; 0: no limit). A larger layout is split into data halls with the spine and core switches in a network room between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most IT load one data hall&apos;s electrical and cooling plant may carry, MW of rack budgets (default %1, a hall of xAI Colossus: 25 000 H100 GPUs; 0: no limit). A larger layout is split into data halls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An architect&apos;s DXF of the hall: its outline, columns, walls, doors and keep-out zones become the room; halls drawn on a halls layer make it a site, each rack inside one hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which layers of the hall DXF hold what, ROLE=LAYER separated by commas (roles: outline, columns, walls, doors, keepouts, halls); default: the layers of this program&apos;s own DXF export (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air coolers: any one of them may stop and every aisle and hall stays cooled (N+1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Air coolers: %n aisle(s) or hall(s) short of cooling with every cooler running (validate lists them).
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Air coolers: not N+1: stopping any one of %n of them leaves air short; the worst leaves %1 %2 kW of cooling for %3 kW of heat (faults lists each).
</source>
        <extracomment>%1 where (&quot;the contained hot aisle of rows A/B&quot;), %2 and %3 kW</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Air: %1 kW into the room&apos;s air (the devices&apos; air share and the power shelves&apos; and PDUs&apos; losses), %2 in-row coolers; rows alternate into hot and cold aisles, containment: %3.
</source>
        <extracomment>%1 kW of air heat, %2 coolers, %3 none/hot/cold</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sn::Cli</name>
    <message>
        <source>Print the racks, devices, GPUs, ports, connections, cables and power of a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert a design between .supernode and .json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, place and connect a supernode from a GPU count or TP × PP × DP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route every cable, choose its media and orderable length, and save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import NetBox device types into a user catalog, or list a user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print power, heat and coolant flow per rack and per cooling loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check power, cooling, placement and cabling rules; exit 1 when any error is found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a cable schedule, labels, BOM, NCCL or Slurm topology, drawings, NetBox CSV or the rule findings of a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the changes between two revisions of a design: devices and cables added, removed, moved, re-routed or relabelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a scanned fabric (ibnetdiscover output, LLDP tables) against the design&apos;s cables; exit 1 when any is not ok.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List fault domains, what each single failure takes down, how often a job is interrupted and, for a plan, where its ranks go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve each coolant loop for pressure and flow: pump operating points, every rack&apos;s required and delivered flow, optionally with parts out of service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a catalog module (PSU, NIC, transceiver) in a device&apos;s module bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out each rack branch&apos;s balancing valve setting so every rack gets its flow within 5 % of the others, print the table and save the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a device type&apos;s port group the OS interface (and RDMA device) names its hosts use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every combination of a few choices for one requirement, and compare them by figures, cost and weighted criteria.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
