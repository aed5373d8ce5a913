#include "model/store/sqlite_db.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <random>

using namespace sn;

/// No input crashes, hangs or litters (issue #20). A seeded mutator damages
/// each kind of input the program reads (design JSON, .supernode, user
/// catalog, NetBox YAML) as a hostile user would: bit flips, truncation, type
/// swaps, huge and non-finite numbers, deep nesting, invalid UTF-8, SQLite
/// page damage, wrong-typed rows and schema tricks, YAML alias bombs. Every
/// case runs the real binary (SN_CLI) with a time limit and must end with exit
/// 0 (accepted, and then what it wrote reads back) or 1 or 2 with exactly one
/// line on stderr, the output file untouched and nothing else left in the
/// folder. Cases that once crashed are kept in tests/data/fuzz/. The scan
/// readers (lldpcli and NVUE JSON through `verify --lldp`, ibnetdiscover
/// text), the hall DXF of `new --hall`, gLabels templates of
/// `export labels --stock-file` and the options of new, route and export get
/// the same treatment; a refusal must exit 1 (input) or 2 (usage), never 70
/// ("internal error").
class TstFuzz : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void designJson();
    void projectStore();
    void userCatalog();
    void netboxYaml();
    void lldpJson();
    void ibnetdiscover();
    void hallDxf();
    void labelTemplates();
    void cliOptions();
    void regressionFiles_data();
    void regressionFiles();
    void unknownCommandIsUsageError();

private:
    QTemporaryDir m_base;
    QByteArray m_designJson, m_store, m_catalog, m_yaml;
};

namespace {

using OrderedJson = nlohmann::ordered_json;

/// Cases per input kind. Each case is one or two runs of the binary (about
/// 60 ms in a release build); three run at a time.
constexpr int kCases = 150;
/// The scan readers, the hall drawing, the label templates and the options
/// each get as many: together they add about five times 150 runs of 0.1 to
/// 0.15 s, three at a time (about 40 s in CI).
constexpr int kLldpCases = 150;
constexpr int kIbnetdiscoverCases = 150;
constexpr int kDxfCases = 150;
constexpr int kLabelCases = 150;
constexpr int kOptionCases = 150;
/// A case still running after this is a hang.
constexpr int kTimeoutMs = 20000;
constexpr int kParallel = 3;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(bytes);
}

/// One run of the binary in its own folder.
struct Case {
    QString label;       ///< for failure messages: kind, number, mutation
    QByteArray input;    ///< written to `inputName` before the run
    QString inputName;
    QStringList args;    ///< "{in}" and "{out}" are replaced by the paths
    QString outputName;  ///< pre-filled with `outputBefore`; must be untouched on refusal
    QByteArray outputBefore;
    QStringList readBack;  ///< when accepted: run this too ("{out}"), it must succeed
    bool validate = false; ///< `validate` may exit 1 with findings on stdout and nothing on stderr
    bool mustRefuse = false; ///< a known bad input: exit 0 is a failure too
    /// `route` exits 1 when cables stay unrouted or a stretch is over full
    /// (e.g. a fill limit of 1e-320 %): the design is saved all the same and
    /// must read back, with one line on stderr saying so.
    bool mayRouteIncompletely = false;
};

