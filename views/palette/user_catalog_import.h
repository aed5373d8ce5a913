#pragma once

#include "model/netbox/netbox_importer.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QWidget;

namespace sn {

class Design;
class NetboxImportReport;

/// Catalog ▸ Import NetBox Device Types: imports NetBox files or
/// folders into the user catalog file, adds the new types to the open
/// design's catalog so they sit in the palette and drop onto racks like
/// built-in ones, and reports what came in and each file refused.
class UserCatalogImport final : public QObject {
    Q_OBJECT
public:
    explicit UserCatalogImport(QWidget* window);

    /// Where the user catalog lives (UserCatalog::defaultPath() unless set).
    QString userCatalogPath() const { return m_path; }
    void setUserCatalogPath(const QString& path) { m_path = path; }

    /// Adds the user catalog's entries the design's catalog lacks. A design's
    /// own entry of the same id wins: it may hold figures the user completed.
    /// Returns a message when the user catalog cannot be read ("" when fine).
    static QString mergeInto(Design& design, const QString& userCatalogPath);

    /// Imports `paths`, saves the user catalog, merges the new types into
    /// `design` and shows the report; returns what was read.
    NetboxImport importPaths(Design& design, const QStringList& paths);
    /// The file and folder pickers in front of importPaths.
    void pickFiles(Design& design);
    void pickFolder(Design& design);
    /// The report of the last import while it is open.
    NetboxImportReport* report() const;

Q_SIGNALS:
    /// A short line for the status bar.
    void message(const QString& text);

private:
    QWidget* m_window;
    QString m_path;
    QPointer<NetboxImportReport> m_report;
};

}  // namespace sn
