# Qt Linguist translations of the app, included from app/CMakeLists.txt once the grudgematch_app
# target exists. `cmake --build build --target update_translations` refreshes the .ts files from the
# C++ and QML sources; the .qm files are built and embedded under :/i18n in the app library, so the
# tests that switch the language at run time load them as the app does.
file(GLOB GM_TS_FILES ${PROJECT_SOURCE_DIR}/translations/grudgematch_*.ts)
# English needs only the plural forms of its "%n card(s)" strings ("1 card", "2 cards"): its file
# holds those alone and is kept apart from the translations.
set(GM_TS_PLURALS ${PROJECT_SOURCE_DIR}/translations/grudgematch_en.ts)
list(REMOVE_ITEM GM_TS_FILES ${GM_TS_PLURALS})
file(GLOB GM_TR_SOURCES CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h
  ${PROJECT_SOURCE_DIR}/app/*/*.cpp ${PROJECT_SOURCE_DIR}/app/*/*.h
  ${PROJECT_SOURCE_DIR}/qml/*.qml ${PROJECT_SOURCE_DIR}/qml/*/*.qml)
qt_add_translations(grudgematch_app
  TS_FILES ${GM_TS_FILES}
  SOURCES ${GM_TR_SOURCES}
  RESOURCE_PREFIX /i18n
  LUPDATE_OPTIONS -no-obsolete -locations none)

qt6_add_translation(GM_QM_PLURALS ${GM_TS_PLURALS})
qt_add_resources(grudgematch_app "gm_plural_forms" PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}
  FILES ${GM_QM_PLURALS})
add_custom_target(grudgematch_app_lupdate_plurals
  COMMAND Qt6::lupdate -pluralonly -no-obsolete -locations none ${GM_TR_SOURCES}
          -ts ${GM_TS_PLURALS}
  VERBATIM)
add_dependencies(update_translations grudgematch_app_lupdate_plurals)
