// The views area's Chinese translation is complete and keeps every
// placeholder, and the English file gives proper plural forms.
#include "tests/support/test_paths.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString source;
    QStringList translations;  ///< one, or the numerus forms
    bool unfinished = false;
    bool numerus = false;
};

std::vector<Message> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    std::vector<Message> out;
    QXmlStreamReader xml(&file);
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("message")) {
                current = Message{};
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                current.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                if (!current.numerus) current.translations << xml.readElementText();
            } else if (xml.name() == QLatin1String("numerusform")) {
                current.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.push_back(current);
        }
    }
    return out;
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured(0);
    found.sort();
    found.removeDuplicates();
    return found;
}

}  // namespace

class TestViewsTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void chineseIsCompleteWithPlaceholders() {
        const auto messages = readTs(sn::test::sourceDir() + QStringLiteral("/translations/views_zh_CN.ts"));
        QVERIFY(messages.size() > 100);
        for (const Message& m : messages) {
            QVERIFY2(!m.unfinished, qPrintable(m.source));
            QVERIFY2(!m.translations.isEmpty() && !m.translations.front().trimmed().isEmpty(), qPrintable(m.source));
            for (const QString& t : m.translations) {
                QCOMPARE(placeholders(t), placeholders(m.source));
                // Real Chinese, unless the text is only numbers, units and placeholders.
                const bool hasLetters = QString(m.source).remove(QRegularExpression(QStringLiteral("%\\d|%n|mm|kg|kW|MW|m\\b|U"))).contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}")));
                // The product name in the window title stays as it is.
                if (hasLetters && m.source != QStringLiteral("%1[*] — Supernode Designer"))
                    QVERIFY2(t.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))), qPrintable(m.source + QStringLiteral(" → ") + t));
            }
        }
    }

    void englishPluralsAreSpelledOut() {
        const auto messages = readTs(sn::test::sourceDir() + QStringLiteral("/translations/views_en.ts"));
        int plurals = 0;
        for (const Message& m : messages) {
            if (!m.numerus) continue;
            ++plurals;
            QCOMPARE(m.translations.size(), 2);  // singular, plural
            for (const QString& t : m.translations) QVERIFY2(!t.contains(QStringLiteral("(s)")), qPrintable(t));
        }
        QVERIFY(plurals >= 8);
    }
};

QTEST_GUILESS_MAIN(TestViewsTranslations)
#include "tst_views_translations.moc"
