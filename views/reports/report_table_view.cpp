#include "views/reports/report_table_view.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>

#include <algorithm>
#include <set>

namespace sn {

ReportTableView::ReportTableView(QWidget* parent) : QTableView(parent) {
    setSortingEnabled(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    verticalHeader()->hide();
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(tr("&Copy"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ReportTableView::copySelection);
    addAction(copy);
    auto* all = new QAction(tr("Select &All"), this);
    all->setShortcut(QKeySequence::SelectAll);
    all->setShortcutContext(Qt::WidgetShortcut);
    connect(all, &QAction::triggered, this, &QAbstractItemView::selectAll);
    addAction(all);
}

QString ReportTableView::selectionAsTsv() const {
    if (!model() || !selectionModel()) return {};
    const QModelIndexList selected = selectionModel()->selectedIndexes();
    if (selected.isEmpty()) return {};
    // Rows in the order shown (the proxy's order), columns in the header's visual order.
    std::set<int> rows;
    std::set<std::pair<int, int>> cells;
    std::vector<int> columns;
    for (const QModelIndex& i : selected) {
        rows.insert(i.row());
        cells.insert({i.row(), i.column()});
        if (std::find(columns.begin(), columns.end(), i.column()) == columns.end()) columns.push_back(i.column());
    }
    std::sort(columns.begin(), columns.end(), [this](int a, int b) {
        return horizontalHeader()->visualIndex(a) < horizontalHeader()->visualIndex(b);
    });
    const auto clean = [](QString s) { return s.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' ')); };
    QStringList header;
    for (int c : columns) header << clean(model()->headerData(c, Qt::Horizontal).toString());
    QString out = header.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (int r : rows) {
        QStringList line;
        for (int c : columns)
            line << (cells.count({r, c}) ? clean(model()->index(r, c).data().toString()) : QString());
        out += line.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

void ReportTableView::copySelection() const {
    const QString text = selectionAsTsv();
    if (!text.isEmpty()) QGuiApplication::clipboard()->setText(text);
}

void ReportTableView::keyPressEvent(QKeyEvent* event) {
    // QAbstractItemView's own Copy takes only the current cell; ours takes the whole selection.
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

}  // namespace sn
