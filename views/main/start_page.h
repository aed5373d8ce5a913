#pragma once

#include "views/main/bundled_examples.h"

#include <QWidget>

class QListWidget;
class QListWidgetItem;

namespace sn {

/// What the window shows before there is a design: start a supernode with
/// the wizard, open a file, one of the recent designs or a bundled example,
/// or start drawing an empty room.
class StartPage final : public QWidget {
    Q_OBJECT
public:
    StartPage(const QStringList& recentFiles, const QList<BundledExample>& examples, QWidget* parent = nullptr);

    QListWidget* recentList() const { return m_recent; }
    QListWidget* exampleList() const { return m_examples; }

Q_SIGNALS:
    void newSupernodeRequested();
    void openRequested();
    void emptyRoomRequested();
    void recentRequested(const QString& path);
    void exampleRequested(const QString& path);

private:
    QWidget* makeButtons();
    QWidget* makeLists(const QStringList& recentFiles, const QList<BundledExample>& examples);
    void fillRecent(const QStringList& recentFiles);
    void fillExamples(const QList<BundledExample>& examples);

    QListWidget* m_recent = nullptr;
    QListWidget* m_examples = nullptr;
};

}  // namespace sn
