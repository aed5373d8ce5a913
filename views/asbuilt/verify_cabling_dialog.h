#pragma once

#include "rules/finding.h"

#include <QDialog>

#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace sn {

class Design;
class VerifyMarks;

/// File ▸ Verify Cabling…: reads an ibnetdiscover scan, checks it against
/// the design (the same check as `supernode-designer verify`), lists every
/// cable that is not ok with what to do, and offers to mark the cables
/// found as designed `installed` in one undo step. Activating a row selects
/// its cable and devices.
class VerifyCablingDialog final : public QDialog {
    Q_OBJECT
public:
    VerifyCablingDialog(Design& design, VerifyMarks& marks, QWidget* parent = nullptr);

    /// Checks the scan at `path`; false (and a message in the dialog) when it cannot be read.
    bool check(const QString& path);
    /// Marks every cable found as designed installed; returns how many changed.
    int markInstalled();

    QTableWidget* table() const { return m_table; }
    QPushButton* markButton() const { return m_mark; }
    QString summary() const;

Q_SIGNALS:
    void objectsActivated(const std::vector<sn::ObjectRef>& objects);

private:
    void fill();
    Design& m_design;
    VerifyMarks& m_marks;
    QLineEdit* m_path;
    QLabel* m_summary;
    QTableWidget* m_table;
    QPushButton* m_mark;
    std::vector<std::vector<ObjectRef>> m_rowObjects;
};

}  // namespace sn
