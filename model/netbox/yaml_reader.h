#pragma once

#include "model/core/sn_error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <optional>

namespace sn {

/// Reads one YAML value with its place in the file, so every error names the
/// file, line, column and field ("QM9700.yaml:7:12: u_height: expected a
/// number"). Plain scalars are typed as PyYAML's YAML 1.1 resolver types
/// them, which is how NetBox and the library's own tests load these files:
/// `8700` is a number, `"8700"`, `08` and `02351930` strings (a leading zero
/// makes an octal number only from the digits 0-7), `yes`/`off` booleans and
/// `1e5` a string (a 1.1 float needs a dot).
class YamlReader {
    Q_DECLARE_TR_FUNCTIONS(YamlReader)
public:
    enum class ScalarKind { Null, Bool, Integer, Number, Timestamp, String };

    YamlReader(YAML::Node node, QString origin, QString path = {})
        : m_node(std::move(node)), m_origin(std::move(origin)), m_path(std::move(path)) {}

    /// Parses text; a syntax error names origin, line and column.
    static YamlReader parse(const QByteArray& text, const QString& origin);

    const QString& path() const { return m_path; }
    bool has(const char* key) const;
    /// Refuses a member not in `allowed` (the schema's additionalProperties: false).
    void checkKeys(const QStringList& allowed) const;
    /// Members not in `known`, each as "path: value" the way the file wrote
    /// it, for a mapping the schema leaves open (its components); a member
    /// given twice is still refused.
    QStringList extraMembers(const QStringList& known) const;
    /// The PyYAML type of a plain or quoted scalar.
    static ScalarKind kindOf(const YAML::Node& node);

    QString str(const char* key, int maxLength) const;
    std::optional<QString> optStr(const char* key, int maxLength) const;
    std::optional<double> optNum(const char* key) const;
    std::optional<long long> optInt(const char* key) const;
    std::optional<bool> optBool(const char* key) const;
    double num(const char* key) const;
    bool boolean(const char* key) const;
    /// A sequence member as readers of its items; empty when absent.
    std::vector<YamlReader> items(const char* key) const;
    YamlReader field(const char* key) const;  ///< required member

    /// Throws UserError "origin:line:column: path: what" at this value.
    [[noreturn]] void fail(const QString& what) const;
    /// Same, at the member `key` (or at this map when the member is missing).
    [[noreturn]] void fail(const char* key, const QString& what) const;
    /// The text fail(key, what) would throw, for a warning that lets the file in.
    QString message(const char* key, const QString& what) const;

private:
    static double numberValue(const std::string& raw, ScalarKind kind);
    void checkRepeats() const;
    QString childPath(const char* key) const;
    YAML::Node member(const char* key) const;  ///< undefined node when absent
    YAML::Node required(const char* key) const;
    QString messageAt(const YAML::Mark& mark, const QString& path, const QString& what) const;
    [[noreturn]] void failAt(const YAML::Mark& mark, const QString& path, const QString& what) const;

    YAML::Node m_node;
    QString m_origin;
    QString m_path;
};

}  // namespace sn
