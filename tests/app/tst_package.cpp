// The Debian package as a desktop uses it: cpack builds it from this build
// folder, dpkg -x unpacks it into a scratch root, and the desktop's own tools
// judge what it installed: desktop-file-validate and appstreamcli the entry
// and metadata, shared-mime-info (through xdg-mime and gio, as GNOME asks)
// which type a design file is, and which program a double-click starts.
#include "tests/support/child_timeout.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kAppId = QStringLiteral("io.github.supernode_designer.SupernodeDesigner");
const QString kMimeType = QStringLiteral("application/x-supernode-design");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args, const QString& workDir = {},
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    if (!workDir.isEmpty()) p.setWorkingDirectory(workDir);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(sn::test::childTimeoutMs(300000))) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("%1 did not finish").arg(program);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// A tool the test needs: its path, or a skip (a failure under CI, where
/// setup.sh installs it).
#define REQUIRE_TOOL(var, name)                                                                      \
    const QString var = QStandardPaths::findExecutable(QStringLiteral(name));                        \
    SN_CANNOT_RUN_IF(var.isEmpty() ? QStringLiteral(name " is not on PATH (bash setup.sh test installs it)") : QString())

}  // namespace

class TestPackage : public QObject {
    Q_OBJECT

    QTemporaryDir work_;
    QString root_;  // the unpacked package
    QString deb_;

    QString share(const QString& rel) const { return root_ + QStringLiteral("/usr/share/") + rel; }

