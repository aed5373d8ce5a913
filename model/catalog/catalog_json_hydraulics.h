#pragma once

#include "model/catalog/hydraulic_specs.h"
#include "model/input/json_reader.h"

#include <optional>
#include <vector>

namespace sn::catalog_json {

/// The catalog's hydraulic figures in JSON: read with every number checked
/// (finite, positive where a zero would divide, bounded), written back in
/// the same shape.
std::optional<PipeSpec> readPipe(const JsonReader& entry);
std::optional<CoolingCircuitSpec> readCoolingCircuit(const JsonReader& entry);
std::optional<PumpCurveSpec> readPumpCurve(const JsonReader& cdu);
std::optional<double> readApproach(const JsonReader& cdu);
/// A gauge pressure rating in kPa at `key`, above 0 and at most 100 000; absent: nullopt.
std::optional<double> readPressureRating(const JsonReader& in, const char* key);
std::vector<ViscosityPoint> readViscosity(const JsonReader& coolant);

void writePipe(Json& entry, const std::optional<PipeSpec>& pipe);
void writeCoolingCircuit(Json& entry, const std::optional<CoolingCircuitSpec>& circuit);
void writePumpCurve(Json& cdu, const std::optional<PumpCurveSpec>& pump);
void writeViscosity(Json& coolant, const std::vector<ViscosityPoint>& table);

}  // namespace sn::catalog_json
