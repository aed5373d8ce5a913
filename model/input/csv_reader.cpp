#include "model/input/csv_reader.h"

#include "model/core/sn_error.h"

#include <QStringDecoder>

namespace sn {

namespace {

class Parser {
public:
    Parser(const QString& text, const QString& fileName, int maxFields)
        : m_text(text), m_fileName(fileName), m_maxFields(maxFields) {}

    std::vector<CsvRecord> records() {
        std::vector<CsvRecord> out;
        while (m_at < m_text.size()) {
            CsvRecord record{m_line, readRecord()};
            const bool blank = record.fields.size() == 1 && record.fields.front().isEmpty();
            if (!blank) out.push_back(std::move(record));
        }
        return out;
    }

private:
    QStringList readRecord() {
        QStringList fields;
        for (;;) {
            fields << readField();
            if (fields.size() > m_maxFields) fail(CsvReader::tr("more than %1 fields").arg(m_maxFields));
            if (m_at >= m_text.size()) return fields;
            const QChar c = m_text[m_at++];
            if (c == QLatin1Char(',')) continue;
            if (c == QLatin1Char('\r') && m_at < m_text.size() && m_text[m_at] == QLatin1Char('\n')) ++m_at;
            ++m_line;
            return fields;
        }
    }

    QString readField() {
        if (m_at < m_text.size() && m_text[m_at] == QLatin1Char('"')) return readQuoted();
        const qsizetype start = m_at;
        while (m_at < m_text.size() && !isEnd(m_text[m_at])) {
            if (m_text[m_at] == QLatin1Char('"')) fail(CsvReader::tr("a quote inside an unquoted field"));
            ++m_at;
        }
        return m_text.mid(start, m_at - start);
    }

    QString readQuoted() {
        const int startLine = m_line;
        QString field;
        ++m_at;
        for (;;) {
            if (m_at >= m_text.size()) {
                m_line = startLine;
                fail(CsvReader::tr("a quoted field is never closed"));
            }
            const QChar c = m_text[m_at++];
            if (c == QLatin1Char('\n')) ++m_line;
            if (c != QLatin1Char('"')) {
                field += c;
                continue;
            }
            if (m_at < m_text.size() && m_text[m_at] == QLatin1Char('"')) {
                field += c;
                ++m_at;
                continue;
            }
            if (m_at < m_text.size() && !isEnd(m_text[m_at])) fail(CsvReader::tr("text after a closing quote"));
            return field;
        }
    }

    static bool isEnd(QChar c) { return c == QLatin1Char(',') || c == QLatin1Char('\r') || c == QLatin1Char('\n'); }

    [[noreturn]] void fail(const QString& what) const {
        throw UserError(QStringLiteral("%1:%2: %3").arg(m_fileName).arg(m_line).arg(what));
    }

    const QString& m_text;
    const QString& m_fileName;
    int m_maxFields;
    qsizetype m_at = 0;
    int m_line = 1;
};

}  // namespace

std::vector<CsvRecord> CsvReader::read(const QByteArray& bytes, const QString& fileName, int maxFields) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) throw UserError(tr("%1: not UTF-8 text").arg(fileName));
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    return Parser(text, fileName, maxFields).records();
}

}  // namespace sn
