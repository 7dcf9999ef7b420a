#pragma once
// The app's logging categories. Enable with QT_LOGGING_RULES="gm.*.debug=true".
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcSession)
Q_DECLARE_LOGGING_CATEGORY(lcBot)
Q_DECLARE_LOGGING_CATEGORY(lcSave)
Q_DECLARE_LOGGING_CATEGORY(lcLanguage)
