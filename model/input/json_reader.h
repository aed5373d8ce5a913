#pragma once

#include "model/core/enum_names.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace sn {

using Json = nlohmann::ordered_json;

/// Reads one JSON value with its JSON pointer, so every error names the file
/// and the exact field ("design.json: /racks/3/u_height: expected an integer").
class JsonReader {
    Q_DECLARE_TR_FUNCTIONS(JsonReader)
public:
    JsonReader(const Json& value, QString origin, QString pointer = {})
        : m_value(value), m_origin(std::move(origin)), m_pointer(std::move(pointer)) {}

    const Json& value() const { return m_value; }
    const QString& pointer() const { return m_pointer; }
    bool has(const char* key) const;

    JsonReader field(const char* key) const;               ///< required member
    std::optional<JsonReader> optField(const char* key) const;
    JsonReader at(std::size_t index) const;
    std::size_t size() const;                               ///< array length (must be an array)

    QString str(const char* key) const;
    QString str(const char* key, const QString& fallback) const;
    double num(const char* key) const;
    double num(const char* key, double fallback) const;
    std::optional<double> optNum(const char* key) const;
    int integer(const char* key) const;
    int integer(const char* key, int fallback) const;
    /// An integer refused outside lo..hi ("must be between 1 and 4096").
    int integer(const char* key, int fallback, int lo, int hi) const;
    long long int64(const char* key, long long fallback) const;
    bool boolean(const char* key, bool fallback) const;

    template <class E, std::size_t N>
    E enumValue(const char* key, const EnumNames<E, N>& names) const {
        const QString text = str(key);
        if (auto e = names.parse(text)) return *e;
        fail(key, tr("unknown value \"%1\" (expected one of: %2)").arg(excerpt(text), names.list()));
    }
    template <class E, std::size_t N>
    E enumValue(const char* key, const EnumNames<E, N>& names, E fallback) const {
        return has(key) ? enumValue(key, names) : fallback;
    }

    /// Throws UserError naming this value's (or its member's) pointer.
    [[noreturn]] void fail(const QString& what) const;
    [[noreturn]] void fail(const char* key, const QString& what) const;

private:
    QString childPointer(const char* key) const;
    const Json& member(const char* key) const;

    const Json& m_value;
    QString m_origin;
    QString m_pointer;
};

/// Limits of every JSON text the program reads (README.md in this folder):
/// beyond them a file is refused before it can exhaust the stack or memory.
inline constexpr int kJsonMaxDepth = 256;                 ///< nested arrays and objects
inline constexpr std::size_t kJsonMaxStringBytes = 65536; ///< one string or key, UTF-8
inline constexpr std::size_t kJsonMaxArrayItems = 2000000; ///< one array or object

/// The one entry point for parsing JSON (designs, catalogs, JSON inside a
/// .supernode). Throws UserError, one line: a syntax error names origin, line
/// and column; a number outside double range, nesting deeper than
/// kJsonMaxDepth, a string or array beyond its limit name the JSON pointer.
Json parseJsonText(const QByteArray& text, const QString& origin);

/// Takes the elements of chosen arrays of the root object one at a time,
/// each as soon as it is complete, instead of the document keeping them:
/// those arrays are left empty in the document. What reads a design's large
/// tables element by element (with the whole document, reading the
/// 65 536-GPU design took 1.5 GB).
class JsonElementSink {
public:
    virtual ~JsonElementSink() = default;
    /// The table the root member `key` is read into, or -1 to keep it in the document.
    virtual int tableOf(const std::string& key) const = 0;
    /// An array for `table` starts (a repeated key starts it again: its last value counts).
    virtual void begin(int table) = 0;
    /// Element `index` of the array read into `table`.
    virtual void element(int table, std::size_t index, Json&& value) = 0;
    /// The text is read again from its start: forget every table.
    virtual void restart() = 0;
};

/// parseJsonText, handing the elements of the sink's arrays to `sink`.
Json parseJsonText(const QByteArray& text, const QString& origin, JsonElementSink& sink);

}  // namespace sn
