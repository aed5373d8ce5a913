#include "model/catalog/module_type.h"

namespace sn {

}  // namespace sn
