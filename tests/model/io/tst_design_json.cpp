#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/input/json_reader.h"
#include "model/io/design_json.h"
#include "model/io/json_array_counts.h"
#include "model/io/json_stream_writer.h"
#include "tests/support/example_design.h"

#include <QtTest>

using namespace sn;

/// The JSON interchange format: deterministic output, a faithful round trip,
/// and errors that name the JSON pointer of the field at fault.
class TstDesignJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void topArraysAreCountedWithoutParsing();
    void tooManyCablesRefusedBeforeParsing();
    void roundTripIsIdentical();
    void outputIsDeterministic();
    void outputIsWhatTheJsonLibraryIndents();
    void streamWriterMatchesDump();
    void refusedWriteIsReported();
    void documentHasFormatAndVersion();
    void routingPolicyRoundTrips();
    void tablesReadWhileParsingKeepTheDocumentsMeaning();
    void badInputNamesThePointer_data();
    void badInputNamesThePointer();
    void parserLimits_data();
    void parserLimits();
};

namespace {
/// The example as a JSON document, with one edit applied to it.
QByteArray exampleEdited(const std::function<void(Json&)>& edit) {
    Json doc = Json::parse(DesignJson::write(*test::buildLiquidRowExample()).toStdString());
    edit(doc);
    return QByteArray::fromStdString(doc.dump());
}
}  // namespace

void TstDesignJson::roundTripIsIdentical() {
    const QByteArray first = DesignJson::write(*test::buildLiquidRowExample());
    const auto read = DesignJson::read(first, QStringLiteral("mem.json"));
    QCOMPARE(DesignJson::write(*read), first);
}

void TstDesignJson::outputIsDeterministic() {
    QCOMPARE(DesignJson::write(*test::buildLiquidRowExample()), DesignJson::write(*test::buildLiquidRowExample()));
}

void TstDesignJson::outputIsWhatTheJsonLibraryIndents() {
    // The writer streams the tables element by element; nlohmann's own
    // dump(2) of the parsed text is the independent judge of the layout.
    const QByteArray text = DesignJson::write(*test::buildLiquidRowExample());
    QVERIFY(text.size() > 10000);
    const std::string reDumped = Json::parse(text.toStdString()).dump(2) + "\n";
    QCOMPARE(text, QByteArray::fromStdString(reDumped));
}

void TstDesignJson::streamWriterMatchesDump() {
    const Json nested = {{"a", Json::array()}, {"b", {{"c", {1, 2.5, "x\ny"}}, {"d", Json::object()}}}, {"e", nullptr}};
    const std::vector<Json> elements = {nested, Json::array(), Json::object(), "line\nbreak \u2192", 3, {1, {2, {3}}}};
    Json whole = Json::object();
    QByteArray text;
    QBuffer buffer(&text);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    JsonStreamWriter out(buffer);
    out.member("first", nested);
    whole["first"] = nested;
    out.beginArray("empty");
    out.endArray();
    whole["empty"] = Json::array();
    out.beginArray("items");
    for (const Json& e : elements) out.element(e);
    out.endArray();
    whole["items"] = elements;
    out.member("last", "done");
    whole["last"] = "done";
    QVERIFY(out.finish());
    QCOMPARE(text, QByteArray::fromStdString(whole.dump(2) + "\n"));

    QByteArray none;
    QBuffer empty(&none);
    QVERIFY(empty.open(QIODevice::WriteOnly));
    QVERIFY(JsonStreamWriter(empty).finish());
    QCOMPARE(none, QByteArray::fromStdString(Json::object().dump(2) + "\n"));
}

void TstDesignJson::refusedWriteIsReported() {
    QByteArray text;
    QBuffer readOnly(&text);
    QVERIFY(readOnly.open(QIODevice::ReadOnly));
    QVERIFY(!DesignJson::write(*test::buildLiquidRowExample(), readOnly));
}

void TstDesignJson::documentHasFormatAndVersion() {
    const Json doc = Json::parse(DesignJson::write(*test::buildLiquidRowExample()).toStdString());
    QCOMPARE(doc.at("format").get<std::string>(), std::string("supernode-design"));
    QCOMPARE(doc.at("version").get<int>(), DesignJson::kVersion);
    QVERIFY(doc.at("catalog").size() > 0);
}