    /// What a GNOME session would see with the package installed in the
    /// scratch root: its share/ first, no per-user files.
    QProcessEnvironment desktopEnvironment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CURRENT_DESKTOP"), QStringLiteral("GNOME"));
        env.insert(QStringLiteral("XDG_DATA_DIRS"), root_ + QStringLiteral("/usr/share:/usr/share"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), work_.filePath(QStringLiteral("home-data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), work_.filePath(QStringLiteral("home-config")));
        return env;
    }

    QString fileType(const QString& xdgMime, const QString& path) const {
        const Run r = run(xdgMime, {QStringLiteral("query"), QStringLiteral("filetype"), path}, {}, desktopEnvironment());
        return r.out.trimmed();
    }

private slots:
    void initTestCase() {
        QVERIFY(work_.isValid());
        REQUIRE_TOOL(cpack, "cpack");
        REQUIRE_TOOL(dpkg, "dpkg");
        const QString buildDir = qEnvironmentVariable("SN_BUILD_DIR");
        QVERIFY2(QFileInfo(buildDir + QStringLiteral("/CPackConfig.cmake")).isFile(), "SN_BUILD_DIR names no configured build folder");
        const QString out = work_.filePath(QStringLiteral("out"));
        const Run packed = run(cpack, {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out}, buildDir);
        QVERIFY2(packed.exitCode == 0, qPrintable(packed.out + packed.err));
        const QStringList debs = QDir(out).entryList({QStringLiteral("*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        deb_ = out + QLatin1Char('/') + debs.first();
        root_ = work_.filePath(QStringLiteral("root"));
        const Run unpacked = run(dpkg, {QStringLiteral("-x"), deb_, root_});
        QVERIFY2(unpacked.exitCode == 0, qPrintable(unpacked.err));
    }

    void controlFieldsNameTheProgramAndItsLibraries() {
        const Run fields = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), deb_});
        QCOMPARE(fields.exitCode, 0);
        QVERIFY(fields.out.contains(QStringLiteral("Package: supernode-designer\n")));
        QVERIFY(fields.out.contains(QStringLiteral("Version: %1\n").arg(QStringLiteral(SN_TEST_VERSION))));
        // dpkg-shlibdeps read the binary: the Qt and SQLite it links.
        for (const char* lib : {"libqt6widgets6", "libqt6svg6", "libsqlite3-0", "libyaml-cpp"})
            QVERIFY2(fields.out.contains(QLatin1String(lib)), lib);
    }

    void installsTheProgramEntryIconsMetadataMimeAndExamples() {
        const QStringList files = {
            QStringLiteral("/usr/bin/supernode-designer"),
            QStringLiteral("/usr/share/applications/%1.desktop").arg(kAppId),
            QStringLiteral("/usr/share/metainfo/%1.metainfo.xml").arg(kAppId),
            QStringLiteral("/usr/share/mime/packages/%1.xml").arg(kAppId),
            QStringLiteral("/usr/share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
            QStringLiteral("/usr/share/icons/hicolor/48x48/apps/%1.png").arg(kAppId),
            QStringLiteral("/usr/share/icons/hicolor/256x256/apps/%1.png").arg(kAppId),
            QStringLiteral("/usr/share/supernode-designer/examples/supernode-256-liquid-rail.json"),
            QStringLiteral("/usr/share/supernode-designer/examples/README.md"),
        };
        for (const QString& f : files) QVERIFY2(QFileInfo(root_ + f).isFile(), qPrintable(f));
        QVERIFY(QFileInfo(root_ + files.first()).isExecutable());
    }

    void installedProgramRunsAndSaysItsVersion() {
        const Run r = run(root_ + QStringLiteral("/usr/bin/supernode-designer"), {QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("Supernode Designer %1").arg(QStringLiteral(SN_TEST_VERSION)));
    }

    void desktopEntryAndMetadataValidate() {
        REQUIRE_TOOL(desktopValidate, "desktop-file-validate");
        const Run entry = run(desktopValidate, {share(QStringLiteral("applications/%1.desktop").arg(kAppId))});
        QVERIFY2(entry.exitCode == 0 && !entry.out.contains(QStringLiteral("error")), qPrintable(entry.out + entry.err));
        REQUIRE_TOOL(appstream, "appstreamcli");
        const Run meta = run(appstream, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                         share(QStringLiteral("metainfo/%1.metainfo.xml").arg(kAppId))});
        QVERIFY2(meta.exitCode == 0, qPrintable(meta.out + meta.err));
        QFile metainfo(share(QStringLiteral("metainfo/%1.metainfo.xml").arg(kAppId)));
        QVERIFY(metainfo.open(QIODevice::ReadOnly));
        QVERIFY(metainfo.readAll().contains(QByteArray("<release version=\"" SN_TEST_VERSION "\"")));
    }

    /// The type comes from the file's SQLite application_id, not only its
    /// name: a design renamed to .db is still a design, and an SQLite file
    /// of another program is not one.
    void designFilesAreKnownByTheirApplicationId() {
        REQUIRE_TOOL(updateMime, "update-mime-database");
        REQUIRE_TOOL(xdgMime, "xdg-mime");
        REQUIRE_TOOL(gio, "gio");
        QCOMPARE(run(updateMime, {share(QStringLiteral("mime"))}).exitCode, 0);

        const QString design = work_.filePath(QStringLiteral("room.supernode"));
        const Run saved = run(sn::test::cliPath(), {QStringLiteral("convert"),
                                                    sn::test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"), design});
        QVERIFY2(saved.exitCode == 0, qPrintable(saved.err));
        const QString renamed = work_.filePath(QStringLiteral("room-backup.db"));
        QVERIFY(QFile::copy(design, renamed));
        const QString other = work_.filePath(QStringLiteral("other-program.db"));
        QVERIFY(QFile::copy(design, other));
        {
            QFile f(other);  // the same SQLite file with another application_id
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(68));
            QCOMPARE(f.write(QByteArray("\0\0\0\0", 4)), qint64(4));
        }

        QCOMPARE(fileType(xdgMime, design), kMimeType);
        QCOMPARE(fileType(xdgMime, renamed), kMimeType);
        QCOMPARE(fileType(xdgMime, other), QStringLiteral("application/vnd.sqlite3"));
    }

    /// What a double-click on a design starts: the installed entry.
    void doubleClickOpensTheDesigner() {
        REQUIRE_TOOL(updateDesktop, "update-desktop-database");
        REQUIRE_TOOL(xdgMime, "xdg-mime");
        QCOMPARE(run(updateDesktop, {share(QStringLiteral("applications"))}).exitCode, 0);
        const Run r = run(xdgMime, {QStringLiteral("query"), QStringLiteral("default"), kMimeType}, {}, desktopEnvironment());
        QCOMPARE(r.out.trimmed(), kAppId + QStringLiteral(".desktop"));
    }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
