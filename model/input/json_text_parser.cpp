#include "model/input/json_reader.h"

#include "model/core/excerpt.h"
#include "model/input/json_plain_sax.h"

#include <algorithm>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace sn {

namespace {

/// Builds the DOM as nlohmann's json_sax_dom_parser does (a repeated key
/// keeps its first place and takes the last value), except when an object
/// grows: an ordered_json object is a vector of pair<const string, json>,
/// whose move constructor may throw, so the vector copies every member's
/// whole subtree on each reallocation. Here the members are moved into the
/// larger vector instead (the keys are copied; they are short). At 16 384
/// GPUs those copies were a tenth of the JSON read (model/routing/README.md).
class DomBuilder {
public:
    DomBuilder(Json& root, JsonElementSink* sink) : m_root(root), m_sink(sink) {}

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(Json::number_integer_t v) { return put(v); }
    bool number_unsigned(Json::number_unsigned_t v) { return put(v); }
    bool number_float(Json::number_float_t v, const Json::string_t&) { return put(v); }
    bool string(Json::string_t& v) { return put(std::move(v)); }
    bool binary(Json::binary_t& v) { return put(Json::binary(std::move(v))); }
    bool start_object(std::size_t) {
        Json& object = place(Json::object());
        // Room for as many members as the object closed last at this depth
        // had: objects side by side in a list have the same keys, so each
        // is allocated once at its size instead of grown by doubling.
        if (m_stack.size() < m_lastSize.size())
            object.get_ref<Json::object_t&>().reserve(m_lastSize[m_stack.size()]);
        m_stack.push_back(&object);
        m_keys.emplace_back();
        return true;
    }
    bool key(Json::string_t& k) {
        if (m_sink && m_stack.size() == 1) m_rootKeyTable = m_sink->tableOf(k);
        Json::object_t& members = m_stack.back()->get_ref<Json::object_t&>();
        // A repeated key: nlohmann's parser overwrites the value in place.
        // Objects beyond kIndexedFrom members look their keys up in a hash
        // (an NVUE table keyed by 10^5 interface names took 11 s scanning).
        auto& index = m_keys.back();
        if (!index && members.size() >= kIndexedFrom) {
            index = std::make_unique<std::unordered_map<std::string, std::size_t>>();
            for (std::size_t i = 0; i < members.size(); ++i) index->emplace(members.begin()[std::ptrdiff_t(i)].first, i);
        }
        if (index) {
            if (const auto it = index->find(k); it != index->end()) {
                m_member = &members.begin()[std::ptrdiff_t(it->second)].second;
                return true;
            }
            index->emplace(k, members.size());
        } else {
            for (auto& member : members)
                if (member.first == k) {
                    m_member = &member.second;
                    return true;
                }
        }
        if (members.size() == members.capacity()) {
            Json::object_t larger;
            larger.reserve(std::max<std::size_t>(4, 2 * members.capacity()));
            for (auto& member : members) larger.Json::object_t::Container::emplace_back(member.first, std::move(member.second));
            members.swap(larger);
        }
        members.Json::object_t::Container::emplace_back(std::move(k), nullptr);
        m_member = &members.back().second;
        return true;
    }
    bool end_object() {
        const std::size_t members = m_stack.back()->size();
        m_stack.pop_back();
        m_keys.pop_back();
        if (m_lastSize.size() <= m_stack.size()) m_lastSize.resize(m_stack.size() + 1);
        m_lastSize[m_stack.size()] = members;
        handOverIfElement();
        return true;
    }
    bool start_array(std::size_t) {
        // The root's latest key is only set while the root object is open.
        const bool sinkArray = m_stack.size() == 1 && m_rootKeyTable >= 0;
        m_stack.push_back(&place(Json::array()));
        m_keys.emplace_back();
        if (sinkArray) {
            m_table = m_rootKeyTable;
            m_index = 0;
            m_sink->begin(m_table);
        }
        return true;
    }
    bool end_array() {
        m_stack.pop_back();
        m_keys.pop_back();
        if (m_stack.size() == 1) m_table = -1;  // the sink's array closed
        handOverIfElement();
        return true;
    }

private:
    template <class V>
    bool put(V&& v) {
        place(Json(std::forward<V>(v)));
        handOverIfElement();
        return true;
    }
    /// An element of the sink's array is complete: the sink takes it.
    void handOverIfElement() {
        if (m_table < 0 || m_stack.size() != 2) return;
        Json::array_t& array = m_stack.back()->get_ref<Json::array_t&>();
        Json element = std::move(array.back());
        array.pop_back();
        m_sink->element(m_table, m_index++, std::move(element));
    }
    /// Stores a value where the parser is: the root, the next item of the
    /// innermost array, or the member of the latest key.
    Json& place(Json&& v) {
        if (m_stack.empty()) return m_root = std::move(v);
        Json& top = *m_stack.back();
        if (top.is_array()) return top.get_ref<Json::array_t&>().emplace_back(std::move(v));
        return *m_member = std::move(v);
    }

