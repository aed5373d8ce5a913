#include "views/findings/findings_panel.h"

#include "model/rules/cabling/cabling_rules.h"
#include "model/rules/rule_engine.h"
#include "views/findings/findings_model.h"
#include "views/findings/object_focus.h"
#include "views/findings/routing_findings.h"

#include <QHBoxLayout>

#include <algorithm>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace sn {

FindingsPanel::FindingsPanel(Design& design, SelectionModel& selection, QWidget* parent)
    : QWidget(parent), m_design(design), m_selection(selection), m_engine(new RuleEngine(design, RuleRegistry::builtIn(), this)),
      m_model(new FindingsModel(this)), m_tree(new QTreeView(this)), m_filter(new QLineEdit(this)),
      m_shown(new QLabel(this)) {
    m_filter->setPlaceholderText(tr("Filter findings"));
    m_filter->setClearButtonEnabled(true);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 4, 4, 0);
    bar->addWidget(m_filter, 1);
    const struct {
        Severity severity;
        QString text;
        QStyle::StandardPixmap icon;
    } toggles[] = {
        {Severity::Error, tr("Errors"), QStyle::SP_MessageBoxCritical},
        {Severity::Warning, tr("Warnings"), QStyle::SP_MessageBoxWarning},
        {Severity::Info, tr("Info"), QStyle::SP_MessageBoxInformation},
    };
    for (const auto& t : toggles) {
        auto* button = new QToolButton(this);
        button->setText(t.text);
        button->setIcon(style()->standardIcon(t.icon));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setCheckable(true);
        button->setChecked(true);
        button->setToolTip(tr("Show or hide this severity"));
        m_toggles[int(t.severity)] = button;
        bar->addWidget(button);
        connect(button, &QToolButton::toggled, this, &FindingsPanel::applyFilter);
    }
    bar->addWidget(m_shown);

    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);  // thousands of rows scroll without measuring each
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(FindingsModel::MeasuredColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(FindingsModel::LimitColumn, QHeaderView::ResizeToContents);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &FindingsPanel::applyFilter);
    // activated: a double-click, or Enter for keyboard users.
    connect(m_tree, &QTreeView::activated, this, &FindingsPanel::activate);
    connect(m_tree, &QTreeView::collapsed, this, [this](const QModelIndex& i) { m_collapsed.insert(m_model->groupKey(i)); });
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex& i) { m_collapsed.remove(m_model->groupKey(i)); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &FindingsPanel::restoreExpansion);
    connect(m_engine, &RuleEngine::findingsChanged, this, &FindingsPanel::refresh);
    // A whole run (the design opened, its catalog replaced) reads every object
    // with every rule: a second or more for thousands of GPUs, so a worker
    // does it on a snapshot. Edits after it re-run only what they touched.
    m_engine->setWholeRunner([this] { runWhole(); });
    // Every edit outside a batch (and each batch as a whole) re-runs what it touched.
    m_engine->setAutoUpdate(true);
}

FindingsPanel::~FindingsPanel() {
    // The tree and model go with the panel; nothing may reach the selection
    // or the design on the way out (both may already be gone).
    m_tree->disconnect(this);
    m_model->disconnect(this);
    m_engine->disconnect(this);
    if (m_routing) m_routing->disconnect(this);
}

void FindingsPanel::runWhole() {
    m_shown->setText(tr("Checking the rules…"));
    const RuleRegistry& registry = m_engine->registry();  // read on the worker: the engine's rules, immutable
    m_pass.run(m_design, [this, &registry](std::shared_ptr<const DesignSnapshot> snapshot,
                                           const std::atomic<bool>& cancel) -> SnapshotPass::Delivery {
        auto run = std::make_shared<std::optional<RuleEngine::WholeRun>>(
            RuleEngine::evaluateWhole(snapshot->design(), registry, &cancel));
        if (!*run) return {};
        return [this, run] { m_engine->adopt(std::move(**run)); };
    });
}

bool FindingsPanel::isUpToDate() const { return !m_pass.isRunning() && !m_engine->isDirty(); }

