#include "views/main/start_page.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace sn {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;

QLabel* heading(const QString& text, qreal scale) {
    auto* label = new QLabel(text);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    label->setFont(font);
    label->setAlignment(Qt::AlignHCenter);
    return label;
}

QListWidget* makeList(const QString& objectName) {
    auto* list = new QListWidget;
    list->setObjectName(objectName);
    list->setWordWrap(true);
    list->setUniformItemSizes(false);
    list->setSpacing(2);
    return list;
}

}  // namespace

StartPage::StartPage(const QStringList& recentFiles, const QList<BundledExample>& examples, QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("startPage"));
    auto* column = new QWidget;
    column->setMaximumWidth(960);
    auto* box = new QVBoxLayout(column);
    box->addWidget(heading(QCoreApplication::applicationName(), 2.0));
    auto* intro = new QLabel(tr("Design a room of GPU racks: the wizard sizes and places a whole supernode, "
                                "or start from an example or an empty room."));
    intro->setWordWrap(true);
    intro->setAlignment(Qt::AlignHCenter);
    box->addWidget(intro);
    box->addSpacing(12);
    box->addWidget(makeButtons());
    box->addSpacing(12);
    box->addWidget(makeLists(recentFiles, examples), 1);

    auto* outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addWidget(column, 4);
    outer->addStretch(1);
}

QWidget* StartPage::makeButtons() {
    auto* row = new QWidget;
    auto* box = new QHBoxLayout(row);
    box->addStretch(1);
    auto add = [&](const QString& name, const QString& text, const QString& tip, void (StartPage::*signal)()) {
        auto* button = new QPushButton(text);
        button->setObjectName(name);
        button->setToolTip(tip);
        button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
        connect(button, &QPushButton::clicked, this, signal);
        box->addWidget(button);
        return button;
    };
    add(QStringLiteral("startNewSupernode"), tr("New Supernode…"),
        tr("Size, place and connect a whole supernode from a GPU count or TP × PP × DP (Ctrl+Shift+N)."),
        &StartPage::newSupernodeRequested)
        ->setDefault(true);
    add(QStringLiteral("startOpen"), tr("Open…"), tr("Open a design file (Ctrl+O)."), &StartPage::openRequested);
    add(QStringLiteral("startEmptyRoom"), tr("Empty Room"),
        tr("Start with an empty floor plan and place rows and racks yourself."), &StartPage::emptyRoomRequested);
    box->addStretch(1);
    return row;
}

QWidget* StartPage::makeLists(const QStringList& recentFiles, const QList<BundledExample>& examples) {
    auto* row = new QWidget;
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto group = [&](const QString& title, QListWidget* list) {
        auto* g = new QGroupBox(title);
        (new QVBoxLayout(g))->addWidget(list);
        box->addWidget(g, 1);
    };
    m_recent = makeList(QStringLiteral("startRecent"));
    m_examples = makeList(QStringLiteral("startExamples"));
    fillRecent(recentFiles);
    fillExamples(examples);
    group(tr("Recent Designs"), m_recent);
    group(tr("Examples"), m_examples);
    // A click opens, as on a web page; Enter opens the current item.
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (item->flags() & Qt::ItemIsEnabled) emit recentRequested(item->data(kPathRole).toString());
    });
    connect(m_recent, &QListWidget::itemClicked, m_recent, &QListWidget::itemActivated);
    connect(m_examples, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit exampleRequested(item->data(kPathRole).toString()); });
    connect(m_examples, &QListWidget::itemClicked, m_examples, &QListWidget::itemActivated);
    return row;
}

void StartPage::fillRecent(const QStringList& recentFiles) {
    for (const QString& path : recentFiles) {
        const QFileInfo info(path);
        auto* item = new QListWidgetItem(info.fileName() + QLatin1Char('\n') + QDir::toNativeSeparators(info.absolutePath()),
                                         m_recent);
        item->setData(kPathRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        if (!info.isFile()) {
            item->setText(tr("%1 (not found)").arg(info.fileName()) + QLatin1Char('\n') +
                          QDir::toNativeSeparators(info.absolutePath()));
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        }
    }
    if (recentFiles.isEmpty()) {
        auto* none = new QListWidgetItem(tr("No recent designs yet."), m_recent);
        none->setFlags(Qt::NoItemFlags);
    }
}

void StartPage::fillExamples(const QList<BundledExample>& examples) {
    for (const BundledExample& example : examples) {
        auto* item = new QListWidgetItem(example.title + QLatin1Char('\n') + QFileInfo(example.path).fileName(), m_examples);
        item->setData(kPathRole, example.path);
        item->setToolTip(tr("Opens a copy: Save asks where to keep it."));
    }
    if (examples.isEmpty()) {
        auto* none = new QListWidgetItem(tr("The examples folder was not found."), m_examples);
        none->setFlags(Qt::NoItemFlags);
    }
}

}  // namespace sn
