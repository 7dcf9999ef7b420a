# Precompiled headers, shared across targets (GCC and clang).
#
# Most of the compile time of a test or a rules file is spent parsing the same headers:
# nlohmann/json.hpp and QtCore cost about as much as the file's own code, and <QtTest> alone
# another 3.7 s in every test. Each target reuses one of these precompiled headers, each built
# once per tree:
#   gm_pch_std      the standard library and nlohmann/json, for targets that do not use Qt;
#   gm_pch_qt       the same plus the QtCore classes most files use, for targets that link Qt;
#   gm_pch_test     that plus QtTest, for the tests;
#   gm_pch_qml      gm_pch_qt plus Qt Quick and QML, built with QT_NO_KEYWORDS, for the app and
#                   what links it (the app's library defines QT_NO_KEYWORDS for its users, which
#                   changes what the QtCore headers declare, so those cannot share gm_pch_qt);
#   gm_pch_qmltest  that plus QtTest, for the app's tests.
# A precompiled header is valid only for the same compiler options. GCC checks that itself and,
# where a target's differ, warns (-Winvalid-pch, which CMake adds) and parses the headers as usual,
# so a mismatch costs time, never correctness. Clang refuses one where a macro has another value
# on the command line: no macro that the headers read may differ between the targets sharing one.
# That is why Qt Test's per-folder QT_TESTCASE_BUILDDIR and QT_TESTCASE_SOURCEDIR (for
# QFINDTESTDATA, which no test uses) are taken off Qt6::Test below.
option(GM_PCH "Precompile the common headers (GCC, clang)" ON)

set(GM_PCH_STD <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <span>
    <string> <string_view> <utility> <vector> <nlohmann/json.hpp>)
set(GM_PCH_QTCORE <QByteArray> <QDir> <QFile> <QHash> <QList> <QMap> <QObject> <QString>
    <QStringList> <QUrl> <QVariant> <QVariantList> <QVariantMap>)
set(GM_PCH_QML <QAbstractListModel> <QPointer> <QTimer> <QQmlEngine> <QQuickItem>
    <QtQml/qqmlregistration.h>)

# A library of one empty file that owns precompiled header `name` made of the headers given.
function(gm_pch_provider name)
  set(anchor ${CMAKE_BINARY_DIR}/${name}_anchor.cpp)
  file(CONFIGURE OUTPUT ${anchor} CONTENT "// The translation unit that owns ${name}.\n")
  add_library(${name} STATIC ${anchor})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_link_libraries(${name} PRIVATE nlohmann_json::nlohmann_json)
  target_precompile_headers(${name} PRIVATE ${ARGN})
endfunction()

# Every library `t` links, directly or through the libraries it links.
function(gm_link_closure t out)
  get_target_property(queue ${t} LINK_LIBRARIES)
  set(seen "")
  while(queue)
    list(POP_FRONT queue lib)
    if(lib MATCHES "^\\$<|-NOTFOUND$" OR lib IN_LIST seen)
      continue()
    endif()
    list(APPEND seen ${lib})
    if(TARGET ${lib})
      get_target_property(more ${lib} INTERFACE_LINK_LIBRARIES)
      if(more)
        list(APPEND queue ${more})
      endif()
    endif()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# Every target defined under `dir` (recursively).
