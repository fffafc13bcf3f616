package zipzap.gs1;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** Where the published data files are read at run time (Conformance/data/, its README): the folder named by the
 *  system property `zipzap.data` or the environment variable `ZIPZAP_DATA`, else the `Conformance/data` folder of
 *  the repository the classes were built in (found walking up from the class folder). */
final class DataFolder {
    private DataFolder() {}

    static final Path PATH = locate();

    /** The lines of a data file, without empty lines. */
    static List<String> lines(String file) {
        try {
            List<String> lines = new ArrayList<>();
            for (String line : Files.readAllLines(PATH.resolve(file), StandardCharsets.UTF_8)) {
                if (!line.isEmpty()) lines.add(line);
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the published data file " + PATH.resolve(file), e);
        }
    }

    private static Path locate() {
        String named = System.getProperty("zipzap.data", System.getenv("ZIPZAP_DATA"));
        if (named != null && !named.isEmpty()) return Paths.get(named);
        try {
            Path p = Paths.get(DataFolder.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (; p != null; p = p.getParent()) {
                Path candidate = p.resolve("Conformance").resolve("data");
                if (Files.isRegularFile(candidate.resolve("gs1-ai-table.txt"))) return candidate;
            }
        } catch (URISyntaxException | SecurityException e) {
            throw new IllegalStateException("cannot tell where the classes are, to find Conformance/data", e);
        }
        throw new IllegalStateException("no Conformance/data above the class folder; set ZIPZAP_DATA to the data folder");
    }
}
