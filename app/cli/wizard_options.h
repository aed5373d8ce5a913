#pragma once

#include "model/dxf/hall_import.h"
#include "model/topology/wizard_error.h"
#include "model/topology/wizard_params.h"

#include <QCommandLineParser>

#include <optional>

namespace sn::cli {

/// The wizard's options as `new` and `variants` take them: the requirement
/// (--gpus or --tp/--pp/--dp), the server, fabric, rack, power, cooling and
/// hall, and the option a wizard refusal is about, as the user typed it.
namespace WizardOptions {

/// Adds every wizard option to `parser`.
void addTo(QCommandLineParser& parser);
/// The parameters the options ask for; throws UserError naming the option at fault.
WizardParams paramsFrom(const QCommandLineParser& parser);
/// "--rack-kw 8": the option (with the value given) a wizard refusal is about.
QString optionOf(WizardField field, const WizardParams& params);
/// A wizard refusal as the command line says it: "--rack-kw 8: MESSAGE".
QString refusal(WizardField field, const WizardParams& params, const QString& message);
/// The layers --hall-layers names (the defaults without it); throws
/// UsageError when it is malformed or given without --hall.
dxf::HallLayers hallLayersFrom(const QCommandLineParser& parser);

}  // namespace WizardOptions

}  // namespace sn::cli
