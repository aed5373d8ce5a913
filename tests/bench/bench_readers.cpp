// The readers' duplicate and overlap checks at about 10^5 items, each on a
// file made here: a hall outline of N lines drawn shuffled, N columns (every
// other one a core inside its face), N/10 doors with their leaves on walls
// of N corners in all, a label page of 10 000 cells (the most a template may
// hold), an ibnetdiscover scan reaching N hosts without records of their own,
// an NVUE table of N neighbours and a NetBox mapping of N keys. Each was a
// scan of every item per item (15–21 s at 10^5); each now hashes. At 10^5
// the hall's outline (10 000 corners at most) and columns (20 000) are then
// refused by the room's bounds, after the check timed here.
//   bench_readers [N]   (default 100 000)

#include "exporters/labels/label_stock.h"
#include "model/asbuilt/ibnetdiscover_parser.h"
#include "model/asbuilt/lldp_parser.h"
#include "model/core/sn_error.h"
#include "model/design/room_geometry.h"
#include "model/dxf/hall_import.h"
#include "model/netbox/netbox_importer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <random>

using namespace sn;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(f.fileName()));
    f.write(bytes);
    return f.fileName();
}

QByteArray num(double v) { return QByteArray::number(v, 'f', 3); }

/// Milliseconds of `run`; a refusal is a result too (it is printed).
qint64 timed(QTextStream& out, const char* what, const std::function<QString()>& run) {
    QElapsedTimer t;
    t.start();
    QString result;
    try {
        result = run();
    } catch (const UserError& e) {
        result = QStringLiteral("refused: ") + e.message().left(100);
    }
    const qint64 ms = t.elapsed();
    out << what << ": " << ms << " ms (" << result << ")\n";
    out.flush();
    return ms;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    QTemporaryDir dir;
    QTextStream out(stdout);
    std::mt19937 random(1);
    const auto layers = dxf::HallLayers::parse(QStringLiteral("outline=room,columns=cols,walls=walls,doors=doors"));

    {  // An N-gon of radius 500 m as N LINEs, shuffled, every other one drawn backwards.
        std::vector<QByteArray> lines;
        for (int i = 0; i < n; ++i) {
            const double a0 = 2 * M_PI * i / n, a1 = 2 * M_PI * (i + 1) / n;
            double x0 = 5e5 * std::cos(a0), y0 = 5e5 * std::sin(a0), x1 = 5e5 * std::cos(a1), y1 = 5e5 * std::sin(a1);
            if (i % 2) std::swap(x0, x1), std::swap(y0, y1);
            lines.push_back("0\nLINE\n8\nroom\n10\n" + num(x0) + "\n20\n" + num(y0) + "\n11\n" + num(x1) + "\n21\n" + num(y1) + "\n");
        }
        std::shuffle(lines.begin(), lines.end(), random);
        QByteArray text = "0\nSECTION\n2\nENTITIES\n";
        for (const QByteArray& l : lines) text += l;
        text += "0\nENDSEC\n0\nEOF\n";
        const QString path = write(dir, QStringLiteral("lines.dxf"), text);
        timed(out, "hall outline joined from lines", [&] {
            const dxf::HallImport hall = dxf::HallImport::read(path, layers);
            double x = 0;
            for (const QPointF& p : hall.outlineMm) x += p.x();
            return QStringLiteral("%1 corners, Σ x %2 mm").arg(hall.outlineMm.size()).arg(x, 0, 'f', 3);
        });
    }
    const QByteArray square = "0\nLWPOLYLINE\n8\nroom\n90\n4\n70\n1\n10\n0\n20\n0\n10\n1000000\n20\n0\n10\n1000000\n20\n"
                              "1000000\n10\n0\n20\n1000000\n";
    {  // N/2 columns of 600 mm on a 3 m grid, each with a 300 mm core drawn after it.
        QByteArray text = "0\nSECTION\n2\nENTITIES\n" + square;
        const int side = int(std::ceil(std::sqrt(n / 2.0)));
        for (int i = 0; i < n / 2; ++i) {
            const QByteArray x = num(1500 + 3000 * (i % side)), y = num(1500 + 3000 * (i / side));
            text += "0\nCIRCLE\n8\ncols\n10\n" + x + "\n20\n" + y + "\n40\n300\n";
            text += "0\nCIRCLE\n8\ncols\n10\n" + x + "\n20\n" + y + "\n40\n150\n";
        }
        text += "0\nENDSEC\n0\nEOF\n";
        const QString path = write(dir, QStringLiteral("columns.dxf"), text);
        timed(out, "columns drawn twice", [&] {
            const dxf::HallImport hall = dxf::HallImport::read(path, layers);
            double across = 0;
            for (const Column& c : hall.columns) across += c.diameterMm;
            return QStringLiteral("%1 columns, Σ diameter %2 mm").arg(hall.columns.size()).arg(across, 0, 'f', 0);
        });
    }
    {  // 20 walls across a 1 km hall, each of N/20 + 1 points (a wall has at most 10 000), and
       // N/10 doors on them, each with its leaf: the doors' edges are among N.
        QByteArray text = "0\nSECTION\n2\nENTITIES\n" + square;
        const int perWall = n / 20;
        const double step = 1e6 / perWall;
        for (int w = 0; w < 20; ++w) {
            const QByteArray y = num(40000.0 * (w + 1));
            text += "0\nLWPOLYLINE\n8\nwalls\n90\n" + QByteArray::number(perWall + 1) + "\n70\n0\n";
            for (int i = 0; i <= perWall; ++i) text += "10\n" + num(i * step) + "\n20\n" + y + "\n";
            // A door every ten segments: hinge a tenth into one, the jamb 0.6 of it further.
            for (int k = 0; k < perWall / 10; ++k) {
                const QByteArray x = num(10 * step * k + step / 10), r = num(step * 0.6);
                text += "0\nARC\n8\ndoors\n10\n" + x + "\n20\n" + y + "\n40\n" + r + "\n50\n0\n51\n90\n";
                text += "0\nLINE\n8\ndoors\n10\n" + x + "\n20\n" + y + "\n11\n" + x + "\n21\n" + num(40000.0 * (w + 1) + step * 0.6) + "\n";
            }
        }
        text += "0\nENDSEC\n0\nEOF\n";
        const QString path = write(dir, QStringLiteral("doors.dxf"), text);
        timed(out, "doors on walls of many corners", [&] {
            // The edges and places found, summed: the same before and after.
            const dxf::HallImport hall = dxf::HallImport::read(path, layers);
            double edges = 0, along = 0;
            for (const Door& d : hall.doors) edges += d.edge, along += d.alongMm;
            return QStringLiteral("%1 doors, Σ edge %2, Σ along %3 mm").arg(hall.doors.size()).arg(edges, 0, 'f', 0).arg(along, 0, 'f', 3);
        });
    }
    {  // 100 × 100 labels of 2 × 2 pt at a 2 pt pitch: no overlap, every pair looked at before.
        LabelStock stock;
        stock.pageSizePt = QSizeF(1000, 1000);
        stock.labelSizePt = QSizeF(2, 2);
        stock.grids.push_back(LabelGrid{100, 100, 0, 0, 2, 2});
        timed(out, "label page of 10 000 cells", [&] {
            const QString problem = LabelStockLibrary::layoutProblem(stock);
            return problem.isEmpty() ? QStringLiteral("no overlap") : problem;
        });
    }
    {  // N/250 switches of 250 ports, each to a host without a record of its own.
        QByteArray text;
        for (int s = 0; s < n / 250; ++s) {
            text += "Switch\t250 \"S-" + QByteArray::number(s) + "\"\t\t# \"leaf-" + QByteArray::number(s) + "\" lid 1\n";
            for (int p = 1; p <= 250; ++p) {
                const QByteArray h = QByteArray::number(s * 250 + p);
                text += "[" + QByteArray::number(p) + "]\t\"H-" + h + "\"[1]\t\t# \"host-" + h + " mlx5_0\" lid 5 4xNDR\n";
            }
        }
        timed(out, "ibnetdiscover, hosts without records", [&] {
            return QStringLiteral("%1 nodes").arg(IbnetdiscoverParser::parse(text, QStringLiteral("scan.txt")).nodes.size());
        });
    }
    {  // One NVUE table with N interfaces, each with a neighbour of its own.
        QByteArray text = "{";
        for (int i = 0; i < n; ++i)
            text += QByteArray(i ? "," : "") + "\"swp" + QByteArray::number(i) + "\": {\"type\": \"swp\", \"lldp\": {\"neighbor\": {\"x\": "
                    "{\"chassis\": {\"system-name\": \"host-" + QByteArray::number(i) + "\"}, \"port\": {\"name\": \"eth0\"}}}}}";
        text += "}";
        const QString path = write(dir, QStringLiteral("leaf.json"), text);
        timed(out, "NVUE table of N neighbours", [&] {
            return QStringLiteral("%1 nodes").arg(LldpParser::read({path}).nodes.size());
        });
    }
    {  // A NetBox device type whose top mapping has N keys (refused: they are not NetBox's).
        QByteArray text = "manufacturer: Acme\nmodel: X\nslug: acme-x\n";
        for (int i = 0; i < n; ++i) text += "key" + QByteArray::number(i) + ": 1\n";
        const QString path = write(dir, QStringLiteral("x.yaml"), text);
        timed(out, "NetBox mapping of N keys", [&] {
            NetboxImporter::importFile(path);
            return QStringLiteral("read");
        });
    }
    return 0;
}
