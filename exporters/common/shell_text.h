#pragma once

#include <QString>

namespace sn {

/// Text from a design (names, catalog strings) placed into a file meant for
/// `source` in bash, so that it stays data: a name can neither end a comment
/// line early nor leave a quoted value.
class ShellText {
public:
    /// For a `# …` comment line: newlines, carriage returns and every other
    /// control character written as \n, \r, \u001b (core/excerpt.h's
    /// oneLine), so the comment ends only where the writer ends it.
    static QString comment(const QString& text);
    /// The inside of a double-quoted shell word: the four characters bash
    /// still reads there ($, `, " and \) get a backslash; a newline inside
    /// the quotes is part of the value, not the end of the command.
    static QString inDoubleQuotes(const QString& text);
};

}  // namespace sn
