# Qt Linguist translations of the app, included from app/CMakeLists.txt once the grudgematch_app
# target exists. `cmake --build build --target update_translations` refreshes the .ts files from the
# C++ and QML sources; the .qm files are built and embedded under :/i18n in the app library, so the
# tests that switch the language at run time load them as the app does.
file(GLOB GM_TS_FILES ${PROJECT_SOURCE_DIR}/translations/grudgematch_*.ts)
file(GLOB GM_TR_SOURCES CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h
  ${PROJECT_SOURCE_DIR}/app/*/*.cpp ${PROJECT_SOURCE_DIR}/app/*/*.h
  ${PROJECT_SOURCE_DIR}/qml/*.qml ${PROJECT_SOURCE_DIR}/qml/*/*.qml)
qt_add_translations(grudgematch_app
  TS_FILES ${GM_TS_FILES}
  SOURCES ${GM_TR_SOURCES}
  RESOURCE_PREFIX /i18n
  LUPDATE_OPTIONS -no-obsolete -locations none)
