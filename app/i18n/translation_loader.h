#pragma once

#include <QString>

class QCoreApplication;

namespace sn {

/// The language the user chose in the settings ("en", "zh_CN"), or the
/// system locale's when none was chosen.
QString preferredLanguage();

/// Loads the compiled translations (":/i18n/*_<language>.qm") into the app.
/// English needs none; an unknown language falls back to English.
void installTranslations(QCoreApplication& app, const QString& language);

}  // namespace sn
