#!/bin/bash -eu
# OSS-Fuzz and ClusterFuzzLite build script (both run it as $SRC/build.sh from the repository root, after the
# Dockerfile's WORKDIR; Fuzz/oss-fuzz/local-build runs it here). Builds every fuzz target with $SWIFTFLAGS and puts
# into $OUT, for each target NAME (fuzz-normalizer, fuzz-gs1, fuzz-gs1-roundtrip, fuzz-field): the binary NAME,
# NAME_seed_corpus.zip (the seeds derived from the vectors, the committed merged pack and the regressions of the
# target), NAME.dict and NAME.options.

# The base image's precompile_swift sets SWIFTFLAGS from SANITIZER, CFLAGS and CXXFLAGS and copies the symbolizer.
if [ -z "${SWIFTFLAGS:-}" ]; then . precompile_swift; fi

root=$PWD
[ -f "$root/Fuzz/oss-fuzz/build.sh" ] || { echo "build.sh: run me from the repository root, not $root" >&2; exit 2; }

# SwiftPM's own --sanitize flags reach the compiler as separate -sanitize options and only the last one counts, so the
# one -sanitize=fuzzer,SANITIZER inside SWIFTFLAGS must come last: it does, as SwiftPM appends -Xswiftc flags. Without
# SwiftPM's --sanitize=fuzzer, a -parse-as-library executable does not link (SwiftPM renames its entry point), and the
# coverage build's SWIFTFLAGS lack it.
flags=($SWIFTFLAGS)
[[ " $SWIFTFLAGS " == *" --sanitize=fuzzer "* ]] || flags=(--sanitize=fuzzer "${flags[@]}")

# gold, the default linker, takes minutes for each of these static ASan binaries and prints hundreds of __asan_*
# warnings; the toolchain's lld, when it has one, takes seconds.
if [ -x "$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld" ]; then flags+=(-Xswiftc -use-ld=lld); fi

# The oracle's GMP: the image that runs the fuzzers (base-runner) has no libgmp, so it goes into $OUT beside them,
# where the binaries' run path ($ORIGIN, which SwiftPM sets) finds it.
gmp=$(find /usr/lib /usr/local/lib -name 'libgmp.so.10' -print -quit 2>/dev/null || true)
[ -n "$gmp" ] || { echo "build.sh: libgmp.so.10 not found; install libgmp-dev" >&2; exit 1; }
cp -L "$gmp" "$OUT/libgmp.so.10"

# normalizer, gs1-roundtrip and field live in Fuzz/ (which links the main package); gs1 has a package of its own made
# of only the parser's files (Fuzz/README.md says why).
build() { # PACKAGE_DIR PRODUCT
    (cd "$root/$1" && swift build -c release --scratch-path "$WORK/zipzap-$(basename "$1")" "${flags[@]}" --product "$2")
    cp "$WORK/zipzap-$(basename "$1")/release/$2" "$OUT/$2"
}
build Fuzz fuzz-normalizer
build Fuzz fuzz-gs1-roundtrip
build Fuzz fuzz-field
build Fuzz/GS1Parser fuzz-gs1

# Seeds are derived from the vectors and the merged packs unpacked, here, by an ordinary (unsanitized) build of
# zipzap-fuzz-corpus: neither is committed (Fuzz/README.md). $ZIPZAP_FUZZ_CORPUS names one already built (CI's).
corpus_tool=${ZIPZAP_FUZZ_CORPUS:-}
if [ -z "$corpus_tool" ]; then
    (cd "$root" && swift build --scratch-path "$WORK/zipzap-corpus" --product zipzap-fuzz-corpus)
    corpus_tool=$WORK/zipzap-corpus/debug/zipzap-fuzz-corpus
fi
"$corpus_tool" "$root"

for target in normalizer gs1 gs1-roundtrip field; do
    name=fuzz-$target
    # Targets share a dictionary where the content is the same; $OUT holds one per fuzzer, as OSS-Fuzz expects.
    cp "$root/Corpus/$(sed -n 's/^dict *= *//p' "$root/Corpus/$target.options")" "$OUT/$name.dict"
    # The options file names the dictionary beside it in $OUT.
    sed "s/^dict *=.*/dict = $name.dict/" "$root/Corpus/$target.options" >"$OUT/$name.options"
    rm -f "$OUT/${name}_seed_corpus.zip"
    # -j: flat, as ClusterFuzz unpacks it; seeds are named by vector id, merged files by SHA-1, so names never clash.
    dirs=()
    for kind in seeds merged regressions; do [ -d "$root/Corpus/$kind/$target" ] && dirs+=("$root/Corpus/$kind/$target"); done
    find "${dirs[@]}" -type f | zip -q -j -@ "$OUT/${name}_seed_corpus.zip"
done
