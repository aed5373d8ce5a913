#include "app/i18n/translation_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace sn {

QString preferredLanguage() {
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    return chosen.isEmpty() ? QLocale::system().name() : chosen;
}

void installTranslations(QCoreApplication& app, const QString& language) {
    const QString lang = language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("*_") + lang + QStringLiteral(".qm")});
    for (const QString& file : files) {
        auto* translator = new QTranslator(&app);
        if (translator->load(QStringLiteral(":/i18n/") + file))
            QCoreApplication::installTranslator(translator);
        else
            delete translator;
    }
    // Qt's own strings (standard buttons, command-line parser) in the same language.
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
}

}  // namespace sn