void TstDesignJson::routingPolicyRoundTrips() {
    // Default routing is not written: files from before it existed stay as they were.
    const auto design = test::buildLiquidRowExample();
    QVERIFY(!Json::parse(DesignJson::write(*design).toStdString()).contains("routing"));
    RoutingSettings settings;
    settings.slackPerEndMm = 450;
    settings.sideChannelFillLimit = 0.4;
    design->setRoutingSettings(settings);
    const QByteArray text = DesignJson::write(*design);
    const Json doc = Json::parse(text.toStdString());
    QCOMPARE(doc.at("routing").at("slack_per_end_mm").get<double>(), 450.0);
    QCOMPARE(doc.at("routing").at("drop_reach_mm").get<double>(), 600.0);
    const auto read = DesignJson::read(text, QStringLiteral("mem.json"));
    QCOMPARE(read->routingSettings(), settings);
    QCOMPARE(DesignJson::write(*read), text);
    // A key left out keeps its default.
    const QByteArray partial = exampleEdited([](Json& d) { d["routing"] = {{"rack_base_mm", 150}}; });
    RoutingSettings expected;
    expected.rackBaseMm = 150;
    QCOMPARE(DesignJson::read(partial, QStringLiteral("mem.json"))->routingSettings(), expected);
}

void TstDesignJson::tablesReadWhileParsingKeepTheDocumentsMeaning() {
    // Racks, devices, connections and cables are read element by element
    // as the text is parsed; the design must be what the whole document says.
    const QByteArray text = QByteArray::fromStdString(
        Json::parse(DesignJson::write(*test::buildLiquidRowExample()).toStdString()).dump());
    const auto original = DesignJson::read(text, QStringLiteral("plan.json"));
    const qsizetype cables = original->cables().size();
    QVERIFY(cables > 10);
    // A repeated key: its last value counts, as in the parsed document.
    QByteArray emptiedAfter = text;
    emptiedAfter.insert(emptiedAfter.lastIndexOf('}'), ",\"cables\":[]");
    QCOMPARE(DesignJson::read(emptiedAfter, QStringLiteral("plan.json"))->cables().size(), 0);
    QByteArray emptiedBefore = text;
    emptiedBefore.insert(1, "\"cables\":[],");
    QCOMPARE(DesignJson::read(emptiedBefore, QStringLiteral("plan.json"))->cables().size(), cables);
    // A \u escape sends the text to the second (nlohmann) parser: every
    // table is read once, not once per pass.
    QByteArray escaped = text;
    escaped.replace("\"supernode-design\"", "\"supernode\\u002ddesign\"");
    QVERIFY(escaped != text);
    const auto again = DesignJson::read(escaped, QStringLiteral("plan.json"));
    QCOMPARE(again->cables().size(), cables);
    QCOMPARE(again->devices().size(), original->devices().size());
    QCOMPARE(DesignJson::write(*again), DesignJson::write(*original));
}

