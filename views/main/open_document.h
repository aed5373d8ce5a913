#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace sn {

class Design;
class SelectionModel;

/// The document the editor window has open: the design, the file it was
/// read from or saved to (empty while untitled) and what is selected in it.
/// A removed object leaves the selection at once.
class OpenDocument final : public QObject {
    Q_OBJECT
public:
    explicit OpenDocument(QObject* parent = nullptr);
    ~OpenDocument() override;

    Design& design() const { return *m_design; }
    SelectionModel& selection() const { return *m_selection; }
    /// Absolute path, or empty for a design never saved.
    const QString& path() const { return m_path; }
    void setPath(const QString& path) { m_path = path; }
    /// The file name, or "Untitled".
    QString displayName() const;
    /// Changes since the last save (or since opening).
    bool isModified() const;

    /// Makes `design` current under `path` with an empty selection, and
    /// hands back the design it replaces: the caller lets the views of the
    /// old one go before it does.
    [[nodiscard]] std::unique_ptr<Design> replace(std::unique_ptr<Design> design, const QString& path);

private:
    std::unique_ptr<Design> m_design;
    SelectionModel* m_selection = nullptr;
    QString m_path;
};

}  // namespace sn
