#pragma once

#include <QString>

namespace sn {

/// The longest excerpt of an offending value a message quotes: enough to
/// recognise it, short enough that a refusal stays one readable line.
inline constexpr int kExcerptChars = 60;

/// `value` made safe to quote in a one-line message: control characters
/// (newlines, tabs, …) escaped as \n, \t or \u001b, and anything beyond
/// kExcerptChars cut with "…". Every refusal that echoes input uses it.
QString excerpt(const QString& value);

/// excerpt() in double quotes: "value".
QString quotedExcerpt(const QString& value);

/// A whole message made one line: control characters escaped as in
/// excerpt(), nothing cut. The command line and the GUI print through it.
QString oneLine(const QString& message);

}  // namespace sn
