#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace sn {

class Design;

/// Writes the open design to a side file (`<file>.autosave`, JSON) every
/// minute while it has unsaved changes, so a crash loses at most a minute.
/// An untitled design goes to `untitled.autosave` in the app's data folder.
/// The main file is never touched: only Save writes it.
class Autosaver final : public QObject {
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 60 * 1000;

    explicit Autosaver(QObject* parent = nullptr);

    /// The design to watch and the file it belongs to (empty: untitled).
    void watch(Design* design, const QString& path);
    /// The side file of `path`, or of an untitled design when `path` is empty.
    static QString sidePath(const QString& path);
    /// True when a side file newer than the design file exists (left by a crash).
    static bool hasRecovery(const QString& path);

    /// Writes the side file now if the design has changes it does not hold
    /// yet; returns true when it wrote. Errors leave the old side file alone.
    bool saveNow();
    /// Removes the side file (after Save, or when the user closes without saving).
    void discard();
    void setIntervalMs(int ms) { m_timer.setInterval(ms); }

Q_SIGNALS:
    void autosaved(const QString& sidePath);
    void failed(const QString& message);

private:
    Design* m_design = nullptr;
    QString m_path;
    QTimer m_timer;
    int m_savedIndex = -1;  ///< undo index the side file holds
};

}  // namespace sn
