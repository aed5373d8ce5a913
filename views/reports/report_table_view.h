#pragma once

#include <QTableView>

namespace sn {

/// A sortable report table whose Ctrl+C (and context menu Copy) puts the
/// selected cells on the clipboard as tab-separated text with a header
/// line, in the order shown, ready to paste into a spreadsheet.
class ReportTableView final : public QTableView {
    Q_OBJECT
public:
    explicit ReportTableView(QWidget* parent = nullptr);
    /// The selection as TSV: header line, then one line per selected row
    /// (unselected cells inside the selected block stay empty).
    QString selectionAsTsv() const;
    void copySelection() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
};

}  // namespace sn