    Json& m_root;
    JsonElementSink* m_sink;
    int m_rootKeyTable = -1;  ///< the sink's table for the root's latest key
    int m_table = -1;         ///< the sink's table whose array is open at depth 2, or -1
    std::size_t m_index = 0;  ///< the next element's index in it
    static constexpr std::size_t kIndexedFrom = 32;
    std::vector<Json*> m_stack;  ///< open arrays and objects, innermost last
    /// Per entry of m_stack: an object's key → member index, once it is large.
    std::vector<std::unique_ptr<std::unordered_map<std::string, std::size_t>>> m_keys;
    Json* m_member = nullptr;     ///< the value slot of the innermost object's latest key
    std::vector<std::size_t> m_lastSize;  ///< per depth: members of the object closed last there
};

/// Builds the DOM (DomBuilder), while keeping the JSON
/// pointer of the value being read and refusing what is beyond the limits.
/// A recursive DOM parse of 10^5 nested '[' overflows the stack, and a number
/// outside double range throws out_of_range.406 from inside the parser: both
/// end here as a UserError instead.
class GuardedDomSax {
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    GuardedDomSax(Json& root, const QByteArray& text, const QString& origin, JsonElementSink* sink)
        : m_dom(root, sink), m_text(text), m_origin(origin) {}

    bool null() { return item() && m_dom.null(); }
    bool boolean(bool v) { return item() && m_dom.boolean(v); }
    bool number_integer(number_integer_t v) { return item() && m_dom.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return item() && m_dom.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t& s) { return item() && m_dom.number_float(v, s); }
    bool string(string_t& v) {
        if (v.size() > kJsonMaxStringBytes) failHere(stringTooLong());
        return item() && m_dom.string(v);
    }
    bool binary(binary_t& v) { return item() && m_dom.binary(v); }
    bool start_object(std::size_t n) { return open(false) && m_dom.start_object(n); }
    bool key(string_t& k) {
        Frame& f = m_frames.back();
        if (f.count >= kJsonMaxArrayItems) failHere(tooMany());
        if (k.size() > kJsonMaxStringBytes) failHere(stringTooLong());
        ++f.count;
        f.key = k;
        return m_dom.key(k);
    }
    bool end_object() { m_frames.pop_back(); return m_dom.end_object(); }
    bool start_array(std::size_t n) { return open(true) && m_dom.start_array(n); }
    bool end_array() { m_frames.pop_back(); return m_dom.end_array(); }

    bool parse_error(std::size_t, const std::string& token, const nlohmann::detail::exception& e) {
        if (e.id == 406) failHere(JsonReader::tr("number out of range"));
        // nlohmann's text ends in "…; last read: 'TOKEN'"; the token may be megabytes.
        std::string what = e.what();
        if (const auto cut = what.find("; last read:"); cut != std::string::npos) what.resize(cut);
        if (const auto colon = what.rfind(" - "); colon != std::string::npos) what.erase(0, colon + 3);
        const auto* pe = dynamic_cast<const Json::parse_error*>(&e);
        const qsizetype offset = std::min<qsizetype>(pe ? qsizetype(pe->byte) : 0, m_text.size());
        // Turn the byte offset into the line and column an editor shows.
        int line = 1, column = 1;
        for (qsizetype i = 0; i + 1 < offset; ++i) {
            if (m_text[i] == '\n') { ++line; column = 1; } else { ++column; }
        }
        QString detail = QString::fromStdString(what);
        if (!token.empty())
            detail += QStringLiteral(", at %1").arg(quotedExcerpt(QString::fromStdString(token)));
        throw UserError(JsonReader::tr("%1:%2:%3: not valid JSON (%4)")
                            .arg(m_origin).arg(line).arg(column).arg(excerpt(detail)));
    }

private:
    struct Frame {
        bool array = false;
        std::size_t count = 0;  ///< items (array) or keys (object) seen so far
        std::string key;        ///< the object's latest key
    };

