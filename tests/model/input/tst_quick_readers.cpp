// The readers' shortcuts for the common case: each must
// give exactly what the general way gives, and leave to it whatever it does
// not take. The quick JSON reader (input/json_plain_sax.h) against nlohmann's
// own parser, the compact tray runs of a .supernode row against the JSON
// reader, route records split by hand against the format and read from their bytes
// against fromText, and the cache of repeated names against converting
// each field (ids read from their bytes: tst_uuid_text).
#include "model/design/design_objects.h"
#include "model/input/json_plain_sax.h"
#include "model/input/json_reader.h"
#include "model/io/field_text.h"
#include "model/io/route_record_text.h"
#include "model/io/tray_runs_json.h"

#include <QRandomGenerator>
#include <QtTest>

#include <cstring>

using namespace sn;

namespace {

/// The document nlohmann's own SAX DOM builder makes from the quick reader's
/// events; nullopt when the quick reader gave up.
std::optional<Json> quick(const std::string& text) {
    Json root;
    nlohmann::detail::json_sax_dom_parser<Json> sax(root, false);
    if (!plainSaxParse(text, sax)) return std::nullopt;
    return root;
}

/// Same document, same types and the same bits (dump tells 1 from 1.0 and
/// 0.0 from -0.0, which operator== does not).
bool same(const Json& a, const Json& b) {
    return a == b && a.dump() == b.dump();
}

}  // namespace