void FindingsPanel::setRoutingFindings(RoutingFindings* source) {
    if (m_routing) m_routing->disconnect(this);
    m_routing = source;
    if (m_routing) connect(m_routing, &RoutingFindings::changed, this, &FindingsPanel::refresh);
    refresh();
}

QString FindingsPanel::title() const {
    // What the panel lists: the rules' findings and the routing runs', each once.
    int bySeverity[3] = {};
    for (const Finding& f : m_model->findings()) ++bySeverity[int(f.severity)];
    const int errors = bySeverity[int(Severity::Error)];
    const int warnings = bySeverity[int(Severity::Warning)];
    const int info = bySeverity[int(Severity::Info)];
    if (errors + warnings + info == 0) return tr("Findings (none)");
    const QString e = tr("%n error(s)", nullptr, errors);
    const QString w = tr("%n warning(s)", nullptr, warnings);
    if (info == 0) return tr("Findings (%1, %2)").arg(e, w);
    return tr("Findings (%1, %2, %3)").arg(e, w, tr("%n note(s)", nullptr, info));
}

QSize FindingsPanel::sizeHint() const {
    // A strip under the drawings: about a dozen rows, not half the window.
    return {QWidget::sizeHint().width(), fontMetrics().height() * 16};
}

void FindingsPanel::refresh() {
    std::vector<Finding> all = m_engine->findings();
    // The editor's own routing findings name what the last run found (which racks
    // share no tray); the rules cabling.route-freshness and cabling.side-channel-fill
    // say the same of a cable or rack from what routing recorded on the design. Each
    // cable or rack is shown once, by the routing finding where there is one.
    std::vector<Finding> routing;
    if (m_routing) routing = m_routing->findings();
    std::vector<ObjectRef> byRouting;
    for (const Finding& f : routing)
        if (!f.objects.empty()) byRouting.push_back(f.objects.front());
    const auto said = [&](const Finding& f) {
        return (f.ruleKey == QLatin1String(RouteFreshnessRule::kKey) ||
                f.ruleKey == QLatin1String(SideChannelFillRule::kKey)) &&
               !f.objects.empty() && std::find(byRouting.begin(), byRouting.end(), f.objects.front()) != byRouting.end();
    };
    std::erase_if(all, said);
    for (Finding& f : routing) all.push_back(std::move(f));
    m_model->setFindings(std::move(all));
    const int total = int(m_model->findings().size());
    m_shown->setText(m_model->shownCount() == total ? QString() : tr("%1 of %2 shown").arg(m_model->shownCount()).arg(total));
    Q_EMIT titleChanged(title());
}

void FindingsPanel::applyFilter() {
    m_model->setFilter(m_filter->text().trimmed(), m_toggles[int(Severity::Error)]->isChecked(),
                       m_toggles[int(Severity::Warning)]->isChecked(), m_toggles[int(Severity::Info)]->isChecked());
    const int total = int(m_model->findings().size());
    m_shown->setText(m_model->shownCount() == total ? QString() : tr("%1 of %2 shown").arg(m_model->shownCount()).arg(total));
}

void FindingsPanel::restoreExpansion() {
    for (int s = 0; s < m_model->rowCount(); ++s) {
        const QModelIndex severity = m_model->index(s, 0);
        if (!m_collapsed.contains(m_model->groupKey(severity))) m_tree->expand(severity);
        for (int r = 0; r < m_model->rowCount(severity); ++r) {
            const QModelIndex rule = m_model->index(r, 0, severity);
            if (!m_collapsed.contains(m_model->groupKey(rule))) m_tree->expand(rule);
        }
    }
}

void FindingsPanel::activate(const QModelIndex& index) {
    const Finding* finding = m_model->finding(index);
    if (!finding || finding->objects.empty()) return;
    const std::vector<ObjectRef> objects = finding->objects;  // the model may reset while selecting
    ObjectFocus::select(m_design, m_selection, objects);
    Q_EMIT objectsActivated(objects);
}

}  // namespace sn
