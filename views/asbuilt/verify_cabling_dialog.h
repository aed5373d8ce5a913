#pragma once

#include "exporters/asbuilt/verify_report.h"
#include "model/rules/finding.h"

#include <QDialog>

#include <functional>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace sn {

class Design;
class VerifyMarks;

/// File ▸ Verify Cabling…: reads an ibnetdiscover scan or LLDP neighbour
/// tables, checks them against the design (the same check as
/// `supernode-designer verify`), lists the cables by status (those not ok
/// by default) with what to do, writes the crew's fix list and the sheet
/// of labels to reprint as the command does, and offers to mark the cables
/// found as designed `installed` in one undo step. Activating a row selects
/// its cable and devices.
class VerifyCablingDialog final : public QDialog {
    Q_OBJECT
public:
    VerifyCablingDialog(Design& design, VerifyMarks& marks, QWidget* parent = nullptr);

    /// What a scan is: `ibnetdiscover` output, or LLDP tables (lldpcli or NVUE JSON).
    enum class ScanKind { InfiniBand, Lldp };
    void setScanKind(ScanKind kind);
    /// Checks the scan at `path` (for LLDP a file or a folder of them);
    /// false (and a message in the dialog) when it cannot be read.
    bool check(const QString& path);
    /// Which rows the table shows: those not ok (the default), all, or one status.
    void showOnly(std::optional<VerifyStatus> status, bool everyStatus = false);
    /// The crew's fix list, as `verify --fix-list`: PDF when the name ends in .pdf, else CSV.
    bool writeFixList(const QString& path);
    /// The labels of the cables to relabel, as `verify --labels` (the sheet stock).
    bool writeRelabelSheet(const QString& path);
    /// Marks every cable found as designed installed; returns how many changed.
    int markInstalled();

    QTableWidget* table() const { return m_table; }
    QComboBox* statusFilter() const { return m_filter; }
    QPushButton* markButton() const { return m_mark; }
    QString summary() const;

Q_SIGNALS:
    void objectsActivated(const std::vector<sn::ObjectRef>& objects);

private:
    void fill();
    void browse();
    /// Builds the bytes first, so nothing is written when they cannot be made.
    bool write(const QString& path, const std::function<QByteArray()>& bytes);
    Design& m_design;
    VerifyMarks& m_marks;
    QComboBox* m_kind;
    QComboBox* m_filter;
    QPushButton* m_fixList;
    QPushButton* m_relabel;
    std::vector<VerifyLine> m_lines;
    QLineEdit* m_path;
    QLabel* m_summary;
    QTableWidget* m_table;
    QPushButton* m_mark;
    std::vector<std::vector<ObjectRef>> m_rowObjects;
};

}  // namespace sn
