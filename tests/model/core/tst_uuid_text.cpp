// Ids read from their bytes (core/uuid_text.h, used by the .supernode and
// JSON readers through io/field_text.h idFromUtf8) must be exactly the ids
// Qt's parser gives: the same UUID for every text Qt takes, and a refusal
// wherever Qt refuses (QUuid::fromString gives the nil UUID, which
// Id::fromString turns down). The reference below is the readers' way
// before the shortcut: the bytes as a QString, then Id::fromString.
#include "model/core/ids.h"
#include "model/core/uuid_text.h"
#include "model/io/field_text.h"

#include <QRandomGenerator>
#include <QtTest>

#include <string>

using namespace sn;

namespace {

using TestId = Id<struct UuidTextTestTag>;

/// The general way: UTF-8 to UTF-16, then Qt's parser.
std::optional<TestId> viaQt(const std::string& text) {
    return TestId::fromString(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

std::optional<TestId> viaBytes(const std::string& text) { return idFromUtf8<TestId>(text); }

/// Same answer both ways; on a mismatch, says which text.
bool agree(const std::string& text) {
    const auto a = viaQt(text), b = viaBytes(text);
    if (a == b) return true;
    qWarning("differ on \"%s\": Qt %s, bytes %s", text.c_str(), a ? qPrintable(a->toString()) : "refused",
             b ? qPrintable(b->toString()) : "refused");
    return false;
}

std::string randomCanonical(QRandomGenerator& rng, bool mixCase) {
    quint32 words[4];
    rng.fillRange(words);
    const QUuid u = QUuid::fromRfc4122(QByteArrayView(reinterpret_cast<const char*>(words), 16));
    std::string s = u.toString(QUuid::WithoutBraces).toStdString();
    if (mixCase)
        for (char& c : s)
            if (c >= 'a' && c <= 'f' && rng.bounded(2)) c = char(c - 'a' + 'A');
    return s;
}

}  // namespace

class TestUuidText : public QObject {
    Q_OBJECT
private slots:
    void canonicalTextGivesQtsUuid() {
        QRandomGenerator rng(14);
        for (int i = 0; i < 20000; ++i) {
            const std::string s = randomCanonical(rng, i % 2 == 1);
            const auto id = viaBytes(s);
            QVERIFY(id.has_value());
            // QUuid's own parse of the same text, and its text back (lower case).
            QCOMPARE(id->uuid(), QUuid::fromString(QLatin1StringView(s.data(), qsizetype(s.size()))));
            QCOMPARE(id->toString(), QString::fromStdString(s).toLower());
            QVERIFY(agree(s));
        }
    }

    void edgeCases() {
        const std::string good = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0";
        QVERIFY(viaBytes(good).has_value());
        QVERIFY(agree(good));
        QVERIFY(agree("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"));  // upper case: taken, same UUID
        QCOMPARE(viaBytes("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"), viaBytes(good));
        // The nil UUID is no object's id: refused both ways.
        QVERIFY(!viaBytes("00000000-0000-0000-0000-000000000000"));
        QVERIFY(agree("00000000-0000-0000-0000-000000000000"));
        // Braces (38 bytes) and a leading brace only (37): Qt takes both, and
        // so do the readers, which leave every length but 36 to Qt.
        QVERIFY(viaBytes("{" + good + "}").has_value());
        QVERIFY(agree("{" + good + "}"));
        QVERIFY(agree("{" + good));
        QVERIFY(agree(good + "}"));
        QVERIFY(agree(good + "trailing"));  // Qt reads 36 characters and ignores the rest
        // 36 bytes that open with a brace: 35 characters of UUID, refused.
        QVERIFY(!viaBytes("{" + good.substr(0, 35)));
        QVERIFY(agree("{" + good.substr(0, 35)));
        // Wrong lengths.
        for (const std::string& s : {std::string(), std::string("-"), good.substr(0, 35), good.substr(1),
                                     good.substr(0, 32), good + "0", std::string(36, '-'), std::string(36, '0')})
            QVERIFY(agree(s));
        // Hyphens missing, moved or doubled; other separators.
        for (std::size_t at : {8u, 13u, 18u, 23u}) {
            for (char c : {'0', '_', ' ', ':', '\0', '+'}) {
                std::string s = good;
                s[at] = c;
                QVERIFY(!viaBytes(s));
                QVERIFY(agree(s));
            }
            std::string moved = good;
            std::swap(moved[at], moved[at + 1]);
            QVERIFY(agree(moved));
        }
        QVERIFY(agree("0f1e2d3c4b5a69788796a5b4c3d2e1f0"));           // Id128 form, 32 bytes
        QVERIFY(agree("0f1e2d3c4b5a-6978-8796-a5b4-c3d2e1f0"));       // 36 bytes, hyphens elsewhere
        QVERIFY(agree("0f1e2d3c--4b5a-6978-8796-a5b4c3d2e1f"));       // doubled hyphen
        // Non-hex bytes in a digit's place.
        for (std::size_t at : {0u, 7u, 9u, 35u}) {
            for (const char* bad : {"g", "G", "x", " ", "\t", "/", ":", "@", "`", "\x7f", "\xff", "\x80"}) {
                std::string s = good;
                s[at] = bad[0];
                QVERIFY(!viaBytes(s));
                QVERIFY(agree(s));
            }
            std::string nul = good;
            nul[at] = '\0';
            QVERIFY(agree(nul));
        }
        // Non-ASCII: é (2 bytes) for one digit is 37 bytes, for two digits
        // 36 bytes (35 characters); a full-width digit (3 bytes); a lone
        // continuation byte and truncated sequences (invalid UTF-8).
        QVERIFY(agree("\xc3\xa9" + good.substr(1)));
        QVERIFY(agree("\xc3\xa9" + good.substr(2)));
        QVERIFY(agree("\xef\xbc\x90" + good.substr(1)));
        QVERIFY(agree("\xef\xbc\x90" + good.substr(3)));
        QVERIFY(agree(good.substr(0, 35) + "\xc3"));
        QVERIFY(agree("\xa9" + good.substr(1)));
        QVERIFY(agree(good.substr(0, 34) + "\xf0\x9f"));
    }

    void randomTextsAgree() {
        // Mutations of valid texts (most stay 36 bytes: the shortcut's
        // domain) and texts of random bytes drawn mostly from the UUID
        // alphabet, so that both answers occur often.
        QRandomGenerator rng(6);
        const std::string alphabet = "0123456789abcdefABCDEF-{}gG \x80\xc3\xa9";  // hex digits first (22)
        int taken = 0, refused = 0;
        for (int i = 0; i < 200000; ++i) {
            std::string s;
            switch (rng.bounded(4)) {
            case 0:  // one or two bytes replaced
                s = randomCanonical(rng, true);
                for (int k = int(rng.bounded(1, 3)); k > 0; --k)
                    s[rng.bounded(int(s.size()))] = alphabet[rng.bounded(int(alphabet.size()))];
                break;
            case 1:  // a byte inserted or removed
                s = randomCanonical(rng, false);
                if (rng.bounded(2)) s.insert(s.begin() + rng.bounded(int(s.size()) + 1), alphabet[rng.bounded(int(alphabet.size()))]);
                else s.erase(s.begin() + rng.bounded(int(s.size())));
                break;
            case 2:  // random bytes of the alphabet with the hyphens in place
                s = std::string(36, '-');
                for (std::size_t k : uuid_text_detail::kDigitAt)
                    s[k] = rng.bounded(64) ? alphabet[rng.bounded(22)] : alphabet[rng.bounded(int(alphabet.size()))];
                break;
            default:  // any bytes at all, 30 to 40 of them
                s.resize(rng.bounded(30, 41));
                for (char& c : s) c = char(rng.bounded(256));
                break;
            }
            QVERIFY(agree(s));
            (viaBytes(s) ? taken : refused)++;
        }
        QVERIFY(taken > 20000);  // both answers are exercised
        QVERIFY(refused > 20000);
    }
};

QTEST_GUILESS_MAIN(TestUuidText)
#include "tst_uuid_text.moc"
