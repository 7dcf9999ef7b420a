#include "logging.h"

Q_LOGGING_CATEGORY(lcSession, "gm.session", QtWarningMsg)
Q_LOGGING_CATEGORY(lcBot, "gm.bot", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSave, "gm.save", QtWarningMsg)
Q_LOGGING_CATEGORY(lcLanguage, "gm.language", QtWarningMsg)