function(gm_collect_targets dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    gm_collect_targets(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Call once, at the end of the top CMakeLists.txt: gives every C++ executable and library of the
# project one of the precompiled headers above.
function(gm_use_precompiled_headers)
  if(NOT GM_PCH OR NOT CMAKE_CXX_COMPILER_ID MATCHES "^(GNU|Clang)$")
    return()
  endif()
  gm_pch_provider(gm_pch_std ${GM_PCH_STD})
  set(providers gm_pch_std)
  if(TARGET Qt6::Core)
    gm_pch_provider(gm_pch_qt ${GM_PCH_STD} ${GM_PCH_QTCORE})
    target_link_libraries(gm_pch_qt PRIVATE Qt6::Core)
    list(APPEND providers gm_pch_qt)
  endif()
  if(TARGET Qt6::Quick)
    gm_pch_provider(gm_pch_qml ${GM_PCH_STD} ${GM_PCH_QTCORE} ${GM_PCH_QML})
    target_link_libraries(gm_pch_qml PRIVATE Qt6::Core Qt6::Quick)
    target_compile_definitions(gm_pch_qml PRIVATE QT_NO_KEYWORDS)
    list(APPEND providers gm_pch_qml)
  endif()
  if(TARGET Qt6::Test)
    get_target_property(testDefines Qt6::Test INTERFACE_COMPILE_DEFINITIONS)
    list(FILTER testDefines EXCLUDE REGEX "^QT_TESTCASE_")
    set_property(TARGET Qt6::Test PROPERTY INTERFACE_COMPILE_DEFINITIONS ${testDefines})
    gm_pch_provider(gm_pch_test ${GM_PCH_STD} ${GM_PCH_QTCORE} <QtTest>)
    target_link_libraries(gm_pch_test PRIVATE Qt6::Core Qt6::Test)
    list(APPEND providers gm_pch_test)
    # <QtTest> reads QT_GUI_LIB, QT_WIDGETS_LIB and QT_NETWORK_LIB, so a test header serves only
    # targets linking exactly its Qt modules: this one the app's tests (Quick, Widgets and
    # PrintSupport, as the app's library); tests of Gui alone use gm_pch_qt.
    if(TARGET gm_pch_qml AND TARGET Qt6::Widgets AND TARGET Qt6::PrintSupport)
      gm_pch_provider(gm_pch_qmltest ${GM_PCH_STD} ${GM_PCH_QTCORE} ${GM_PCH_QML} <QtTest>)
      target_link_libraries(gm_pch_qmltest PRIVATE Qt6::Core Qt6::Quick Qt6::Widgets
                                                   Qt6::PrintSupport Qt6::Test)
      target_compile_definitions(gm_pch_qmltest PRIVATE QT_NO_KEYWORDS)
      list(APPEND providers gm_pch_qmltest)
    endif()
  endif()
  # ccache caches a compile that uses a precompiled header only with this option and its
  # sloppiness set to pch_defines,time_macros (README).
  set(extra "")
  if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
    set(extra -fpch-preprocess)
    foreach(p IN LISTS providers)
      target_compile_options(${p} PRIVATE ${extra})
    endforeach()
  endif()

  gm_collect_targets(${PROJECT_SOURCE_DIR} targets)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY)$"
       OR t IN_LIST providers)
      continue()
    endif()
    # Qt's generated plugin and resource targets have few sources and flags of their own.
    if(t MATCHES "${GM_QT_GENERATED_TARGETS}")
      continue()
    endif()
    if(extra)
      target_compile_options(${t} PRIVATE ${extra})
    endif()
    # The headers are position-independent code, as the libraries and everything that links Qt
    # are; GCC ignores them in a file compiled otherwise (Debian's default is -fpie) and clang
    # refuses them, so every user compiles the same way.
    target_compile_options(${t} PRIVATE -fPIC)
    # AUTOMOC's mocs_compilation.cpp is empty where each file includes its own moc output, as
    # every test does; loading a precompiled header for it took 1.4 s (140 of them in a tree).
    get_target_property(automoc ${t} AUTOMOC)
    if(automoc)
      get_target_property(binaryDir ${t} BINARY_DIR)
      set_source_files_properties(${binaryDir}/${t}_autogen/mocs_compilation.cpp TARGET_DIRECTORY
                                  ${t} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
    endif()
    # The defines a target compiles with: its own and those its direct libraries pass on.
    get_target_property(libs ${t} LINK_LIBRARIES)
    get_target_property(defines ${t} COMPILE_DEFINITIONS)
    foreach(lib IN LISTS libs)
      if(TARGET ${lib})
        get_target_property(more ${lib} INTERFACE_COMPILE_DEFINITIONS)
        list(APPEND defines ${more})
      endif()
    endforeach()
    gm_link_closure(${t} closure)
    set(test NO)
    if(libs MATCHES "Qt6::Test")
      set(test YES)
    endif()
    if(defines MATCHES "QT_NO_KEYWORDS" AND test AND TARGET gm_pch_qmltest
       AND "Qt6::Widgets" IN_LIST closure AND "Qt6::PrintSupport" IN_LIST closure)
      target_precompile_headers(${t} REUSE_FROM gm_pch_qmltest)
    elseif(defines MATCHES "QT_NO_KEYWORDS" AND TARGET gm_pch_qml)
      target_precompile_headers(${t} REUSE_FROM gm_pch_qml)
    elseif(test AND TARGET gm_pch_test AND NOT "Qt6::Gui" IN_LIST closure)
      target_precompile_headers(${t} REUSE_FROM gm_pch_test)
    elseif(libs MATCHES "Qt6::" AND TARGET gm_pch_qt)
      target_precompile_headers(${t} REUSE_FROM gm_pch_qt)
    else()
      target_precompile_headers(${t} REUSE_FROM gm_pch_std)
    endif()
  endforeach()
endfunction()
