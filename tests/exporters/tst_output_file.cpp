#include "common/output_file.h"
#include "core/sn_error.h"

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

QTEST_GUILESS_MAIN(TstOutputFile)
#include "tst_output_file.moc"