class TestQuickReaders : public QObject {
    Q_OBJECT
private slots:
    void quickJsonGivesNlohmannsDocument_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("scalars") << QByteArray(
            "[true, false, null, 0, -0, 7, -7, 18446744073709551615, -9223372036854775808, 0.5, -0.0, 1e5, "
            "2.5E-3, 1E+2, 4250.5]");
        // Shortest round-trip forms nlohmann writes, and decimals that are not exact in binary.
        QTest::newRow("doubles") << QByteArray(
            "[0.1, 0.30000000000000004, 1.7976931348623157e+308, 5e-324, "
            "2.2250738585072014e-308, 123456789012345678901234567890.0]");
        QTest::newRow("nesting and space")
            << QByteArray(" \t\r\n{ \"a\" : [ { } , [ ] , { \"b\" : { \"c\" : [1,[2,[3]]] } } ] }\n");
        QTest::newRow("repeated key: first place, last value")
            << QByteArray("{\"x\": 1, \"y\": 2, \"x\": {\"z\": 3}}");
        QTest::newRow("escapes") << QByteArray(
            "[\"a\\\"b\", \"c\\\\d\", \"e\\/f\", \"\\b\\f\\n\\r\\t\", \"\\u0041\\u00e9\\u4e2d\", "
            "\"\\u0000x\", \"\\ud83d\\ude00\", \"\\uD834\\uDD1E\"]");
        QTest::newRow("raw UTF-8") << QByteArray(
            "[\"é\", \"机柜\", \"\xF0\x9F\x98\x80\", \"\xED\x9F\xBF\", \"\xF4\x8F\xBF\xBF\"]");
        QTest::newRow("top-level string") << QByteArray("\"only\"");
        QTest::newRow("top-level number") << QByteArray("  42 ");
    }
    void quickJsonGivesNlohmannsDocument() {
        QFETCH(QByteArray, text);
        const auto mine = quick(text.toStdString());
        QVERIFY2(mine, "the quick reader takes valid JSON");
        QVERIFY2(same(*mine, Json::parse(text.toStdString())), mine->dump().c_str());
    }

    /// The program's document builder (parseJsonText) against nlohmann's
    /// parser on repeated keys: the first place, the last value, in a small
    /// object (scanned) and in objects of 40 and 1 000 members (looked up
    /// in a hash once beyond 32).
    void documentBuilderRepeatedKeys() {
        for (const int members : {5, 40, 1000}) {
            QByteArray text = "{\"outer\": {";
            for (int i = 0; i < members; ++i) text += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ", ";
            // k1 and the last key again, then a nested object repeated with other contents.
            text += "\"k1\": \"again\", \"k" + QByteArray::number(members - 1) + "\": [1], \"n\": {\"a\": 1}, \"n\": {\"b\": 2}}, "
                    "\"outer\": {\"k0\": 0, \"k0\": 1}}";
            const Json mine = parseJsonText(text, QStringLiteral("x.json"));
            QVERIFY2(same(mine, Json::parse(text.toStdString())), mine.dump().substr(0, 200).c_str());
            QCOMPARE(mine["outer"].size(), size_t(1));  // the second "outer" replaced the first
        }
        QByteArray text = "{";
        for (int i = 0; i < 1000; ++i) text += "\"k" + QByteArray::number(i % 700) + "\": " + QByteArray::number(i) + (i < 999 ? ", " : "}");
        const Json mine = parseJsonText(text, QStringLiteral("x.json"));
        QVERIFY(same(mine, Json::parse(text.toStdString())));
        QCOMPARE(mine.size(), size_t(700));
        QCOMPARE(mine.begin().value().get<int>(), 700);  // k0: first place, value of i = 700
    }

    /// What the quick reader does not take, so that nlohmann's parser reads
    /// it: errors (for their messages), a byte-order mark, integers beyond
    /// 64 bits (a double there), numbers beyond double range (refused there).
    void quickJsonLeavesTheRest_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray("");
        QTest::newRow("trailing comma") << QByteArray("[1,]");
        QTest::newRow("object trailing comma") << QByteArray("{\"a\":1,}");
        QTest::newRow("unclosed") << QByteArray("[1, 2");
        QTest::newRow("second value") << QByteArray("1 2");
        QTest::newRow("leading zero") << QByteArray("[01]");
        QTest::newRow("bare fraction") << QByteArray("[.5]");
        QTest::newRow("dot without digits") << QByteArray("[1.]");
        QTest::newRow("plus sign") << QByteArray("[+1]");
        QTest::newRow("exponent without digits") << QByteArray("[1e]");
        QTest::newRow("control character") << QByteArray("[\"a\tb\"]");
        QTest::newRow("unknown escape") << QByteArray("[\"\\x\"]");
        QTest::newRow("lone low surrogate") << QByteArray("[\"\\udc00\"]");
        QTest::newRow("high surrogate alone") << QByteArray("[\"\\ud800x\"]");
        QTest::newRow("short \\u") << QByteArray("[\"\\u12\"]");
        QTest::newRow("overlong UTF-8") << QByteArray("[\"\xC0\xAF\"]");
        QTest::newRow("UTF-8 surrogate") << QByteArray("[\"\xED\xA0\x80\"]");
        QTest::newRow("beyond U+10FFFF") << QByteArray("[\"\xF4\x90\x80\x80\"]");
        QTest::newRow("cut UTF-8") << QByteArray("[\"\xE4\xB8\"]");
        QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF[1]");
        QTest::newRow("comment") << QByteArray("[1 /* c */]");
        QTest::newRow("beyond uint64") << QByteArray("[18446744073709551616]");
        QTest::newRow("beyond int64") << QByteArray("[-9223372036854775809]");
        QTest::newRow("beyond double") << QByteArray("[1e400]");
        QTest::newRow("bad literal") << QByteArray("[tru]");
        QTest::newRow("key not a string") << QByteArray("{1: 2}");
    }
    void quickJsonLeavesTheRest() {
        QFETCH(QByteArray, text);
        QVERIFY(!quick(text.toStdString()));
    }

    /// parseJsonText, quick path or not, gives nlohmann's document, and the
    /// limits still name the JSON pointer (the quick reader's events go
    /// through the same guard, and a refusal is read again for its message).
    void parseJsonTextKeepsItsLimits() {
        const QByteArray text = "{\"rows\": [{\"id\": \"a\"}], \"x\": 1.5}";
        QVERIFY(same(parseJsonText(text, QStringLiteral("f.json")), Json::parse(text.toStdString())));
        const QByteArray deep = QByteArray(300, '[') + QByteArray(300, ']');
        try {
            parseJsonText(deep, QStringLiteral("deep.json"));
            QFAIL("300 levels are refused");
        } catch (const UserError& e) {
            // 256 levels open (pointer /0/0/…/0, 255 indices), the 257th refused.
            QString pointer;
            for (int i = 0; i < 256; ++i) pointer += QStringLiteral("/0");
            QCOMPARE(e.message(),
                     QStringLiteral("deep.json: %1: nested deeper than 256 levels").arg(excerpt(pointer)));
        }
    }

    void compactTrayRunsEqualTheJsonReader_data() {
        QTest::addColumn<QByteArray>("text");
        const QByteArray t1 = "6f1c2a9e-0d4b-4f7e-9a51-3c8e2b7d5a10",
                         t2 = "00000000-0000-0000-0000-00000000002a";
        QTest::newRow("none") << QByteArray("[]");
        QTest::newRow("one") << "[{\"tray\":\"" + t1 + "\",\"from_mm\":0,\"to_mm\":4250.5}]";
        QTest::newRow("two, exponent, equal ends")
            << "[{\"tray\":\"" + t1 + "\",\"from_mm\":1e-05,\"to_mm\":2.5E+3},{\"tray\":\"" + t2 +
                   "\",\"from_mm\":12.0,\"to_mm\":12.0}]";
        QTest::newRow("what the writer writes") << QByteArray::fromStdString(
            TrayRunsJson::write(
                {TrayRun{
                    .tray = *TrayId::fromString(QString::fromLatin1(t1)), .fromMm = 0.1, .toMm = 1234.5678}})
                .dump());
    }
    void compactTrayRunsEqualTheJsonReader() {
        QFETCH(QByteArray, text);
        const auto compact = TrayRunsJson::readCompact(text.toStdString());
        QVERIFY(compact);
        const Json doc = parseJsonText(text, QStringLiteral("t"));
        QVERIFY(*compact == TrayRunsJson::read(JsonReader(doc, QStringLiteral("t"))));
    }

    /// Anything else goes the JSON reader's way, which reads it or names the
    /// fault: spaces, another key order, a negative or reversed distance, a
    /// bad tray id, an escape, a repeated key, a trailing comma.
    void compactTrayRunsLeaveTheRest_data() {
        QTest::addColumn<QByteArray>("text");
        const QByteArray t = "6f1c2a9e-0d4b-4f7e-9a51-3c8e2b7d5a10";
        QTest::newRow("spaces") << "[{\"tray\": \"" + t + "\", \"from_mm\": 0, \"to_mm\": 1}]";
        QTest::newRow("key order") << "[{\"from_mm\":0,\"tray\":\"" + t + "\",\"to_mm\":1}]";
        QTest::newRow("negative") << "[{\"tray\":\"" + t + "\",\"from_mm\":-1,\"to_mm\":1}]";
        QTest::newRow("reversed") << "[{\"tray\":\"" + t + "\",\"from_mm\":2,\"to_mm\":1}]";
        QTest::newRow("not a UUID") << QByteArray("[{\"tray\":\"T1\",\"from_mm\":0,\"to_mm\":1}]");
        QTest::newRow("escape") << "[{\"tray\":\"\\u0036" + t.mid(1) + "\",\"from_mm\":0,\"to_mm\":1}]";
        QTest::newRow("repeated key") << "[{\"tray\":\"" + t + "\",\"from_mm\":0,\"to_mm\":1,\"to_mm\":2}]";
        QTest::newRow("trailing comma") << "[{\"tray\":\"" + t + "\",\"from_mm\":0,\"to_mm\":1},]";
        QTest::newRow("beyond double") << "[{\"tray\":\"" + t + "\",\"from_mm\":0,\"to_mm\":1e999}]";
        QTest::newRow("leading zero") << "[{\"tray\":\"" + t + "\",\"from_mm\":01,\"to_mm\":2}]";
        QTest::newRow("text after") << "[{\"tray\":\"" + t + "\",\"from_mm\":0,\"to_mm\":1}]x";
    }
    void compactTrayRunsLeaveTheRest() {
        QFETCH(QByteArray, text);
        QVERIFY(!TrayRunsJson::readCompact(text.toStdString()));
    }

    /// The record format: five or six fields split at each single space.
    void routeRecordsSplitAtEachSpace() {
        const QString a = QStringLiteral("00000000000000ff"), b = QStringLiteral("0123456789abcdef");
        const auto r = RouteRecord::fromText(a + u' ' + b + QStringLiteral(" 0 3 top"));
        QVERIFY(r);
        QCOMPARE(r->endA, 255ull);
        QCOMPARE(r->endB, 0x0123456789abcdefull);
        QCOMPARE(r->columnA, 0);
        QCOMPARE(r->columnB, 3);
        QVERIFY(r->overTop);
        QVERIFY(!r->problem);
        const auto withProblem =
            RouteRecord::fromText(a + u' ' + b + QStringLiteral(" -1 2 side ") +
                                  kRoutingProblemNames.name(kRoutingProblemNames.entries[0].first));
        QVERIFY(withProblem);
        QVERIFY(!withProblem->overTop);
        QCOMPARE(*withProblem->problem, kRoutingProblemNames.entries[0].first);
        QCOMPARE(withProblem->toText(), a + u' ' + b + QStringLiteral(" -1 2 side ") +
                                            kRoutingProblemNames.name(kRoutingProblemNames.entries[0].first));
        for (const QString& bad : {a + u' ' + b + QStringLiteral(" 0 3"),               // four fields
                                   a + u' ' + b + QStringLiteral("  0 3 top"),          // an empty field
                                   a + u' ' + b + QStringLiteral(" 0 3 top x y"),       // seven
                                   a + u' ' + b + QStringLiteral(" 0 3 top "),          // six, the last empty
                                   a + u' ' + b + QStringLiteral(" 0 4 top"),           // column out of range
                                   a.left(15) + u' ' + b + QStringLiteral(" 0 3 top"),  // end key too short
                                   a + u' ' + b + QStringLiteral(" 0 3 over"), QString()})
            QVERIFY2(!RouteRecord::fromText(bad), qPrintable(bad));
    }

    /// Route records read from their bytes (io/route_record_text.h) are
    /// fromText's records for every text: the written form, and mutations of
    /// it that Qt's number parsing takes differently ("0x", "+", leading
    /// zeros, upper case, tabs) or refuses.
    void routeRecordsFromBytesEqualFromText() {
        auto agree = [](const std::string& text) {
            const auto a = RouteRecord::fromText(QString::fromStdString(text));
            const auto b = routeRecordFromUtf8(text);
            if (a != b) qWarning("differ on \"%s\"", text.c_str());
            return a == b;
        };
        QRandomGenerator rng(22);
        const std::string pieces[] = {" ", "  ", "0", "1", "3", "4", "-1", "-", "+1", "01", "0x", "f", "F", "g",
                                      "\t", "top", "side", "no-path", "too-long", "x", "\xc3\xa9", "\0"};
        int taken = 0;
        for (int i = 0; i < 100000; ++i) {
            RouteRecord r;
            r.endA = rng.generate64();
            r.endB = i % 7 == 0 ? 0 : rng.generate64();
            r.columnA = int(rng.bounded(-1, 4));
            r.columnB = int(rng.bounded(-1, 4));
            r.overTop = rng.bounded(2) == 1;
            if (rng.bounded(3) == 0) r.problem = kRoutingProblemNames.entries[rng.bounded(6)].first;
            std::string text = r.toText().toStdString();
            if (i % 2 == 0) {
                QCOMPARE(routeRecordFromUtf8(text), std::optional<RouteRecord>(r));
                ++taken;
            } else {  // a piece put in, or put in place of some bytes
                const std::string& piece = pieces[rng.bounded(int(std::size(pieces)))];
                const auto at = std::size_t(rng.bounded(int(text.size()) + 1));
                text.replace(at, std::size_t(rng.bounded(3)), piece);
                if (i % 4 == 1)
                    for (char& c : text)
                        if (c >= 'a' && c <= 'f' && rng.bounded(2)) c = char(c - 'a' + 'A');
            }
            QVERIFY(agree(text));
        }
        QVERIFY(taken == 50000);
        for (const std::string text : {"0x000000000000ff 0123456789abcdef 0 3 top",     // Qt takes "0x" and 14 digits
                                       "000000000000000f 0123456789abcdef +1 3 top",   // and a sign
                                       "000000000000000f 0123456789abcdef 01 3 top",   // and a leading zero
                                       "000000000000000f 0123456789abcdef \t1 3 top",  // and white space
                                       "000000000000000F 0123456789ABCDEF 0 3 side", "", " ",
                                       "000000000000000f 0123456789abcdef 0 3 top no-path x"})
            QVERIFY(agree(text));
    }

    /// The cache gives what converting each field gives, whatever shares a slot.
    void cachesGiveWhatConversionGives() {
        SharedTextCache names;
        for (int round = 0; round < 2; ++round)
            for (int i = 0; i < 64; ++i) {
                const std::string name = "OSFP" + std::to_string(i);
                QCOMPARE(names.get(name), QString::fromStdString(name));
            }
        QCOMPARE(names.get("机柜"), QStringLiteral("机柜"));
        const std::string longName(100, 'x');
        QCOMPARE(names.get(longName), QString::fromStdString(longName));
    }
};

QTEST_GUILESS_MAIN(TestQuickReaders)
#include "tst_quick_readers.moc"
