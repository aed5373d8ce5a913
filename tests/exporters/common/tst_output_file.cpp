#include "exporters/common/output_file.h"
#include "model/core/sn_error.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// OutputFile::write: the file beside the target is created by this write
/// alone, and no link, planted beside the target or at it, is written through.
class TstOutputFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesAndLeavesNothingBeside();
    void plantedLinksAreNotFollowed();
    void refusalNamesTheFile();
    void folderExportIsAllOrNothing();

private:
    static QByteArray read(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void write(const QString& path, const QByteArray& bytes) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

void TstOutputFile::writesAndLeavesNothingBeside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bom.csv"));
    OutputFile::write(path, "one\n");
    OutputFile::write(path, "two\n");  // replaces
    QCOMPARE(read(path), QByteArray("two\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("bom.csv")});
    // Readable by others as a file made with the usual umask (022) is: 0644.
    QVERIFY(QFileInfo(path).permissions().testFlag(QFileDevice::ReadOther));
}

void TstOutputFile::plantedLinksAreNotFollowed() {
    QTemporaryDir dir, elsewhere;
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    write(victim, "victim\n");
    const QString path = dir.filePath(QStringLiteral("bom.csv"));
    // The name the writer once used beside its target, and the target itself.
    QVERIFY(QFile::link(victim, path + QStringLiteral(".part")));
    OutputFile::write(path, "bom\n");
    QCOMPARE(read(victim), QByteArray("victim\n"));
    QCOMPARE(read(path), QByteArray("bom\n"));
    QVERIFY(QFileInfo(path + QStringLiteral(".part")).isSymLink());  // left as planted
    const QString linked = dir.filePath(QStringLiteral("schedule.csv"));
    QVERIFY(QFile::link(victim, linked));
    OutputFile::write(linked, "schedule\n");
    QCOMPARE(read(victim), QByteArray("victim\n"));
    QVERIFY(!QFileInfo(linked).isSymLink());  // the link is replaced by the file
    QCOMPARE(read(linked), QByteArray("schedule\n"));
}

void TstOutputFile::refusalNamesTheFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/bom.csv"));
    try {
        OutputFile::write(path, "x");
        QFAIL("a file was written into a missing folder");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), QStringLiteral("Cannot write %1: No such file or directory").arg(path));
    }
}

void TstOutputFile::folderExportIsAllOrNothing() {
    // A folder holding a previous export: two host files and an index. The
    // new set's third file cannot be written (its subfolder "ibnl" is a
    // file there), as a full disk half-way would refuse: the previous set
    // stays whole and nothing new, not even a staged file, is left.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("nccl"));
    OutputFile::writeAll(folder, {{QStringLiteral("gpu01.env"), "old 1\n"},
                                  {QStringLiteral("gpu02.env"), "old 2\n"},
                                  {QStringLiteral("index.csv"), "old index\n"}});
    write(QDir(folder).filePath(QStringLiteral("ibnl")), "a file, not a folder");
    const QStringList before = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System);
    try {
        OutputFile::writeAll(folder, {{QStringLiteral("gpu01.env"), "new 1\n"},
                                      {QStringLiteral("gpu03.env"), "new 3\n"},
                                      {QStringLiteral("ibnl/fabric.ibnl"), "new\n"},
                                      {QStringLiteral("index.csv"), "new index\n"}});
        QFAIL("written through a file in place of a folder");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("ibnl")), qPrintable(e.message()));
    }
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System), before);
    QCOMPARE(read(QDir(folder).filePath(QStringLiteral("gpu01.env"))), QByteArray("old 1\n"));
    QCOMPARE(read(QDir(folder).filePath(QStringLiteral("index.csv"))), QByteArray("old index\n"));
    // Without the obstacle the whole new set lands.
    QVERIFY(QFile::remove(QDir(folder).filePath(QStringLiteral("ibnl"))));
    OutputFile::writeAll(folder, {{QStringLiteral("gpu01.env"), "new 1\n"}, {QStringLiteral("index.csv"), "new\n"}});
    QCOMPARE(read(QDir(folder).filePath(QStringLiteral("gpu01.env"))), QByteArray("new 1\n"));
}

QTEST_GUILESS_MAIN(TstOutputFile)
#include "tst_output_file.moc"
