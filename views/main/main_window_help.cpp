// Edit ▸ Select All and the Help menu ("Missing"): About and a
// keyboard reference built from the window's own actions, so it never lists
// a shortcut the program does not have.
#include "views/main/main_window.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"
#include "views/main/drawings_pane.h"
#include "views/main/main_menus.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

QList<QPair<QString, QString>> MainWindow::keyboardReference() const {
    QList<QPair<QString, QString>> rows;
    for (QAction* a : findChildren<QAction*>()) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        rows.append({buttonText(a->text()), keys.join(QStringLiteral(", "))});
    }
    std::sort(rows.begin(), rows.end(), [](const auto& x, const auto& y) { return x.first.localeAwareCompare(y.first) < 0; });
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

void MainWindow::createHelpActions() {
    QAction* selectAll = new QAction(tr("Select &All"), this);
    selectAll->setObjectName(QStringLiteral("actionSelectAll"));
    selectAll->setShortcut(QKeySequence::SelectAll);
    selectAll->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // text fields keep their own Ctrl+A
    selectAll->setStatusTip(tr("Select every rack of the design."));
    connect(selectAll, &QAction::triggered, this, [this] {
        std::vector<RackId> racks;
        for (const Rack& r : design().racks()) racks.push_back(r.id);
        selection().setRacks(std::move(racks));
    });
    // On the drawings only: Ctrl+A in a table or a text field is that widget's.
    m_drawings->addAction(selectAll);
    m_menus->edit()->addAction(selectAll);

    QMenu* help = m_menus->help();
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"));
    keys->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    keys->setShortcut(QKeySequence::HelpContents);
    connect(keys, &QAction::triggered, this, [this] {
        QDialog dialog(this);
        dialog.setObjectName(QStringLiteral("keyboardReference"));
        dialog.setWindowTitle(tr("Keyboard Shortcuts"));
        const auto rows = keyboardReference();
        auto* table = new QTableWidget(int(rows.size()), 2, &dialog);
        table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
        for (int i = 0; i < rows.size(); ++i) {
            table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
            table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
        }
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->verticalHeader()->hide();
        table->horizontalHeader()->setStretchLastSection(true);
        table->resizeColumnsToContents();
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        auto* layout = new QVBoxLayout(&dialog);
        layout->addWidget(table);
        layout->addWidget(buttons);
        dialog.resize(520, 560);
        dialog.exec();
    });
    QAction* about = help->addAction(tr("&About Supernode Designer"));
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        const QString version = QCoreApplication::applicationVersion();
        ask(QMessageBox::Information, tr("About Supernode Designer"),
            tr("Supernode Designer %1\n\nPlans GPU supernodes: racks, power, cooling, fabric, cable routes and "
               "labels, from a GPU count to the cable schedule.\n\nQt %2.")
                .arg(version.isEmpty() ? tr("(version not set)") : version, QString::fromLatin1(qVersion())),
            QMessageBox::Ok);
    });
}

}  // namespace sn