void TstDesignJson::badInputNamesThePointer_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << QByteArray("{\n  \"format\": \"supernode-design\",\n  \"version\": 1,,\n}")
                            << QStringLiteral("plan.json:3:");
    QTest::newRow("not a design") << QByteArray(R"({"format":"supernode-catalog","version":1})")
                                  << QStringLiteral("plan.json: /format: this is not a Supernode Designer design");
    QTest::newRow("newer version") << exampleEdited([](Json& d) { d["version"] = 7; })
                                   << QStringLiteral("plan.json: /version: the file is design format version 7");
    QTest::newRow("rack u height type") << exampleEdited([](Json& d) { d["racks"][1]["u_height"] = "tall"; })
                                        << QStringLiteral("plan.json: /racks/1/u_height: expected an integer");
    QTest::newRow("bad uuid") << exampleEdited([](Json& d) { d["devices"][2]["id"] = "42"; })
                              << QStringLiteral("plan.json: /devices/2/id: \"42\" is not a UUID");
    QTest::newRow("unknown device type") << exampleEdited([](Json& d) {
        d["devices"][3]["type"] = "no-such-type";
    }) << QStringLiteral("plan.json: /devices/3: device type \"no-such-type\" is not in the catalog");
    QTest::newRow("unknown port") << exampleEdited([](Json& d) { d["connections"][0]["a"]["port"] = "OSFP99"; })
                                  << QStringLiteral("plan.json: /connections/0: ");
    QTest::newRow("port used twice") << exampleEdited([](Json& d) { d["connections"][1]["a"] = d["connections"][0]["a"]; })
                                     << QStringLiteral("plan.json: /connections/1: port \"OSFP1\" is connected twice");
    QTest::newRow("duplicate id") << exampleEdited([](Json& d) { d["racks"][1]["id"] = d["racks"][0]["id"]; })
                                  << QStringLiteral("plan.json: /racks/1: id");
    // Errors in several tables: the first table's, as reading the whole
    // document table by table gave; and the format before any table, even
    // when the tables come first in the text.
    QTest::newRow("errors in two tables") << exampleEdited([](Json& d) {
        d["cables"][0]["id"] = "42";
        d["racks"][1]["u_height"] = "tall";
    }) << QStringLiteral("plan.json: /racks/1/u_height: expected an integer");
    QTest::newRow("format after a bad table") << exampleEdited([](Json& d) {
        Json moved = Json::object();
        moved["cables"] = d["cables"];
        moved["cables"][0]["id"] = "42";
        for (auto& [key, value] : d.items())
            if (key != "cables") moved[key] = value;
        moved["format"] = "supernode-catalog";
        d = moved;
    }) << QStringLiteral("plan.json: /format: this is not a Supernode Designer design");
    QTest::newRow("cables not an array") << exampleEdited([](Json& d) { d["cables"] = 5; })
                                         << QStringLiteral("plan.json: /cables: expected an array");
    QTest::newRow("cable to nowhere") << exampleEdited([](Json& d) {
        d["cables"][0]["connection"] = "00000000-0000-4000-8000-000000000009";
    }) << QStringLiteral("plan.json: /cables/0: connection 00000000-0000-4000-8000-000000000009 does not exist");
    QTest::newRow("bad enum") << exampleEdited([](Json& d) { d["connections"][0]["role"] = "telepathy"; })
                              << QStringLiteral("plan.json: /connections/0/role: unknown value \"telepathy\"");
    QTest::newRow("bad catalog entry") << exampleEdited([](Json& d) { d["catalog"][0]["u_height"] = -1; })
                                       << QStringLiteral("plan.json: /catalog/0/u_height: must not be negative");
    QTest::newRow("negative slack") << exampleEdited([](Json& d) { d["routing"] = {{"slack_per_end_mm", -1}}; })
                                    << QStringLiteral("plan.json: /routing/slack_per_end_mm: must not be negative");
    QTest::newRow("side fill over 1") << exampleEdited([](Json& d) { d["routing"] = {{"side_channel_fill_limit", 1.5}}; })
                                      << QStringLiteral("plan.json: /routing/side_channel_fill_limit: must be above 0");
    // Saved by `route --slack-mm 1e300` before options were bounded; a store reads the same bound.
    QTest::newRow("slack 1e300") << exampleEdited([](Json& d) { d["routing"] = {{"slack_per_end_mm", 1e300}}; })
                                 << QStringLiteral("plan.json: /routing: slack_per_end_mm must be a length from 0 to 100000 mm");
    // Names are one line: a newline would end a shell comment or a Slurm line in
    // what the exporters write; the message escapes it and names the field.
    QTest::newRow("newline in a device name")
        << exampleEdited([](Json& d) { d["devices"][2]["name"] = "gpu1\ntouch /tmp/x"; })
        << QStringLiteral("plan.json: /devices/2: name: the control character U+000A in \"gpu1\\ntouch /tmp/x\"");
    QTest::newRow("escape in a rack name") << exampleEdited([](Json& d) { d["racks"][0]["name"] = "A\x1b[2J"; })
                                           << QStringLiteral("plan.json: /racks/0: name: the control character U+001B");
    QTest::newRow("DEL in the room name") << exampleEdited([](Json& d) { d["room"]["name"] = "Hall\x7f"; })
                                          << QStringLiteral("plan.json: /room: name: the control character U+007F");
    QTest::newRow("carriage return in a cable label")
        << exampleEdited([](Json& d) { d["cables"][0]["label"] = "C1\rC2"; })
        << QStringLiteral("plan.json: /cables/0: label: the control character U+000D");
    QTest::newRow("tab in a port name") << exampleEdited([](Json& d) { d["connections"][0]["a"]["port"] = "OSFP\t1"; })
                                        << QStringLiteral("plan.json: /connections/0: a: the control character U+0009");
    QTest::newRow("negative delta t") << exampleEdited([](Json& d) { d["cooling_loops"][0]["delta_t_k"] = 0; })
                                      << QStringLiteral("plan.json: /cooling_loops/0/delta_t_k: must be positive");
}

