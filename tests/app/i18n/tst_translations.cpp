#include "tests/support/test_paths.h"

#include <QDir>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

/// The Simplified Chinese translation is complete: every message translated,
/// in Chinese, with the same placeholders as the English source.
class TstTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void chineseIsComplete_data();
    void chineseIsComplete();
};

void TstTranslations::chineseIsComplete_data() {
    QTest::addColumn<QString>("file");
    const QDir dir(sn::test::sourceDir() + QStringLiteral("/translations"));
    const QStringList files = dir.entryList({QStringLiteral("*_zh_CN.ts")});
    QVERIFY(!files.isEmpty());
    for (const QString& f : files) QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TstTranslations::chineseIsComplete() {
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    QString source, context;
    int messages = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        if (xml.name() != QLatin1String("translation")) continue;
        ++messages;
        const QString type = xml.attributes().value(QLatin1String("type")).toString();
        QString translation;
        if (source.contains(QLatin1String("%n"))) {
            // Plural forms: one <numerusform> for Chinese.
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation"))) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) translation += xml.readElementText();
            }
        } else {
            translation = xml.readElementText();
        }
        const QString where = context + QStringLiteral(": ") + source;
        QVERIFY2(type != QLatin1String("unfinished") && type != QLatin1String("vanished"), qPrintable(where));
        QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
        // Words (3+ letters, not units like kW) must come out in Chinese.
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        if (word.match(QString(source).remove(placeholder)).hasMatch())
            QVERIFY2(han.match(translation).hasMatch(), qPrintable(QStringLiteral("not Chinese: ") + where));
        QStringList a, b;
        for (auto it = placeholder.globalMatch(source); it.hasNext();) a << it.next().captured();
        for (auto it = placeholder.globalMatch(translation); it.hasNext();) b << it.next().captured();
        a.sort();
        b.sort();
        QVERIFY2(a == b, qPrintable(QStringLiteral("placeholders differ: ") + where));
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 0);
}

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
