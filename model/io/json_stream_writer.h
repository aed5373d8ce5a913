#pragma once

#include "model/input/json_reader.h"

#include <QIODevice>

#include <string>

namespace sn {

/// Writes a JSON object member by member as `Json::dump(2)` would write
/// the whole object, byte for byte, without building it first: a large
/// array is written one element at a time, so a design's file is never
/// held as a tree (several times its size) and as text at once.
class JsonStreamWriter {
public:
    explicit JsonStreamWriter(QIODevice& out);
    /// A member whose value is written whole.
    void member(const std::string& key, const Json& value);
    /// A member that is an array, written element by element.
    void beginArray(const std::string& key);
    void element(const Json& value);
    void endArray();
    /// Closes the object and ends the file with a newline; false when the
    /// device refused a write.
    bool finish();

private:
    void memberKey(const std::string& key);
    /// `value.dump(2)`, each line after the first moved right by `indent`.
    void dumped(const Json& value, int indent);
    void flush();

    QIODevice& m_out;
    std::string m_buffer;  ///< written to the device in large pieces
    bool m_firstMember = true;
    bool m_firstElement = true;
    bool m_failed = false;
};

}  // namespace sn