    /// Every value counts as an item of the array it is in. Checks come
    /// before the count, so a refusal names the item being started.
    bool item() {
        if (m_frames.empty() || !m_frames.back().array) return true;
        if (m_frames.back().count >= kJsonMaxArrayItems) failHere(tooMany());
        ++m_frames.back().count;
        return true;
    }
    bool open(bool array) {
        if (int(m_frames.size()) >= kJsonMaxDepth)
            failHere(JsonReader::tr("nested deeper than %1 levels").arg(kJsonMaxDepth));
        item();
        m_frames.push_back(Frame{array, 0, {}});
        return true;
    }
    QString stringTooLong() const {
        return JsonReader::tr("a string longer than %1 bytes").arg(kJsonMaxStringBytes);
    }
    QString tooMany() const { return JsonReader::tr("more than %1 items").arg(kJsonMaxArrayItems); }

    /// The pointer of the value being read. Outer arrays are inside their
    /// latest item; the innermost one is about to start item `count` (every
    /// refusal comes before its value is counted).
    QString pointer() const {
        QString out;
        for (std::size_t i = 0; i < m_frames.size(); ++i) {
            const Frame& f = m_frames[i];
            const bool innermost = i + 1 == m_frames.size();
            if (f.array) {
                const std::size_t index = innermost || f.count == 0 ? f.count : f.count - 1;
                out += QLatin1Char('/') + QString::number(index);
            } else if (f.count > 0) {
                out += QLatin1Char('/') + QString::fromStdString(f.key)
                                              .replace(QLatin1Char('~'), QStringLiteral("~0"))
                                              .replace(QLatin1Char('/'), QStringLiteral("~1"));
            }
        }
        return out.isEmpty() ? QStringLiteral("/") : out;
    }
    [[noreturn]] void failHere(const QString& what) const {
        throw UserError(JsonReader::tr("%1: %2: %3").arg(m_origin, excerpt(pointer()), what));
    }

    DomBuilder m_dom;
    std::vector<Frame> m_frames;
    const QByteArray& m_text;
    const QString& m_origin;
};

Json parseWith(const QByteArray& text, const QString& origin, JsonElementSink* sink) {
    {
        // Most texts are plain JSON: the quick reader builds the same
        // document (input/json_plain_sax.h). Whatever it does not take, and
        // whatever the limits refuse, is read again below, for nlohmann's
        // document or the message naming where the text is wrong.
        Json root;
        GuardedDomSax sax(root, text, origin, sink);
        try {
            if (plainSaxParse(std::string_view(text.constData(), std::size_t(text.size())), sax)) return root;
        } catch (const UserError&) {
        }
    }
    if (sink) sink->restart();
    Json root;
    GuardedDomSax sax(root, text, origin, sink);
    try {
        Json::sax_parse(text.constBegin(), text.constEnd(), &sax);
    } catch (const Json::exception& e) {
        // Anything else the library throws (none is known) is still one line.
        throw UserError(JsonReader::tr("%1: not valid JSON (%2)").arg(origin, excerpt(QString::fromUtf8(e.what()))));
    }
    return root;
}

}  // namespace

Json parseJsonText(const QByteArray& text, const QString& origin) { return parseWith(text, origin, nullptr); }

Json parseJsonText(const QByteArray& text, const QString& origin, JsonElementSink& sink) {
    return parseWith(text, origin, &sink);
}

}  // namespace sn