class Mutator {
public:
    explicit Mutator(std::uint32_t seed) : m_rng(seed) {}
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }

    /// Byte-level damage to any text.
    QByteArray damageText(QByteArray t, QString& how) {
        switch (pick(6)) {
        case 0: {
            const int n = 1 + pick(8);
            for (int i = 0; i < n && !t.isEmpty(); ++i) t[pick(int(t.size()))] ^= char(1 << pick(8));
            how = QStringLiteral("flip %1 bits").arg(n);
            return t;
        }
        case 1: how = QStringLiteral("truncate"); return t.left(pick(int(t.size())));
        case 2: {
            const int depth = std::vector<int>{300, 5000, 100000}[size_t(pick(3))];
            const bool closed = pick(2);
            how = QStringLiteral("nest %1 %2").arg(depth).arg(closed ? "closed" : "open");
            QByteArray nest = QByteArray(depth, '[') + (closed ? QByteArray(depth, ']') : QByteArray());
            return t.insert(pick(int(t.size())), nest);
        }
        case 3: {
            how = QStringLiteral("invalid UTF-8");
            static const QByteArray bad[] = {"\xff", "\xc3", "\xed\xa0\x80", "\xf4\x90\x80\x80", QByteArray("\0", 1)};
            return t.insert(pick(int(t.size())), bad[pick(5)]);
        }
        case 4: {
            how = QStringLiteral("number");
            static const char* numbers[] = {"1e400", "-1e400", "1.7976931348623157e309", "1e999999", "2147483647",
                                            "-2147483648", "9223372036854775808", "1e-400", "NaN", "Infinity"};
            const int at = int(t.indexOf(QByteArray(": "), pick(int(t.size()))));
            if (at < 0) return t;
            int end = at + 2;
            while (end < t.size() && t[end] != ',' && t[end] != '\n' && t[end] != '}') ++end;
            return t.replace(at + 2, end - at - 2, numbers[pick(10)]);
        }
        default: {
            how = QStringLiteral("duplicate");
            const int from = pick(int(t.size())), len = pick(std::min<int>(2000, int(t.size()) - from) + 1);
            const QByteArray piece = t.mid(from, len);
            for (int i = 0; i < 1 + pick(50); ++i) t.insert(from, piece);
            return t;
        }
        }
    }

    /// Line-level damage to a line-oriented text (ibnetdiscover, DXF's
    /// code/value pairs): a number in a random line swapped for a hostile
    /// one, a line dropped, repeated or emptied.
    QByteArray damageLines(const QByteArray& text, QString& how) {
        QList<QByteArray> lines = text.split('\n');
        const int at = pick(int(lines.size()));
        switch (pick(4)) {
        case 0: {
            static const char* numbers[] = {"nan", "inf", "-inf", "1e308", "-1e308", "1e400", "2147483648",
                                            "-2147483649", "99999999999999999999", "-1", "0", "1e-320", "", "0x7fffffff"};
            const char* n = numbers[pick(14)];
            QByteArray& line = lines[at];
            // The first run of digits in the line (or the whole line).
            int from = 0;
            while (from < line.size() && !(line[from] >= '0' && line[from] <= '9')) ++from;
            int to = from;
            while (to < line.size() && ((line[to] >= '0' && line[to] <= '9') || line[to] == '.')) ++to;
            if (from == line.size()) from = 0, to = int(line.size());
            line.replace(from, to - from, n);
            how = QStringLiteral("line %1: number %2").arg(at + 1).arg(QLatin1String(n));
            break;
        }
        case 1:
            lines.removeAt(at);
            how = QStringLiteral("drop line %1").arg(at + 1);
            break;
        case 2: {
            const int n = std::vector<int>{2, 100, 20000}[size_t(pick(3))];
            const QByteArray line = lines[at];
            for (int i = 1; i < n; ++i) lines.insert(at, line);
            how = QStringLiteral("line %1 %2 times").arg(at + 1).arg(n);
            break;
        }
        default:
            lines[at].clear();
            how = QStringLiteral("empty line %1").arg(at + 1);
            break;
        }
        return lines.join('\n');
    }

    /// One attribute value of an XML document swapped for a hostile one.
    QByteArray damageAttribute(QByteArray t, QString& how) {
        static const char* values[] = {"nan", "inf", "-inf", "-1", "0", "1e308", "1e400", "1000000000",
                                       "2147483648", "", "wide", "5mm", "1e-300in", "-0", "1e9pt", "99999999999999999999"};
        const int at = int(t.indexOf("=\"", pick(int(t.size()))));
        if (at < 0) return damageText(t, how);
        const int end = int(t.indexOf('"', at + 2));
        if (end < 0) return damageText(t, how);
        const char* v = values[pick(16)];
        how = QStringLiteral("attribute at %1 = \"%2\"").arg(at).arg(QLatin1String(v));
        return t.replace(at + 2, end - at - 2, v);
    }

    /// A hostile value in place of one value of a JSON document. Values JSON
    /// cannot hold (1e400) are patched into the text after dumping.
    QByteArray damageJson(const QByteArray& text, QString& how) {
        OrderedJson doc = OrderedJson::parse(text.constBegin(), text.constEnd());
        std::vector<OrderedJson::json_pointer> pointers;
        collect(doc, OrderedJson::json_pointer(), pointers);
        const auto& at = pointers[size_t(pick(int(pointers.size())))];
        static const char* kHuge = "\"@@HUGE@@\"";
        const int choice = pick(16);
        how = QStringLiteral("%1 = #%2").arg(QString::fromStdString(at.to_string())).arg(choice);
        OrderedJson& v = doc[at];
        switch (choice) {
        case 0: v = 2147483647; break;
        case 1: v = -2147483648LL; break;
        case 2: v = 9223372036854775807LL; break;
        case 3: v = -1; break;
        case 4: v = 0; break;
        case 5: v = 1e308; break;
        case 6: v = ""; break;
        case 7: v = std::string("line one\nline two\t") + std::string(200, 'x'); break;
        case 8: v = std::string(70000, 'y'); break;
        case 9: v = OrderedJson::array(); break;
        case 10: v = OrderedJson::object(); break;
        case 11: v = nullptr; break;
        case 12: v = true; break;
        case 13: v = "12"; break;
        case 14: {
            OrderedJson deep = OrderedJson::array();
            for (int i = 0; i < 300; ++i) deep = OrderedJson::array({deep});
            v = deep;
            break;
        }
        default: v = "@@HUGE@@"; break;
        }
        QByteArray out = QByteArray::fromStdString(doc.dump(2));
        static const char* huge[] = {"1e400", "-1e400", "1.7976931348623157e309", "1e999999"};
        out.replace(kHuge, huge[pick(4)]);
        return out;
    }

private:
    static void collect(const OrderedJson& v, const OrderedJson::json_pointer& p,
                        std::vector<OrderedJson::json_pointer>& out) {
        out.push_back(p);
        if (v.is_object())
            for (auto it = v.begin(); it != v.end(); ++it) collect(*it, p / it.key(), out);
        else if (v.is_array())
            for (std::size_t i = 0; i < v.size(); ++i) collect(v[i], p / i, out);
    }

    std::mt19937 m_rng;
};

QString substitute(QString arg, const QDir& dir, const Case& c) {
    return arg.replace(QStringLiteral("{in}"), dir.filePath(c.inputName))
        .replace(QStringLiteral("{out}"), dir.filePath(c.outputName));
}

struct Running {
    Case c;
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<QProcess> process;
};

/// Starts the binary on `c` in a fresh folder.
std::unique_ptr<Running> start(Case c) {
    auto r = std::make_unique<Running>();
    r->dir = std::make_unique<QTemporaryDir>();
    const QDir dir(r->dir->path());
    writeAll(dir.filePath(c.inputName), c.input);
    if (!c.outputName.isEmpty()) writeAll(dir.filePath(c.outputName), c.outputBefore);
    QStringList args;
    for (const QString& a : c.args) args << substitute(a, dir, c);
    r->process = std::make_unique<QProcess>();
    r->process->setWorkingDirectory(dir.path());
    r->process->start(test::cliPath(), args);
    r->c = std::move(c);
    return r;
}

/// Empty when the case has no read-back or what it wrote reads back, else why not.
QString readBack(const Case& c, const QDir& dir) {
    if (c.readBack.isEmpty()) return {};
    QStringList args;
    for (const QString& a : c.readBack) args << substitute(a, dir, c);
    QProcess back;
    back.start(test::cliPath(), args);
    if (!back.waitForFinished(kTimeoutMs)) {
        back.kill();
        back.waitForFinished();
        return QStringLiteral("the read-back hangs");
    }
    if (back.exitStatus() != QProcess::NormalExit || back.exitCode() != 0)
        return QStringLiteral("what it wrote does not read back: %1").arg(QString::fromUtf8(back.readAllStandardError()));
    return {};
}