void TstDesignJson::badInputNamesThePointer() {
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        DesignJson::read(text, QStringLiteral("plan.json"));
        QFAIL("bad input was read");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(message), qPrintable(e.message()));
    }
}

void TstDesignJson::parserLimits_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");  // empty: accepted
    // The limits model/io/README.md states: 256 levels, 65 536-byte strings.
    QTest::newRow("256 levels") << QByteArray(256, '[') + QByteArray(256, ']') << QString();
    QTest::newRow("257 levels") << QByteArray(257, '[') + QByteArray(257, ']')
                                << QStringLiteral("t.json: /0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0…: "
                                                  "nested deeper than 256 levels");
    QTest::newRow("10^6 open") << QByteArray(1000000, '[') << QStringLiteral("nested deeper than 256 levels");
    QTest::newRow("1e400 in an object in an array")
        << QByteArray(R"({"a": [1, 2, {"b": 1e400}]})") << QStringLiteral("t.json: /a/2/b: number out of range");
    QTest::newRow("-1e400 as an array item") << QByteArray("[0, 1, -1e400]") << QStringLiteral("t.json: /2: number out of range");
    QTest::newRow("1e999999") << QByteArray(R"({"x_mm": 1e999999})") << QStringLiteral("t.json: /x_mm: number out of range");
    QTest::newRow("string at the limit") << "[\"" + QByteArray(65536, 'a') + "\"]" << QString();
    QTest::newRow("string beyond") << "[\"" + QByteArray(65537, 'a') + "\"]"
                                   << QStringLiteral("t.json: /0: a string longer than 65536 bytes");
    QTest::newRow("syntax error on line 2") << QByteArray("{\n  \"a\": tru }")
                                            << QStringLiteral("t.json:2:");
    QTest::newRow("invalid UTF-8") << QByteArray("[\"\xff\"]") << QStringLiteral("t.json:1:");
}

void TstDesignJson::parserLimits() {
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        parseJsonText(text, QStringLiteral("t.json"));
        QVERIFY2(message.isEmpty(), "accepted");
    } catch (const UserError& e) {
        QVERIFY2(!message.isEmpty() && e.message().contains(message), qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1Char('\n')));
        QVERIFY2(e.message().size() < 200, qPrintable(e.message()));
    }
}

void TstDesignJson::topArraysAreCountedWithoutParsing() {
    const std::vector<std::pair<std::string_view, std::size_t>> limits{{"cables", 2}, {"racks", 0}};
    // Brackets, commas and quotes inside strings and nested values do not count.
    const std::string_view fits = R"({"name": "a,[b]\"c", "cables": [{"x": [1, 2, 3]}, "d,e]"], "rows": [1, 2, 3],
                                      "racks": []})";
    QVERIFY(!firstTopArrayOver(fits, limits));
    const auto over = firstTopArrayOver(R"({"cables": [[1,2], {"a": ","}, 3]})", limits);
    QVERIFY(over);
    QCOMPARE(over->key, std::string("cables"));
    QCOMPARE(over->items, std::size_t(3));
    QCOMPARE(firstTopArrayOver(R"({"racks": [{}]})", limits)->key, std::string("racks"));
    // Only members of the top-level object: a nested "cables" is someone else's.
    QVERIFY(!firstTopArrayOver(R"({"x": {"cables": [1, 2, 3]}})", limits));
}

void TstDesignJson::tooManyCablesRefusedBeforeParsing() {
    // 10^6 + 1 cables are refused by the count before anything else is
    // read (here they are not even cables); 10^6 pass the count and fail on
    // what the document lacks.
    const auto text = [](int n) {
        QByteArray t = "{\"cables\": [0";
        t.reserve(2 * n + 16);
        for (int i = 1; i < n; ++i) t += ",0";
        return t + "]}";
    };
    try {
        DesignJson::read(text(1000001), QStringLiteral("big.json"));
        QFAIL("read 10^6 + 1 cables");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), QStringLiteral("big.json: /cables/1000000: more than 1000000 cables (the limit of this program)"));
    }
    try {
        DesignJson::read(text(1000000), QStringLiteral("big.json"));
        QFAIL("read a document without a format");
    } catch (const UserError& e) {
        QVERIFY2(!e.message().contains(QLatin1String("more than")), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TstDesignJson)
#include "tst_design_json.moc"
