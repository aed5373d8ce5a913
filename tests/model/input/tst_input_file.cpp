#include "model/core/sn_error.h"
#include "model/input/input_file.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace sn;

/// InputFile::read: only regular files, at most the stated number of bytes,
/// refused at once otherwise with one line naming the file.
class TstInputFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsARegularFileWhole();
    void readsAtTheLimitAndRefusesOneByteMore();
    void refusesWhatIsNotAFile_data();
    void refusesWhatIsNotAFile();

private:
    static QString refusal(const QString& path, long long limit) {
        try {
            InputFile::read(path, limit);
        } catch (const UserError& e) {
            return e.message();
        }
        return {};
    }
    static void write(const QString& path, const QByteArray& bytes) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
};

void TstInputFile::readsARegularFileWhole() {
    QTemporaryDir dir;
    // 100 000 bytes: more than one read of a small first guess, fewer than the limit.
    QByteArray bytes(100000, 'x');
    for (int i = 0; i < bytes.size(); ++i) bytes[i] = char('a' + i % 26);
    write(dir.filePath(QStringLiteral("a.json")), bytes);
    QCOMPARE(InputFile::read(dir.filePath(QStringLiteral("a.json")), 1 << 20), bytes);
    // Through a link to it, too.
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("a.json")), dir.filePath(QStringLiteral("b.json"))));
    QCOMPARE(InputFile::read(dir.filePath(QStringLiteral("b.json")), 1 << 20), bytes);
    write(dir.filePath(QStringLiteral("empty.json")), {});
    QCOMPARE(InputFile::read(dir.filePath(QStringLiteral("empty.json")), 10), QByteArray());
}

void TstInputFile::readsAtTheLimitAndRefusesOneByteMore() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.dxf"));
    write(path, QByteArray(1024, 'z'));
    QCOMPARE(InputFile::read(path, 1024).size(), 1024);
    QCOMPARE(refusal(path, 1023), QStringLiteral("%1: larger than 1023 bytes, the most this program reads for such a file").arg(path));
    // Limits in whole MiB or GiB are said so.
    write(path, QByteArray((1 << 20) + 1, 'z'));
    QVERIFY(refusal(path, 1 << 20).endsWith(QStringLiteral(": larger than 1 MiB, the most this program reads for such a file")));
}

void TstInputFile::refusesWhatIsNotAFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    const QString notRegular = QStringLiteral(": not a regular file (a folder, device, FIFO or socket); only files are read");
    QTest::newRow("a link to /dev/zero") << "zero" << notRegular;
    QTest::newRow("a FIFO no one writes to") << "fifo" << notRegular;
    QTest::newRow("a folder") << "folder" << notRegular;
    QTest::newRow("no such file") << "missing" << QStringLiteral(": cannot be read: No such file or directory");
}

void TstInputFile::refusesWhatIsNotAFile() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("in.json"));
    if (kind == u"zero") {
        SN_CANNOT_RUN_IF(sn::test::fileMissing(QStringLiteral("/dev/zero")));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    } else if (kind == u"fifo") {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == u"folder") {
        QVERIFY(QDir().mkdir(path));
    }
    // At once: /dev/zero never ends and a FIFO's plain open waits for a writer forever.
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(refusal(path, 1 << 30), path + message);
    QVERIFY(clock.elapsed() < 5000);
}

QTEST_GUILESS_MAIN(TstInputFile)
#include "tst_input_file.moc"
