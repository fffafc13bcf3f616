package zipzap.pattern;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The engine's speed on hostile patterns and long values (SPEC C-6.6), as CPU time per value byte; best of three
 * runs, each on a freshly compiled pattern. Run it as the adapter runs: `java -XX:+UseSerialGC
 * -XX:TieredStopAtLevel=1 -cp build/classes zipzap.pattern.PatternBenchmark`.
 */
public final class PatternBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private PatternBenchmark() {}

    /** A pattern against a value of `length` bytes drawn from `alphabet` (repeated in order, or at random). */
    private record Case(String pattern, String alphabet, int length, boolean random) {}

    public static void main(String[] args) throws PatternRefusal {
        Case[] cases = {
            new Case("^(a|aa)*b$", "a", 10_000_000, false),
            new Case("(x+x+)+y", "x", 10_000_000, false),
            new Case(".{1000}".repeat(10), "a", 65_536, false),
            new Case("\uD83D\uDE00".repeat(4096), "\uD83D\uDE00", 4 * 4098, false),
            new Case("(a|b)*a(a|b){30}c", "ab", 1 << 20, true),
            new Case("(a|b)*a(a|b){500}c", "ab", 1 << 16, true),
            new Case("(.{1000}){9}z", "ab\n", 1 << 20, true),
            new Case("([ab]{3,7}|[bc]{2,9}){100}d", "abc", 1 << 20, true),
            new Case("((a|b|c)?){500}(a|b|c){500}d", "abc", 1 << 17, true),
            new Case("(?:[^a][^b]){500}$", "ab", 1 << 20, true),
        };
        Random random = new Random(1);
        System.out.printf("%-32s %10s %6s %11s %11s %9s%n", "pattern", "bytes", "match", "compile ms", "match ms", "ns/byte");
        for (Case c : cases) {
            byte[] value = value(c, random);
            long bestCompile = Long.MAX_VALUE, bestMatch = Long.MAX_VALUE;
            boolean answer = false;
            for (int run = 0; run < 3; run++) {
                long start = CPU.getCurrentThreadCpuTime();
                Pattern pattern = Pattern.compile(c.pattern);
                long compiled = CPU.getCurrentThreadCpuTime();
                answer = pattern.matches(value);
                long matched = CPU.getCurrentThreadCpuTime();
                bestCompile = Math.min(bestCompile, compiled - start);
                bestMatch = Math.min(bestMatch, matched - compiled);
            }
            String shown = c.pattern.codePointCount(0, c.pattern.length()) <= 32 ? c.pattern
                    : c.pattern.substring(0, c.pattern.offsetByCodePoints(0, 31)) + "…";
            System.out.printf("%-32s %10d %6s %11.1f %11.1f %9.1f%n", shown, value.length, answer,
                    bestCompile / 1e6, bestMatch / 1e6, (double) bestMatch / value.length);
        }
    }

    private static byte[] value(Case c, Random random) {
        byte[] unit = c.alphabet.getBytes(StandardCharsets.UTF_8);
        byte[] value = new byte[c.length];
        if (!c.random) {
            for (int i = 0; i < value.length; i++) value[i] = unit[i % unit.length];
        } else {
            for (int i = 0; i < value.length; i++) value[i] = unit[random.nextInt(unit.length)]; // ASCII alphabets only
        }
        return value;
    }
}
