// The batch commands' heap in transparent huge pages (app/heap_pages.h):
// memory touched after adviseHeapHugePages comes in 2 MiB pages, counted by
// the kernel itself (/proc/self/smaps: AnonHugePages of the heap, and the
// page faults getrusage reports).
#include "app/heap_pages.h"

#include <QFile>
#include <QtTest>

#include <sys/resource.h>

#include <cstring>
#include <memory>

class TstHeapPages : public QObject {
    Q_OBJECT
private:
    /// The kernel's THP mode, "always", "madvise" or "never" (the bracketed word).
    static QByteArray thpMode() {
        QFile f(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
        if (!f.open(QIODevice::ReadOnly)) return "never";
        const QByteArray line = f.readAll();
        const qsizetype open = line.indexOf('['), close = line.indexOf(']');
        return open >= 0 && close > open ? line.mid(open + 1, close - open - 1) : QByteArray("never");
    }
    /// kB of the heap ([heap] mapping) in huge pages.
    static long heapHugeKb() {
        QFile f(QStringLiteral("/proc/self/smaps"));
        if (!f.open(QIODevice::ReadOnly)) return -1;
        bool inHeap = false;
        long kb = 0;
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (!line.isEmpty() && !line.contains(':')) continue;
            if (line.contains('-') && line.split(' ').size() >= 5 && !line.startsWith("AnonHugePages"))
                inHeap = line.endsWith("[heap]");
            if (inHeap && line.startsWith("AnonHugePages:"))
                kb += line.mid(14).trimmed().split(' ').first().toLong();
        }
        return kb;
    }
    static long minorFaults() {
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        return u.ru_minflt;
    }

private Q_SLOTS:
    void touchedHeapComesInHugePages() {
        if (thpMode() == "never") QSKIP("transparent huge pages are off on this machine");
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's malloc is its own: the heap is left as it is");
#endif
        sn::adviseHeapHugePages(256);
        // 24 MiB, under the 32 MiB that glibc would map on its own: from the heap.
        constexpr std::size_t kBytes = std::size_t(24) << 20;
        const long before = minorFaults();
        std::unique_ptr<char[]> block(new char[kBytes]);
        std::memset(block.get(), 1, kBytes);
        const long faults = minorFaults() - before;
        const long hugeKb = heapHugeKb();
        qInfo("24 MiB touched: %ld page faults (6 144 in 4 KiB pages); heap in huge pages: %ld kB", faults,
              hugeKb);
        QVERIFY2(hugeKb >= 8 * 2048, qPrintable(QString::number(hugeKb)));
        QVERIFY2(faults < 6144 / 4, qPrintable(QString::number(faults)));
        QCOMPARE(block[kBytes - 1], char(1));
    }
};

QTEST_GUILESS_MAIN(TstHeapPages)
#include "tst_heap_pages.moc"
