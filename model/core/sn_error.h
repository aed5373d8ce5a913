#pragma once

#include <QString>

#include <stdexcept>

namespace sn {

/// An error a user can act on: the message is translated and names the file,
/// line, JSON pointer or field at fault. Loaders and stores throw it; the GUI
/// and the command line show message() as it is.
class UserError : public std::runtime_error {
public:
    explicit UserError(const QString& message)
        : std::runtime_error(message.toStdString()), m_message(message) {}
    const QString& message() const { return m_message; }

private:
    QString m_message;
};

}  // namespace sn