/// Empty when the run ended as it must, else what went wrong.
QString verdict(Running& r) {
    QProcess& p = *r.process;
    const Case& c = r.c;
    if (!p.waitForFinished(kTimeoutMs)) {
        p.kill();
        p.waitForFinished();
        return QStringLiteral("hang (still running after %1 ms)").arg(kTimeoutMs);
    }
    if (p.exitStatus() != QProcess::NormalExit) return QStringLiteral("crash (signal)");
    const int code = p.exitCode();
    const QByteArray err = p.readAllStandardError();
    const QDir dir(r.dir->path());
    QStringList expected{c.inputName};
    if (!c.outputName.isEmpty() && c.outputName != c.inputName) expected << c.outputName;
    QStringList found = dir.entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    found.sort();
    expected.sort();
    if (found != expected) return QStringLiteral("litter: %1").arg(found.join(QLatin1Char(' ')));
    if (code == 0) {
        if (c.mustRefuse) return QStringLiteral("accepted");
        const QString back = readBack(c, dir);
        return back.isEmpty() ? QString() : QStringLiteral("accepted, but %1").arg(back);
    }
    // 1 refuses the input, 2 the command line; 70 is the catch-all for a
    // failure no command anticipated ("internal error"), a bug here.
    if (code != 1 && code != 2) return QStringLiteral("exit %1: %2").arg(code).arg(QString::fromUtf8(err.left(300)));
    if (c.validate && code == 1 && err.isEmpty()) return {};  // loaded; the rules found errors
    if (c.mayRouteIncompletely && code == 1 && err.startsWith("supernode-designer: Routing is incomplete:")
        && err.count('\n') == 1) {
        const QString back = readBack(c, dir);
        return back.isEmpty() ? QString() : QStringLiteral("incomplete, and %1").arg(back);
    }
    if (err.count('\n') != 1 || !err.endsWith('\n'))
        return QStringLiteral("refusal is not one line on stderr (%1 bytes): %2").arg(err.size()).arg(QString::fromUtf8(err.left(300)));
    if (err.size() > 1000) return QStringLiteral("refusal of %1 bytes: %2").arg(err.size()).arg(QString::fromUtf8(err.left(300)));
    if (!c.outputName.isEmpty() && readAll(dir.filePath(c.outputName)) != c.outputBefore)
        return QStringLiteral("refused, but the output file changed");
    return {};
}

/// Runs every case, kParallel at a time; fails with every bad case listed.
void runAll(std::vector<Case> cases) {
    QVERIFY2(!test::cliPath().isEmpty(), "SN_CLI is not set");
    QStringList failures;
    const auto t0 = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < cases.size(); i += kParallel) {
        std::vector<std::unique_ptr<Running>> batch;
        for (std::size_t j = i; j < std::min(cases.size(), i + kParallel); ++j) batch.push_back(start(std::move(cases[j])));
        for (auto& r : batch)
            if (const QString why = verdict(*r); !why.isEmpty()) failures << r->c.label + QStringLiteral(": ") + why;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    qInfo("%zu cases in %.1f s", cases.size(), seconds);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(QLatin1Char('\n'))));
}

}  // namespace

