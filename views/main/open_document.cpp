#include "views/main/open_document.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"

#include <QFileInfo>

namespace sn {

OpenDocument::OpenDocument(QObject* parent) : QObject(parent) {}

OpenDocument::~OpenDocument() = default;

QString OpenDocument::displayName() const { return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName(); }

bool OpenDocument::isModified() const { return m_design && !m_design->undoStack().isClean(); }

std::unique_ptr<Design> OpenDocument::replace(std::unique_ptr<Design> design, const QString& path) {
    delete m_selection;
    std::unique_ptr<Design> old = std::exchange(m_design, std::move(design));
    m_path = path;
    m_selection = new SelectionModel(this);
    SelectionModel* selection = m_selection;
    Design& d = *m_design;
    connect(&d, &Design::rackRemoved, selection, [selection](RackId id) { selection->forget(id); });
    connect(&d, &Design::deviceRemoved, selection, [selection](DeviceId id) { selection->forget(id); });
    connect(&d, &Design::trayRemoved, selection, [selection](TrayId id) { selection->forget(id); });
    connect(&d, &Design::cableRemoved, selection, [selection](CableId id) { selection->forget(id); });
    return old;
}

}  // namespace sn
