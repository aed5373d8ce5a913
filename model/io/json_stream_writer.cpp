#include "model/io/json_stream_writer.h"

namespace sn {

namespace {

constexpr std::size_t kFlushBytes = 1 << 20;

}  // namespace

JsonStreamWriter::JsonStreamWriter(QIODevice& out) : m_out(out), m_buffer(1, '{') {}

void JsonStreamWriter::memberKey(const std::string& key) {
    m_buffer += m_firstMember ? "\n  " : ",\n  ";
    m_firstMember = false;
    m_buffer += Json(key).dump();
    m_buffer += ": ";
}

void JsonStreamWriter::member(const std::string& key, const Json& value) {
    memberKey(key);
    dumped(value, 2);
}

void JsonStreamWriter::beginArray(const std::string& key) {
    memberKey(key);
    m_buffer += '[';
    m_firstElement = true;
}

void JsonStreamWriter::element(const Json& value) {
    m_buffer += m_firstElement ? "\n    " : ",\n    ";
    m_firstElement = false;
    dumped(value, 4);
}

void JsonStreamWriter::endArray() {
    // An empty array is "[]", as dump writes it.
    if (!m_firstElement) m_buffer += "\n  ";
    m_buffer += ']';
    m_firstElement = true;
}

bool JsonStreamWriter::finish() {
    m_buffer += m_firstMember ? "}\n" : "\n}\n";
    flush();
    return !m_failed;
}

void JsonStreamWriter::dumped(const Json& value, int indent) {
    // A dumped string escapes its newlines, so every newline in the text
    // is one that dump(2) put between two of its lines.
    const std::string text = value.dump(2);
    std::size_t from = 0;
    for (std::size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', from)) {
        m_buffer.append(text, from, nl + 1 - from);
        m_buffer.append(std::size_t(indent), ' ');
        from = nl + 1;
    }
    m_buffer.append(text, from, std::string::npos);
    if (m_buffer.size() >= kFlushBytes) flush();
}

void JsonStreamWriter::flush() {
    if (m_failed || m_buffer.empty()) return;
    const qint64 size = qint64(m_buffer.size());
    if (m_out.write(m_buffer.data(), size) != size) m_failed = true;
    m_buffer.clear();
}

}  // namespace sn