void TstFuzz::initTestCase() {
    QVERIFY(m_base.isValid());
    m_designJson = readAll(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    QVERIFY(!m_designJson.isEmpty());
    const QDir dir(m_base.path());
    QProcess p;
    p.start(test::cliPath(), {QStringLiteral("convert"), test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"),
                              dir.filePath(QStringLiteral("base.supernode"))});
    QVERIFY(p.waitForFinished(kTimeoutMs) && p.exitCode() == 0);
    m_store = readAll(dir.filePath(QStringLiteral("base.supernode")));
    // The NetBox samples are in tests/data/shared: without them userCatalog and
    // netboxYaml stop (sharedMissing; a failure under CI), the others still run.
    if (!test::sharedMissing("data/netbox-device-types/Nvidia/QM9700.yaml").isEmpty()) return;
    m_yaml = readAll(test::sharedDir() + QStringLiteral("/data/netbox-device-types/Nvidia/QM9700.yaml"));
    QVERIFY(!m_yaml.isEmpty());
    p.start(test::cliPath(), {QStringLiteral("catalog"), QStringLiteral("import"),
                              test::sharedDir() + QStringLiteral("/data/netbox-device-types/Nvidia/QM9700.yaml"),
                              test::sharedDir() + QStringLiteral("/data/netbox-device-types/Nvidia/SN5600.yaml"),
                              QStringLiteral("-o"), dir.filePath(QStringLiteral("user.json"))});
    QVERIFY(p.waitForFinished(kTimeoutMs) && p.exitCode() == 0);
    m_catalog = readAll(dir.filePath(QStringLiteral("user.json")));
    QVERIFY(m_catalog.contains("supernode-catalog"));
}

void TstFuzz::designJson() {
    Mutator m(2020);
    std::vector<Case> cases;
    for (int i = 0; i < kCases; ++i) {
        Case c;
        QString how;
        c.input = m.pick(2) ? m.damageJson(m_designJson, how) : m.damageText(m_designJson, how);
        c.inputName = QStringLiteral("in.json");
        c.label = QStringLiteral("design #%1 (%2)").arg(i).arg(how);
        switch (i % 3) {
        case 0:
            c.outputName = QStringLiteral("out.supernode");
            c.outputBefore = m_store;
            c.args = {QStringLiteral("convert"), QStringLiteral("{in}"), QStringLiteral("{out}")};
            c.readBack = {QStringLiteral("info"), QStringLiteral("{out}")};
            break;
        case 1: c.args = {QStringLiteral("info"), QStringLiteral("{in}")}; break;
        default:
            c.args = {QStringLiteral("validate"), QStringLiteral("{in}")};
            c.validate = true;
            break;
        }
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

namespace {

/// Damage a .supernode at the SQL level: wrong-typed or hostile values in a
/// random row and column, or a schema reshaped with views and triggers.
QByteArray damageStore(const QByteArray& base, Mutator& m, const QString& scratch, QString& how) {
    writeAll(scratch, base);
    {
        SqliteDb db(scratch, SqliteDb::Mode::ReadWriteCreate);
        static const char* tables[] = {"meta", "catalog_entry", "room", "rack_row", "cooling_loop", "tray",
                                       "rack", "device", "connection", "cable", "routing_policy"};
        const char* table = tables[m.pick(11)];
        std::vector<QString> columns;
        {
            auto st = db.prepare("SELECT name FROM pragma_table_info(?)");
            st.bind(1, QString::fromLatin1(table));
            while (st.next()) columns.push_back(st.text(0));
        }
        const QString column = columns[size_t(m.pick(int(columns.size())))];
        static const char* values[] = {"'abc'", "9e999", "-9e999", "1e308", "9223372036854775807",
                                       "-9223372036854775808", "X'FF00FE'", "NULL", "''", "2147483647",
                                       "'line one' || char(10) || 'line two'", "'[[1e400, 0], [1, 1]]'",
                                       "'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['",
                                       "replace(hex(zeroblob(40000)), '00', '[[')", "-1", "0"};
        const int kind = m.pick(10);
        QString sql;
        if (kind < 7) {
            const char* v = values[m.pick(16)];
            sql = QStringLiteral("UPDATE %1 SET %2 = %3 WHERE rowid IN (SELECT rowid FROM %1 ORDER BY random() LIMIT 1)")
                      .arg(QLatin1String(table), column, QLatin1String(v));
        } else if (kind == 7) {
            sql = QStringLiteral("ALTER TABLE %1 RENAME TO old_%1; CREATE VIEW %1 AS WITH RECURSIVE c(x) AS "
                                 "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT * FROM old_%1, c")
                      .arg(QLatin1String(table));
        } else if (kind == 8) {
            sql = QStringLiteral("CREATE TRIGGER t AFTER INSERT ON %1 BEGIN DELETE FROM %1; END")
                      .arg(QLatin1String(table));
        } else {
            static const char* schema[] = {"DROP TABLE %1", "ALTER TABLE %1 ADD COLUMN junk TEXT",
                                           "ALTER TABLE %1 RENAME COLUMN %2 TO other",
                                           "INSERT INTO %1 SELECT * FROM %1 LIMIT 1", "PRAGMA user_version = 99",
                                           "CREATE INDEX i ON %1 (%2)"};
            sql = QString::fromLatin1(schema[m.pick(6)])
                      .replace(QStringLiteral("%1"), QLatin1String(table))
                      .replace(QStringLiteral("%2"), column);
        }
        how = sql.left(120);
        try {
            db.exec(sql.toUtf8().constData());
        } catch (const SqliteError&) {
            how += QStringLiteral(" (rejected by SQLite)");  // e.g. NOT NULL: the file stays as it was
        }
    }
    return readAll(scratch);
}

/// Page-level damage: bytes flipped or a page zeroed or cut off.
QByteArray damagePages(QByteArray t, Mutator& m, QString& how) {
    const int page = 4096, pages = int(t.size() / page);
    switch (m.pick(3)) {
    case 0: {
        const int n = 1 + m.pick(16);
        for (int i = 0; i < n; ++i) t[m.pick(int(t.size()))] ^= char(1 << m.pick(8));
        how = QStringLiteral("flip %1 bits").arg(n);
        return t;
    }
    case 1: {
        const int p = m.pick(pages);
        t.replace(p * page, page, QByteArray(page, '\0'));
        how = QStringLiteral("zero page %1").arg(p + 1);
        return t;
    }
    default:
        how = QStringLiteral("truncate");
        return t.left(m.pick(int(t.size())));
    }
}

}  // namespace

void TstFuzz::projectStore() {
    Mutator m(2021);
    const QString scratch = QDir(m_base.path()).filePath(QStringLiteral("scratch.supernode"));
    std::vector<Case> cases;
    for (int i = 0; i < kCases; ++i) {
        Case c;
        QString how;
        c.input = m.pick(3) ? damageStore(m_store, m, scratch, how) : damagePages(m_store, m, how);
        c.inputName = QStringLiteral("in.supernode");
        c.label = QStringLiteral("store #%1 (%2)").arg(i).arg(how);
        switch (i % 3) {
        case 0:
            c.outputName = QStringLiteral("out.json");
            c.outputBefore = m_designJson;
            c.args = {QStringLiteral("convert"), QStringLiteral("{in}"), QStringLiteral("{out}")};
            c.readBack = {QStringLiteral("info"), QStringLiteral("{out}")};
            break;
        case 1: c.args = {QStringLiteral("info"), QStringLiteral("{in}")}; break;
        default:
            c.args = {QStringLiteral("validate"), QStringLiteral("{in}")};
            c.validate = true;
            break;
        }
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::userCatalog() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types/APC/AP8886.yaml");
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types/Nvidia/QM9700.yaml");
    Mutator m(2022);
    std::vector<Case> cases;
    const QString yaml = test::sharedDir() + QStringLiteral("/data/netbox-device-types/APC/AP8886.yaml");
    for (int i = 0; i < kCases; ++i) {
        Case c;
        QString how;
        c.input = m.pick(2) ? m.damageJson(m_catalog, how) : m.damageText(m_catalog, how);
        c.inputName = QStringLiteral("user.json");
        c.label = QStringLiteral("catalog #%1 (%2)").arg(i).arg(how);
        if (i % 2) {
            c.args = {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("{in}")};
        } else {
            // Importing into a damaged catalog reads it first; refused, it stays as it was.
            c.outputName = c.inputName;
            c.outputBefore = c.input;
            c.args = {QStringLiteral("catalog"), QStringLiteral("import"), yaml, QStringLiteral("-o"), QStringLiteral("{in}")};
            c.readBack = {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("{in}")};
        }
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::netboxYaml() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types/Nvidia/QM9700.yaml");
    Mutator m(2023);
    std::vector<Case> cases;
    for (int i = 0; i < kCases; ++i) {
        Case c;
        QString how;
        if (m.pick(5) == 0) {
            // A billion-laughs alias bomb: 9^8 strings if aliases were expanded.
            QByteArray bomb = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
            for (char k = 'b'; k <= 'i'; ++k) {
                const char prev = char(k - 1);
                bomb += QByteArray(1, k) + ": &" + QByteArray(1, k) + " [";
                for (int j = 0; j < 9; ++j) bomb += QByteArray(j ? ",*" : "*") + QByteArray(1, prev);
                bomb += "]\n";
            }
            c.input = m.pick(2) ? bomb + m_yaml : m_yaml + "comments: *i\n" + bomb;
            how = QStringLiteral("alias bomb");
        } else {
            c.input = m.damageText(m_yaml, how);
        }
        c.inputName = QStringLiteral("in.yaml");
        c.label = QStringLiteral("netbox #%1 (%2)").arg(i).arg(how);
        c.outputName = QStringLiteral("user.json");
        c.outputBefore = m_catalog;
        c.args = {QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("{in}"), QStringLiteral("-o"),
                  QStringLiteral("{out}")};
        c.readBack = {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("{out}")};
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

namespace {

QString example() { return test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
QString dataFile(const char* rel) { return test::sourceDir() + QStringLiteral("/tests/data/") + QLatin1String(rel); }

/// NVUE's shape (`nv show interface --output json` on Cumulus Linux) for
/// mgmt-a03, the same two neighbours as the captured lldpcli scan of it.
const char* const kNvue = R"({
  "swp1": {"type": "swp", "lldp": {"neighbor": {"gpu-a01-1": {
      "chassis": {"chassis-id": "8a:cc:11:83:b0:99", "system-name": "gpu-a01-1"},
      "port": {"name": "BMC", "description": "BMC", "type": "ifname", "ttl": 120}}}}},
  "swp2": {"type": "swp", "lldp": {"neighbor": {"aa:bb:cc:dd:ee:ff": {
      "chassis": {"system-name": "gpu-a01-2"}, "port": {"description": "BMC"}}}}},
  "eth0": {"type": "eth"}
}
)";

}  // namespace

void TstFuzz::lldpJson() {
    Mutator m(2024);
    // lldpcli's keyvalue JSON of a host and of a switch, its json0 form, and NVUE's.
    struct Seed {
        QString name;
        QByteArray text;
    };
    const std::vector<Seed> seeds{{QStringLiteral("gpu-a01-1.json"), readAll(dataFile("asbuilt/lldp/gpu-a01-1.json"))},
                                  {QStringLiteral("mgmt-a03.json"), readAll(dataFile("asbuilt/lldp/mgmt-a03.json"))},
                                  {QStringLiteral("mgmt-a03.json"), readAll(dataFile("asbuilt/lldp-json0/mgmt-a03.json"))},
                                  {QStringLiteral("mgmt-a03.json"), QByteArray(kNvue)}};
    for (const Seed& seed : seeds) QVERIFY(!seed.text.isEmpty());
    std::vector<Case> cases;
    for (int i = 0; i < kLldpCases; ++i) {
        const Seed& seed = seeds[size_t(i % 4)];
        Case c;
        QString how;
        c.input = m.pick(3) ? m.damageJson(seed.text, how) : m.damageText(seed.text, how);
        c.inputName = seed.name;
        c.label = QStringLiteral("lldp #%1 %2 (%3)").arg(i).arg(i % 4 == 3 ? QStringLiteral("nvue") : seed.name, how);
        c.args = {QStringLiteral("verify"), example(), QStringLiteral("--lldp"), QStringLiteral("{in}")};
        c.validate = true;  // a scan that reads but does not match: the report on stdout, exit 1
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::ibnetdiscover() {
    Mutator m(2025);
    const QByteArray scan = readAll(dataFile("asbuilt/liquid-row-faults.ibnetdiscover"));
    QVERIFY(!scan.isEmpty());
    std::vector<Case> cases;
    for (int i = 0; i < kIbnetdiscoverCases; ++i) {
        Case c;
        QString how;
        c.input = m.pick(2) ? m.damageLines(scan, how) : m.damageText(scan, how);
        c.inputName = QStringLiteral("fabric.ibnetdiscover");
        c.label = QStringLiteral("ibnetdiscover #%1 (%2)").arg(i).arg(how);
        c.args = {QStringLiteral("verify"), example(), QStringLiteral("--ibnetdiscover"), QStringLiteral("{in}")};
        c.validate = true;  // the captured scan has faults: it reads with findings, exit 1
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::hallDxf() {
    Mutator m(2026);
    // A 20 × 15 m hall with one of each thing the import reads: outline,
    // column, wall, door and keep-out, and two halls named by a TEXT and an
    // MTEXT, on the default layers.
    const QByteArray hall = "0\nSECTION\n2\nENTITIES\n"
                            "0\nLWPOLYLINE\n8\nSN-ROOM\n90\n4\n70\n1\n10\n0\n20\n0\n10\n20000\n20\n0\n10\n20000\n20\n15000\n10\n0\n20\n15000\n"
                            "0\nCIRCLE\n8\nSN-COLUMNS\n10\n6000\n20\n7500\n40\n300\n"
                            "0\nLINE\n8\nSN-WALLS\n10\n10000\n20\n0\n11\n10000\n21\n3000\n"
                            "0\nLINE\n8\nSN-DOORS\n10\n1000\n20\n0\n11\n2500\n21\n0\n"
                            "0\nCIRCLE\n8\nSN-KEEPOUTS\n10\n17000\n20\n12000\n40\n1000\n"
                            "0\nLWPOLYLINE\n8\nSN-HALLS\n90\n4\n70\n1\n10\n0\n20\n0\n10\n10000\n20\n0\n10\n10000\n20\n15000\n10\n0\n20\n15000\n"
                            "0\nLWPOLYLINE\n8\nSN-HALLS\n90\n4\n70\n1\n10\n10000\n20\n0\n10\n20000\n20\n0\n10\n20000\n20\n15000\n10\n10000\n20\n15000\n"
                            "0\nTEXT\n8\nSN-HALLS\n10\n5000\n20\n7500\n40\n500\n1\nCold store 18%%dC (DH1)\n72\n1\n11\n5000\n21\n7500\n"
                            "0\nMTEXT\n8\nSN-HALLS\n10\n15000\n20\n7500\n40\n500\n3\n{\\fArial|b1;Network}\\P\n1\nroom \\S1^2; (NR)\n"
                            "0\nENDSEC\n0\nEOF\n";
    // A block that inserts the column twice per level: with it a mutation
    // can reach BLOCKS, INSERT and MINSERT counts too.
    const QByteArray blocks = "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n2\nCOL\n10\n0\n20\n0\n"
                              "0\nCIRCLE\n8\nSN-COLUMNS\n10\n0\n20\n0\n40\n300\n0\nENDBLK\n0\nENDSEC\n";
    const QByteArray insert = "0\nINSERT\n8\nSN-COLUMNS\n2\nCOL\n10\n12000\n20\n7500\n41\n1\n42\n1\n70\n2\n71\n2\n44\n1200\n45\n1200\n";
    QByteArray withBlocks = hall;
    withBlocks.insert(0, blocks);
    withBlocks.insert(withBlocks.indexOf("0\nENDSEC\n0\nEOF"), insert);
    std::vector<Case> cases;
    for (int i = 0; i < kDxfCases; ++i) {
        Case c;
        QString how;
        const QByteArray& seed = i % 2 ? withBlocks : hall;
        c.input = m.pick(3) ? m.damageLines(seed, how) : m.damageText(seed, how);
        c.inputName = QStringLiteral("hall.dxf");
        c.label = QStringLiteral("dxf #%1%2 (%3)").arg(i).arg(i % 2 ? QStringLiteral(" with blocks") : QString(), how);
        c.outputName = QStringLiteral("out.json");
        c.outputBefore = m_designJson;
        c.args = {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"),
                  QStringLiteral("--hall"), QStringLiteral("{in}")};
        c.readBack = {QStringLiteral("info"), QStringLiteral("{out}")};
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::labelTemplates() {
    Mutator m(2027);
    // One A4 sheet template and one that stands for it (equiv), as gLabels
    // writes them; --stock names either.
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<Glabels-templates>\n"
                           "  <Template brand=\"Test\" part=\"T100\" size=\"A4\" _description=\"Cable labels\">\n"
                           "    <Meta category=\"label\"/>\n"
                           "    <Label-rectangle id=\"0\" width=\"63.5mm\" height=\"38.1mm\" round=\"1.5mm\">\n"
                           "      <Markup-margin size=\"5\"/>\n"
                           "      <Layout nx=\"3\" ny=\"7\" x0=\"7.2mm\" y0=\"15.1mm\" dx=\"66mm\" dy=\"38.1mm\"/>\n"
                           "    </Label-rectangle>\n  </Template>\n"
                           "  <Template brand=\"Test\" part=\"T101\" equiv=\"T100\"/>\n</Glabels-templates>\n";
    std::vector<Case> cases;
    for (int i = 0; i < kLabelCases; ++i) {
        Case c;
        QString how;
        switch (m.pick(8)) {
        case 0: {
            // Nested internal entities (10^7 characters if expanded) or an
            // external one that must never be read.
            QByteArray dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE Glabels-templates [\n<!ENTITY a \"aaaaaaaaaa\">\n";
            for (char k = 'b'; k <= 'g'; ++k) {
                dtd += "<!ENTITY " + QByteArray(1, k) + " \"";
                for (int j = 0; j < 10; ++j) dtd += "&" + QByteArray(1, char(k - 1)) + ";";
                dtd += "\">\n";
            }
            dtd += "<!ENTITY ext SYSTEM \"file:///etc/passwd\">\n]>\n";
            c.input = xml;
            c.input.replace("<?xml version=\"1.0\"?>\n", dtd);
            c.input.replace("Cable labels", m.pick(2) ? "&g;" : "&ext;");
            how = QStringLiteral("entities");
            break;
        }
        case 1:
        case 2: c.input = m.damageText(xml, how); break;
        default: c.input = m.damageAttribute(xml, how); break;
        }
        c.inputName = QStringLiteral("stock.xml");
        c.label = QStringLiteral("labels #%1 (%2)").arg(i).arg(how);
        c.outputName = QStringLiteral("labels.pdf");
        c.outputBefore = "old";
        c.args = {QStringLiteral("export"), QStringLiteral("labels"), example(), QStringLiteral("-o"), QStringLiteral("{out}"),
                  QStringLiteral("--stock-file"), QStringLiteral("{in}"), QStringLiteral("--stock"),
                  i % 2 ? QStringLiteral("T101") : QStringLiteral("T100")};
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::cliOptions() {
    Mutator m(2028);
    static const char* values[] = {"nan", "NaN", "inf", "-inf", "1e308", "1e400", "-1", "0", "-0", "2147483648",
                                   "9223372036854775808", "99999999999999999999", "", " ", "1e-320", "0x10", "1,5",
                                   "12abc", "\u00bd", "\u4e00\u767e", "\U0001F600", "--gpus", "-", "16", "1024"};
    constexpr int kValues = int(sizeof values / sizeof *values);
    struct Command {
        QStringList head;  ///< "{in}" is the example design, "{out}" the output
        std::vector<const char*> options;
        bool readBack;
    };
    const std::vector<Command> commands{
        {{QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16")},
         {"--gpus", "--tp", "--pp", "--dp", "--server", "--fabric", "--rack", "--rack-kw", "--feed", "--cooling",
          "--coolant", "--supply-c", "--delta-t", "--containment", "--facility-c", "--supernode-gpus",
          "--oversubscription", "--switch-placement", "--leaf-alignment", "--storage-oversubscription",
          "--fabric-manager", "--spare-servers", "--name", "--column-grid", "--hall-m2", "--hall-mw", "--hall-layers",
          "--no-such-option"},
         true},
        {{QStringLiteral("route"), QStringLiteral("{in}"), QStringLiteral("-o"), QStringLiteral("{out}")},
         {"--slack-mm", "--min-spare-mm", "--drop-reach-mm", "--rack-base-mm", "--neighbour-gap-mm",
          "--side-fill-percent", "--no-such-option"},
         true},
        // {out} is a file: every run that gets past its options is refused, the file unchanged.
        {{QStringLiteral("variants"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16")},
         {"--axis", "--price-list", "--years", "--kwh-price", "--pue", "--weights", "--ecosystem", "--gpus",
          "--no-such-option"},
         false},
        {{QStringLiteral("export"), QStringLiteral("bom"), QStringLiteral("{in}"), QStringLiteral("-o"), QStringLiteral("{out}")},
         {"--spare-cables-percent", "--spare-optics-percent", "--spare-floor", "--select", "--stock"},
         false},
        {{QStringLiteral("export"), QStringLiteral("hostfile"), QStringLiteral("{in}"), QStringLiteral("-o"),
          QStringLiteral("{out}")},
         {"--tp", "--pp", "--dp", "--spares", "--order"},
         false},
        {{QStringLiteral("export"), QStringLiteral("labels-csv"), QStringLiteral("{in}"), QStringLiteral("-o"),
          QStringLiteral("{out}")},
         {"--select", "--template", "--stock", "--changed-since"},
         false},
    };
    std::vector<Case> cases;
    for (int i = 0; i < kOptionCases; ++i) {
        const Command& command = commands[size_t(i % int(commands.size()))];
        Case c;
        c.inputName = QStringLiteral("in.json");
        c.input = m_designJson;
        c.outputName = QStringLiteral("out.json");
        c.outputBefore = m_designJson;
        c.args = command.head;
        QStringList how;
        for (int k = 0, n = 1 + m.pick(3); k < n; ++k) {
            const QString option = QString::fromLatin1(command.options[size_t(m.pick(int(command.options.size())))]);
            const QString value = QString::fromUtf8(values[m.pick(kValues)]);
            c.args << option << value;
            how << option + QLatin1Char(' ') + value;
        }
        c.label = QStringLiteral("options #%1 (%2: %3)").arg(i).arg(command.head.join(QLatin1Char(' ')), how.join(QLatin1Char(' ')));
        if (command.readBack) c.readBack = {QStringLiteral("info"), QStringLiteral("{out}")};
        c.mayRouteIncompletely = command.head.first() == QLatin1String("route");
        cases.push_back(std::move(c));
    }
    // Values `new` and `route` once saved into a design (as null, or beyond
    // what loading accepts) or ran out of memory on (issue #44).
    const std::vector<QStringList> refused{
        {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--rack-kw"), QStringLiteral("1e300")},
        {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--delta-t"), QStringLiteral("inf")},
        {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--supply-c"), QStringLiteral("nan")},
        {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--column-grid"), QStringLiteral("nan")},
        {QStringLiteral("new"), QStringLiteral("{out}"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--column-grid"), QStringLiteral("inf")},
        {QStringLiteral("route"), QStringLiteral("{in}"), QStringLiteral("-o"), QStringLiteral("{out}"), QStringLiteral("--slack-mm"), QStringLiteral("1e300")},
        {QStringLiteral("route"), QStringLiteral("{in}"), QStringLiteral("-o"), QStringLiteral("{out}"), QStringLiteral("--rack-base-mm"), QStringLiteral("inf")},
        {QStringLiteral("route"), QStringLiteral("{in}"), QStringLiteral("-o"), QStringLiteral("{out}"), QStringLiteral("--drop-reach-mm"), QStringLiteral("nan")},
    };
    for (const QStringList& args : refused) {
        Case c;
        c.inputName = QStringLiteral("in.json");
        c.input = m_designJson;
        c.outputName = QStringLiteral("out.json");
        c.outputBefore = m_designJson;
        c.args = args;
        c.mustRefuse = true;
        c.label = QStringLiteral("options (%1)").arg(args.join(QLatin1Char(' ')));
        cases.push_back(std::move(c));
    }
    runAll(std::move(cases));
}

void TstFuzz::regressionFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("message");
    // Each once crashed or hung (issue #20); each must now be refused with
    // one line naming where the file is wrong. tests/data/fuzz/make_cases.py
    // made them.
    auto row = [](const char* file, const char* command, const char* message) {
        QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(command) << QString::fromUtf8(message);
    };
    row("design-number-overflow.json", "info", "design-number-overflow.json: /racks/0/x_mm: number out of range");
    row("design-negative-overflow.json", "validate", "/racks/1/y_mm: number out of range");
    row("design-dbl-max-overflow.json", "info", "/room/width_mm: number out of range");
    row("design-exponent-overflow.json", "info", "/devices/0/placement/floor_x_mm: number out of range");
    row("design-deep-nesting.json", "info", "nested deeper than 256 levels");
    row("design-device-u-overflow.json", "validate", "/devices/0: u: 2147483647 is outside 0 to 60");
    row("design-room-10km.json", "info", "/room: width_mm: 10000000 is outside 1 to 2000000");
    row("design-newline-in-type.json", "info", "/devices/0: type: the control character U+000A in \"hgx\\nsecond line\"");
    row("design-long-type.json", "info", "…\" is not in the catalog");
    row("catalog-port-count-max.json", "catalog list", "count: must be between 1 and 4096");
    row("catalog-port-first-max.json", "catalog list", "first: must be between 0 and 1000000");
    row("catalog-number-overflow.json", "catalog list", "/entries/0/max_power_w: number out of range");
    row("catalog-deep-nesting.json", "catalog list", "nested deeper than 256 levels");
    row("store-rack-x-inf.supernode", "validate", "table rack, row 1, column x_mm: number out of range");
    row("store-rack-x-text.supernode", "info", "table rack, row 1, column x_mm: expected a number");
    row("store-meta-recursive-view.supernode", "info", "unexpected table \"meta_old\" in the schema");
    row("store-trigger.supernode", "info", "unexpected trigger \"wipe\" in the schema");
    row("store-tray-path-overflow.supernode", "info", "table tray, row 1, column path: /0/0: number out of range");
    row("store-catalog-json-overflow.supernode", "info", "catalog entry hgx-h100-8gpu-liquid: /u_height: number out of range");
    row("store-device-u-overflow.supernode", "validate", "table device, row 1: u: 2147483647 is outside 0 to 60");
    row("store-missing-column.supernode", "info", "table cable does not have the expected columns");
    row("netbox-deep-nesting.yaml", "catalog import", "netbox-deep-nesting.yaml:143:10011: invalid YAML: nested deeper than 500 levels");
    // Scans and label templates once taken as valid (an empty scan verified
    // as every cable missing, port 2^31 as port 0, `{}` as an NVUE scan,
    // NaN or zero label widths as blank sheets) or that allocated every one
    // of 10^9 cells (issue #44).
    row("ibnetdiscover-empty.ibnetdiscover", "verify --ibnetdiscover", "ibnetdiscover-empty.ibnetdiscover: no Switch or Ca record");
    row("ibnetdiscover-comments-only.ibnetdiscover", "verify --ibnetdiscover",
        "ibnetdiscover-comments-only.ibnetdiscover: no Switch or Ca record");
    row("ibnetdiscover-port-2pow31.ibnetdiscover", "verify --ibnetdiscover",
        "ibnetdiscover-port-2pow31.ibnetdiscover:11: port number 2147483648 is not an InfiniBand port's (0 to 255)");
    row("nvue-empty-object.json", "verify --lldp", "nvue-empty-object.json: neither lldpcli output");
    row("nvue-unrelated.json", "verify --lldp", "nvue-unrelated.json: neither lldpcli output");
    row("labels-nan-width.xml", "export labels --stock-file", "labels-nan-width.xml, line 5: attribute width \"nan\" is not a length");
    row("labels-inf-width.xml", "export labels --stock-file", "labels-inf-width.xml, line 5: attribute width \"inf\" is not a length");
    row("labels-negative-width.xml", "export labels --stock-file",
        "labels-negative-width.xml, line 5: template Test T100: a label of -63.5 × 38.1 mm");
    row("labels-zero-width.xml", "export labels --stock-file", "labels-zero-width.xml, line 5: template Test T100: a label of 0.0 × 38.1 mm");
    // Margins that meet, or a label of 1e-300 inches: every cable was refused
    // in a line of its own (17 000 characters) that never named the stock's
    // fault; found by labelTemplates.
    row("labels-margin-1e308.xml", "export labels --stock-file", "labels-margin-1e308.xml, line 6: template Test T100: margins of");
    row("labels-height-1e-300in.xml", "export labels --stock-file",
        "labels-height-1e-300in.xml, line 6: template Test T100: margins of 1.764 × 1.764 mm leave no room to print on a label of 63.5 × 0.0 mm");
    // 5 mm high with 1.8 mm margins: every cable refused; once listed one by
    // one in 17 000 characters, now the first and how many more.
    row("labels-height-5mm.xml", "export labels --stock-file", "160 labels do not fit the stock test-t100");
    // 10^9 × 7 labels: counted in 64 bits and refused before any is made.
    row("labels-nx-1e9.xml", "export labels --stock-file", "labels-nx-1e9.xml, line 7: template Test T100: 7000000000 labels on a page");
    // Scans and halls that once ended as "internal error", ran out of memory
    // or were taken for something else (issue #44); tst_lldp_verify and
    // tst_dxf_cli check their whole messages, here each must stay one line
    // that names the file. A path with a folder is under tests/data/.
    const QDir lldp(test::sourceDir() + QStringLiteral("/tests/data/asbuilt/lldp-refused"));
    const QStringList scans = lldp.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QCOMPARE(scans.size(), 36);
    for (const QString& f : scans) {
        const QByteArray file = ("asbuilt/lldp-refused/" + f).toUtf8();
        QTest::newRow(file.constData()) << QString::fromUtf8(file) << QStringLiteral("verify --lldp") << f + QStringLiteral(": /");
    }
    const QDir dxf(test::sourceDir() + QStringLiteral("/tests/data/dxf"));
    const QStringList halls = dxf.entryList({QStringLiteral("*.dxf")}, QDir::Files, QDir::Name);
    QCOMPARE(halls.size(), 12);
    for (const QString& f : halls) {
        const QByteArray file = ("dxf/" + f).toUtf8();
        QTest::newRow(file.constData()) << QString::fromUtf8(file) << QStringLiteral("new --hall") << f + QStringLiteral(":");
    }
}

void TstFuzz::regressionFiles() {
    QFETCH(QString, file);
    QFETCH(QString, command);
    QFETCH(QString, message);
    const QString path = test::sourceDir() + (file.contains(QLatin1Char('/')) ? QStringLiteral("/tests/data/")
                                                                               : QStringLiteral("/tests/data/fuzz/")) + file;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const QByteArray before = readAll(path);
    QTemporaryDir dir;
    const QString target = QDir(dir.path()).filePath(command.startsWith(QLatin1String("new")) ? QStringLiteral("sn.json")
                                                                                               : QStringLiteral("user.json"));
    QStringList args;
    if (command == QLatin1String("verify --lldp") || command == QLatin1String("verify --ibnetdiscover")) {
        args = command.split(QLatin1Char(' '));
        args.insert(1, example());
        args << path;
    } else if (command == QLatin1String("new --hall")) {
        args = {QStringLiteral("new"), target, QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--hall"), path};
    } else if (command == QLatin1String("export labels --stock-file")) {
        args = {QStringLiteral("export"), QStringLiteral("labels"), example(), QStringLiteral("-o"), target,
                QStringLiteral("--stock-file"), path, QStringLiteral("--stock"), QStringLiteral("T100")};
    } else {
        args = command.split(QLatin1Char(' '));
        args << path;
        if (command == QLatin1String("catalog import")) args << QStringLiteral("-o") << target;
    }
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(test::cliPath(), args);
    QVERIFY2(p.waitForFinished(kTimeoutMs), "hang");
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("internal error")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.size() < 400, qPrintable(err.left(400)));
    QCOMPARE(readAll(path), before);  // reading never changes a file
    QVERIFY(!QFile::exists(target));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TstFuzz::unknownCommandIsUsageError() {
    for (const QStringList& args : {QStringList{QStringLiteral("no-such-command")},
                                    QStringList{QStringLiteral("no-such-command"), QStringLiteral("x.json")},
                                    QStringList{QStringLiteral("--no-such-option")},
                                    QStringList{QStringLiteral("info"), QStringLiteral("--no-such-option"), QStringLiteral("x.json")}}) {
        QProcess p;
        p.start(test::cliPath(), args);
        QVERIFY(p.waitForFinished(kTimeoutMs));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 2);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains("no-such"), err.constData());
        QVERIFY(p.readAllStandardOutput().isEmpty());
    }
    // A name that can only be a file is still a file: `info` says it is missing.
    QProcess p;
    p.start(test::cliPath(), {QStringLiteral("missing.supernode")});
    QVERIFY(p.waitForFinished(kTimeoutMs));
    QCOMPARE(p.exitCode(), 1);
}

QTEST_GUILESS_MAIN(TstFuzz)
#include "tst_fuzz.moc"
