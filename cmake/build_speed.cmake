# Build speed that changes nothing the programs do. CI builds two trees on two cores from nothing,
# so every second here is paid on every run.
include(CheckCXXSourceCompiles)

# The linker. lld links a test executable in about a fifth of GNU ld's time (vendettaViews: 0.28 s
# against 1.3-1.7 s); a tree links some 200 executables and libraries. GM_LINKER=default keeps the
# compiler's own choice.
set(GM_LINKER lld CACHE STRING "The linker: lld, gold, mold or default")
if(NOT GM_LINKER STREQUAL "default")
  set(CMAKE_REQUIRED_LINK_OPTIONS -fuse-ld=${GM_LINKER})
  check_cxx_source_compiles("int main() { return 0; }" GM_LINKER_WORKS_${GM_LINKER})
  unset(CMAKE_REQUIRED_LINK_OPTIONS)
  if(GM_LINKER_WORKS_${GM_LINKER})
    add_link_options(-fuse-ld=${GM_LINKER})
  else()
    message(STATUS "Linker ${GM_LINKER} not usable: the compiler's default links")
  endif()
endif()

# RelWithDebInfo with line tables and function names only (-g1): backtraces, sanitizer reports
# and profilers still name function, file and line; a debugger shows no local variables (build
# Debug for that). A test file compiles in 7.5 s instead of 8.8-12 s and its object is 2.1 MB
# instead of 5.6 MB, which also speeds up linking.
add_compile_options($<$<CONFIG:RelWithDebInfo>:-g1>)

# Unity builds of the libraries: each library compiles its files in batches of eight, one
# translation unit a batch, so the templates its files share (nlohmann::json's parser and
# serializer above all) are instantiated once a batch instead of once a file. Personal Vendetta's
# rules library took 67 CPU-s file by file and 23 CPU-s in one batch. Tests and programs are one
# file each and gain nothing. GM_UNITY=OFF compiles file by file (to check that each file
# includes what it uses).
option(GM_UNITY "Compile each library's files in batches (unity build)" ON)
set(GM_UNITY_BATCH 8 CACHE STRING "Files per unity batch")

# Qt's generated plugin, resource, cache and init targets: few sources, flags of their own; the
# precompiled headers and the unity batches leave them as Qt made them.
set(GM_QT_GENERATED_TARGETS "plugin$|_resources_|_qmlcache|_tooling$|_init$")

# Call once, at the end of the top CMakeLists.txt, after every target exists.
function(gm_use_unity_builds)
  if(NOT GM_UNITY)
    return()
  endif()
  gm_collect_targets(${PROJECT_SOURCE_DIR} targets)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(type STREQUAL "STATIC_LIBRARY" AND NOT t MATCHES "^gm_pch_|${GM_QT_GENERATED_TARGETS}")
      set_target_properties(${t} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${GM_UNITY_BATCH})
    endif()
  endforeach()
endfunction()
